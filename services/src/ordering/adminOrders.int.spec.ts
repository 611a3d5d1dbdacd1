import { type AdminOrders, type OrderEvent, orderStreamId, type PastOrders, type Spending } from '@oms/contracts';
import { orderLine, orderPlaced, supplierApproved } from '@oms/tests/fixtures/orderingEvents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiScenario, givenStreams } from '../platform/engines/apiScenario';
import { account, supplier, venue } from '../platform/engines/scenarioStreams';

// Sunday 22 November 2026, 10:00 in London.
const now = new Date('2026-11-22T10:00:00.000Z');
const year = 'start=2026-01-01&end=2026-11-22';
const titles: Record<string, string> = { brakes: 'Brakes', bidfood: 'Bidfood' };

function order(
  orderId: string,
  venueId: string,
  supplierId: string,
  orderedDate: string,
  pence: number,
  options: { poNumber?: string | null; manual?: boolean; approved?: boolean } = {},
): [string, OrderEvent[]] {
  const placed = orderPlaced({
    orderId,
    venueId,
    supplierId,
    supplierTitle: titles[supplierId] ?? supplierId,
    orderedDate,
    requiredDeliveryDay: orderedDate,
    poNumber: options.poNumber === undefined ? `PO-${orderId}` : options.poNumber,
    placedManually: options.manual ?? false,
    lines: [orderLine({ quantity: 1, unitPrice: pence })],
  });
  return [orderStreamId(orderId), options.approved ? [placed, supplierApproved(placed.data)] : [placed]];
}

// Nine small October orders of the Tavern's, so its buyer's past orders take two pages.
const october = Array.from({ length: 9 }, (_, index) =>
  order(`o-oct-${index + 1}`, 'ven-tavern', 'brakes', `2026-10-0${index + 1}`, 100),
);

let scenario: ApiScenario;
let as: Record<'admin' | 'tfr' | 'venue' | 'supplier', Awaited<ReturnType<ApiScenario['signedInAs']>>>;

beforeAll(async () => {
  scenario = await givenStreams(
    Object.fromEntries([
      venue('ven-tavern', { title: 'The Tavern' }),
      venue('ven-harbour', { title: 'Harbour Kitchen', code: 'HARB01' }),
      venue('ven-inn', { title: 'The Inn', code: 'INN001' }),
      supplier('brakes', { title: 'Brakes' }),
      supplier('bidfood', { title: 'Bidfood' }),
      await account('admin@test.test', { roles: { isAdmin: true } }),
      await account('tfr@test.test', { roles: { isTfrAdmin: true } }),
      await account('buyer@test.test', { venueIds: ['ven-tavern', 'ven-harbour'] }),
      await account('orders@brakes.test', { roles: { supplierAdminOf: 'brakes' } }),
      order('o-1', 'ven-tavern', 'brakes', '2026-11-21', 2_000, { approved: true }),
      order('o-2', 'ven-harbour', 'bidfood', '2026-11-20', 1_500, { poNumber: null }),
      order('o-3', 'ven-inn', 'brakes', '2026-11-18', 700),
      order('o-manual', 'ven-tavern', 'brakes', '2026-11-17', 300, { poNumber: 'PHONE-0412', manual: true }),
      order('o-4', 'ven-tavern', 'bidfood', '2026-11-10', 1_000),
      order('o-5', 'ven-harbour', 'brakes', '2026-10-15', 900),
      ...october,
    ]),
    { now },
  );
  as = {
    admin: await scenario.signedInAs('admin@test.test'),
    tfr: await scenario.signedInAs('tfr@test.test'),
    venue: await scenario.signedInAs('buyer@test.test'),
    supplier: await scenario.signedInAs('orders@brakes.test'),
  };
});
afterAll(async () => {
  await scenario.close();
});

const idsOf = (page: { orders: { orderId: string }[] }) => page.orders.map((order) => order.orderId);
const octoberIds = october.map(([, [placed]]) => placed?.data.orderId).reverse();

