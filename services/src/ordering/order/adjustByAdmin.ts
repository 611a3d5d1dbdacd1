import {
  type OrderEvent,
  type OrderLinesAdjustedByAdmin,
  orderingErrors,
  quantityAboveOrderedMessage,
} from '@oms/contracts';
import { domainErrorOf } from '../../platform/commands/domainError';
import type { OrderState } from './orderState';

/** Spec 01 §4: an admin's Save on a locked checklist corrects decided lines. */
export interface AdjustByAdmin {
  type: 'AdjustByAdmin';
  lines: readonly { productId: string; confirmed: boolean; updatedQuantity: number }[];
}

/** Only lines whose decision or quantity differ are recorded; nothing changed records nothing. */
export function decideAdminAdjustment(command: AdjustByAdmin, state: OrderState): OrderEvent[] {
  if (state.status !== 'placed') throw domainErrorOf(orderingErrors.orderNotFound);
  const { decision, order } = state;
  if (!decision) {
    throw domainErrorOf(orderingErrors.orderNotApproved);
  }
  const ordered = new Map(order.lines.map((line) => [line.productId, line.quantity]));
  const current = new Map(decision.lines.map((line) => [line.productId, line]));
  const changed: OrderLinesAdjustedByAdmin['lines'] = [];
  for (const line of command.lines) {
    const quantity = ordered.get(line.productId);
    const before = current.get(line.productId);
    if (quantity === undefined || !before) {
      throw domainErrorOf(orderingErrors.unknownLine);
    }
    if (!Number.isInteger(line.updatedQuantity) || line.updatedQuantity < 0 || line.updatedQuantity > quantity) {
      throw domainErrorOf(orderingErrors.quantityAboveOrdered, quantityAboveOrderedMessage(quantity));
    }
    const updatedQuantity = line.confirmed ? line.updatedQuantity : 0;
    if (before.confirmed === line.confirmed && before.updatedQuantity === updatedQuantity) continue;
    changed.push({
      productId: line.productId,
      confirmed: line.confirmed,
      updatedQuantity,
      previousConfirmed: before.confirmed,
      previousQuantity: before.updatedQuantity,
    });
  }
  if (changed.length === 0) return [];
  return [{ type: 'OrderLinesAdjustedByAdmin', data: { orderId: order.orderId, lines: changed, via: 'admin' } }];
}
