import { type DomainEvent, type OrderHistory, orderStreamId } from '@oms/contracts';
import { orderLine, orderPlaced, supplierApproved } from '@oms/tests/fixtures/orderingEvents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdForEmail } from '../../identity/account/accountId';
import { type CommandContext, metadataFor, systemContext } from '../../platform/commands/commandContext';
import { toNewEvents } from '../../platform/commands/handleCommand';
import { type ApiScenario, givenStreams } from '../../platform/engines/apiScenario';
import { account, supplier, venue } from '../../platform/engines/scenarioStreams';

const now = new Date('2026-11-22T10:00:00.000Z');
const placed = orderPlaced({
  orderId: 'o-1',
  venueId: 'ven-tavern',
  supplierId: 'brakes',
  supplierTitle: 'Brakes',
  requiredDeliveryDay: '2026-11-24',
  poNumber: 'PO-1',
  lines: [
    orderLine({ productId: 'chips', title: 'Chips', quantity: 4, unitPrice: 1_000 }),
    orderLine({ productId: 'beef', title: 'Beef', quantity: 2, unitPrice: 1_500 }),
    orderLine({ productId: 'oil', title: 'Oil', quantity: 1, unitPrice: 800 }),
  ],
});
const decided = supplierApproved(placed.data, {
  chips: { confirmed: true, updatedQuantity: 3 },
  oil: { confirmed: false, updatedQuantity: 0 },
});
const history = `/api/venues/ven-tavern/orders/o-1/history`;

let scenario: ApiScenario;

/** Recorded as its actor did it, so the history can say who, when and through which channel. */
async function record(event: DomainEvent, context: Partial<CommandContext>) {
  const { lastPosition } = await scenario.platform.eventStore.appendToStream(
    orderStreamId('o-1'),
    toNewEvents([event], { ...systemContext(now), ...context }),
  );
  await scenario.platform.runner.waitFor(lastPosition);
}

beforeAll(async () => {
  scenario = await givenStreams(
    Object.fromEntries([
      venue('ven-tavern', { title: 'The Tavern' }),
      venue('ven-harbour', { title: 'Harbour Kitchen', code: 'HARB01' }),
      supplier('brakes', { title: 'Brakes' }),
      await account('admin@test.test', { roles: { isAdmin: true } }),
      await account('tfr@test.test', { roles: { isTfrAdmin: true } }),
      await account('buyer@test.test', { name: 'Sam Buyer', venueIds: ['ven-tavern'] }),
    ]),
    { now },
  );
  await record(placed, {
    actorAccountId: accountIdForEmail('buyer@test.test'),
    actorRole: 'venueUser',
    channel: 'dashboard',
    now: new Date('2026-11-21T09:00:00.000Z'),
  });
  // The supplier's e-mailed checklist link carries a token, not a sign-in.
  await record(decided, {
    actorAccountId: 'anonymous',
    channel: 'checklist',
    now: new Date('2026-11-21T15:00:00.000Z'),
  });
});
afterAll(async () => {
  await scenario.close();
});

const rowsOf = (answer: OrderHistory) =>
  answer.entries.map((entry) => [
    entry.eventType,
    entry.action,
    entry.lineTitle,
    entry.change,
    entry.who,
    entry.channel,
  ]);

describe('order change history', () => {
  it('shows admins who changed each line, what, when and through which channel', async () => {
    const admin = await scenario.signedInAs('admin@test.test');
    const response = await admin({ url: history });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<OrderHistory>();
    expect(answer).toMatchObject({ orderId: 'o-1', supplierTitle: 'Brakes' });
    const ordered = ['OrderPlaced', 'Order placed'];
    const decision = ['OrderApprovedBySupplier', 'Supplier decision'];
    const supplierLink = 'Supplier (checklist link)';
    expect(rowsOf(answer)).toEqual([
      [...ordered, null, 'Delivery 24/11/2026 · PO PO-1', 'Sam Buyer', 'dashboard'],
      [...ordered, 'Chips', 'Ordered 4 at £10.00', 'Sam Buyer', 'dashboard'],
      [...ordered, 'Beef', 'Ordered 2 at £15.00', 'Sam Buyer', 'dashboard'],
      [...ordered, 'Oil', 'Ordered 1 at £8.00', 'Sam Buyer', 'dashboard'],
      [...decision, 'Chips', 'Accepted 3 of 4 ordered', supplierLink, 'checklist'],
      [...decision, 'Beef', 'Accepted 2', supplierLink, 'checklist'],
      [...decision, 'Oil', 'Rejected', supplierLink, 'checklist'],
    ]);
    expect([...new Set(answer.entries.map((entry) => entry.at))]).toEqual([
      '2026-11-21T09:00:00.000Z',
      '2026-11-21T15:00:00.000Z',
    ]);
  });

  it('lists events added later by their type, so the history never hides a change', async () => {
    // An event type a later feature adds to the order stream, unknown to this code.
    await scenario.platform.eventStore.appendToStream(orderStreamId('o-1'), [
      {
        eventId: 'later-event-1',
        type: 'OrderLineReceipted',
        schemaVersion: 1,
        data: { orderId: 'o-1', productId: 'chips', quantity: 1 },
        metadata: metadataFor({ ...systemContext(now), channel: 'dashboard' }),
      },
    ]);
    const tfr = await scenario.signedInAs('tfr@test.test');
    const answer = (await tfr({ url: history })).json<OrderHistory>();
    expect(answer.entries.at(-1)).toMatchObject({
      eventType: 'OrderLineReceipted',
      action: 'Order line receipted',
      lineTitle: 'Chips',
      change: 'quantity: 1',
      who: 'OMS',
      channel: 'dashboard',
    });
  });

  it("is for admins only, and only for the venue's own orders", async () => {
    const buyer = await scenario.signedInAs('buyer@test.test');
    expect((await buyer({ url: history })).statusCode).toBe(403);
    const admin = await scenario.signedInAs('admin@test.test');
    const elsewhere = await admin({ url: '/api/venues/ven-harbour/orders/o-1/history' });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.message).toBe('Order was not found');
  });
});
