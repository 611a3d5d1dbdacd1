import {
  channelLabels,
  formatOrderDate,
  formatPence,
  type OrderApprovedBySupplier,
  type OrderEvent,
  type OrderLine,
  type OrderLinesAdjustedByAdmin,
  type OrderPlaced,
  type RecordedEvent,
  receiptingEventTypes,
  receiptingHistoryTexts,
} from '@oms/contracts';
import { fieldOf, isEventOf, stringFieldOf } from '../../platform/eventStore/storedEventOf';

/** What one event did to the order, line by line (productId null: the order as a whole). */
export interface OrderEventDescription {
  action: string;
  changes: { productId: string | null; change: string }[];
}

const isOrderEvent = isEventOf<OrderEvent>();

const placed = (order: OrderPlaced): OrderEventDescription => ({
  action: order.placedManually ? 'Order placed manually' : 'Order placed',
  changes: [
    {
      productId: null,
      change: [
        `Delivery ${formatOrderDate(order.requiredDeliveryDay)}`,
        order.poNumber ? `PO ${order.poNumber}` : null,
        order.notes.trim() ? `Notes: ${order.notes.trim()}` : null,
      ]
        .filter(Boolean)
        .join(' · '),
    },
    ...order.lines.map((line) => ({
      productId: line.productId,
      change: `Ordered ${line.quantity} at ${formatPence(line.unitPrice)}`,
    })),
  ],
});

const approved = (decision: OrderApprovedBySupplier, lines: ReadonlyMap<string, OrderLine>): OrderEventDescription => ({
  action: 'Supplier decision',
  changes: decision.lines.map((line) => {
    const ordered = lines.get(line.productId)?.quantity;
    if (!line.confirmed) return { productId: line.productId, change: 'Rejected' };
    if (ordered !== undefined && line.updatedQuantity !== ordered) {
      return { productId: line.productId, change: `Accepted ${line.updatedQuantity} of ${ordered} ordered` };
    }
    return { productId: line.productId, change: `Accepted ${line.updatedQuantity}` };
  }),
});

const decisionWords = (confirmed: boolean, quantity: number) => (confirmed ? `accepted ${quantity}` : 'rejected');

const adjustedByAdmin = (adjustment: OrderLinesAdjustedByAdmin): OrderEventDescription => ({
  action: 'Checklist edited by an admin',
  changes: adjustment.lines.map((line) => ({
    productId: line.productId,
    change: `Changed from ${decisionWords(line.previousConfirmed, line.previousQuantity)} to ${decisionWords(line.confirmed, line.updatedQuantity)}`,
  })),
});

/** 'OrderLineReceipted' → 'Order line receipted'. */
export function wordsOfType(type: string): string {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function scalarSummary(value: Record<string, unknown>): string {
  return Object.entries(value)
    .filter(
      ([name, field]) =>
        name !== 'orderId' && name !== 'productId' && ['string', 'number', 'boolean'].includes(typeof field),
    )
    .map(([name, field]) => `${wordsOfType(name).toLowerCase()}: ${String(field)}`)
    .join(', ');
}

/** An event added by a later feature still shows who did what and when, with its fields in words. */
function fallback(type: string, data: unknown): OrderEventDescription {
  const record = (data ?? {}) as Record<string, unknown>;
  const perLine = Array.isArray(record.lines)
    ? (record.lines as unknown[]).filter(
        (line): line is Record<string, unknown> =>
          typeof line === 'object' && line !== null && typeof (line as { productId?: unknown }).productId === 'string',
      )
    : [];
  const changes: OrderEventDescription['changes'] = perLine.map((line) => ({
    productId: line.productId as string,
    change: scalarSummary(line),
  }));
  const whole = scalarSummary(record);
  if (changes.length === 0 || whole) {
    changes.unshift({
      productId: typeof record.productId === 'string' ? record.productId : null,
      change: whole,
    });
  }
  return { action: wordsOfType(type), changes };
}

/** Receipting's events on the order stream read as the venue's receipting history reads them. */
function receiptingDescription(event: Pick<RecordedEvent, 'type' | 'data' | 'metadata'>): OrderEventDescription {
  const line = fieldOf(event.data, 'line');
  const productId = stringFieldOf(event.data, 'productId') ?? stringFieldOf(line, 'productId') ?? null;
  const channel = channelLabels[event.metadata.channel] ?? event.metadata.channel;
  const texts = receiptingHistoryTexts(event as never, channel, event.metadata.recordedAt);
  return { action: 'Goods receipting', changes: texts.map((change) => ({ productId, change })) };
}

export function describeOrderEvent(
  event: Pick<RecordedEvent, 'type' | 'data'> & { metadata?: RecordedEvent['metadata'] },
  lines: ReadonlyMap<string, OrderLine>,
): OrderEventDescription {
  if (event.metadata && (receiptingEventTypes as readonly string[]).includes(event.type)) {
    return receiptingDescription({ ...event, metadata: event.metadata });
  }
  // Readable descriptions of the order events this code knows; anything else gets the fallback.
  if (isOrderEvent(event, 'OrderPlaced')) return placed(event.data);
  if (isOrderEvent(event, 'OrderApprovedBySupplier')) return approved(event.data, lines);
  if (isOrderEvent(event, 'OrderLinesAdjustedByAdmin')) return adjustedByAdmin(event.data);
  return fallback(event.type, event.data);
}
