import {
  type BasketEvent,
  type ChatEvent,
  type ChatMessageSent,
  newOrderThroughEmailMessage,
  type OrderEvent,
  type OrderPlaced,
  type OrderReminderEvent,
  type OrderReminderSent,
  type PushNotificationEvent,
  type PushNotificationSent,
  pushNotificationTitle,
  type QueryKeyPrefix,
  queryKeys,
  type ReceiptingEvent,
  type RecordedEvent,
  realtimeMessages,
  type SupplierStatus,
} from '@oms/contracts';
import { isEventOf, stringFieldOf } from '../../platform/eventStore/storedEventOf';

const isOrderEvent = isEventOf<OrderEvent>();
const isReceiptingEvent = isEventOf<ReceiptingEvent>();
const isChatEvent = isEventOf<ChatEvent>();
const isPushNotificationEvent = isEventOf<PushNotificationEvent>();
const isOrderReminderEvent = isEventOf<OrderReminderEvent>();

/** Who a reaction is for; the reactor turns audiences into accounts through the accounts read model. */
export type Audience =
  | { kind: 'venueUsers'; venueId: string }
  | { kind: 'supplierAdmins'; supplierId: string }
  /** Platform admins and TFR admins. */
  | { kind: 'supportStaff' };

/** A toast with `message`, or a quiet refresh when it is null; `invalidate` lists query key prefixes. */
export interface Reaction {
  audience: Audience;
  message: string | null;
  /** A heading for the toast, when the message has one. */
  title?: string;
  invalidate: QueryKeyPrefix[];
}

/** What the reactor looks up in the read models before reacting (after they applied the event). */
export interface ReactionFacts {
  order: { venueId: string; supplierId: string; supplierTitle: string; status: SupplierStatus } | null;
  venueTitle: string | null;
  /** For special purchase events: what the request was, and who answers it. */
  specialPurchase?: { itemName: string; managerName: string } | null;
}

/** The web's query keys (contracts' `queryKeys`) that each kind of change refreshes. */
const refresh = {
  basket: (venueId: string): QueryKeyPrefix => [...queryKeys.ordering.basket(venueId)],
  orders: (venueId: string): QueryKeyPrefix => [...queryKeys.ordering.orders(venueId)],
  chatThread: (venueId: string, supplierId: string | null): QueryKeyPrefix => [
    ...queryKeys.support.chatThread(venueId, supplierId),
  ],
  chatThreads: (venueId: string): QueryKeyPrefix => [...queryKeys.support.chatThreads(venueId)],
  checklists: (venueId: string, supplierId: string): QueryKeyPrefix => [
    ...queryKeys.ordering.checklists(venueId, supplierId),
  ],
  venue: (venueId: string): QueryKeyPrefix => [...queryKeys.venues.venue(venueId)],
  specialPurchases: (venueId: string): QueryKeyPrefix => [...queryKeys.specialPurchases.list(venueId)],
  receipting: (venueId: string): QueryKeyPrefix => [...queryKeys.receipting.all(venueId)],
  invoiceUploads: (venueId: string): QueryKeyPrefix => [...queryKeys.invoices.uploads(venueId)],
  planUsage: (venueId: string): QueryKeyPrefix => [...queryKeys.subscriptions.planUsage(venueId)],
  supplierOrders: (supplierId: string): QueryKeyPrefix => [...queryKeys.supplierPortal.allOrders(supplierId)],
  coPilot: (supplierId: string): QueryKeyPrefix => [...queryKeys.coPilot.all(supplierId)],
};

const quiet = (audience: Audience, ...invalidate: QueryKeyPrefix[]): Reaction => ({
  audience,
  message: null,
  invalidate,
});

