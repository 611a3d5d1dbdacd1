import {
  type Checklist,
  checklistAdjustmentMessages,
  type OrderHistory,
  type OrdersByDay,
  orderStreamId,
} from '@oms/contracts';
import { orderLine, supplierApproved, tavernBrakesOrder } from '@oms/tests/fixtures/orderingEvents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdForEmail } from '../../identity/account/accountId';
import { type ApiScenario, givenStreams } from '../../platform/engines/apiScenario';
import { account, supplier, venue } from '../../platform/engines/scenarioStreams';

const now = new Date('2026-11-22T10:00:00.000Z');
const chipsAndBeef = [
  orderLine({ productId: 'chips', title: 'Chips', quantity: 4 }),
  orderLine({ productId: 'beef', title: 'Beef', quantity: 2 }),
];
// Every order of its day decided: its checklist is locked.
const locked = tavernBrakesOrder('o-locked', '2026-11-20', chipsAndBeef);
const waiting = tavernBrakesOrder('o-waiting', '2026-11-21', chipsAndBeef);

let scenario: ApiScenario;
let asAdmin: Awaited<ReturnType<ApiScenario['signedInAs']>>;

const apiPath = (order: { orderedDate: string }, action = '') =>
  `/api/checklist/ven-tavern/brakes/${order.orderedDate}/all${action}`;

beforeAll(async () => {
  scenario = await givenStreams(
    Object.fromEntries([
      venue('ven-tavern', { title: 'The Tavern' }),
      supplier('brakes', { title: 'Brakes' }),
      await account('admin@test.test', { roles: { isAdmin: true } }),
      await account('orders@brakes.test', { roles: { supplierAdminOf: 'brakes' } }),
      [orderStreamId('o-locked'), [locked, supplierApproved(locked.data)]],
      [orderStreamId('o-waiting'), [waiting]],
    ]),
    { now },
  );
  asAdmin = await scenario.signedInAs('admin@test.test');
});
afterAll(async () => {
  await scenario.close();
});

describe('admin Edit Checklist / Save on a locked checklist', () => {
  it('stores the changed lines as an event with who and when, and the checklist and orders show them', async () => {
    const before = (await asAdmin({ url: apiPath(locked.data) })).json() as Checklist;
    expect(before.locked).toBe(true);
    const approved = before.approvedOrders.find((order) => order.orderId === locked.data.orderId);
    expect(approved?.lines.map((line) => [line.productId, line.quantity, line.updatedQuantity])).toEqual([
      ['chips', 4, 4],
      ['beef', 2, 2],
    ]);
    const [first, second] = approved?.lines ?? [];
    if (!first || !second) throw new Error('expected two lines');

    const response = await asAdmin({
      method: 'POST',
      url: apiPath(locked.data, '/adjust'),
      payload: {
        orders: [
          {
            orderId: locked.data.orderId,
            lines: [
              { productId: first.productId, confirmed: true, updatedQuantity: 3 },
              { productId: second.productId, confirmed: false, updatedQuantity: 0 },
            ],
          },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const after = response.json() as Checklist;
    const adjusted = after.approvedOrders.find((order) => order.orderId === locked.data.orderId);
    expect(adjusted?.lines.find((line) => line.productId === first.productId)).toMatchObject({
      supplierConfirmed: true,
      updatedQuantity: 3,
    });
    expect(adjusted?.lines.find((line) => line.productId === second.productId)).toMatchObject({
      supplierConfirmed: false,
      updatedQuantity: 0,
    });

    const stream = await scenario.platform.eventStore.readStream(orderStreamId(locked.data.orderId));
    const last = stream.at(-1);
    expect(last?.type).toBe('OrderLinesAdjustedByAdmin');
    expect(last?.data).toEqual({
      orderId: 'o-locked',
      via: 'admin',
      lines: [
        { productId: 'chips', confirmed: true, updatedQuantity: 3, previousConfirmed: true, previousQuantity: 4 },
        { productId: 'beef', confirmed: false, updatedQuantity: 0, previousConfirmed: true, previousQuantity: 2 },
      ],
    });
    expect(last?.metadata).toMatchObject({
      actorAccountId: accountIdForEmail('admin@test.test'),
      actorRole: 'admin',
      recordedAt: now.toISOString(),
    });

    const history = await asAdmin({ url: `/api/venues/${locked.data.venueId}/orders/${locked.data.orderId}/history` });
    expect(history.statusCode).toBe(200);
    const entry = (history.json() as OrderHistory).entries.find(
      (candidate) => candidate.eventType === 'OrderLinesAdjustedByAdmin' && candidate.productId === first.productId,
    );
    expect(entry).toMatchObject({
      action: 'Checklist edited by an admin',
      change: `Changed from accepted ${first.updatedQuantity} to accepted ${3}`,
      role: 'admin',
      at: now.toISOString(),
    });

    const orders = (
      await asAdmin({
        url: `/api/venues/${locked.data.venueId}/orders?start=${locked.data.orderedDate}&end=${locked.data.orderedDate}`,
      })
    ).json() as OrdersByDay;
    const view = orders.days[0]?.groups
      .flatMap((group) => group.orders)
      .find((order) => order.orderId === locked.data.orderId);
    expect(view?.status).toBe('adjusted');
    expect(view?.lines.find((line) => line.productId === second.productId)?.supplierConfirmed).toBe(false);
  });

  it('records nothing when Save changes nothing', async () => {
    const before = await scenario.platform.eventStore.readStream(orderStreamId(locked.data.orderId));
    const checklist = (await asAdmin({ url: apiPath(locked.data) })).json() as Checklist;
    const order = checklist.approvedOrders.find((candidate) => candidate.orderId === locked.data.orderId);
    const response = await asAdmin({
      method: 'POST',
      url: apiPath(locked.data, '/adjust'),
      payload: {
        orders: [
          {
            orderId: locked.data.orderId,
            lines: (order?.lines ?? []).map((line) => ({
              productId: line.productId,
              confirmed: line.supplierConfirmed ?? true,
              updatedQuantity: line.updatedQuantity ?? line.quantity,
            })),
          },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(await scenario.platform.eventStore.readStream(orderStreamId(locked.data.orderId))).toHaveLength(
      before.length,
    );
  });

  it('refuses a checklist that still has orders to approve, and anyone but an admin', async () => {
    const notLocked = await asAdmin({
      method: 'POST',
      url: apiPath(waiting.data, '/adjust'),
      payload: {
        orders: [{ orderId: waiting.data.orderId, lines: [{ productId: 'x', confirmed: true, updatedQuantity: 1 }] }],
      },
    });
    expect(notLocked.statusCode).toBe(409);
    expect(notLocked.json().error.message).toBe(checklistAdjustmentMessages.notLocked);

    const asSupplier = await scenario.signedInAs('orders@brakes.test');
    const payload = {
      orders: [{ orderId: locked.data.orderId, lines: [{ productId: 'x', confirmed: true, updatedQuantity: 1 }] }],
    };
    expect((await asSupplier({ method: 'POST', url: apiPath(locked.data, '/adjust'), payload })).statusCode).toBe(403);
    expect(
      (await scenario.app.inject({ method: 'POST', url: apiPath(locked.data, '/adjust'), payload })).statusCode,
    ).toBe(401);

    const stranger = await asAdmin({
      method: 'POST',
      url: apiPath(locked.data, '/adjust'),
      payload: { orders: [{ orderId: 'not-here', lines: [{ productId: 'x', confirmed: true, updatedQuantity: 1 }] }] },
    });
    expect(stranger.statusCode).toBe(400);
  });
});
