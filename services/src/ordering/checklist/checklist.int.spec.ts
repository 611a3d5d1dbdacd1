import { type Checklist, checklistCsvRows, checklistMessages, checklistTotals } from '@oms/contracts';
import { type OrderDocument, readModels } from '@oms/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor, testPlatformOptions } from '../../platform/engines/inMemoryApp';
import { checklistPath } from './checklistToken';

const now = new Date('2026-11-22T10:00:00.000Z');
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let open: OrderDocument;
let done: OrderDocument;

const pathOf = (order: OrderDocument, orderNumber = 'all', signedAt = now) =>
  checklistPath(
    testPlatformOptions.sessionSecret,
    { venueId: order.venueId, supplierId: order.supplierId, date: order.orderedDate, orderNumber },
    signedAt,
  ).replace('/checklist/', '/api/checklist/');

beforeAll(async () => {
  harness = await buildInMemoryApp({ now });
  const orders = readModels.orders.in(harness.platform.readStore);
  // Manual orders are never on a checklist.
  const received = await orders.find(
    { venueId: 'ven-crown-anchor', status: 'received', placedManually: false },
    { sort: { orderedAt: -1 } },
  );
  // A checklist whose orders all still wait for the supplier.
  const waiting = [];
  for (const order of received) {
    const sameDay = await orders.find({
      venueId: order.venueId,
      supplierId: order.supplierId,
      orderedDate: order.orderedDate,
    });
    if (sameDay.every((candidate) => candidate.status === 'received')) waiting.push(order);
  }
  const first = waiting[0];
  if (!first) throw new Error('The demo has no waiting order');
  open = first;
  const confirmed = await orders.findOne({ venueId: 'ven-crown-anchor', status: 'confirmed' });
  if (!confirmed) throw new Error('The demo has no confirmed order');
  done = confirmed;
});
afterAll(async () => {
  await harness.close();
});

describe('supplier order checklist', () => {
  it('refuses ids without the signed token, and a token for another checklist', async () => {
    const bare = pathOf(open).split('?')[0] ?? '';
    const refused = await harness.app.inject({ url: bare });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(checklistMessages.invalidLink);
    const otherToken = pathOf(done).split('?')[1];
    expect((await harness.app.inject({ url: `${bare}?${otherToken}` })).statusCode).toBe(403);
  });

  it('opens for 30 days from the e-mail, then refuses the link; a token with its expiry moved is refused', async () => {
    const day = 24 * 60 * 60 * 1000;
    const recent = pathOf(open, 'all', new Date(now.getTime() - 29 * day));
    expect((await harness.app.inject({ url: recent })).statusCode).toBe(200);
    const expired = pathOf(open, 'all', new Date(now.getTime() - 31 * day));
    expect((await harness.app.inject({ url: expired })).statusCode).toBe(403);
    const moved = expired.replace(
      /token=(\d+)\./,
      (_match, expires: string) => `token=${Number(expires) + 2 * 86_400}.`,
    );
    expect(moved).not.toBe(expired);
    expect((await harness.app.inject({ url: moved })).statusCode).toBe(403);
  });

  it("greets with 'new order' and lists the orders still to approve", async () => {
    const response = await harness.app.inject({ url: pathOf(open) });
    expect(response.statusCode).toBe(200);
    const checklist = response.json() as Checklist;
    expect(checklist.greeting).toBe('new order');
    expect(checklist.locked).toBe(false);
    expect(checklist.newOrders.map((order) => order.orderId)).toContain(open.orderId);
    expect(checklist.venue.title).toBe('The Crown & Anchor');
    expect(checklist.accountNumber).not.toBe('');
  });

  it('records each decision as an event and locks once everything is approved', async () => {
    const before = (await harness.app.inject({ url: pathOf(open) })).json() as Checklist;
    const undecided = await harness.app.inject({
      method: 'POST',
      url: pathOf(open).replace('?', '/approve?'),
      payload: {
        orders: [{ orderId: open.orderId, lines: [{ productId: 'nope', confirmed: true, updatedQuantity: 1 }] }],
      },
    });
    expect(undecided.statusCode).toBe(400);
    expect(undecided.json().error.message).toBe('You need to accept or reject every product');

    const approved = await harness.app.inject({
      method: 'POST',
      url: pathOf(open).replace('?', '/approve?'),
      payload: {
        orders: before.newOrders.map((order) => ({
          orderId: order.orderId,
          lines: order.lines.map((line, index) => ({
            productId: line.productId,
            confirmed: index !== 0,
            updatedQuantity: line.quantity,
          })),
        })),
      },
    });
    expect(approved.statusCode).toBe(200);
    const after = approved.json() as Checklist;
    expect(after.locked).toBe(true);
    expect(after.greeting).toBe("today's accepted orders");
    expect(after.newOrders).toEqual([]);
    const stream = await harness.platform.eventStore.readStream(`order-${open.orderId}`);
    expect(stream.map((event) => event.type)).toEqual(['OrderPlaced', 'OrderApprovedBySupplier']);
    expect(stream[1]?.metadata.channel).toBe('checklist');

    const again = await harness.app.inject({
      method: 'POST',
      url: pathOf(open).replace('?', '/approve?'),
      payload: {
        orders: [
          {
            orderId: open.orderId,
            lines: open.lines.map((line) => ({ productId: line.productId, confirmed: true, updatedQuantity: 1 })),
          },
        ],
      },
    });
    expect(again.statusCode).toBe(409);
  });

  it('lets admins and the supplier’s own admin open it without the token, nobody else', async () => {
    const bare = pathOf(done).split('?')[0] ?? '';
    const asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
    expect((await asAdmin({ url: bare })).statusCode).toBe(200);
    const asVenueUser = injectAs(harness.app, await sessionCookieFor(harness.app, 'venue@oms.test'));
    expect((await asVenueUser({ url: bare })).statusCode).toBe(403);
    const brakes = await readModels.orders
      .in(harness.platform.readStore)
      .findOne({ supplierId: 'sup-brakes', venueId: 'ven-crown-anchor' });
    if (!brakes) throw new Error('No Brakes order in the demo');
    const asSupplier = injectAs(harness.app, await sessionCookieFor(harness.app, 'supplier@oms.test'));
    expect((await asSupplier({ url: pathOf(brakes).split('?')[0] ?? '' })).statusCode).toBe(200);
  });

  it('downloads the CSV rows of spec 01 §9 and totals ex VAT, VAT and total', async () => {
    const checklist = (await harness.app.inject({ url: pathOf(done) })).json() as Checklist;
    const rows = checklistCsvRows(checklist);
    expect(rows[0]).toEqual(['SKU', 'Qty', 'Size', 'Stock', 'Price', 'UoM', 'Notes']);
    expect(rows.slice(-5).map((row) => row[0])).toEqual([
      'Total',
      'Account',
      'Order date',
      'Delivery date',
      'Purchase number',
    ]);
    const totals = checklistTotals(checklist.approvedOrders);
    expect(totals.total).toBe(totals.exVat + totals.vat);
  });

  it('answers the empty checklist and bad dates clearly', async () => {
    const empty = pathOf({ ...done, orderedDate: '2020-01-01' });
    const checklist = (await harness.app.inject({ url: empty })).json() as Checklist;
    expect(checklist.newOrders).toEqual([]);
    expect(checklist.approvedOrders).toEqual([]);
    const bad = await harness.app.inject({ url: '/api/checklist/ven-crown-anchor/sup-brakes/yesterday/all' });
    expect(bad.statusCode).toBe(400);
  });
});
