import type { DomainEvent, OrderPlaced, RecordedEvent } from '@oms/contracts';
import { orderPlaced } from '@oms/tests/fixtures/orderingEvents';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { type ReactionFacts, reactionsTo } from './notificationReactions';

const placed = (overrides: Partial<OrderPlaced> = {}) =>
  orderPlaced({ orderId: 'o-1', venueId: 'v-1', supplierId: 's-1', supplierTitle: 'Fresh Fish', ...overrides });

const facts = (status: 'received' | 'confirmed' | 'rejected' | 'adjusted' = 'received'): ReactionFacts => ({
  order: { venueId: 'v-1', supplierId: 's-1', supplierTitle: 'Fresh Fish', status },
  venueTitle: 'The Crown & Anchor',
});

const on = (event: DomainEvent, streamId: string) => recordedAt(event, 7, streamId);

describe('notification reactions', () => {
  it('tells the supplier about a new order and refreshes the venue and support quietly', () => {
    expect(reactionsTo(on(placed(), 'order-o-1'), facts())).toEqual([
      { audience: { kind: 'venueUsers', venueId: 'v-1' }, message: null, invalidate: [['venues', 'v-1', 'orders']] },
      { audience: { kind: 'supportStaff' }, message: null, invalidate: [['venues', 'v-1', 'orders']] },
      {
        audience: { kind: 'supplierAdmins', supplierId: 's-1' },
        message: 'New order from The Crown & Anchor',
        // The supplier's Orders page refreshes; an open checklist is left alone.
        invalidate: [['suppliers', 's-1', 'orders']],
      },
    ]);
  });

  it('uses the original words for an order that came by e-mail', () => {
    const reactions = reactionsTo(on(placed({ placedVia: 'email' }), 'order-o-1'), facts());
    expect(reactions.find((reaction) => reaction.audience.kind === 'supplierAdmins')?.message).toBe(
      'New Order recieved through email',
    );
    // Approved in Co-Pilot: the venue's users hear of it too.
    expect(reactions.find((reaction) => reaction.audience.kind === 'venueUsers')?.message).toBe(
      'New Order recieved through email',
    );
  });

  it('refreshes the supplier’s Co-Pilot pages on every change of an AI order, quietly', () => {
    const reactions = reactionsTo(
      on(
        {
          type: 'AiOrderRejected',
          data: { aiOrderId: 'a1', supplierId: 's-1', feedback: '', rejectedAt: placed().data.orderedAt },
        } as never,
        'aiOrder-a1',
      ),
      facts(),
    );
    expect(reactions).toEqual([
      {
        audience: { kind: 'supplierAdmins', supplierId: 's-1' },
        message: null,
        invalidate: [['suppliers', 's-1', 'co-pilot']],
      },
    ]);
  });

  it('does not tell the supplier about an order placed manually on the dashboard', () => {
    const reactions = reactionsTo(on(placed({ placedManually: true }), 'order-o-1'), facts());
    expect(reactions.map((reaction) => reaction.audience.kind)).toEqual(['venueUsers', 'supportStaff']);
  });

  it.each([
    ['confirmed', 'Your order from Fresh Fish has been confirmed'],
    ['rejected', 'Your order from Fresh Fish has been rejected'],
    ['adjusted', 'Your order from Fresh Fish has been accepted with adjusted quantities'],
  ] as const)('tells the venue its order was %s', (status, message) => {
    const decision = {
      type: 'OrderApprovedBySupplier',
      data: { orderId: 'o-1', lines: [{ productId: 'p-1', confirmed: true, updatedQuantity: 3 }], via: 'checklist' },
    };
    const [toVenue, ...others] = reactionsTo(on(decision, 'order-o-1'), facts(status));
    expect(toVenue).toEqual({
      audience: { kind: 'venueUsers', venueId: 'v-1' },
      message,
      invalidate: [
        ['venues', 'v-1', 'orders'],
        ['venues', 'v-1', 'receipting'],
      ],
    });
    expect(others.map((reaction) => [reaction.audience.kind, reaction.message])).toEqual([
      ['supportStaff', null],
      ['supplierAdmins', null],
    ]);
  });

  it("refreshes the order's readers for an order event it has no words for", () => {
    const later = on({ type: 'OrderLineReceipted', data: { orderId: 'o-1', productId: 'p-1' } }, 'order-o-1');
    const reactions = reactionsTo(later, facts('confirmed'));
    expect(reactions.every((reaction) => reaction.message === null)).toBe(true);
    expect(reactions[0]?.invalidate).toEqual([
      ['venues', 'v-1', 'orders'],
      ['venues', 'v-1', 'receipting'],
    ]);
  });

  it("tells the venue the supplier's answer to a receipting change, and refreshes its receipting screens", () => {
    const answer = on(
      {
        type: 'ReceiptingChangeDecided',
        data: { orderId: 'o-1', productId: 'p-1', approved: true, title: 'Sea bass', poNumber: 'PO-7' },
      },
      'order-o-1',
    );
    const [toVenue] = reactionsTo(answer, facts('confirmed'));
    expect(toVenue?.message).toBe('Fresh Fish approved the change to Sea bass on PO PO-7');
    expect(toVenue?.invalidate).toContainEqual(['venues', 'v-1', 'receipting']);
  });

  it("tells only the other party of a chat thread: support's thread never reaches a supplier", () => {
    const message = (side: 'support' | 'venue' | 'supplier', fromName: string, threadSupplierId: string | null) =>
      on(
        {
          type: 'ChatMessageSent',
          data: {
            messageId: 'm',
            venueId: 'v-1',
            fromAccountId: 'x',
            fromName,
            side,
            supplierId: side === 'supplier' ? threadSupplierId : null,
            threadSupplierId,
            text: 'Hi',
            sentAt: '',
          },
        },
        'chat-v-1',
      );
    const fromSupport = reactionsTo(message('support', 'Alex Morgan', null), facts());
    expect(fromSupport.map((reaction) => [reaction.audience, reaction.message])).toEqual([
      [{ kind: 'venueUsers', venueId: 'v-1' }, 'New message from Alex Morgan'],
      [{ kind: 'supportStaff' }, null],
    ]);
    const fromVenue = reactionsTo(message('venue', 'Sam Whitfield', null), facts());
    expect(fromVenue.map((reaction) => reaction.message)).toEqual([null, 'New message from The Crown & Anchor']);
    expect(fromVenue.every((reaction) => reaction.invalidate[0]?.join('/') === 'venues/v-1/chat/thread/support')).toBe(
      true,
    );

    const toSupplier = reactionsTo(message('venue', 'Sam Whitfield', 's-1'), facts());
    expect(toSupplier.map((reaction) => [reaction.audience, reaction.message])).toEqual([
      [{ kind: 'venueUsers', venueId: 'v-1' }, null],
      [{ kind: 'supplierAdmins', supplierId: 's-1' }, 'New message from The Crown & Anchor'],
      [{ kind: 'supportStaff' }, null],
    ]);
    expect(toSupplier[1]?.invalidate).toEqual([
      ['venues', 'v-1', 'chat', 'thread', 's-1'],
      ['venues', 'v-1', 'chat', 'threads'],
    ]);
    const fromSupplier = reactionsTo(message('supplier', 'Priya Shah', 's-1'), facts());
    expect(fromSupplier.map((reaction) => reaction.message)).toEqual(['New message from Priya Shah', null, null]);
  });

  it('refreshes the basket for basket changes, and the orders too when the basket is ordered', () => {
    const added = on(
      { type: 'BasketLineAdded', data: { venueId: 'v-1', productId: 'p', supplierId: 's', quantity: 1 } },
      'basket-v-1',
    );
    expect(reactionsTo(added, facts())).toEqual([
      { audience: { kind: 'venueUsers', venueId: 'v-1' }, message: null, invalidate: [['venues', 'v-1', 'basket']] },
    ]);
    const ordered = on({ type: 'BasketOrderPlaced', data: { venueId: 'v-1' } }, 'basket-v-1');
    expect(reactionsTo(ordered, facts())[0]?.invalidate).toEqual([
      ['venues', 'v-1', 'basket'],
      ['venues', 'v-1', 'orders'],
    ]);
  });

  it('quietly refreshes everything shown for a venue when its settings, suppliers or plan change', () => {
    const settings = on({ type: 'VenueSettingsUpdated', data: { venueId: 'v-1', title: 'The Crown' } }, 'venue-v-1');
    expect(reactionsTo(settings, facts())).toEqual([
      { audience: { kind: 'venueUsers', venueId: 'v-1' }, message: null, invalidate: [['venues', 'v-1']] },
      { audience: { kind: 'supportStaff' }, message: null, invalidate: [['venues', 'v-1']] },
    ]);
  });

  it("tells the venue's staff the manager's answer to a special purchase, and refreshes the list", () => {
    const decided = on(
      { type: 'SpecialPurchaseDecided', data: { requestId: 'r-1', venueId: 'v-1', decision: 'declined' } },
      'specialPurchase-r-1',
    );
    const list = ['venues', 'v-1', 'special-purchases'];
    expect(
      reactionsTo(decided, { ...facts(), specialPurchase: { itemName: 'Copper pans', managerName: 'Morgan Lee' } }),
    ).toEqual([
      {
        audience: { kind: 'venueUsers', venueId: 'v-1' },
        message: 'Morgan Lee rejected the special purchase: Copper pans',
        invalidate: [list],
      },
      { audience: { kind: 'supportStaff' }, message: null, invalidate: [list] },
    ]);
  });

  it('ignores events nobody is looking at', () => {
    expect(reactionsTo(on({ type: 'MailQueued', data: {} }, 'mail-1'), facts())).toEqual([]);
  });
});

