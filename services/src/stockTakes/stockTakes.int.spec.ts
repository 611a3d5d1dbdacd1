import {
  type OrderEvent,
  orderStreamId,
  type StockReport,
  type StockTakeDetail,
  type StockTakeSummary,
  stockTakeCsv,
  stockTakeStreamId,
} from '@oms/contracts';
import { orderLine, orderPlaced } from '@oms/tests/fixtures/orderingEvents';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemContext } from '../platform/commands/commandContext';
import { toNewEvents } from '../platform/commands/handleCommand';
import { type ApiScenario, givenStreams } from '../platform/engines/apiScenario';
import { account, linked, product, proPlan, supplier, venue } from '../platform/engines/scenarioStreams';
import { multipartBody } from '../platform/files/multipartBody';

// Tuesday 24 November 2026, 10:00 in London.
const now = new Date('2026-11-24T10:00:00.000Z');
const venueId = 'ven-tavern';
const base = `/api/venues/${venueId}/stock-takes`;

function order(orderId: string, deliveryDay: string, quantity: number): [string, OrderEvent[]] {
  const lines = [
    orderLine({ productId: 'chips', sku: 'CH-1', title: 'Chips 2.5kg', quantity, unitPrice: 2000 }),
    orderLine({
      productId: 'beef',
      sku: 'BF-1',
      title: 'Beef brisket',
      size: '1',
      UoM: 'Kg',
      unitPrice: 1500,
      hasVat: true,
    }),
  ];
  const placed = orderPlaced({
    orderId,
    venueId,
    supplierId: 'brakes',
    supplierTitle: 'Brakes',
    requiredDeliveryDay: deliveryDay,
    orderedDate: '2026-11-01',
    poNumber: `PO-${orderId}`,
    lines,
  });
  return [orderStreamId(orderId), [placed]];
}

let scenario: ApiScenario;
let asBuyer: Awaited<ReturnType<ApiScenario['signedInAs']>>;

beforeEach(async () => {
  scenario = await givenStreams(
    Object.fromEntries([
      venue(venueId, { title: 'The Tavern', addressLine1: '1 High Street' }, linked(venueId, 'brakes')),
      venue('ven-free', { title: 'Free Venue' }),
      proPlan(venueId, '2026-11-01T00:00:00.000Z'),
      await account('buyer@tavern.test', { name: 'Sam Buyer', venueIds: [venueId] }),
      await account('free@free.test', { name: 'Free Buyer', venueIds: ['ven-free'] }),
      supplier('brakes', { title: 'Brakes', deliveryDays: [], cutOffTime: '16:00' }),
      product('chips', 'brakes', {
        supplierTitle: 'Brakes',
        title: 'Chips 2.5kg',
        price: 2500,
        OMSPrice: 2000,
        sku: 'CH-1',
      }),
      product('beef', 'brakes', {
        supplierTitle: 'Brakes',
        title: 'Beef brisket',
        UoM: 'Kg',
        price: 1900,
        OMSPrice: 1500,
        hasVat: true,
        sku: 'BF-1',
      }),
      product('mayo', 'brakes', {
        supplierTitle: 'Brakes',
        title: 'Mayonnaise 5l',
        price: 999,
        OMSPrice: 899,
        sku: 'MY-1',
      }),
      order('o-1', '2026-11-03', 10),
      order('o-2', '2026-11-12', 6),
    ]),
    { now },
  );
  asBuyer = await scenario.signedInAs('buyer@tavern.test');
});
afterEach(async () => {
  await scenario.close();
});

async function create(fromPeriod: string, toPeriod: string, prevStockTakeId: string | null = null) {
  return asBuyer({ method: 'POST', url: base, payload: { fromPeriod, toPeriod, prevStockTakeId } });
}
const detail = async (id: string) => (await asBuyer({ method: 'GET', url: `${base}/${id}` })).json() as StockTakeDetail;
const save = (id: string, payload: object) => asBuyer({ method: 'POST', url: `${base}/${id}/products`, payload });
const lock = (id: string, locked: boolean) =>
  asBuyer({ method: 'PUT', url: `${base}/${id}/lock`, payload: { locked } });

