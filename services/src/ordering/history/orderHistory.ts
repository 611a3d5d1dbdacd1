import {
  type OrderEvent,
  type OrderHistory,
  type OrderLine,
  orderingErrors,
  orderStreamId,
  type RecordedEvent,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import { domainErrorOf } from '../../platform/commands/domainError';
import { isEventOf } from '../../platform/eventStore/storedEventOf';
import type { Platform } from '../../platform/platform';
import { describeOrderEvent } from './describeOrderEvent';

const isOrderEvent = isEventOf<OrderEvent>();

function whoOf(event: RecordedEvent, names: ReadonlyMap<string, string>): string {
  const { actorAccountId, channel } = event.metadata;
  const name = names.get(actorAccountId);
  if (name) return name;
  if (actorAccountId === 'system') return 'OMS';
  // The supplier's e-mailed checklist link carries a token, not a sign-in.
  if (actorAccountId === 'anonymous' && channel === 'checklist') return 'Supplier (checklist link)';
  return actorAccountId;
}

/** The order's full change history, straight from its event stream (the design card's audit trail). */
export async function orderHistory(platform: Platform, venueId: string, orderId: string): Promise<OrderHistory> {
  const events = await platform.eventStore.readStream(orderStreamId(orderId));
  const placed = events.find((event) => isOrderEvent(event, 'OrderPlaced'))?.data;
  if (!placed || placed.venueId !== venueId) throw domainErrorOf(orderingErrors.orderNotFound);

  const actorIds = [...new Set(events.map((event) => event.metadata.actorAccountId))];
  const accounts = await readModels.accounts.in(platform.readStore).find({ accountId: { $in: actorIds } });
  const names = new Map(accounts.map((account) => [account.accountId, account.name]));

  const lines = new Map<string, OrderLine>(placed.lines.map((line) => [line.productId, line]));
  const entries = events.flatMap((event) => {
    const description = describeOrderEvent(event, lines);
    return description.changes.map((change) => ({
      position: event.globalPosition,
      eventType: event.type,
      action: description.action,
      productId: change.productId,
      lineTitle: change.productId ? (lines.get(change.productId)?.title ?? change.productId) : null,
      change: change.change,
      at: event.metadata.recordedAt,
      who: whoOf(event, names),
      role: event.metadata.actorRole,
      channel: event.metadata.channel,
    }));
  });
  return { orderId, supplierTitle: placed.supplierTitle, entries };
}
