import {
  type Checklist,
  newOrderThroughEmailMessage,
  orderStreamId,
  type RealtimeMessage,
  realtimePath,
  sessionEndedCloseCode,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import { orderLine, orderPlaced } from '@oms/tests/fixtures/orderingEvents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { orderDecider } from '../../ordering/order/order';
import { systemContext } from '../../platform/commands/commandContext';
import { handleCommand } from '../../platform/commands/handleCommand';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../../platform/engines/inMemoryApp';

const now = new Date('2026-11-22T10:00:00.000Z');
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
const sockets: WebSocket[] = [];

/** A signed-in tab's channel and everything it has received. */
async function channelOf(cookie: string) {
  const received: RealtimeMessage[] = [];
  const waiters: { match: (message: RealtimeMessage) => boolean; resolve: (message: RealtimeMessage) => void }[] = [];
  const socket = await harness.app.injectWS(realtimePath, {
    headers: { cookie, origin: 'http://localhost', host: 'localhost' },
  });
  sockets.push(socket);
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as RealtimeMessage;
    received.push(message);
    for (const waiter of waiters.filter((candidate) => candidate.match(message))) waiter.resolve(message);
  });
  return {
    received,
    next(match: (message: RealtimeMessage) => boolean): Promise<RealtimeMessage> {
      const already = received.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
  };
}

async function registered(email: string): Promise<string> {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Casey Stranger', email, password: 'Demo!Pass1' },
  });
  expect(response.statusCode).toBe(201);
  return sessionCookieFor(harness.app, email);
}

beforeAll(async () => {
  harness = await buildInMemoryApp({ now });
  await harness.app.ready();
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await harness.close();
});