describe('stock takes API', () => {
  it('creates a stock take with every product bought in the period, received from the orders', async () => {
    const created = await create('2026-11-01', '2026-11-15');
    expect(created.statusCode, created.body).toBe(200);
    const stockTake = created.json() as StockTakeSummary;
    expect(stockTake).toMatchObject({
      fromPeriod: '2026-11-01',
      toPeriod: '2026-11-15',
      isLocked: false,
      lineCount: 2,
    });
    const sheet = await detail(stockTake.stockTakeId);
    const chips = sheet.lines.find((line) => line.productId === 'chips');
    expect(chips).toMatchObject({
      received: 16,
      receivedSource: 'ordered',
      lastQuantity: 0,
      price: 2000,
      onSheet: true,
    });
    expect(sheet.receivedFrom).toBe('2026-11-01');
  });

  it('refuses periods in the future, reversed or overlapping, and a Free venue, losing nothing', async () => {
    expect((await create('2026-11-20', '2026-11-25')).json().error).toMatchObject({
      code: 'STOCK_TAKE_PERIOD_IN_FUTURE',
    });
    expect((await create('2026-11-10', '2026-11-01')).json().error).toMatchObject({
      code: 'STOCK_TAKE_PERIOD_REVERSED',
    });
    expect((await create('2026-11-01', '2026-11-10')).statusCode).toBe(200);
    const overlapping = await create('2026-11-10', '2026-11-20');
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().error).toMatchObject({ message: 'These dates overlap another stock take' });
    const bad = await asBuyer({ method: 'POST', url: base, payload: { fromPeriod: 'yesterday' } });
    expect(bad.statusCode).toBe(400);
    const asFree = await scenario.signedInAs('free@free.test');
    const free = await asFree({ method: 'GET', url: '/api/venues/ven-free/stock-takes' });
    expect(free.statusCode).toBe(403);
    expect(free.json().error).toMatchObject({ code: 'PLAN_FEATURE', message: 'This is a Pro feature.' });
    const other = await asFree({ method: 'GET', url: base });
    expect(other.statusCode).toBe(403);
  });

  it('lets one of two racing creations for the same month win; the other gets the overlap message', async () => {
    const answers = await Promise.all([create('2026-10-01', '2026-10-31'), create('2026-10-01', '2026-10-31')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().error).toMatchObject({
      code: 'STOCK_TAKE_PERIOD_OVERLAPS',
      message: 'These dates overlap another stock take',
    });
    const created = (await scenario.newEvents()).filter((event) => event.type === 'StockTakeCreated');
    expect(created).toHaveLength(1);
    const list = (await asBuyer({ method: 'GET', url: base })).json() as { stockTakes: StockTakeSummary[] };
    expect(list.stockTakes).toHaveLength(1);
  });

  it('answers a retried creation (same Idempotency-Key) with the same stock take, and a deleted one gives its days back', async () => {
    const request = {
      method: 'POST' as const,
      url: base,
      payload: { fromPeriod: '2026-10-01', toPeriod: '2026-10-31', prevStockTakeId: null },
      headers: { 'idempotency-key': 'october-count' },
    };
    const first = await asBuyer(request);
    expect(first.statusCode, first.body).toBe(200);
    const retried = await asBuyer(request);
    expect(retried.json()).toEqual(first.json());
    const { stockTakeId } = first.json() as StockTakeSummary;
    expect((await asBuyer({ method: 'DELETE', url: `${base}/${stockTakeId}` })).statusCode).toBe(200);
    expect((await create('2026-10-01', '2026-10-31')).statusCode).toBe(200);
  });

  it('saves counts and added products in one event, refuses a typed-in product without its fields, and records nothing for an unchanged save', async () => {
    const { stockTakeId } = (await create('2026-11-01', '2026-11-15')).json() as StockTakeSummary;
    const before = await scenario.newEvents(stockTakeStreamId(stockTakeId));
    const missing = await save(stockTakeId, { toAdd: [{ title: 'Lemons', supplierTitle: '', price: 0 }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      title: 'Fill required fields',
      message: 'Title, Supplier title and price must be fulfilled.',
    });
    const negative = await save(stockTakeId, { toUpdate: [{ lineId: 'chips', inStock: -1 }] });
    expect(negative.statusCode).toBe(400);

    const saved = await save(stockTakeId, {
      toUpdate: [{ lineId: 'chips', inStock: 5, wastage: 1 }],
      toAdd: [
        { productId: 'mayo', inStock: 2 },
        { title: 'Lemons', supplierTitle: 'Market', price: 30, inStock: 40 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sheet = saved.json() as StockTakeDetail;
    expect(sheet.lines).toHaveLength(4);
    expect(sheet.totals.stockValue).toBe(5 * 2000 + 2 * 899 + 40 * 30);
    expect(sheet.totals.wastageValue).toBe(2000);
    const events = await scenario.newEvents(stockTakeStreamId(stockTakeId));
    expect(events.slice(before.length).map((event) => event.type)).toEqual(['StockTakeCounted']);

    const again = await save(stockTakeId, { toUpdate: [{ lineId: 'chips', inStock: 5, wastage: 1 }] });
    expect(again.statusCode).toBe(200);
    expect(await scenario.newEvents(stockTakeStreamId(stockTakeId))).toHaveLength(events.length);
  });

  it('locks: edits and deletion refused, reports enabled and frozen against later orders', async () => {
    const { stockTakeId } = (await create('2026-11-01', '2026-11-15')).json() as StockTakeSummary;
    await save(stockTakeId, { toUpdate: [{ lineId: 'beef', inStock: 1.5, wastage: 0.5 }] });
    const early = await asBuyer({ method: 'GET', url: `${base}/${stockTakeId}/reports/valuation` });
    expect(early.statusCode).toBe(409);
    expect((await lock(stockTakeId, true)).json()).toMatchObject({ isLocked: true });

    const report = (
      await asBuyer({ method: 'GET', url: `${base}/${stockTakeId}/reports/valuation` })
    ).json() as StockReport;
    // Beef carries VAT: 1.5 kg × £15.00 = £22.50 net, £4.50 VAT.
    expect(report.lines).toHaveLength(1);
    expect(report.totals).toEqual({ net: 2250, vat: 450, gross: 2700 });
    expect(report.venue).toMatchObject({ title: 'The Tavern' });
    expect(report.venue.address).toContain('1 High Street');
    const wastage = (
      await asBuyer({ method: 'GET', url: `${base}/${stockTakeId}/reports/wastage` })
    ).json() as StockReport;
    expect(wastage.totals).toEqual({ net: 750, vat: 150, gross: 900 });

    expect((await save(stockTakeId, { toUpdate: [{ lineId: 'beef', inStock: 3 }] })).json().error).toMatchObject({
      code: 'STOCK_TAKE_LOCKED',
    });
    expect((await asBuyer({ method: 'DELETE', url: `${base}/${stockTakeId}` })).statusCode).toBe(409);

    // A later delivery in the period and a price change leave the locked stock take as it was.
    const appended = await scenario.platform.eventStore.appendToStream(
      orderStreamId('o-late'),
      toNewEvents(order('o-late', '2026-11-14', 50)[1], systemContext(now)),
    );
    await scenario.platform.runner.waitFor(appended.lastPosition);
    const sheetBefore = await detail(stockTakeId);
    const reportAgain = (await asBuyer({ method: 'GET', url: `${base}/${stockTakeId}/reports/valuation` })).json();
    expect(reportAgain).toEqual(report);
    expect(sheetBefore.lines.find((line) => line.lineId === 'chips')?.received).toBe(16);

    const pdf = await asBuyer({ method: 'GET', url: `${base}/${stockTakeId}/reports/valuation/pdf` });
    expect(pdf.statusCode).toBe(303);
    expect(pdf.headers.location).toMatch(/^\/api\/files\/download\?/);

    expect((await lock(stockTakeId, false)).json()).toMatchObject({ isLocked: false });
    expect((await detail(stockTakeId)).lines.find((line) => line.lineId === 'chips')?.received).toBe(66);
    expect((await asBuyer({ method: 'DELETE', url: `${base}/${stockTakeId}` })).json()).toEqual({ deleted: true });
    expect((await asBuyer({ method: 'GET', url: base })).json()).toEqual({ stockTakes: [] });
  });

  it('carries the previous count into the next stock take and counts received from the day after it', async () => {
    const first = (await create('2026-11-01', '2026-11-05')).json() as StockTakeSummary;
    await save(first.stockTakeId, { toUpdate: [{ lineId: 'chips', inStock: 7 }] });
    const second = (await create('2026-11-06', '2026-11-20', first.stockTakeId)).json() as StockTakeSummary;
    const sheet = await detail(second.stockTakeId);
    expect(sheet.receivedFrom).toBe('2026-11-06');
    const chips = sheet.lines.find((line) => line.lineId === 'chips');
    expect(chips).toMatchObject({ lastQuantity: 7, received: 6, inStock: 0 });
  });

  it('round-trips its CSV: the downloaded sheet uploaded unchanged changes nothing; edits and new rows apply', async () => {
    const { stockTakeId } = (await create('2026-11-01', '2026-11-15')).json() as StockTakeSummary;
    await save(stockTakeId, { toUpdate: [{ lineId: 'chips', inStock: 3 }] });
    const sheet = await detail(stockTakeId);
    const csv = stockTakeCsv({ ...sheet.stockTake, venueTitle: sheet.venueTitle }, sheet.lines);
    const upload = (content: string, name = 'sheet.csv') => {
      const body = multipartBody({ name, content, contentType: 'text/csv' });
      return asBuyer({
        method: 'POST',
        url: `${base}/${stockTakeId}/csv`,
        payload: body.payload,
        headers: body.headers,
      });
    };
    const events = await scenario.newEvents(stockTakeStreamId(stockTakeId));
    const unchanged = await upload(csv);
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json()).toMatchObject({ created: 0, updated: 0, rejected: 0, skipped: 2 });
    expect(await scenario.newEvents(stockTakeStreamId(stockTakeId))).toHaveLength(events.length);

    const edited = `${csv.replace(/^chips,(.*),3,0$/m, 'chips,$1,9,2')}\r\n,Lemons,Fruit,,Each,Market,0.30,,,,40,0\r\n,,,,,,,,,,,\r\n,Limes,Fruit,,Each,,0.30,,,,4,0`;
    const result = (await upload(edited)).json();
    expect(result).toMatchObject({ created: 1, updated: 1, rejected: 1 });
    const after = await detail(stockTakeId);
    expect(after.lines.find((line) => line.lineId === 'chips')).toMatchObject({ inStock: 9, wastage: 2 });
    expect(after.lines.find((line) => line.title === 'Lemons')).toMatchObject({ price: 30, inStock: 40 });

    const noFile = await asBuyer({ method: 'POST', url: `${base}/${stockTakeId}/csv`, ...multipartBody(null) });
    expect(noFile.json().error).toMatchObject({ message: 'Choose a file first' });
    const wrongHeadings = await upload('a,b\n1,2\n3,4');
    expect(wrongHeadings.statusCode).toBe(422);
  });

  it('skips the first three rows of an upload as headers, whatever they say, and reads the columns in order (spec 02 §5)', async () => {
    const { stockTakeId } = (await create('2026-11-01', '2026-11-15')).json() as StockTakeSummary;
    const body = multipartBody({
      name: 'counted in a spreadsheet.csv',
      contentType: 'text/csv',
      content: [
        'Kitchen count,November',
        'Counted by,Sam',
        'ID,Product,Kind,Pack,Unit,From,Cost,Code,Last,In,Count,Waste',
        'chips,Chips 2.5kg,Frozen,2.5kg,Bag,Brakes,23.49,,0,6,5,1',
        // Without the spec's '(UoM)' column: eleven cells.
        ',Lemons,Fruit,,Market,0.30,,,,40,0',
      ].join('\r\n'),
    });
    const uploaded = await asBuyer({
      method: 'POST',
      url: `${base}/${stockTakeId}/csv`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({ updated: 1, created: 1, rejected: 0 });
    const after = await detail(stockTakeId);
    expect(after.lines.find((line) => line.lineId === 'chips')).toMatchObject({ inStock: 5, wastage: 1 });
    expect(after.lines.find((line) => line.title === 'Lemons')).toMatchObject({
      supplierTitle: 'Market',
      price: 30,
      inStock: 40,
      UoM: '',
    });
  });

  it('suggests a basket back to par from the usage since the previous count', async () => {
    const first = (await create('2026-11-01', '2026-11-05')).json() as StockTakeSummary;
    await save(first.stockTakeId, { toUpdate: [{ lineId: 'chips', inStock: 4 }] });
    const second = (await create('2026-11-06', '2026-11-20', first.stockTakeId)).json() as StockTakeSummary;
    await save(second.stockTakeId, { toUpdate: [{ lineId: 'chips', inStock: 2, parLevel: 8 }] });
    const suggested = (await asBuyer({ method: 'GET', url: `${base}/${second.stockTakeId}/suggested-orders` })).json();
    expect(suggested.orders).toHaveLength(1);
    expect(suggested.orders[0]).toMatchObject({ supplierTitle: 'Brakes', deliveryDate: '2026-11-25' });
    expect(suggested.orders[0].lines[0].productId).toBe('chips');
    expect(suggested.orders[0].lines[0].quantity).toBeGreaterThanOrEqual(6);
  });
});
