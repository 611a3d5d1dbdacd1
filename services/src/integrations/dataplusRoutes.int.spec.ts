import { dataplusSendStreamId, dataplusSendWorkflowId, type VenueEvent } from '@oms/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiScenario, givenStreams } from '../platform/engines/apiScenario';
import { account, linked, supplier, venue } from '../platform/engines/scenarioStreams';
import { createSandboxDataplusReceiver } from './dataplus/sandboxDataplusReceiver';
import { recordDataplusOutcome, sendDataplusOrder } from './dataplusService';
import { givenConfirmedPurchaseOrder, givenXeroConnected } from './testing/xeroReadyPurchaseOrder';

// Thursday 26 November 2026, 10:00 in London.
const now = new Date('2026-11-26T10:00:00.000Z');
const venueId = 'ven-harbour';
const dataplusOn: VenueEvent = {
  type: 'VenueCatalogueOptionsSet',
  data: { venueId, dataplusIntegration: true, isPriceChangesVisible: true },
};
const api = `/api/venues/${venueId}/integrations/dataplus`;

let scenario: ApiScenario;
let asBuyer: Awaited<ReturnType<ApiScenario['signedInAs']>>;

beforeEach(async () => {
  scenario = await givenStreams(
    Object.fromEntries([
      venue(venueId, { title: 'Harbour Kitchen' }, linked(venueId, 'brakes'), dataplusOn),
      venue('ven-plain', { title: 'Plain' }),
      await account('buyer@harbour.test', { venueIds: [venueId] }),
      await account('plain@plain.test', { venueIds: ['ven-plain'] }),
      await account('admin@platform.test', { roles: { isAdmin: true } }),
      supplier('brakes', { title: 'Brakes' }),
    ]),
    { now },
  );
  // The engine that notes what it is asked to start; the accounting side is unused here.
  await givenXeroConnected(scenario.platform, 'ven-unused', ['Brakes']);
  scenario.platform.dataplus = createSandboxDataplusReceiver({ clock: () => now });
  await givenConfirmedPurchaseOrder(scenario.platform, {
    venueId,
    supplierId: 'brakes',
    supplierTitle: 'Brakes',
    orderId: 'o-1',
    poNumber: 'HK-0007',
  });
  asBuyer = await scenario.signedInAs('buyer@harbour.test');
});
afterEach(async () => {
  await scenario.close();
});

const send = (overrides: Record<string, unknown> = {}) =>
  asBuyer({
    method: 'POST',
    url: `${api}/sends`,
    payload: {
      supplierId: 'brakes',
      poNumber: 'HK-0007',
      invoiceNumber: 'INV-991',
      invoiceDate: '2026-11-26',
      attachedInvoices: [],
      ...overrides,
    },
  });

describe('dataplus API', () => {
  it('lists the purchase orders with no dataplus status yet, for a venue with the flag, on any plan', async () => {
    const response = await asBuyer({ method: 'GET', url: `${api}/orders` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      enabled: true,
      orders: [{ poNumber: 'HK-0007', supplierTitle: 'Brakes', status: 'Confirmed', dataplus: null }],
    });
  });

  it('records Send file, refuses a second, and the sandbox receiver shows the order to admins once sent', async () => {
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(await scenario.newEvents(dataplusSendStreamId(venueId, 'HK-0007'))).toMatchObject([
      {
        type: 'DataplusSendRequested',
        data: { order: { PONumber: 'HK-0007', dataplusInfo: { invoiceNumber: 'INV-991' } } },
      },
    ]);
    expect((await send()).json().error.code).toBe('DATAPLUS_ALREADY_SENT');
    const key = dataplusSendWorkflowId(venueId, 'HK-0007');
    const result = await sendDataplusOrder(scenario.platform, { venueId, poNumber: 'HK-0007', idempotencyKey: key });
    await recordDataplusOutcome(scenario.platform, {
      venueId,
      poNumber: 'HK-0007',
      result,
      idempotencyKey: `${key}:1`,
    });
    const listed = await asBuyer({ method: 'GET', url: `${api}/orders` });
    expect(listed.json().orders[0].dataplus).toMatchObject({ status: 'sent', invoiceNumber: 'INV-991' });
    const asAdmin = await scenario.signedInAs('admin@platform.test');
    const sandbox = await asAdmin({ method: 'GET', url: '/api/admin/integrations/dataplus/sandbox' });
    expect(sandbox.json().receipts).toMatchObject([{ venueId, order: { PONumber: 'HK-0007' } }]);
    expect((await asBuyer({ method: 'GET', url: '/api/admin/integrations/dataplus/sandbox' })).statusCode).toBe(403);
  });

  it('refuses an empty invoice number, a future date, a venue without dataplus and other venues’ users', async () => {
    expect((await send({ invoiceNumber: ' ' })).json().error.code).toBe('DATAPLUS_INVOICE_NUMBER_REQUIRED');
    expect((await send({ invoiceDate: '2026-11-27' })).json().error.code).toBe('DATAPLUS_INVOICE_DATE_IN_FUTURE');
    const asPlain = await scenario.signedInAs('plain@plain.test');
    expect((await asPlain({ method: 'GET', url: `${api}/orders` })).statusCode).toBe(403);
    const plain = await asPlain({ method: 'GET', url: '/api/venues/ven-plain/integrations/dataplus/orders' });
    expect(plain.json()).toEqual({ enabled: false, orders: [] });
    expect((await scenario.app.inject({ method: 'GET', url: `${api}/orders` })).statusCode).toBe(401);
  });
});
