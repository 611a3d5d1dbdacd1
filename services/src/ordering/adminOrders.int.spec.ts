import type { AdminOrders, PastOrders, Spending } from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let as: Record<'admin' | 'tfr' | 'venue' | 'supplier', ReturnType<typeof injectAs>>;
const year = 'start=2026-01-01&end=2026-11-22';

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-22T10:00:00.000Z') });
  const signIn = async (email: string) => injectAs(harness.app, await sessionCookieFor(harness.app, email));
  as = {
    admin: await signIn('admin@oms.test'),
    tfr: await signIn('tfr@oms.test'),
    venue: await signIn('venue@oms.test'),
    supplier: await signIn('supplier@oms.test'),
  };
});
afterAll(async () => {
  await harness.close();
});

describe('admin orders (spec 03 Admin Orders)', () => {
  it('lists orders across venues and suppliers, newest first, with the admin checklist path', async () => {
    const response = await as.admin({ url: `/api/admin/orders?${year}` });
    expect(response.statusCode).toBe(200);
    const { orders } = response.json() as AdminOrders;
    expect(new Set(orders.map((order) => order.venueId)).size).toBeGreaterThan(1);
    expect(new Set(orders.map((order) => order.supplierId)).size).toBeGreaterThan(1);
    const ordered = orders.map((order) => order.orderedAt);
    expect(ordered).toEqual([...ordered].sort().reverse());
    for (const order of orders.slice(0, 20).filter((row) => row.checklistPath !== null)) {
      expect(order.venueTitle).not.toBe('');
      expect(order.supplierTitle).not.toBe('');
      expect(order.checklistPath).toBe(
        `/checklist/${order.venueId}/${order.supplierId}/${order.orderedDate}/${order.poNumber ?? 'all'}`,
      );
    }
  });

  it('gives a manual order no checklist: it was never sent to the supplier, whose checklist would have no orders', async () => {
    const { orders } = (await as.admin({ url: `/api/admin/orders?${year}` })).json() as AdminOrders;
    const manual = orders.find((order) => order.poNumber === 'PHONE-0412');
    expect(manual).toMatchObject({ venueId: 'ven-crown-anchor', checklistPath: null });
    const checklist = await as.admin({
      url: `/api/checklist/${manual?.venueId}/${manual?.supplierId}/${manual?.orderedDate}/PHONE-0412`,
    });
    expect(checklist.json()).toMatchObject({ newOrders: [], approvedOrders: [] });
    expect(orders.filter((order) => order.checklistPath !== null).length).toBeGreaterThan(0);
  });

  it('defaults to the last 7 days and refuses future dates', async () => {
    const recent = (await as.admin({ url: '/api/admin/orders' })).json() as AdminOrders;
    expect(recent).toMatchObject({ start: '2026-11-16', end: '2026-11-22' });
    expect(recent.orders.every((order) => order.orderedDate >= '2026-11-16')).toBe(true);
    expect((await as.admin({ url: '/api/admin/orders?end=2026-11-23' })).statusCode).toBe(400);
  });

  it('is open to TFR admins and refused to venue users and supplier admins', async () => {
    expect((await as.tfr({ url: '/api/admin/orders' })).statusCode).toBe(200);
    expect((await as.venue({ url: '/api/admin/orders' })).statusCode).toBe(403);
    expect((await as.supplier({ url: '/api/admin/orders' })).statusCode).toBe(403);
  });
});