function orderPlaced(order: OrderPlaced, facts: ReactionFacts): Reaction[] {
  const { venueId, supplierId } = order;
  // An order approved in Co-Pilot reaches the venue's users as news (spec 03 §7), not only a refresh.
  const toVenue = order.placedVia === 'email' ? newOrderThroughEmailMessage : null;
  const reactions: Reaction[] = [
    { audience: { kind: 'venueUsers', venueId }, message: toVenue, invalidate: [refresh.orders(venueId)] },
    quiet({ kind: 'supportStaff' }, refresh.orders(venueId)),
  ];
  // Orders recorded by hand on the dashboard are never sent to the supplier (spec 01 §2).
  if (!order.placedManually) {
    const message =
      order.placedVia === 'email'
        ? newOrderThroughEmailMessage
        : realtimeMessages.newOrder(facts.venueTitle ?? 'a venue');
    // The checklist itself is left alone: the supplier may be halfway through deciding its lines.
    reactions.push({
      audience: { kind: 'supplierAdmins', supplierId },
      message,
      invalidate: [refresh.supplierOrders(supplierId)],
    });
  }
  return reactions;
}

/** Any other event on an order stream (decisions, and whatever later issues add): the order's readers refresh. */
function orderChanged(event: RecordedEvent, facts: ReactionFacts): Reaction[] {
  const { order } = facts;
  if (!order) return [];
  const { venueId, supplierId } = order;
  const everywhere = [refresh.orders(venueId), refresh.checklists(venueId, supplierId), refresh.receipting(venueId)];
  const venueRefresh = [refresh.orders(venueId), refresh.receipting(venueId)];
  const message =
    event.type === 'OrderApprovedBySupplier'
      ? realtimeMessages.orderDecided(order.supplierTitle, order.status)
      : isReceiptingEvent(event, 'ReceiptingChangeDecided')
        ? realtimeMessages.receiptingChangeDecided(order.supplierTitle, event.data)
        : null;
  const venueUsers: Reaction = { audience: { kind: 'venueUsers', venueId }, message, invalidate: venueRefresh };
  return [
    venueUsers,
    quiet({ kind: 'supportStaff' }, ...everywhere),
    quiet({ kind: 'supplierAdmins', supplierId }, ...everywhere, refresh.supplierOrders(supplierId)),
  ];
}

/**
 * A chat message reaches the other party of its thread only: the venue and support in the thread with
 * support, the venue and that supplier's admins in a supplier's thread (support staff, who may read
 * it, refresh quietly). No other supplier hears of it.
 */
function chatMessageSent(message: ChatMessageSent, facts: ReactionFacts): Reaction[] {
  const { venueId, threadSupplierId } = message;
  const keys = [refresh.chatThread(venueId, threadSupplierId), refresh.chatThreads(venueId)];
  const venueSide = message.side === 'venue';
  const toVenue = venueSide ? null : realtimeMessages.chatMessage(message.fromName);
  const toOthers = venueSide ? realtimeMessages.chatMessage(facts.venueTitle ?? message.fromName) : null;
  const venueUsers: Reaction = { audience: { kind: 'venueUsers', venueId }, message: toVenue, invalidate: keys };
  if (threadSupplierId === null) {
    return [venueUsers, { audience: { kind: 'supportStaff' }, message: toOthers, invalidate: keys }];
  }
  return [
    venueUsers,
    { audience: { kind: 'supplierAdmins', supplierId: threadSupplierId }, message: toOthers, invalidate: keys },
    quiet({ kind: 'supportStaff' }, ...keys),
  ];
}

function basketChanged(event: BasketEvent): Reaction[] {
  const { venueId } = event.data;
  const keys =
    event.type === 'BasketOrderPlaced' ? [refresh.basket(venueId), refresh.orders(venueId)] : [refresh.basket(venueId)];
  return [quiet({ kind: 'venueUsers', venueId }, ...keys)];
}

/** Venue settings, suppliers and plan changes: everything shown for the venue may depend on them. */
function venueChanged(event: RecordedEvent): Reaction[] {
  const venueId = stringFieldOf(event.data, 'venueId');
  if (venueId === undefined) return [];
  const venue = refresh.venue(venueId);
  return [quiet({ kind: 'venueUsers', venueId }, venue), quiet({ kind: 'supportStaff' }, venue)];
}

