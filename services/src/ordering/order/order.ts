import {
  adjustedDecision,
  type OrderApprovedBySupplier,
  type OrderEvent,
  type OrderPlaced,
  orderingErrors,
  quantityAboveOrderedMessage,
  type ReceiptingEvent,
} from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';
import { type AdjustByAdmin, decideAdminAdjustment } from './adjustByAdmin';
import type { OrderState } from './orderState';
import { decideManualOrder, type PlaceManualOrder } from './placeManualOrder';

export interface RecordPlacedOrder {
  type: 'RecordPlacedOrder';
  order: OrderPlaced;
}

export interface ApproveBySupplier {
  type: 'ApproveBySupplier';
  lines: OrderApprovedBySupplier['lines'];
  via: OrderApprovedBySupplier['via'];
}

export type OrderCommand = RecordPlacedOrder | ApproveBySupplier | PlaceManualOrder | AdjustByAdmin;

/** Spec 01 §4: Approve Order needs a decision on every line. */
export const everyLineDecidedMessage = 'You need to accept or reject every product';

/** The order stream also carries receipting's events (one history per order); ordering's rules ignore them. */
export type OrderStreamEvent = OrderEvent | ReceiptingEvent;

export function evolveOrder(state: OrderState, event: OrderStreamEvent): OrderState {
  switch (event.type) {
    case 'OrderPlaced':
      return { status: 'placed', order: event.data, decision: null };
    case 'OrderApprovedBySupplier':
      return state.status === 'placed' ? { ...state, decision: event.data } : state;
    case 'OrderLinesAdjustedByAdmin':
      return state.status === 'placed' && state.decision
        ? { ...state, decision: adjustedDecision(state.decision, event.data) }
        : state;
    default:
      return state;
  }
}

function decideApproval(command: ApproveBySupplier, state: OrderState): OrderEvent[] {
  if (state.status !== 'placed') throw domainErrorOf(orderingErrors.orderNotFound);
  if (state.decision) {
    throw domainErrorOf(orderingErrors.orderAlreadyApproved);
  }
  const ordered = new Map(state.order.lines.map((line) => [line.productId, line.quantity]));
  const decided = new Set(command.lines.map((line) => line.productId));
  if (
    decided.size !== command.lines.length ||
    decided.size !== ordered.size ||
    [...decided].some((id) => !ordered.has(id))
  ) {
    throw domainErrorOf(orderingErrors.undecidedLines);
  }
  for (const line of command.lines) {
    const quantity = ordered.get(line.productId) ?? 0;
    if (line.updatedQuantity > quantity) {
      throw domainErrorOf(orderingErrors.quantityAboveOrdered, quantityAboveOrderedMessage(quantity));
    }
  }
  const lines = command.lines.map((line) => (line.confirmed ? line : { ...line, updatedQuantity: 0 }));
  return [{ type: 'OrderApprovedBySupplier', data: { orderId: state.order.orderId, lines, via: command.via } }];
}

export function decideOrder(command: OrderCommand, state: OrderState): OrderEvent[] {
  switch (command.type) {
    case 'RecordPlacedOrder':
      if (state.status !== 'none') {
        throw domainErrorOf(orderingErrors.orderAlreadyPlaced);
      }
      return [{ type: 'OrderPlaced', data: command.order }];
    case 'ApproveBySupplier':
      return decideApproval(command, state);
    case 'PlaceManualOrder':
      if (state.status !== 'none') {
        throw domainErrorOf(orderingErrors.orderAlreadyPlaced);
      }
      return decideManualOrder(command);
    case 'AdjustByAdmin':
      return decideAdminAdjustment(command, state);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const orderDecider: Decider<OrderState, OrderCommand, OrderStreamEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveOrder,
  decide: decideOrder,
};
