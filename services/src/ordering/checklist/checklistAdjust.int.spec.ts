import {
  type Checklist,
  checklistAdjustmentMessages,
  type OrderHistory,
  type OrdersByDay,
  orderStreamId,
} from '@oms/contracts';
import { type OrderDocument, readModels } from '@oms/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdForEmail } from '../../identity/account/accountId';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../../platform/engines/inMemoryApp';

const now = new Date('2026-11-22T10:00:00.000Z');
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asAdmin: ReturnType<typeof injectAs>;
let locked: OrderDocument;
let waiting: OrderDocument;

const apiPath = (order: OrderDocument, action = '') =>
  `/api/checklist/${order.venueId}/${order.supplierId}/${order.orderedDate}/all${action}`;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now });
  asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
  const orders = readModels.orders.in(harness.platform.readStore);
  const sameDay = (order: OrderDocument) =>
    orders.find({
      venueId: order.venueId,
      supplierId: order.supplierId,
      orderedDate: order.orderedDate,
      placedManually: false,
    });
  for (const order of await orders.find(
    { venueId: 'ven-crown-anchor', status: 'confirmed' },
    { sort: { orderedAt: -1 } },
  )) {
    if ((await sameDay(order)).every((candidate) => candidate.supplierDecision !== null) && order.lines.length > 1) {
      locked = order;
      break;
    }
  }
  for (const order of await orders.find({ venueId: 'ven-crown-anchor', status: 'received', placedManually: false })) {
    waiting = order;
    break;
  }
  if (!locked || !waiting) throw new Error('The demo lacks a locked or a waiting checklist');
});
afterAll(async () => {
  await harness.close();
});

describe('admin Edit Checklist / Save on a locked checklist', () => {
  it('stores the changed lines as an event with who and when, and the checklist and orders show them', async () => {
    const before = (await asAdmin({ url: apiPath(locked) })).json() as Checklist;
    expect(before.locked).toBe(true);
    const approved = before.approvedOrders.find((order) => order.orderId === locked.orderId);
    const [first, second] = approved?.lines ?? [];
    if (!first || !second) throw new Error('expected two lines');

    const response = await asAdmin({
      method: 'POST',
      url: apiPath(locked, '/adjust'),
      payload: {
        orders: [
          {
            orderId: locked.orderId,
            lines: [
              { productId: first.productId, confirmed: true, updatedQuantity: first.quantity - 1 },
              { productId: second.productId, confirmed: false, updatedQuantity: 0 },
            ],
          },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const after = response.json() as Checklist;
    const adjusted = after.approvedOrders.find((order) => order.orderId === locked.orderId);
    expect(adjusted?.lines.find((line) => line.productId === first.productId)).toMatchObject({
      supplierConfirmed: true,
      updatedQuantity: first.quantity - 1,
    });
    expect(adjusted?.lines.find((line) => line.productId === second.productId)).toMatchObject({
      supplierConfirmed: false,
      updatedQuantity: 0,
    });

    const stream = await harness.platform.eventStore.readStream(orderStreamId(locked.orderId));
    const last = stream.at(-1);
    expect(last?.type).toBe('OrderLinesAdjustedByAdmin');
    expect(last?.data).toMatchObject({ via: 'admin', orderId: locked.orderId });
    expect(last?.metadata).toMatchObject({
      actorAccountId: accountIdForEmail('admin@oms.test'),
      actorRole: 'admin',
      recordedAt: now.toISOString(),
    });

    const history = await asAdmin({ url: `/api/venues/${locked.venueId}/orders/${locked.orderId}/history` });
    expect(history.statusCode).toBe(200);
    const entry = (history.json() as OrderHistory).entries.find(
      (candidate) => candidate.eventType === 'OrderLinesAdjustedByAdmin' && candidate.productId === first.productId,
    );
    expect(entry).toMatchObject({
      action: 'Checklist edited by an admin',
      change: `Changed from accepted ${first.updatedQuantity} to accepted ${first.quantity - 1}`,
      role: 'admin',
      at: now.toISOString(),
    });

    const orders = (
      await asAdmin({
        url: `/api/venues/${locked.venueId}/orders?start=${locked.orderedDate}&end=${locked.orderedDate}`,
      })
    ).json() as OrdersByDay;
    const view = orders.days[0]?.groups
      .flatMap((group) => group.orders)
      .find((order) => order.orderId === locked.orderId);
    if (first.quantity > 1) expect(view?.status).toBe('adjusted');
    expect(view?.lines.find((line) => line.productId === second.productId)?.supplierConfirmed).toBe(false);
  });

  it('records nothing when Save changes nothing', async () => {
    const before = await harness.platform.eventStore.readStream(orderStreamId(locked.orderId));
    const checklist = (await asAdmin({ url: apiPath(locked) })).json() as Checklist;
    const order = checklist.approvedOrders.find((candidate) => candidate.orderId === locked.orderId);
    const response = await asAdmin({
      method: 'POST',
      url: apiPath(locked, '/adjust'),
      payload: {
        orders: [
          {
            orderId: locked.orderId,
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
    expect(await harness.platform.eventStore.readStream(orderStreamId(locked.orderId))).toHaveLength(before.length);
  });

  it('refuses a checklist that still has orders to approve, and anyone but an admin', async () => {
    const notLocked = await asAdmin({
      method: 'POST',
      url: apiPath(waiting, '/adjust'),
      payload: {
        orders: [{ orderId: waiting.orderId, lines: [{ productId: 'x', confirmed: true, updatedQuantity: 1 }] }],
      },
    });
    expect(notLocked.statusCode).toBe(409);
    expect(notLocked.json().error.message).toBe(checklistAdjustmentMessages.notLocked);

    const asSupplier = injectAs(harness.app, await sessionCookieFor(harness.app, 'supplier@oms.test'));
    const payload = {
      orders: [{ orderId: locked.orderId, lines: [{ productId: 'x', confirmed: true, updatedQuantity: 1 }] }],
    };
    expect((await asSupplier({ method: 'POST', url: apiPath(locked, '/adjust'), payload })).statusCode).toBe(403);
    expect((await harness.app.inject({ method: 'POST', url: apiPath(locked, '/adjust'), payload })).statusCode).toBe(
      401,
    );

    const stranger = await asAdmin({
      method: 'POST',
      url: apiPath(locked, '/adjust'),
      payload: { orders: [{ orderId: 'not-here', lines: [{ productId: 'x', confirmed: true, updatedQuantity: 1 }] }] },
    });
    expect(stranger.statusCode).toBe(400);
  });
});