describe('admin orders (spec 03 Admin Orders)', () => {
  it('lists orders across venues and suppliers, newest first, with the admin checklist path', async () => {
    const response = await as.admin({ url: `/api/admin/orders?${year}` });
    expect(response.statusCode).toBe(200);
    const { orders } = response.json<AdminOrders>();
    expect(idsOf({ orders })).toEqual(['o-1', 'o-2', 'o-3', 'o-manual', 'o-4', 'o-5', ...octoberIds]);
    expect(
      orders
        .slice(0, 3)
        .map((order) => [order.venueTitle, order.supplierTitle, order.status, order.total, order.checklistPath]),
    ).toEqual([
      ['The Tavern', 'Brakes', 'confirmed', 2_000, '/checklist/ven-tavern/brakes/2026-11-21/PO-o-1'],
      ['Harbour Kitchen', 'Bidfood', 'received', 1_500, '/checklist/ven-harbour/bidfood/2026-11-20/all'],
      ['The Inn', 'Brakes', 'received', 700, '/checklist/ven-inn/brakes/2026-11-18/PO-o-3'],
    ]);
  });

  it('gives a manual order no checklist: it was never sent to the supplier, whose checklist would have no orders', async () => {
    const { orders } = (await as.admin({ url: `/api/admin/orders?${year}` })).json<AdminOrders>();
    const manual = orders.find((order) => order.poNumber === 'PHONE-0412');
    expect(manual).toMatchObject({ orderId: 'o-manual', venueId: 'ven-tavern', checklistPath: null });
    const checklist = await as.admin({ url: '/api/checklist/ven-tavern/brakes/2026-11-17/PHONE-0412' });
    expect(checklist.json()).toMatchObject({ newOrders: [], approvedOrders: [] });
    expect(orders.filter((order) => order.checklistPath === null).map((order) => order.orderId)).toEqual(['o-manual']);
  });

  it('defaults to the last 7 days and refuses future dates', async () => {
    const recent = (await as.admin({ url: '/api/admin/orders' })).json<AdminOrders>();
    expect(recent).toMatchObject({ start: '2026-11-16', end: '2026-11-22' });
    expect(idsOf(recent)).toEqual(['o-1', 'o-2', 'o-3', 'o-manual']);
    expect((await as.admin({ url: '/api/admin/orders?end=2026-11-23' })).statusCode).toBe(400);
  });

  it('is open to TFR admins and refused to venue users and supplier admins', async () => {
    expect((await as.tfr({ url: '/api/admin/orders' })).statusCode).toBe(200);
    expect((await as.venue({ url: '/api/admin/orders' })).statusCode).toBe(403);
    expect((await as.supplier({ url: '/api/admin/orders' })).statusCode).toBe(403);
  });
});

describe('admin spending (spec 03 Spending)', () => {
  it('totals each supplier and each of its venues, the venues adding up to the supplier, biggest first', async () => {
    const { suppliers } = (await as.admin({ url: `/api/admin/spending?${year}` })).json<Spending>();
    expect(
      suppliers.map((entry) => [entry.supplierId, entry.totalOrders, entry.totalVenues, entry.totalSpend]),
    ).toEqual([
      ['brakes', 13, 3, 4_800],
      ['bidfood', 2, 2, 2_500],
    ]);
    expect(suppliers[0]?.venues.map((entry) => [entry.venueTitle, entry.orders, entry.totalSpend])).toEqual([
      ['The Tavern', 11, 3_200],
      ['Harbour Kitchen', 1, 900],
      ['The Inn', 1, 700],
    ]);
  });

  it('is open to TFR admins and refused to venue users and supplier admins', async () => {
    expect((await as.tfr({ url: '/api/admin/spending' })).statusCode).toBe(200);
    expect((await as.venue({ url: '/api/admin/spending' })).statusCode).toBe(403);
    expect((await as.supplier({ url: '/api/admin/spending' })).statusCode).toBe(403);
  });
});

describe('overview (spec 03 Overview)', () => {
  it('shows a venue user the past orders of their own venues only, paged 10 by default', async () => {
    const first = (await as.venue({ url: `/api/overview/past-orders?${year}` })).json<PastOrders>();
    const own = ['o-1', 'o-2', 'o-manual', 'o-4', 'o-5', ...octoberIds];
    expect(first).toMatchObject({ total: 14, page: 1, limit: 10 });
    expect(idsOf(first)).toEqual(own.slice(0, 10));
    const second = (await as.venue({ url: `/api/overview/past-orders?${year}&page=2&limit=10` })).json<PastOrders>();
    expect(idsOf(second)).toEqual(own.slice(10));
  });

  it('defaults to the last 14 days, allows page sizes 10, 20, 50 and 100 only', async () => {
    const recent = (await as.venue({ url: '/api/overview/past-orders' })).json<PastOrders>();
    expect(recent).toMatchObject({ start: '2026-11-09', end: '2026-11-22', page: 1, limit: 10, total: 4 });
    for (const limit of [20, 50, 100]) {
      expect((await as.venue({ url: `/api/overview/past-orders?limit=${limit}` })).statusCode).toBe(200);
    }
    expect((await as.venue({ url: '/api/overview/past-orders?limit=25' })).statusCode).toBe(400);
    expect((await as.venue({ url: '/api/overview/past-orders?end=2026-11-23' })).statusCode).toBe(400);
  });

  it("totals a venue user's spending over their own venues, per supplier and venue", async () => {
    const { suppliers } = (await as.venue({ url: `/api/overview/spending?${year}` })).json<Spending>();
    expect(suppliers.map((entry) => [entry.supplierId, entry.totalOrders, entry.totalSpend])).toEqual([
      ['brakes', 12, 4_100],
      ['bidfood', 2, 2_500],
    ]);
  });

  it('shows admins and TFR admins every venue, as their venue list does', async () => {
    for (const who of [as.admin, as.tfr]) {
      const overview = (await who({ url: `/api/overview/past-orders?${year}` })).json<PastOrders>();
      expect(overview.total).toBe(15);
    }
  });

  it('shows an account with no venues nothing, and nobody signed out anything', async () => {
    const supplier = (await as.supplier({ url: '/api/overview/past-orders' })).json<PastOrders>();
    expect(supplier).toMatchObject({ orders: [], total: 0 });
    expect((await scenario.app.inject({ url: '/api/overview/past-orders' })).statusCode).toBe(401);
    expect((await scenario.app.inject({ url: '/api/overview/spending' })).statusCode).toBe(401);
  });
});