/** The manager's answer reaches the venue's staff as it happens; other changes refresh the list. */
function specialPurchaseChanged(event: RecordedEvent, facts: ReactionFacts): Reaction[] {
  const venueId = stringFieldOf(event.data, 'venueId');
  if (venueId === undefined) return [];
  const list = refresh.specialPurchases(venueId);
  const request = facts.specialPurchase;
  const decision = stringFieldOf(event.data, 'decision');
  const message =
    event.type === 'SpecialPurchaseDecided' && request
      ? realtimeMessages.specialPurchaseDecided(request.managerName, request.itemName, decision === 'approved')
      : null;
  return [
    { audience: { kind: 'venueUsers', venueId }, message, invalidate: [list] },
    quiet({ kind: 'supportStaff' }, list),
  ];
}

/** An invoice uploaded, re-numbered, deleted or checked: the venue's dashboard and its plan usage refresh in place. */
function venueInvoicesChanged(event: RecordedEvent): Reaction[] {
  const venueId = stringFieldOf(event.data, 'venueId');
  if (venueId === undefined) return [];
  const keys = [refresh.invoiceUploads(venueId), refresh.planUsage(venueId)];
  // The 'Invoice checked' flag shows on the PO in Goods receipting too.
  if (event.type === 'InvoiceChecked') keys.push(refresh.receipting(venueId));
  return [quiet({ kind: 'venueUsers', venueId }, ...keys), quiet({ kind: 'supportStaff' }, ...keys)];
}

/** An admin's push notification: a toast with its message for every user of the chosen venues and suppliers. */
function pushNotificationSent(notification: PushNotificationSent): Reaction[] {
  const toast = { message: notification.message, title: pushNotificationTitle, invalidate: [] };
  return [
    ...notification.venueIds.map((venueId): Reaction => ({ ...toast, audience: { kind: 'venueUsers', venueId } })),
    ...notification.supplierIds.map(
      (supplierId): Reaction => ({ ...toast, audience: { kind: 'supplierAdmins', supplierId } }),
    ),
  ];
}

/** The venue's daily order reminder (spec 03 §3 orderReminder): a toast for each of its users. */
function orderReminderSent(reminder: OrderReminderSent): Reaction[] {
  return [
    {
      audience: { kind: 'venueUsers', venueId: reminder.venueId },
      // The message says what it is: a heading would only repeat "reminder".
      message: reminder.message,
      invalidate: [],
    },
  ];
}

/** An e-mail received, read, edited or decided in Co-Pilot: the supplier's Co-Pilot pages refresh in place. */
function aiOrderChanged(event: RecordedEvent): Reaction[] {
  const supplierId = stringFieldOf(event.data, 'supplierId');
  if (supplierId === undefined) return [];
  return [quiet({ kind: 'supplierAdmins', supplierId }, refresh.coPilot(supplierId))];
}

const basketEvents = new Set([
  'BasketLineAdded',
  'BasketLineQuantityChanged',
  'BasketLineRemoved',
  'BasketOrderPlaced',
]);

/**
 * What each committed event means to the people looking at screens: a toast for the other side
 * (an order decided, a new order, a chat message) and a refresh of the queries showing it.
 * The actor's own sessions get the refresh but not the toast (the reactor sees to that).
 */
export function reactionsTo(event: RecordedEvent, facts: ReactionFacts): Reaction[] {
  if (isOrderEvent(event, 'OrderPlaced')) return orderPlaced(event.data, facts);
  if (event.streamId.startsWith('order-')) return orderChanged(event, facts);
  if (isChatEvent(event, 'ChatMessageSent')) return chatMessageSent(event.data, facts);
  if (basketEvents.has(event.type)) return basketChanged(event as unknown as BasketEvent);
  if (/^(venue|subscription)-/.test(event.streamId)) return venueChanged(event);
  if (event.streamId.startsWith('specialPurchase-')) return specialPurchaseChanged(event, facts);
  if (event.streamId.startsWith('venueInvoices-') && event.type !== 'FileStored') return venueInvoicesChanged(event);
  if (isPushNotificationEvent(event, 'PushNotificationSent')) return pushNotificationSent(event.data);
  if (isOrderReminderEvent(event, 'OrderReminderSent')) return orderReminderSent(event.data);
  if (event.streamId.startsWith('aiOrder-') && event.type !== 'FileStored') return aiOrderChanged(event);
  return [];
}
