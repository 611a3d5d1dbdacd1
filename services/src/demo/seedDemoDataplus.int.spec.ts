import type { VenueEvent } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxDataplusReceiver } from '../integrations/dataplus/sandboxDataplusReceiver';
import { givenConfirmedPurchaseOrder } from '../integrations/testing/xeroReadyPurchaseOrder';
import { type ApiScenario, givenStreams } from '../platform/engines/apiScenario';
import { linked, supplier, venue } from '../platform/engines/scenarioStreams';
import { seedDemoDataplus } from './seedDemoDataplus';

const now = new Date('2026-12-01T10:00:00.000Z');
const harbour = 'ven-harbour-kitchen';
const dataplusOn: VenueEvent = {
  type: 'VenueCatalogueOptionsSet',
  data: { venueId: harbour, dataplusIntegration: true, isPriceChangesVisible: true },
};

let scenario: ApiScenario;
afterEach(async () => {
  await scenario.close();
});

describe('demo dataplus', () => {
  it('sends two of Harbour Kitchen’s confirmed orders to the sandbox receiver, each once', async () => {
    scenario = await givenStreams(
      Object.fromEntries([
        venue(harbour, { title: 'Harbour Kitchen' }, linked(harbour, 'sup-brakes'), dataplusOn),
        supplier('sup-brakes', { title: 'Brakes' }),
      ]),
      { now },
    );
    const { platform } = scenario;
    const sandbox = createSandboxDataplusReceiver({ clock: () => now });
    platform.dataplus = sandbox;
    for (const index of [1, 2, 3]) {
      await givenConfirmedPurchaseOrder(platform, {
        venueId: harbour,
        supplierId: 'sup-brakes',
        supplierTitle: 'Brakes',
        orderId: `o-${index}`,
        poNumber: `PO-${index}`,
      });
    }
    await seedDemoDataplus(platform, now);
    await platform.runner.waitFor(await platform.eventStore.headPosition());
    const sends = await readModels.dataplusSends.in(platform.readStore).find({ venueId: harbour });
    expect(sends.map((send) => send.status)).toEqual(['sent', 'sent']);
    expect(
      sandbox
        .receipts()
        .map((receipt) => receipt.order.dataplusInfo.invoiceNumber)
        .sort(),
    ).toEqual(['HK-INV-1001', 'HK-INV-1002']);
  });

  it('leaves a venue without the flag alone', async () => {
    scenario = await givenStreams(Object.fromEntries([venue(harbour, { title: 'Harbour Kitchen' })]), { now });
    const sandbox = createSandboxDataplusReceiver({ clock: () => now });
    scenario.platform.dataplus = sandbox;
    await seedDemoDataplus(scenario.platform, now);
    expect(sandbox.receipts()).toEqual([]);
  });
});
