import { readModels } from '@oms/projections';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxAccountingService } from '../integrations/accounting/sandboxAccountingService';
import { createTokenVault } from '../integrations/accounting/tokenVault';
import { givenConfirmedPurchaseOrder } from '../integrations/testing/xeroReadyPurchaseOrder';
import { type ApiScenario, givenStreams } from '../platform/engines/apiScenario';
import { linked, proPlan, supplier, venue } from '../platform/engines/scenarioStreams';
import { seedDemoXero } from './seedDemoXero';

const now = new Date('2026-12-01T10:00:00.000Z');
const crown = 'ven-crown-anchor';

let scenario: ApiScenario;
afterEach(async () => {
  await scenario.close();
});

describe('demo Xero', () => {
  it('connects The Crown & Anchor to the sandbox and sends three confirmed orders, each once', async () => {
    scenario = await givenStreams(
      Object.fromEntries([
        venue(crown, { title: 'The Crown & Anchor' }, linked(crown, 'sup-brakes')),
        proPlan(crown, '2026-11-01T00:00:00.000Z'),
        supplier('sup-brakes', { title: 'Brakes' }),
      ]),
      { now },
    );
    const { platform } = scenario;
    const sandbox = createSandboxAccountingService({
      supplierNames: () => ['Brakes'],
      consentPath: '/consent',
      clock: () => now,
    });
    platform.accounting = { accounting: sandbox, sandbox, vault: createTokenVault({ secret: 'demo' }) };
    for (const index of [1, 2, 3, 4]) {
      await givenConfirmedPurchaseOrder(platform, {
        venueId: crown,
        supplierId: 'sup-brakes',
        supplierTitle: 'Brakes',
        orderId: `o-${index}`,
        poNumber: `PO-${index}`,
      });
    }
    await seedDemoXero(platform, now);
    const connection = await readModels.xeroConnections.in(platform.readStore).findOne({ _id: crown });
    expect(connection?.authorisedAt).toBe(now.toISOString());
    const bills = await readModels.xeroBills.in(platform.readStore).find({ venueId: crown });
    expect(bills.map((bill) => bill.status)).toEqual(['sent', 'sent', 'sent']);
    expect(sandbox.bills()).toHaveLength(3);
  });
});
