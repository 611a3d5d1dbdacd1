import {
  grossProfitStreamId,
  type OrderEvent,
  orderStreamId,
  type SpecialPurchaseEvent,
  specialPurchaseStreamId,
} from '@oms/contracts';
import { orderLine, orderPlaced } from '@oms/tests/fixtures/orderingEvents';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiScenario, givenStreams } from '../platform/engines/apiScenario';
import { account, linked, proPlan, venue } from '../platform/engines/scenarioStreams';

// Tuesday 24 November 2026, 10:00 in London.
const now = new Date('2026-11-24T10:00:00.000Z');
const venueId = 'ven-tavern';
const freeVenueId = 'ven-free';
const base = `/api/venues/${venueId}/gross-profit`;

function order(orderId: string, supplierId: string, orderedDate: string, quantity: number): [string, OrderEvent[]] {
  const supplierTitle = supplierId === 'brakes' ? 'Brakes' : 'Bidfood';
  const lines = [orderLine({ productId: 'chips', quantity, unitPrice: 2_000 })];
  return [
    orderStreamId(orderId),
    [
      orderPlaced({
        orderId,
        venueId,
        supplierId,
        supplierTitle,
        requiredDeliveryDay: orderedDate,
        orderedDate,
        lines,
      }),
    ],
  ];
}

const specialPurchase: [string, SpecialPurchaseEvent[]] = [
  specialPurchaseStreamId('sp-1'),
  [
    {
      type: 'SpecialPurchaseRequested',
      data: {
        requestId: 'sp-1',
        venueId,
        requestedAt: '2026-11-23T10:00:00.000Z',
        inPriceFile: null,
        staffName: 'Sam',
        staffEmail: 'sam@tavern.test',
        sku: 'PAN',
        itemName: 'Copper pan',
        itemCostPence: 50_000,
        justification: '',
        managerName: 'Morgan',
        managerEmail: 'morgan@tavern.test',
        supplier: { supplierId: null, title: 'Pans Ltd' },
      },
    },
    {
      type: 'SpecialPurchaseDecided',
      data: { requestId: 'sp-1', venueId, decision: 'approved', decidedAt: '2026-11-23T11:00:00.000Z' },
    },
  ],
];

let scenario: ApiScenario;
let asBuyer: Awaited<ReturnType<ApiScenario['signedInAs']>>;

beforeEach(async () => {
  scenario = await givenStreams(
    Object.fromEntries([
      venue(venueId, { title: 'The Tavern' }, linked(venueId, 'brakes')),
      venue(freeVenueId, { title: 'Free Inn', code: 'FREE01' }),
      proPlan(venueId, '2026-11-01T00:00:00.000Z'),
      await account('buyer@tavern.test', { name: 'Sam Buyer', venueIds: [venueId] }),
      await account('free@inn.test', { name: 'Free Buyer', venueIds: [freeVenueId] }),
      await account('admin@platform.test', { roles: { isAdmin: true } }),
      await account('supplier@brakes.test', { roles: { supplierAdminOf: 'brakes' } }),
      order('o-1', 'brakes', '2026-11-23', 10),
      order('o-2', 'bidfood', '2026-11-23', 5),
      order('o-3', 'brakes', '2026-11-20', 1),
      specialPurchase,
    ]),
    { now },
  );
  asBuyer = await scenario.signedInAs('buyer@tavern.test');
});
afterEach(async () => {
  await scenario.close();
});

const range = (from: string, to: string) => ({ method: 'GET' as const, url: `${base}?from=${from}&to=${to}` });