describe('push notifications (spec 03 §7, §8)', () => {
  it("toasts 'Push Notification' with the message to every chosen venue's users and supplier's admins", () => {
    const event = {
      eventId: 'e-push',
      globalPosition: 9,
      streamId: 'pushNotification-push-1',
      type: 'PushNotificationSent',
      schemaVersion: 1,
      data: {
        notificationId: 'push-1',
        message: 'Deliveries run on Boxing Day',
        venueIds: ['ven-a'],
        supplierIds: ['sup-b'],
        accountIds: [],
      },
      metadata: {},
    } as unknown as RecordedEvent;
    expect(reactionsTo(event, { order: null, venueTitle: null })).toEqual([
      {
        audience: { kind: 'venueUsers', venueId: 'ven-a' },
        message: 'Deliveries run on Boxing Day',
        title: 'Push Notification',
        invalidate: [],
      },
      {
        audience: { kind: 'supplierAdmins', supplierId: 'sup-b' },
        message: 'Deliveries run on Boxing Day',
        title: 'Push Notification',
        invalidate: [],
      },
    ]);
  });

  it("toasts the daily order reminder to the venue's users only", () => {
    const event = {
      eventId: 'e-reminder',
      globalPosition: 10,
      streamId: 'orderReminder-ven-a-2026-11-23',
      type: 'OrderReminderSent',
      schemaVersion: 1,
      data: {
        venueId: 'ven-a',
        venueTitle: 'The Anchor',
        date: '2026-11-23',
        reminderTime: '10:00',
        message: 'Reminder: place your orders for The Anchor',
        sentAt: '2026-11-23T10:00:01.000Z',
      },
      metadata: {},
    } as unknown as RecordedEvent;
    expect(reactionsTo(event, { order: null, venueTitle: null })).toEqual([
      {
        audience: { kind: 'venueUsers', venueId: 'ven-a' },
        message: 'Reminder: place your orders for The Anchor',
        invalidate: [],
      },
    ]);
  });
});
