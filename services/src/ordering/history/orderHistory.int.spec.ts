import { type OrderHistory, orderStreamId } from '@oms/contracts';
import { type OrderDocument, readModels } from '@oms/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metadataFor, systemContext } from '../../platform/commands/commandContext';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../../platform/engines/inMemoryApp';

const now = new Date('2026-11-22T10:00:00.000Z');
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let adjusted: OrderDocument;
const historyOf = (order: OrderDocument) => `/api/venues/${order.venueId}/orders/${order.orderId}/history`;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now });
  const order = await readModels.orders
    .in(harness.platform.readStore)
    .findOne({ venueId: 'ven-crown-anchor', status: 'adjusted' });
  if (!order) throw new Error('The demo has no adjusted order');
  adjusted = order;
});
afterAll(async () => {
  await harness.close();
});

describe('order change history', () => {
  it('shows admins who changed each line, what, when and through which channel', async () => {
    const admin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
    const response = await admin({ url: historyOf(adjusted) });
    expect(response.statusCode, response.body).toBe(200);
    const history = response.json() as OrderHistory;
    expect(history.supplierTitle).toBe(adjusted.supplierTitle);

    const placed = history.entries.filter((entry) => entry.eventType === 'OrderPlaced');
    expect(placed[0]).toMatchObject({ action: 'Order placed', productId: null, lineTitle: null });
    expect(placed.slice(1).map((entry) => entry.lineTitle)).toEqual(adjusted.lines.map((line) => line.title));

    const decision = adjusted.supplierDecision;
    if (!decision) throw new Error('An adjusted order has a decision');
    const decided = history.entries.filter((entry) => entry.eventType === 'OrderApprovedBySupplier');
    expect(decided).toHaveLength(decision.lines.length);
    expect(decided.every((entry) => entry.channel === 'checklist' && entry.action === 'Supplier decision')).toBe(true);
    expect(decided.some((entry) => /^Accepted \d+ of \d+ ordered$|^Rejected$/.test(entry.change))).toBe(true);
    expect((decided[0]?.at ?? '') > (placed[0]?.at ?? '')).toBe(true);
  });

  it('lists events added later by their type, so the history never hides a change', async () => {
    // An event type a later feature adds to the order stream, unknown to this code.
    await harness.platform.eventStore.appendToStream(orderStreamId(adjusted.orderId), [
      {
        eventId: 'later-event-1',
        type: 'OrderLineReceipted',
        schemaVersion: 1,
        data: { orderId: adjusted.orderId, productId: adjusted.lines[0]?.productId, quantity: 1 },
        metadata: metadataFor({ ...systemContext(now), channel: 'dashboard' }),
      },
    ]);
    const tfr = injectAs(harness.app, await sessionCookieFor(harness.app, 'tfr@oms.test'));
    const history = (await tfr({ url: historyOf(adjusted) })).json() as OrderHistory;
    expect(history.entries.at(-1)).toMatchObject({
      eventType: 'OrderLineReceipted',
      action: 'Order line receipted',
      lineTitle: adjusted.lines[0]?.title,
      change: 'quantity: 1',
      who: 'OMS',
      channel: 'dashboard',
    });
  });

  it("is for admins only, and only for the venue's own orders", async () => {
    const venueUser = injectAs(harness.app, await sessionCookieFor(harness.app, 'venue@oms.test'));
    expect((await venueUser({ url: historyOf(adjusted) })).statusCode).toBe(403);
    const admin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
    const elsewhere = await admin({ url: `/api/venues/ven-harbour-kitchen/orders/${adjusted.orderId}/history` });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.message).toBe('Order was not found');
  });
});
