import { type OrderEvent, orderStreamId, type SupplierSpendingReport } from '@oms/contracts';
import { orderLine, orderPlaced } from '@oms/tests/fixtures/orderingEvents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiScenario, givenStreams } from '../../platform/engines/apiScenario';
import { account, linked, supplier, venue } from '../../platform/engines/scenarioStreams';

// Sunday 22 November 2026: the default range is 9 to 22 November.
const now = new Date('2026-11-22T10:00:00.000Z');

function placed(
  orderId: string,
  venueId: string,
  supplierId: string,
  date: string,
  linePence: readonly number[],
): [string, OrderEvent[]] {
  const lines = linePence.map((pence, index) =>
    orderLine({ productId: `p${index}`, title: `Product ${index}`, quantity: 1, unitPrice: pence, hasVat: true }),
  );
  const supplierTitle = supplierId === 'brakes' ? 'Brakes' : 'Fresh Fish';
  return [
    orderStreamId(orderId),
    [
      orderPlaced({
        orderId,
        venueId,
        supplierId,
        supplierTitle,
        requiredDeliveryDay: date,
        orderedDate: date,
        poNumber: null,
        lines,
      }),
    ],
  ];
}

let scenario: ApiScenario;
type Inject = Awaited<ReturnType<ApiScenario['signedInAs']>>;
let as: Record<'brakes' | 'fish' | 'venueUser' | 'admin', Inject>;

beforeAll(async () => {
  scenario = await givenStreams(
    Object.fromEntries([
      supplier('brakes', { title: 'Brakes' }),
      supplier('fish', { title: 'Fresh Fish' }),
      supplier('quiet', { title: 'Quiet Foods' }),
      venue('ven-anchor', { title: 'The Anchor' }, linked('ven-anchor', 'brakes'), linked('ven-anchor', 'fish')),
      venue('ven-bell', { title: 'The Bell' }, linked('ven-bell', 'brakes')),
      placed('a1', 'ven-anchor', 'brakes', '2026-11-10', [1_000, 2_500]),
      placed('a2', 'ven-anchor', 'brakes', '2026-11-20', [500]),
      placed('b1', 'ven-bell', 'brakes', '2026-11-21', [9_000, 100, 100]),
      // Before the default range: only a wider range counts it.
      placed('b0', 'ven-bell', 'brakes', '2026-11-01', [7_000]),
      // Another supplier's orders, from a Brakes customer: never in Brakes' figures.
      placed('f1', 'ven-anchor', 'fish', '2026-11-19', [99_900]),
      await account('brakes@supplier.test', { roles: { supplierAdminOf: 'brakes' } }),
      await account('fish@supplier.test', { roles: { supplierAdminOf: 'fish' } }),
      await account('buyer@venue.test', { venueIds: ['ven-anchor'] }),
      await account('admin@platform.test', { roles: { isAdmin: true } }),
    ]),
    { now },
  );
  as = {
    brakes: await scenario.signedInAs('brakes@supplier.test'),
    fish: await scenario.signedInAs('fish@supplier.test'),
    venueUser: await scenario.signedInAs('buyer@venue.test'),
    admin: await scenario.signedInAs('admin@platform.test'),
  };
});
afterAll(() => scenario.close());

const spendingOf = async (who: Inject, supplierId: string, query = '') => {
  const response = await who({ url: `/api/suppliers/${supplierId}/spending${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SupplierSpendingReport;
};

describe('supplier spending (spec 03 /supplier/spending)', () => {
  it("totals the supplier's own orders over the last 14 days, per venue, biggest spend first", async () => {
    const report = await spendingOf(as.brakes, 'brakes');
    expect(report).toMatchObject({ start: '2026-11-09', end: '2026-11-22' });
    expect(report.spending).toEqual({
      supplierId: 'brakes',
      supplierTitle: 'Brakes',
      totalOrders: 3,
      totalVenues: 2,
      totalSpend: 13_200,
      venues: [
        { venueId: 'ven-bell', venueTitle: 'The Bell', orders: 1, totalProducts: 3, totalSpend: 9_200 },
        { venueId: 'ven-anchor', venueTitle: 'The Anchor', orders: 2, totalProducts: 3, totalSpend: 4_000 },
      ],
    });
  });

  it('follows the asked range', async () => {
    const report = await spendingOf(as.brakes, 'brakes', '?start=2026-11-01&end=2026-11-10');
    expect(report.spending.totalOrders).toBe(2);
    expect(report.spending.venues.map((venue) => [venue.venueTitle, venue.totalSpend])).toEqual([
      ['The Bell', 7_000],
      ['The Anchor', 3_500],
    ]);
  });

  it('shows a supplier with no orders in the range its title and zero totals', async () => {
    const report = await spendingOf(as.admin, 'quiet');
    expect(report.spending).toEqual({
      supplierId: 'quiet',
      supplierTitle: 'Quiet Foods',
      totalOrders: 0,
      totalVenues: 0,
      totalSpend: 0,
      venues: [],
    });
  });

  it("never shows a supplier admin another supplier's figures", async () => {
    const ownFish = await spendingOf(as.fish, 'fish');
    expect(ownFish.spending).toMatchObject({ supplierId: 'fish', totalOrders: 1, totalSpend: 99_900 });
    expect(ownFish.spending.venues.map((venue) => venue.venueId)).toEqual(['ven-anchor']);
    for (const [who, other] of [
      [as.brakes, 'fish'],
      [as.fish, 'brakes'],
      [as.brakes, 'quiet'],
    ] as const) {
      const refused = await who({ url: `/api/suppliers/${other}/spending` });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('totalSpend');
    }
  });

  it('is refused to venue users and to nobody signed in; admins see any supplier', async () => {
    expect((await as.venueUser({ url: '/api/suppliers/brakes/spending' })).statusCode).toBe(403);
    expect((await scenario.app.inject({ url: '/api/suppliers/brakes/spending' })).statusCode).toBe(401);
    const asAdmin = await spendingOf(as.admin, 'brakes');
    expect(asAdmin.spending.totalSpend).toBe(13_200);
    expect((await as.admin({ url: '/api/suppliers/nobody/spending' })).statusCode).toBe(404);
  });

  it('refuses a future, reversed or malformed range with a 400', async () => {
    for (const query of ['end=2026-11-23', 'start=2026-11-22&end=2026-11-20', 'start=2026-13-01']) {
      const response = await as.brakes({ url: `/api/suppliers/brakes/spending?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
