import type { SupplierOrders } from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let brakes: ReturnType<typeof injectAs>;
const url = '/api/suppliers/sup-brakes/orders';

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-22T10:00:00.000Z') });
  brakes = injectAs(harness.app, await sessionCookieFor(harness.app, 'supplier@oms.test'));
});
afterAll(async () => {
  await harness.close();
});

describe("the supplier's orders (spec 03 supplier portal)", () => {
  it('lists its orders across its customers, newest first, with the venue, total and checklist link', async () => {
    const response = await brakes({ url: `${url}?start=2026-01-01&end=2026-11-22&limit=100` });
    expect(response.statusCode).toBe(200);
    const { orders, total, value } = response.json() as SupplierOrders;
    expect(orders.length).toBeGreaterThan(0);
    expect(total).toBeGreaterThanOrEqual(orders.length);
    const ordered = orders.map((order) => order.orderedAt);
    expect(ordered).toEqual([...ordered].sort().reverse());
    const [first] = orders;
    expect(first?.venueTitle).not.toBe('');
    expect(first?.checklistPath).toBe(
      `/checklist/${first?.venueId}/sup-brakes/${first?.orderedDate}/${first?.poNumber ?? 'all'}`,
    );
    expect(value).toBeGreaterThanOrEqual(orders.reduce((sum, order) => sum + order.total, 0));
  });

  it('searches by venue name or PO number', async () => {
    const all = (await brakes({ url: `${url}?start=2026-01-01&end=2026-11-22&limit=100` })).json() as SupplierOrders;
    const venueTitle = all.orders[0]?.venueTitle ?? '';
    const byVenue = (
      await brakes({
        url: `${url}?start=2026-01-01&end=2026-11-22&limit=100&term=${encodeURIComponent(venueTitle.slice(0, 5).toUpperCase())}`,
      })
    ).json() as SupplierOrders;
    expect(byVenue.orders.length).toBeGreaterThan(0);
    expect(
      byVenue.orders.every(
        (order) =>
          order.venueTitle === venueTitle ||
          order.poNumber?.toLowerCase().includes(venueTitle.slice(0, 5).toLowerCase()),
      ),
    ).toBe(true);
    const none = (
      await brakes({ url: `${url}?start=2026-01-01&end=2026-11-22&term=no-such-venue` })
    ).json() as SupplierOrders;
    expect(none).toMatchObject({ orders: [], total: 0, value: 0 });
  });

  it('defaults to the last 7 days and refuses a future end or a range too broad', async () => {
    const recent = (await brakes({ url })).json() as SupplierOrders;
    expect(recent).toMatchObject({ start: '2026-11-16', end: '2026-11-22', limit: 50 });
    expect((await brakes({ url: `${url}?end=2026-12-01` })).statusCode).toBe(400);
    const broad = await brakes({ url: `${url}?start=2020-01-01&end=2026-11-22` });
    expect(broad.statusCode).toBe(422);
  });
});