describe('admin spending (spec 03 Spending)', () => {
  it('totals each supplier and each of its venues, the venues adding up to the supplier', async () => {
    const { suppliers } = (await as.admin({ url: `/api/admin/spending?${year}` })).json() as Spending;
    const { orders } = (await as.admin({ url: `/api/admin/orders?${year}` })).json() as AdminOrders;
    expect(suppliers.length).toBeGreaterThan(1);
    expect(suppliers.reduce((sum, supplier) => sum + supplier.totalOrders, 0)).toBe(orders.length);
    for (const supplier of suppliers) {
      expect(supplier.totalVenues).toBe(supplier.venues.length);
      expect(supplier.venues.reduce((sum, venue) => sum + venue.totalSpend, 0)).toBe(supplier.totalSpend);
      expect(supplier.venues.reduce((sum, venue) => sum + venue.orders, 0)).toBe(supplier.totalOrders);
      const own = orders.filter((order) => order.supplierId === supplier.supplierId);
      expect(own.reduce((sum, order) => sum + order.total, 0)).toBe(supplier.totalSpend);
    }
    const spends = suppliers.map((supplier) => supplier.totalSpend);
    expect(spends).toEqual([...spends].sort((a, b) => b - a));
  });

  it('is open to TFR admins and refused to venue users and supplier admins', async () => {
    expect((await as.tfr({ url: '/api/admin/spending' })).statusCode).toBe(200);
    expect((await as.venue({ url: '/api/admin/spending' })).statusCode).toBe(403);
    expect((await as.supplier({ url: '/api/admin/spending' })).statusCode).toBe(403);
  });
});

describe('overview (spec 03 Overview)', () => {
  it('shows a venue user the past orders of their own venues only, paged 10 by default', async () => {
    const session = (await as.venue({ url: '/api/session' })).json() as { account: { venueIds: string[] } };
    const own = new Set(session.account.venueIds);
    const first = (await as.venue({ url: `/api/overview/past-orders?${year}` })).json() as PastOrders;
    expect(first.limit).toBe(10);
    expect(first.total).toBeGreaterThan(10);
    expect(first.orders).toHaveLength(10);
    expect(first.orders.every((order) => own.has(order.venueId))).toBe(true);
    const second = (await as.venue({ url: `/api/overview/past-orders?${year}&page=2&limit=10` })).json() as PastOrders;
    expect(second.orders[0]?.orderId).not.toBe(first.orders[0]?.orderId);
    const all = (await as.admin({ url: `/api/admin/orders?${year}` })).json() as AdminOrders;
    expect(all.orders.length).toBeGreaterThan(first.total);
  });

  it('defaults to the last 14 days, allows page sizes 10, 20, 50 and 100 only', async () => {
    const recent = (await as.venue({ url: '/api/overview/past-orders' })).json() as PastOrders;
    expect(recent).toMatchObject({ start: '2026-11-09', end: '2026-11-22', page: 1, limit: 10 });
    for (const limit of [20, 50, 100]) {
      expect((await as.venue({ url: `/api/overview/past-orders?limit=${limit}` })).statusCode).toBe(200);
    }
    expect((await as.venue({ url: '/api/overview/past-orders?limit=25' })).statusCode).toBe(400);
    expect((await as.venue({ url: '/api/overview/past-orders?end=2026-11-23' })).statusCode).toBe(400);
  });

  it("totals a venue user's spending over their own venues, per supplier and venue", async () => {
    const spending = (await as.venue({ url: `/api/overview/spending?${year}` })).json() as Spending;
    const orders = (await as.venue({ url: `/api/overview/past-orders?${year}&limit=100` })).json() as PastOrders;
    expect(spending.suppliers.length).toBeGreaterThan(0);
    expect(spending.suppliers.reduce((sum, supplier) => sum + supplier.totalOrders, 0)).toBe(orders.total);
  });

  it('shows admins and TFR admins every venue, as their venue list does', async () => {
    const all = (await as.admin({ url: `/api/admin/orders?${year}` })).json() as AdminOrders;
    for (const who of [as.admin, as.tfr]) {
      const overview = (await who({ url: `/api/overview/past-orders?${year}` })).json() as PastOrders;
      expect(overview.total).toBe(all.orders.length);
    }
  });

  it('shows an account with no venues nothing, and nobody signed out anything', async () => {
    const supplier = (await as.supplier({ url: '/api/overview/past-orders' })).json() as PastOrders;
    expect(supplier).toMatchObject({ orders: [], total: 0 });
    expect((await harness.app.inject({ url: '/api/overview/past-orders' })).statusCode).toBe(401);
    expect((await harness.app.inject({ url: '/api/overview/spending' })).statusCode).toBe(401);
  });
});
