import { type Checklist, checklistCsvRows, checklistMessages, checklistTotals, orderStreamId } from '@oms/contracts';
import { orderLine, supplierApproved, tavernBrakesOrder } from '@oms/tests/fixtures/orderingEvents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiScenario, givenStreams } from '../../platform/engines/apiScenario';
import { testPlatformOptions } from '../../platform/engines/inMemoryApp';
import { account, linked, supplier, venue } from '../../platform/engines/scenarioStreams';
import { checklistPath } from './checklistToken';

const now = new Date('2026-11-22T10:00:00.000Z');
// Still waiting for the supplier.
const open = tavernBrakesOrder('o-open', '2026-11-21', [
  orderLine({ productId: 'chips', sku: 'CH', quantity: 2, unitPrice: 1_000 }),
  orderLine({ productId: 'beef', sku: 'BF', quantity: 1, unitPrice: 1_500, hasVat: true }),
]);
// Decided: its checklist is locked.
const done = tavernBrakesOrder('o-done', '2026-11-20', [
  orderLine({ productId: 'chips', sku: 'CH', quantity: 3, unitPrice: 1_000 }),
  orderLine({ productId: 'oil', sku: 'OIL', quantity: 2, unitPrice: 500, hasVat: true }),
]);

let scenario: ApiScenario;

const pathOf = (order: { orderedDate: string }, orderNumber = 'all', signedAt = now) =>
  checklistPath(
    testPlatformOptions.sessionSecret,
    { venueId: 'ven-tavern', supplierId: 'brakes', date: order.orderedDate, orderNumber },
    signedAt,
  ).replace('/checklist/', '/api/checklist/');

beforeAll(async () => {
  scenario = await givenStreams(
    Object.fromEntries([
      venue('ven-tavern', { title: 'The Tavern' }, linked('ven-tavern', 'brakes')),
      supplier('brakes', { title: 'Brakes' }),
      await account('admin@test.test', { roles: { isAdmin: true } }),
      await account('buyer@test.test', { venueIds: ['ven-tavern'] }),
      await account('orders@brakes.test', { roles: { supplierAdminOf: 'brakes' } }),
      await account('orders@bidfood.test', { roles: { supplierAdminOf: 'bidfood' } }),
      [orderStreamId('o-open'), [open]],
      [orderStreamId('o-done'), [done, supplierApproved(done.data)]],
    ]),
    { now },
  );
});
afterAll(async () => {
  await scenario.close();
});

