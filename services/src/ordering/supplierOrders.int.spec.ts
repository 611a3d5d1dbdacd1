import { type OrderLine, orderStreamId, type SupplierOrders } from '@oms/contracts';
import { orderLine, orderPlaced, supplierApproved } from '@oms/tests/fixtures/orderingEvents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiScenario, givenStreams } from '../platform/engines/apiScenario';
import { account, supplier, venue } from '../platform/engines/scenarioStreams';

// Sunday 22 November 2026, 10:00 in London.
const now = new Date('2026-11-22T10:00:00.000Z');
const url = '/api/suppliers/sup-brakes/orders';

const brakesOrder = (
  orderId: string,
  venueId: string,
  orderedDate: string,
  poNumber: string | null,
  lines: OrderLine[],
) => orderPlaced({ orderId, venueId, supplierId: 'sup-brakes', supplierTitle: 'Brakes', orderedDate, poNumber, lines });

const tavernOrder = brakesOrder('o-tavern', 'ven-tavern', '2026-11-18', 'PO-100', [
  orderLine({ quantity: 2, unitPrice: 1_000 }),
]);
const harbourOrder = brakesOrder('o-harbour', 'ven-harbour', '2026-11-20', null, [
  orderLine({ quantity: 3, unitPrice: 500 }),
  orderLine({ productId: 'product-2', sku: 'SKU-2', quantity: 1, unitPrice: 250 }),
]);
// Its PO number names the harbour, so a search for the harbour finds it too.
const confirmedOrder = brakesOrder('o-confirmed', 'ven-tavern', '2026-11-21', 'HARB-7', [
  orderLine({ quantity: 4, unitPrice: 300 }),
]);
const olderOrder = brakesOrder('o-october', 'ven-tavern', '2026-10-01', 'PO-90', [
  orderLine({ quantity: 1, unitPrice: 700 }),
]);
const anotherSuppliersOrder = orderPlaced({
  orderId: 'o-bidfood',
  venueId: 'ven-tavern',
  supplierId: 'sup-bidfood',
  supplierTitle: 'Bidfood',
  orderedDate: '2026-11-21',
});

let scenario: ApiScenario;
let brakes: Awaited<ReturnType<ApiScenario['signedInAs']>>;

beforeAll(async () => {
  scenario = await givenStreams(
    Object.fromEntries([
      venue('ven-tavern', { title: 'The Tavern' }),
      venue('ven-harbour', { title: 'Harbour Kitchen', code: 'HARB01' }),
      supplier('sup-brakes', { title: 'Brakes' }),
      supplier('sup-bidfood', { title: 'Bidfood' }),
      await account('orders@brakes.test', { roles: { supplierAdminOf: 'sup-brakes' } }),
      [orderStreamId(tavernOrder.data.orderId), [tavernOrder]],
      [orderStreamId(harbourOrder.data.orderId), [harbourOrder]],
      [orderStreamId(confirmedOrder.data.orderId), [confirmedOrder, supplierApproved(confirmedOrder.data)]],
      [orderStreamId(olderOrder.data.orderId), [olderOrder]],
      [orderStreamId(anotherSuppliersOrder.data.orderId), [anotherSuppliersOrder]],
    ]),
    { now },
  );
  brakes = await scenario.signedInAs('orders@brakes.test');
});
afterAll(async () => {
  await scenario.close();
});

const rowsOf = (page: SupplierOrders) =>
  page.orders.map((order) => [order.orderId, order.venueTitle, order.orderedDate, order.status, order.total]);

describe("the supplier's orders (spec 03 supplier portal)", () => {
  it('lists its own orders across its customers, newest first, with the venue, total and checklist link', async () => {
    const response = await brakes({ url: `${url}?start=2026-01-01&end=2026-11-22&limit=100` });
    expect(response.statusCode).toBe(200);
    const page = response.json<SupplierOrders>();
    expect(rowsOf(page)).toEqual([
      ['o-confirmed', 'The Tavern', '2026-11-21', 'confirmed', 1_200],
      ['o-harbour', 'Harbour Kitchen', '2026-11-20', 'received', 1_750],
      ['o-tavern', 'The Tavern', '2026-11-18', 'received', 2_000],
      ['o-october', 'The Tavern', '2026-10-01', 'received', 700],
    ]);
    expect(page).toMatchObject({ total: 4, value: 5_650, page: 1, limit: 100 });
    expect(page.orders.map((order) => order.checklistPath)).toEqual([
      '/checklist/ven-tavern/sup-brakes/2026-11-21/HARB-7',
      '/checklist/ven-harbour/sup-brakes/2026-11-20/all',
      '/checklist/ven-tavern/sup-brakes/2026-11-18/PO-100',
      '/checklist/ven-tavern/sup-brakes/2026-10-01/PO-90',
    ]);
  });

  it('searches by venue name or PO number, in any case', async () => {
    const harbour = (await brakes({ url: `${url}?start=2026-01-01&end=2026-11-22&term=HARB` })).json<SupplierOrders>();
    expect(harbour.orders.map((order) => order.orderId)).toEqual(['o-confirmed', 'o-harbour']);
    expect(harbour).toMatchObject({ total: 2, value: 2_950 });

    const none = (
      await brakes({ url: `${url}?start=2026-01-01&end=2026-11-22&term=no-such-venue` })
    ).json<SupplierOrders>();
    expect(none).toMatchObject({ orders: [], total: 0, value: 0 });
  });

  it('defaults to the last 7 days and refuses a future end or a range too broad', async () => {
    const recent = (await brakes({ url })).json<SupplierOrders>();
    expect(recent).toMatchObject({ start: '2026-11-16', end: '2026-11-22', limit: 50, total: 3 });
    expect(recent.orders.map((order) => order.orderId)).toEqual(['o-confirmed', 'o-harbour', 'o-tavern']);
    expect((await brakes({ url: `${url}?end=2026-12-01` })).statusCode).toBe(400);
    const broad = await brakes({ url: `${url}?start=2020-01-01&end=2026-11-22` });
    expect(broad.statusCode).toBe(422);
  });
});