describe('gross profit API', () => {
  it('answers every day of the range with the purchases of its orders per supplier, special purchases left out', async () => {
    const response = await asBuyer(range('2026-11-18', '2026-11-24'));
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report.days).toHaveLength(7);
    expect(report.days[5]).toMatchObject({
      date: '2026-11-23',
      day: 'Monday',
      salesPence: null,
      purchasesPence: 30_000,
      purchases: [
        { supplierId: 'brakes', supplierTitle: 'Brakes', amountPence: 20_000, orders: 1 },
        { supplierId: 'bidfood', supplierTitle: 'Bidfood', amountPence: 10_000, orders: 1 },
      ],
    });
    expect(report.totals).toMatchObject({ purchasesPence: 32_000, salesPence: 0, grossProfitPercent: null });
  });

  it('records sales, misc costs and a forecast as events, and the table shows them with the GP %', async () => {
    const sales = await asBuyer({
      method: 'POST',
      url: `${base}/sales`,
      payload: { date: '2026-11-23', salesPence: 100_000 },
    });
    expect(sales.statusCode, sales.body).toBe(200);
    expect(sales.json().message).toBe('Sales data saved successfully');
    const misc = await asBuyer({
      method: 'POST',
      url: `${base}/misc-costs`,
      payload: { date: '2026-11-23', text: 'Window cleaner', amountPence: 5_000 },
    });
    expect(misc.statusCode, misc.body).toBe(200);
    const forecast = await asBuyer({
      method: 'POST',
      url: `${base}/forecasts`,
      payload: { date: '2026-11-23', forecastPence: 90_000 },
    });
    expect(forecast.statusCode, forecast.body).toBe(200);

    const events = await scenario.newEvents(grossProfitStreamId(venueId));
    expect(events.map((event) => event.type)).toEqual(['DailySalesRecorded', 'MiscCostRecorded', 'SalesForecastSet']);
    expect(events[1]?.data).toMatchObject({ venueId, date: '2026-11-23', text: 'Window cleaner', amountPence: 5_000 });

    const monday = (await asBuyer(range('2026-11-23', '2026-11-23'))).json();
    expect(monday.days[0]).toMatchObject({
      salesPence: 100_000,
      forecastPence: 90_000,
      miscCostPence: 5_000,
      purchasesPence: 30_000,
      grossProfitPercent: 65,
      variancePence: 10_000,
    });
    expect(monday.totals).toMatchObject({ grossProfitPence: 65_000, grossProfitPercent: 65 });
  });

  it('deletes a day’s sales, and without a sales row answers "Please enter sales data first"', async () => {
    await asBuyer({ method: 'POST', url: `${base}/sales`, payload: { date: '2026-11-23', salesPence: 100_000 } });
    const deleted = await asBuyer({ method: 'DELETE', url: `${base}/sales/2026-11-23` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await scenario.newEvents(grossProfitStreamId(venueId))).at(-1)).toEqual({
      type: 'DailySalesDeleted',
      data: { venueId, date: '2026-11-23' },
    });
    const again = await asBuyer({ method: 'DELETE', url: `${base}/sales/2026-11-23` });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Please enter sales data first');
  });

  it('refuses future dates, reversed or over-long ranges and bad figures with a 400, recording nothing', async () => {
    const future = await asBuyer({
      method: 'POST',
      url: `${base}/sales`,
      payload: { date: '2026-11-25', salesPence: 1 },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toBe('Date ranges cannot include future dates');
    const futureRange = await asBuyer(range('2026-11-20', '2026-11-25'));
    expect(futureRange.json().error.message).toBe('Date ranges cannot include future dates');
    expect((await asBuyer(range('2026-11-23', '2026-11-20'))).json().error.message).toBe(
      'The start date must be on or before the end date',
    );
    expect((await asBuyer(range('2024-01-01', '2026-11-20'))).statusCode).toBe(400);
    for (const payload of [
      { date: '2026-11-23', salesPence: -1 },
      { date: '2026-11-23', salesPence: 1.5 },
      { date: '23-11-2026', salesPence: 1 },
      { date: '2026-02-30', salesPence: 1 },
      { date: '2026-11-23' },
    ]) {
      expect((await asBuyer({ method: 'POST', url: `${base}/sales`, payload })).statusCode).toBe(400);
    }
    const blank = await asBuyer({
      method: 'POST',
      url: `${base}/misc-costs`,
      payload: { date: '2026-11-23', text: ' ', amountPence: 100 },
    });
    expect(blank.statusCode).toBe(400);
    expect((await asBuyer({ method: 'DELETE', url: `${base}/sales/tomorrow` })).statusCode).toBe(400);
    expect(await scenario.newEvents(grossProfitStreamId(venueId))).toEqual([]);
  });

  it('takes a forecast for a day to come: forecasting future days is what it is for', async () => {
    const forecast = await asBuyer({
      method: 'POST',
      url: `${base}/forecasts`,
      payload: { date: '2026-11-30', forecastPence: 120_000 },
    });
    expect(forecast.statusCode, forecast.body).toBe(200);
    expect(forecast.json().message).toBe('Forecast saved successfully');
    expect(await scenario.newEvents(grossProfitStreamId(venueId))).toEqual([
      { type: 'SalesForecastSet', data: { venueId, date: '2026-11-30', forecastPence: 120_000 } },
    ]);
  });

  it('changes and deletes a misc cost, and says so when it is gone', async () => {
    await asBuyer({
      method: 'POST',
      url: `${base}/misc-costs`,
      payload: { date: '2026-11-23', text: 'Window cleaner', amountPence: 5_000 },
    });
    const [cost] = (await asBuyer(range('2026-11-23', '2026-11-23'))).json().days[0].miscCosts;
    const costUrl = `${base}/misc-costs/${cost.costId}`;

    const changed = await asBuyer({
      method: 'PUT',
      url: costUrl,
      payload: { text: 'Window cleaner (Nov)', amountPence: 4_500 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe('Misc cost updated successfully');
    expect((await asBuyer(range('2026-11-23', '2026-11-23'))).json().days[0]).toMatchObject({
      miscCosts: [{ costId: cost.costId, text: 'Window cleaner (Nov)', amountPence: 4_500 }],
      miscCostPence: 4_500,
    });
    const asOther = await scenario.signedInAs('free@inn.test');
    expect((await asOther({ method: 'DELETE', url: costUrl })).statusCode).toBe(403);

    const deleted = await asBuyer({ method: 'DELETE', url: costUrl });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe('Misc cost deleted successfully');
    expect((await asBuyer(range('2026-11-23', '2026-11-23'))).json().days[0]).toMatchObject({
      miscCosts: [],
      miscCostPence: 0,
    });
    expect((await scenario.newEvents(grossProfitStreamId(venueId))).map((event) => event.type)).toEqual([
      'MiscCostRecorded',
      'MiscCostChanged',
      'MiscCostDeleted',
    ]);
    const again = await asBuyer({ method: 'DELETE', url: costUrl });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('This misc cost no longer exists');
    const badBody = await asBuyer({ method: 'PUT', url: costUrl, payload: { text: '', amountPence: 0 } });
    expect(badBody.statusCode).toBe(400);
  });

  it('refuses entries on the Free plan with the plan limit, but still shows the table', async () => {
    const asFree = await scenario.signedInAs('free@inn.test');
    const freeBase = `/api/venues/${freeVenueId}/gross-profit`;
    for (const [url, payload] of [
      [`${freeBase}/sales`, { date: '2026-11-23', salesPence: 1 }],
      [`${freeBase}/misc-costs`, { date: '2026-11-23', text: 'Cleaner', amountPence: 1 }],
      [`${freeBase}/forecasts`, { date: '2026-11-23', forecastPence: 1 }],
    ] as const) {
      const refused = await asFree({ method: 'POST', url, payload });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({ code: 'PLAN_FEATURE', title: 'Plan Limit' });
    }
    expect((await asFree({ method: 'GET', url: `${freeBase}?from=2026-11-18&to=2026-11-24` })).statusCode).toBe(200);
    expect(await scenario.newEvents(grossProfitStreamId(freeVenueId))).toEqual([]);
  });

  it('lets every route be called by the venue’s users and admins only', async () => {
    const calls = [
      range('2026-11-18', '2026-11-24'),
      { method: 'POST' as const, url: `${base}/sales`, payload: { date: '2026-11-23', salesPence: 1 } },
      { method: 'DELETE' as const, url: `${base}/sales/2026-11-23` },
      {
        method: 'POST' as const,
        url: `${base}/misc-costs`,
        payload: { date: '2026-11-23', text: 'Mop', amountPence: 1 },
      },
      { method: 'POST' as const, url: `${base}/forecasts`, payload: { date: '2026-11-23', forecastPence: 1 } },
    ];
    const asOther = await scenario.signedInAs('free@inn.test');
    const asSupplier = await scenario.signedInAs('supplier@brakes.test');
    const asAdmin = await scenario.signedInAs('admin@platform.test');
    for (const call of calls) {
      expect((await scenario.app.inject(call)).statusCode, `${call.method} ${call.url} signed out`).toBe(401);
      expect((await asOther(call)).statusCode, `${call.method} ${call.url} other venue`).toBe(403);
      expect((await asSupplier(call)).statusCode, `${call.method} ${call.url} supplier`).toBe(403);
      expect((await asAdmin(call)).statusCode, `${call.method} ${call.url} admin`).toBe(200);
    }
  });
});