describe('supplier order checklist', () => {
  it('refuses ids without the signed token, and a token for another checklist', async () => {
    const bare = pathOf(open.data).split('?')[0] ?? '';
    const refused = await scenario.app.inject({ url: bare });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(checklistMessages.invalidLink);
    const otherToken = pathOf(done.data).split('?')[1];
    expect((await scenario.app.inject({ url: `${bare}?${otherToken}` })).statusCode).toBe(403);
  });

  it('opens for 30 days from the e-mail, then refuses the link; a token with its expiry moved is refused', async () => {
    const day = 24 * 60 * 60 * 1000;
    const recent = pathOf(open.data, 'all', new Date(now.getTime() - 29 * day));
    expect((await scenario.app.inject({ url: recent })).statusCode).toBe(200);
    const expired = pathOf(open.data, 'all', new Date(now.getTime() - 31 * day));
    expect((await scenario.app.inject({ url: expired })).statusCode).toBe(403);
    const moved = expired.replace(
      /token=(\d+)\./,
      (_match, expires: string) => `token=${Number(expires) + 2 * 86_400}.`,
    );
    expect(moved).not.toBe(expired);
    expect((await scenario.app.inject({ url: moved })).statusCode).toBe(403);
  });

  it("greets with 'new order' and lists the orders still to approve", async () => {
    const response = await scenario.app.inject({ url: pathOf(open.data) });
    expect(response.statusCode).toBe(200);
    const checklist = response.json() as Checklist;
    expect(checklist.greeting).toBe('new order');
    expect(checklist.locked).toBe(false);
    expect(checklist.newOrders.map((order) => order.orderId)).toEqual(['o-open']);
    expect(checklist.approvedOrders).toEqual([]);
    expect(checklist.venue.title).toBe('The Tavern');
    expect(checklist.accountNumber).toBe('ACC-brakes');
  });

  it('records each decision as an event and locks once everything is approved', async () => {
    const before = (await scenario.app.inject({ url: pathOf(open.data) })).json() as Checklist;
    const undecided = await scenario.app.inject({
      method: 'POST',
      url: pathOf(open.data).replace('?', '/approve?'),
      payload: {
        orders: [{ orderId: open.data.orderId, lines: [{ productId: 'nope', confirmed: true, updatedQuantity: 1 }] }],
      },
    });
    expect(undecided.statusCode).toBe(400);
    expect(undecided.json().error.message).toBe('You need to accept or reject every product');

    const approved = await scenario.app.inject({
      method: 'POST',
      url: pathOf(open.data).replace('?', '/approve?'),
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
    const stream = await scenario.platform.eventStore.readStream(`order-${open.data.orderId}`);
    expect(stream.map((event) => event.type)).toEqual(['OrderPlaced', 'OrderApprovedBySupplier']);
    expect(stream[1]?.metadata.channel).toBe('checklist');

    const again = await scenario.app.inject({
      method: 'POST',
      url: pathOf(open.data).replace('?', '/approve?'),
      payload: {
        orders: [
          {
            orderId: open.data.orderId,
            lines: open.data.lines.map((line) => ({ productId: line.productId, confirmed: true, updatedQuantity: 1 })),
          },
        ],
      },
    });
    expect(again.statusCode).toBe(409);
  });

  it('lets admins and the supplier’s own admin open it without the token, nobody else', async () => {
    const bare = pathOf(done.data).split('?')[0] ?? '';
    const asAdmin = await scenario.signedInAs('admin@test.test');
    expect((await asAdmin({ url: bare })).statusCode).toBe(200);
    const asVenueUser = await scenario.signedInAs('buyer@test.test');
    expect((await asVenueUser({ url: bare })).statusCode).toBe(403);
    const asBrakes = await scenario.signedInAs('orders@brakes.test');
    expect((await asBrakes({ url: bare })).statusCode).toBe(200);
    const asAnotherSupplier = await scenario.signedInAs('orders@bidfood.test');
    expect((await asAnotherSupplier({ url: bare })).statusCode).toBe(403);
  });

  it('downloads the CSV rows of spec 01 §9 and totals ex VAT, VAT and total', async () => {
    const checklist = (await scenario.app.inject({ url: pathOf(done.data) })).json() as Checklist;
    const rows = checklistCsvRows(checklist);
    expect(rows[0]).toEqual(['SKU', 'Qty', 'Size', 'Stock', 'Price', 'UoM', 'Notes']);
    expect(rows.slice(-5).map((row) => row[0])).toEqual([
      'Total',
      'Account',
      'Order date',
      'Delivery date',
      'Purchase number',
    ]);
    expect(rows.slice(1, 3).map((row) => [row[0], row[1]])).toEqual([
      ['CH', '3'],
      ['OIL', '2'],
    ]);
    // Ex VAT 3 × £10 + 2 × £5; VAT on the oil alone.
    expect(checklistTotals(checklist.approvedOrders)).toMatchObject({ exVat: 4_000, vat: 200, total: 4_200 });
  });

  it('answers the empty checklist and bad dates clearly', async () => {
    const empty = pathOf({ orderedDate: '2020-01-01' });
    const checklist = (await scenario.app.inject({ url: empty })).json() as Checklist;
    expect(checklist.newOrders).toEqual([]);
    expect(checklist.approvedOrders).toEqual([]);
    const bad = await scenario.app.inject({ url: '/api/checklist/ven-tavern/brakes/yesterday/all' });
    expect(bad.statusCode).toBe(400);
  });
});
