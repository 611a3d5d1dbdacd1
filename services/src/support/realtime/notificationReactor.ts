import type { RealtimeMessage, RecordedEvent, SessionEvent } from '@oms/contracts';
import { type AccountDocument, readModels } from '@oms/projections';
import { isEventOf, stringFieldOf } from '../../platform/eventStore/storedEventOf';
import type { Platform } from '../../platform/platform';
import type { NotificationFanOut } from './notificationFanOut';
import { type Audience, type ReactionFacts, reactionsTo } from './notificationReactions';
import type { ReactorFeed } from './reactorFeed';

export interface NotificationReactor {
  stop(): Promise<void>;
  /** Resolves once every event heard so far has been reacted to (for tests). */
  idle(): Promise<void>;
}

const isSessionEvent = isEventOf<SessionEvent>();

const reactsTo = (event: RecordedEvent) =>
  /^(order|chat|basket|venue|subscription|specialPurchase|venueInvoices|pushNotification|orderReminder|aiOrder)-/.test(
    event.streamId,
  );

async function accountsOf(platform: Platform, audience: Audience): Promise<AccountDocument[]> {
  const accounts = readModels.accounts.in(platform.readStore);
  switch (audience.kind) {
    case 'venueUsers':
      return accounts.find({ venueIds: audience.venueId });
    case 'supplierAdmins':
      return accounts.find({ 'roles.supplierAdminOf': audience.supplierId });
    case 'supportStaff':
      return accounts.find({ $or: [{ 'roles.isAdmin': true }, { 'roles.isTfrAdmin': true }] });
    default: {
      const unhandled: never = audience;
      return unhandled;
    }
  }
}

async function factsFor(platform: Platform, event: RecordedEvent): Promise<ReactionFacts> {
  const orderId = stringFieldOf(event.data, 'orderId');
  const order =
    event.streamId.startsWith('order-') && orderId !== undefined
      ? await readModels.orders.in(platform.readStore).findOne({ _id: orderId })
      : null;
  const venueId = order?.venueId ?? stringFieldOf(event.data, 'venueId') ?? null;
  const venue = venueId ? await readModels.venues.in(platform.readStore).findOne({ _id: venueId }) : null;
  const requestId = stringFieldOf(event.data, 'requestId');
  const specialPurchase =
    event.streamId.startsWith('specialPurchase-') && requestId !== undefined
      ? await readModels.specialPurchases.in(platform.readStore).findOne({ _id: requestId })
      : null;
  return {
    specialPurchase: specialPurchase && {
      itemName: specialPurchase.itemName,
      managerName: specialPurchase.managerName,
    },
    order: order
      ? {
          venueId: order.venueId,
          supplierId: order.supplierId,
          supplierTitle: order.supplierTitle,
          status: order.status,
        }
      : null,
    venueTitle: venue?.title ?? null,
  };
}

/**
 * Turns committed events into realtime messages for the accounts concerned, once the read models
 * hold the event (so a refresh shows it), and hands them to the fan-out. An account in several
 * audiences gets one message; the actor's own sessions refresh without a toast.
 */
export async function deliveriesFor(platform: Platform, event: RecordedEvent) {
  const reactions = reactionsTo(event, await factsFor(platform, event));
  type Entry = { message: string | null; title?: string | undefined; invalidate: Map<string, string[]> };
  const perAccount = new Map<string, Entry>();
  for (const reaction of reactions) {
    for (const account of await accountsOf(platform, reaction.audience)) {
      const entry: Entry = perAccount.get(account.accountId) ?? { message: null, invalidate: new Map() };
      if (account.accountId !== event.metadata.actorAccountId && entry.message === null && reaction.message) {
        entry.message = reaction.message;
        entry.title = reaction.title;
      }
      for (const key of reaction.invalidate) entry.invalidate.set(JSON.stringify(key), key);
      perAccount.set(account.accountId, entry);
    }
  }
  const byPayload = new Map<string, { accountIds: string[]; message: RealtimeMessage }>();
  for (const [accountId, entry] of perAccount) {
    const invalidate = [...entry.invalidate.values()];
    const message: RealtimeMessage = entry.message
      ? {
          event: 'notification',
          data: { message: entry.message, ...(entry.title ? { title: entry.title } : {}), invalidate },
        }
      : { event: 'invalidate', data: { invalidate } };
    const payload = JSON.stringify(message);
    const delivery = byPayload.get(payload) ?? { accountIds: [], message };
    delivery.accountIds.push(accountId);
    byPayload.set(payload, delivery);
  }
  return [...byPayload.values()];
}

export async function startNotificationReactor(options: {
  platform: Platform;
  fanOut: NotificationFanOut;
  feed?: ReactorFeed;
  projectionWaitMs?: number;
  /** True while nobody could hear a notification (one instance, no socket open): the reactor rests. */
  nobodyListening?: () => boolean;
  logger?: { error(object: unknown, message?: string): void };
}): Promise<NotificationReactor> {
  const { platform, fanOut, logger } = options;
  const head = await platform.eventStore.headPosition();
  const feed: ReactorFeed = options.feed ?? ((onEvent) => platform.eventStore.subscribeToAll({ after: head, onEvent }));
  let chain = Promise.resolve();
  const subscription = feed(async (event) => {
    if (isSessionEvent(event, 'SessionEnded')) {
      await fanOut.publish({ endedSessionId: event.data.sessionId });
      return;
    }
    if (!reactsTo(event) || options.nobodyListening?.()) return;
    const reaction = chain.then(async () => {
      try {
        await platform.runner.waitFor(event.globalPosition, options.projectionWaitMs);
        for (const delivery of await deliveriesFor(platform, event)) await fanOut.publish(delivery);
      } catch (error) {
        // A lost toast must never hold up the events behind it.
        logger?.error({ err: error, event: event.eventId }, 'notification not delivered');
      }
    });
    chain = reaction;
    await reaction;
  });
  return {
    async stop() {
      await subscription.stop();
      await chain;
    },
    idle: () => chain,
  };
}
