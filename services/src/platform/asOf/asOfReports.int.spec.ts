import { asOfMessages, orderStreamId } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { orderLine, orderPlaced } from '@oms/tests/fixtures/orderingEvents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDecider } from '../../ordering/order/order';
import { systemContext } from '../commands/commandContext';
import { handleCommand } from '../commands/handleCommand';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../engines/inMemoryApp';

const seededAt = new Date('2026-11-20T10:00:00.000Z');
const asOf = '2026-11-20T10:30:00.000Z';
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asAdmin: ReturnType<typeof injectAs>;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: seededAt });
  asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
});
afterAll(async () => {
  await harness.close();
});

const reports = () =>
  Promise.all([
    asAdmin({ url: `/api/admin/orders?start=2026-11-01&end=2026-11-20&asOf=${asOf}` }),
    asAdmin({ url: `/api/admin/spending?start=2026-11-01&end=2026-11-20&asOf=${asOf}` }),
    ...(['venues-orders', 'venue-report', 'combined-flash'] as const).map((kind) =>
      asAdmin({
        method: 'POST',
        url: `/api/admin/venue-reports/${kind}`,
        payload: { venueIds: ['ven-crown-anchor', 'ven-harbour-kitchen'], from: '2026-11-01', to: '2026-11-20', asOf },
      }),
    ),
  ]);

describe('admin reports as of a past moment', () => {
  it('answer the same bytes after more is recorded, corrections included, and today’s answer moves', async () => {
    harness.setNow(new Date('2026-11-20T11:00:00.000Z'));
    const before = await reports();
    for (const response of before) expect(response.statusCode, response.body).toBe(200);
    expect(before[0]?.json().asOf).toBe(asOf);
    expect(before[2]?.json().fileName).toContain('as-of-2026-11-20T1030Z');
    const todayBefore = (await asAdmin({ url: '/api/admin/orders?start=2026-11-01&end=2026-11-20' })).body;

    // Recorded after the moment: a new order, and a supplier's decision correcting a placed one.
    const later = new Date('2026-11-20T11:30:00.000Z');
    harness.setNow(later);
    const received = await readModels.orders
      .in(harness.platform.readStore)
      .find({ status: 'received', orderedDate: { $gte: '2026-11-01', $lte: '2026-11-20' } }, { limit: 1 });
    const pending = received[0];
    if (!pending) throw new Error('The demo has no undecided order in the range');
    const lines = pending.lines;
    const decided = await handleCommand(
      harness.platform.eventStore,
      orderStreamId(pending.orderId),
      orderDecider,
      {
        type: 'ApproveBySupplier',
        via: 'admin',
        lines: lines.map((line) => ({ productId: line.productId, confirmed: false, updatedQuantity: 0 })),
      },
      systemContext(later),
    );
    const added = await handleCommand(
      harness.platform.eventStore,
      orderStreamId('order-after-the-moment'),
      orderDecider,
      {
        type: 'RecordPlacedOrder',
        order: orderPlaced({
          orderId: 'order-after-the-moment',
          venueId: 'ven-crown-anchor',
          supplierId: 'sup-brakes',
          supplierTitle: 'Brakes',
          requiredDeliveryDay: '2026-11-21',
          orderedDate: '2026-11-20',
          poNumber: null,
          placedBy: 'venue',
          lines: [
            orderLine({
              productId: 'p-late',
              sku: 'LATE',
              title: 'Late chips',
              size: '10kg',
              quantity: 3,
              unitPrice: 2500,
              hasVat: true,
            }),
          ],
        }).data,
      },
      systemContext(later),
    );
    await harness.platform.runner.waitFor(Math.max(decided.position, added.position));

    const after = await reports();
    expect(after.map((response) => response.body)).toEqual(before.map((response) => response.body));
    const todayAfter = (await asAdmin({ url: '/api/admin/orders?start=2026-11-01&end=2026-11-20' })).body;
    expect(todayAfter).not.toBe(todayBefore);
    expect(todayAfter).toContain('order-after-the-moment');
    expect(after[0]?.body).not.toContain('order-after-the-moment');
  });

  it('refuses a moment in the future, and one that is not a date and time', async () => {
    const future = await asAdmin({ url: '/api/admin/orders?asOf=2027-01-01T00:00:00Z' });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toBe(asOfMessages.future);
    const garbled = await asAdmin({ url: '/api/admin/orders?asOf=yesterday' });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.body).toContain(asOfMessages.invalid);
  });
});