describe('realtime channel', () => {
  it('refuses a connection without a session', async () => {
    await expect(harness.app.injectWS(realtimePath)).rejects.toThrow('401');
  });

  it("tells the venue's users when the supplier decides, refreshes the others quietly, and nobody else", async () => {
    const orders = readModels.orders.in(harness.platform.readStore);
    const waiting = await orders.findOne({ venueId: 'ven-crown-anchor', supplierId: 'sup-brakes', status: 'received' });
    if (!waiting) throw new Error('The demo has no waiting Brakes order for The Crown & Anchor');

    const venueUser = await channelOf(await sessionCookieFor(harness.app, 'venue@oms.test'));
    const supplierAdmin = await channelOf(await sessionCookieFor(harness.app, 'supplier@oms.test'));
    const tfrAdmin = await channelOf(await sessionCookieFor(harness.app, 'tfr@oms.test'));
    const stranger = await channelOf(await registered('stranger@pub.test'));
    const adminCookie = await sessionCookieFor(harness.app, 'admin@oms.test');
    const actor = await channelOf(adminCookie);

    const approve = await injectAs(
      harness.app,
      adminCookie,
    )({
      method: 'POST',
      url: `/api/checklist/${waiting.venueId}/${waiting.supplierId}/${waiting.orderedDate}/all/approve`,
      payload: {
        orders: [
          {
            orderId: waiting.orderId,
            lines: waiting.lines.map((line) => ({
              productId: line.productId,
              confirmed: true,
              updatedQuantity: line.quantity,
            })),
          },
        ],
      },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect((approve.json() as Checklist).newOrders.map((order) => order.orderId)).not.toContain(waiting.orderId);

    const toVenue = await venueUser.next((message) => message.event === 'notification');
    expect(toVenue).toEqual({
      event: 'notification',
      data: {
        message: 'Your order from Brakes has been confirmed',
        invalidate: [
          ['venues', 'ven-crown-anchor', 'orders'],
          ['venues', 'ven-crown-anchor', 'receipting'],
        ],
      },
    });
    const everywhere = [
      ['venues', 'ven-crown-anchor', 'orders'],
      ['checklist', 'ven-crown-anchor', 'sup-brakes'],
      ['venues', 'ven-crown-anchor', 'receipting'],
    ];
    expect(await supplierAdmin.next(() => true)).toEqual({
      event: 'invalidate',
      data: { invalidate: [...everywhere, ['suppliers', 'sup-brakes', 'orders']] },
    });
    expect(await tfrAdmin.next(() => true)).toEqual({ event: 'invalidate', data: { invalidate: everywhere } });
    // The admin who approved refreshes without being told what they just did.
    expect(await actor.next(() => true)).toEqual({ event: 'invalidate', data: { invalidate: everywhere } });

    await harness.app.notificationReactor.idle();
    expect(stranger.received).toEqual([]);
    expect(venueUser.received).toHaveLength(1);
  });

  it("refreshes the basket in the venue user's other tabs, and only there", async () => {
    const cookie = await sessionCookieFor(harness.app, 'venue@oms.test');
    const supplierAdmin = await channelOf(await sessionCookieFor(harness.app, 'supplier@oms.test'));
    const otherTab = await channelOf(cookie);
    const product = await readModels.catalogueProducts
      .in(harness.platform.readStore)
      .findOne({ supplierId: 'sup-brakes' });
    if (!product) throw new Error('Brakes has no product');
    const added = await injectAs(
      harness.app,
      cookie,
    )({
      method: 'POST',
      url: '/api/venues/ven-crown-anchor/basket/lines',
      payload: { productId: product.productId, quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(await otherTab.next(() => true)).toEqual({
      event: 'invalidate',
      data: { invalidate: [['venues', 'ven-crown-anchor', 'basket']] },
    });
    await harness.app.notificationReactor.idle();
    expect(supplierAdmin.received).toEqual([]);
  });

  it("tells the supplier's admins about a new order, in the original words when it came by e-mail", async () => {
    const supplierAdmin = await channelOf(await sessionCookieFor(harness.app, 'supplier@oms.test'));
    const record = (orderId: string, placedVia: 'dashboard' | 'email') =>
      handleCommand(
        harness.platform.eventStore,
        orderStreamId(orderId),
        orderDecider,
        {
          type: 'RecordPlacedOrder',
          order: orderPlaced({
            orderId,
            venueId: 'ven-crown-anchor',
            supplierId: 'sup-brakes',
            supplierTitle: 'Brakes',
            requiredDeliveryDay: '2026-11-24',
            orderedAt: now.toISOString(),
            orderedDate: '2026-11-22',
            poNumber: null,
            placedVia,
            placedBy: 'venue',
            lines: [orderLine({ productId: 'p-1', sku: 'S1', title: 'Milk', size: '2L', quantity: 2, unitPrice: 150 })],
          }).data,
        },
        { ...systemContext(now), channel: placedVia },
      );
    await record('order-realtime-dashboard', 'dashboard');
    expect(await supplierAdmin.next(() => true)).toEqual({
      event: 'notification',
      data: { message: 'New order from The Crown & Anchor', invalidate: [['suppliers', 'sup-brakes', 'orders']] },
    });
    await record('order-realtime-email', 'email');
    expect(
      await supplierAdmin.next(
        (message) => message.event === 'notification' && message.data.message === newOrderThroughEmailMessage,
      ),
    ).toBeDefined();
  });

  it("tells the venue's users about a support message and support about the answer", async () => {
    const venueCookie = await sessionCookieFor(harness.app, 'venue@oms.test');
    const adminCookie = await sessionCookieFor(harness.app, 'admin@oms.test');
    const venueUser = await channelOf(venueCookie);
    const admin = await channelOf(adminCookie);
    const chat = '/api/venues/ven-harbour-kitchen/chat/messages';
    const invalidate = [
      ['venues', 'ven-harbour-kitchen', 'chat', 'thread', 'support'],
      ['venues', 'ven-harbour-kitchen', 'chat', 'threads'],
    ];

    await injectAs(harness.app, adminCookie)({ method: 'POST', url: chat, payload: { text: 'Hello from support' } });
    expect(await venueUser.next(() => true)).toEqual({
      event: 'notification',
      data: { message: 'New message from Alex Morgan', invalidate },
    });
    expect(await admin.next(() => true)).toEqual({ event: 'invalidate', data: { invalidate } });

    await injectAs(harness.app, venueCookie)({ method: 'POST', url: chat, payload: { text: 'Hello back' } });
    expect(await admin.next((message) => message.event === 'notification')).toEqual({
      event: 'notification',
      data: { message: 'New message from Harbour Kitchen', invalidate },
    });
  });

  it("tells a supplier of the venue's messages in its own thread only, never of those to support", async () => {
    const venueCookie = await sessionCookieFor(harness.app, 'venue@oms.test');
    const supplierAdmin = await channelOf(await sessionCookieFor(harness.app, 'supplier@oms.test'));
    const asVenue = injectAs(harness.app, venueCookie);
    const venueChat = '/api/venues/ven-harbour-kitchen/chat';
    await asVenue({ method: 'POST', url: `${venueChat}/messages`, payload: { text: 'For support only' } });
    await asVenue({
      method: 'POST',
      url: `${venueChat}/suppliers/sup-brakes/messages`,
      payload: { text: 'For Brakes' },
    });
    // The reactor handles events in order: had support's message reached Brakes, it would come first.
    expect(await supplierAdmin.next(() => true)).toEqual({
      event: 'notification',
      data: {
        message: 'New message from Harbour Kitchen',
        invalidate: [
          ['venues', 'ven-harbour-kitchen', 'chat', 'thread', 'sup-brakes'],
          ['venues', 'ven-harbour-kitchen', 'chat', 'threads'],
        ],
      },
    });
  });

  it('closes the channel of a session that signs out, and only that one', async () => {
    const signingOut = await sessionCookieFor(harness.app, 'venue@oms.test');
    const staying = await sessionCookieFor(harness.app, 'venue@oms.test');
    const closedWith = (socket: WebSocket) =>
      new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)));
    const signingOutSocket = await harness.app.injectWS(realtimePath, {
      headers: { cookie: signingOut, origin: 'http://localhost', host: 'localhost' },
    });
    const stayingSocket = await harness.app.injectWS(realtimePath, {
      headers: { cookie: staying, origin: 'http://localhost', host: 'localhost' },
    });
    sockets.push(signingOutSocket, stayingSocket);
    const closed = closedWith(signingOutSocket);

    const logout = await injectAs(harness.app, signingOut)({ method: 'POST', url: '/api/auth/logout' });
    expect(logout.statusCode).toBeLessThan(300);

    expect(await closed).toBe(sessionEndedCloseCode);
    await harness.app.notificationReactor.idle();
    expect(stayingSocket.readyState).toBe(stayingSocket.OPEN);
  });
});
