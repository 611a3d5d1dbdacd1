import { hash } from 'node:crypto';
import { type BasketOrderPlaced, orderStreamId } from '@oms/contracts';
import type { CommandContext } from '../../platform/commands/commandContext';
import type { RecordPlacedOrder } from '../order/order';

export interface OrderFanOutStep {
  streamId: string;
  command: RecordPlacedOrder;
  context: CommandContext;
}

/**
 * One order stream per supplier of a placed basket, each caused by the basket event and keyed by a
 * stable hash of (basket event, order), so a retried fan-out writes each order once.
 */
export function basketOrderFanOut(
  placedEvent: { eventId: string; data: BasketOrderPlaced },
  context: CommandContext,
): OrderFanOutStep[] {
  const placed = placedEvent.data;
  return placed.orders.map((order) => ({
    streamId: orderStreamId(order.orderId),
    command: {
      type: 'RecordPlacedOrder',
      order: {
        ...order,
        venueId: placed.venueId,
        orderedAt: placed.orderedAt,
        orderedDate: placed.orderedDate,
        poNumber: placed.poNumber,
        notes: placed.notes,
        placedVia: placed.placedVia,
        placedBy: placed.placedBy,
        placedManually: false,
      },
    },
    context: {
      ...context,
      causationId: placedEvent.eventId,
      idempotencyKey: hash('sha256', `${placedEvent.eventId}:${order.orderId}`),
    },
  }));
}
