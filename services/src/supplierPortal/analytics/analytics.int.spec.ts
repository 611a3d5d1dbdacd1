import { type AnalyticsPage, type OrderEvent, orderStreamId } from '@oms/contracts';
import { orderLine, orderPlaced } from '@oms/tests/fixtures/orderingEvents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiScenario, givenStreams } from '../../platform/engines/apiScenario';
import { account, linked, supplier, venue } from '../../platform/engines/scenarioStreams';

// Sunday 22 November 2026.
const now = new Date('2026-11-22T10:00:00.000Z');

function placed(
  orderId: string,
  venueId: string,
  supplierId: string,
  date: string,
  pence: number,
): [string, OrderEvent[]] {
  const lines = [orderLine({ productId: 'p1', quantity: 2, unitPrice: pence / 2, hasVat: true })];
  return [
    orderStreamId(orderId),
    [
      orderPlaced({
        orderId,
        venueId,
        supplierId,
        supplierTitle: supplierId,
        requiredDeliveryDay: date,
        orderedDate: date,
        poNumber: null,
        lines,
      }),
    ],
  ];
}

let scenario: ApiScenario;
let asBrakes: Awaited<ReturnType<ApiScenario['signedInAs']>>;
let asAdmin: Awaited<ReturnType<ApiScenario['signedInAs']>>;

beforeAll(async () => {
  const weeksBefore = ['2026-10-20', '2026-10-27', '2026-11-03', '2026-11-10'];
  scenario = await givenStreams(
    Object.fromEntries([
      supplier('brakes', { title: 'Brakes' }),
      supplier('fish', { title: 'Fresh Fish' }),
      venue('ven-anchor', { title: 'The Anchor' }, linked('ven-anchor', 'brakes'), linked('ven-anchor', 'fish')),
      venue('ven-bell', { title: 'The Bell' }, linked('ven-bell', 'brakes')),
      venue('ven-crown', { title: 'The Crown' }, linked('ven-crown', 'brakes')),
      // The Anchor: steady £100 a week, then £100 twice this week.
      ...weeksBefore.map((date, index) => placed(`a${index}`, 'ven-anchor', 'brakes', date, 10_000)),
      placed('a-this-1', 'ven-anchor', 'brakes', '2026-11-17', 10_000),
      placed('a-this-2', 'ven-anchor', 'brakes', '2026-11-20', 10_000),
      // The Bell: £200 a week for four weeks, then only £20 this week: dropped by more than half.
      ...weeksBefore.map((date, index) => placed(`b${index}`, 'ven-bell', 'brakes', date, 20_000)),
      placed('b-this', 'ven-bell', 'brakes', '2026-11-21', 2_000),
      // Another supplier's order from a Brakes customer counts nowhere here.
      placed('f1', 'ven-anchor', 'fish', '2026-11-19', 99_900),
      await account('brakes@supplier.test', { roles: { supplierAdminOf: 'brakes' } }),
      await account('fish@supplier.test', { roles: { supplierAdminOf: 'fish' } }),
      await account('admin@platform.test', { roles: { isAdmin: true } }),
    ]),
    { now },
  );
  asBrakes = await scenario.signedInAs('brakes@supplier.test');
  asAdmin = await scenario.signedInAs('admin@platform.test');
});
afterAll(() => scenario.close());

const analytics = async (query: string, as = asBrakes) => {
  const response = await as({ url: `/api/suppliers/brakes/analytics?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AnalyticsPage;
};

describe('supplier analytics', () => {
  it('totals each customer over the range, only this supplier, with the active dot and the count', async () => {
    const page = await analytics('fromDate=2026-11-16&toDate=2026-11-22');
    expect(page.totalVenueSuppliersCount).toBe(3);
    expect(page.activeCount).toBe(2);
    expect(page.rows.map((row) => row.venueTitle)).toEqual(['The Anchor', 'The Bell', 'The Crown']);
    expect(page.rows[0]).toMatchObject({
      accountNumber: 'ACC-brakes',
      totalOrders: 2,
      totalRevenue: 20_000,
      averageOrderSize: 10_000,
      lastOrderPlaced: '2026-11-20T09:00:00.000Z',
      active: 'green',
      hasDropped: false,
    });
    expect(page.rows[1]).toMatchObject({ totalOrders: 1, totalRevenue: 2_000, active: 'green', hasDropped: true });
    expect(page.rows[2]).toMatchObject({ totalOrders: 0, totalRevenue: 0, lastOrderPlaced: null, active: 'red' });
    expect(page.rows[1]?.weeklySpend.slice(-5)).toEqual([20_000, 20_000, 20_000, 20_000, 2_000]);
  });

  it('is right for a longer range, pages and searches by venue name', async () => {
    const month = await analytics('fromDate=2026-10-25&toDate=2026-11-22');
    expect(month.rows[0]).toMatchObject({ venueTitle: 'The Anchor', totalOrders: 5, totalRevenue: 50_000 });
    const second = await analytics('fromDate=2026-10-25&toDate=2026-11-22&page=2&limit=1');
    expect(second.rows.map((row) => row.venueTitle)).toEqual(['The Bell']);
    expect(second.totalVenueSuppliersCount).toBe(3);
    const searched = await analytics('fromDate=2026-10-25&toDate=2026-11-22&venueTitle=crow');
    expect(searched.rows.map((row) => row.venueTitle)).toEqual(['The Crown']);
  });

  it('refuses a future date, a reversed range and missing dates with a 4xx', async () => {
    for (const query of [
      'fromDate=2026-11-20&toDate=2026-11-23',
      'fromDate=2026-11-22&toDate=2026-11-20',
      'toDate=2026-11-20',
      'fromDate=2026-13-01&toDate=2026-11-20',
    ]) {
      const response = await asBrakes({ url: `/api/suppliers/brakes/analytics?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it("is refused to another supplier's admin, allowed to admins", async () => {
    const asFish = await scenario.signedInAs('fish@supplier.test');
    const refused = await asFish({ url: '/api/suppliers/brakes/analytics?fromDate=2026-11-16&toDate=2026-11-22' });
    expect(refused.statusCode).toBe(403);
    const page = await analytics('fromDate=2026-11-16&toDate=2026-11-22', asAdmin);
    expect(page.rows).toHaveLength(3);
  });
});
