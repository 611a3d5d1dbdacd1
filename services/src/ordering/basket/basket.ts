import {
  type BasketEvent,
  checkDeliveryDate,
  formatLondonDateTime,
  isBelowMinimum,
  linesTotal,
  orderingErrors,
  orderingMessages,
  type SupplierOrder,
} from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';
import { orderLineOf } from '../order/orderLineSnapshot';
import { type BasketState, evolveBasket, initialBasketState } from './basketState';
import type { AddToBasket, BasketCommand, ChangeBasketQuantity, PlaceBasketOrder } from './commands';

export function addToBasket(command: AddToBasket): BasketEvent[] {
  const { venueId, productId, supplierId, quantity, supplier } = command;
  // Spec 03 §6: a supplier an admin hid, or whose catalogue is closed to the venue, takes no orders from it.
  if (!supplier.takesOrdersFromVenue) {
    throw domainErrorOf(orderingErrors.supplierUnavailable, orderingMessages.supplierUnavailable(supplier.title));
  }
  return [{ type: 'BasketLineAdded', data: { venueId, productId, supplierId, quantity } }];
}

export function changeBasketQuantity(command: ChangeBasketQuantity, state: BasketState): BasketEvent[] {
  const { venueId, productId, quantity } = command;
  const line = state.lines.find((candidate) => candidate.productId === productId);
  if (!line) throw domainErrorOf(orderingErrors.notInBasket);
  if (quantity === 0) return [{ type: 'BasketLineRemoved', data: { venueId, productId } }];
  if (quantity === line.quantity) return [];
  return [{ type: 'BasketLineQuantityChanged', data: { venueId, productId, quantity } }];
}

function supplierOrders(command: PlaceBasketOrder, state: BasketState): SupplierOrder[] {
  const supplierIds = [...new Set(state.lines.map((line) => line.supplierId))];
  return supplierIds.map((supplierId) => {
    const terms = command.suppliers[supplierId];
    const orderId = command.orderIds[supplierId];
    if (!terms || !orderId) throw domainErrorOf(orderingErrors.supplierUnavailable);
    const lines = state.lines
      .filter((line) => line.supplierId === supplierId)
      .map((line) => {
        const product = command.products[line.productId];
        if (!product) {
          throw domainErrorOf(orderingErrors.productUnavailable);
        }
        return orderLineOf(line.productId, product, line.quantity);
      });
    return {
      orderId,
      supplierId,
      supplierTitle: terms.title,
      requiredDeliveryDay: command.requiredDeliveryDay,
      lines,
      ...(terms.deliveryFee ? { deliveryFee: terms.deliveryFee } : {}),
    };
  });
}

export function placeBasketOrder(command: PlaceBasketOrder, state: BasketState): BasketEvent[] {
  if (state.lines.length === 0) {
    throw domainErrorOf(orderingErrors.basketEmpty);
  }
  const { poNumber, poNumberAllowance } = command;
  if (poNumber && poNumberAllowance.remaining !== null && poNumberAllowance.remaining <= 0) {
    if (!poNumberAllowance.usedThisMonth.includes(poNumber)) {
      throw domainErrorOf(orderingErrors.poNumberPlanLimit);
    }
  }
  const orders = supplierOrders(command, state);
  const delivering = orders.map((order) => ({
    supplierId: order.supplierId,
    supplierTitle: order.supplierTitle,
    deliveryDays: command.suppliers[order.supplierId]?.deliveryDays ?? [],
    orderCutOffTime: command.suppliers[order.supplierId]?.orderCutOffTime ?? '',
  }));
  const check = checkDeliveryDate(
    command.requiredDeliveryDay,
    command.today,
    delivering,
    formatLondonDateTime(command.orderedAt, 'time'),
  );
  if (check.kind === 'past') {
    throw domainErrorOf(orderingErrors.deliveryDateInPast);
  }
  if (check.kind === 'invalid') {
    throw domainErrorOf(orderingErrors.invalidDeliveryDay);
  }
  if (check.kind === 'cutOffPassed') {
    throw domainErrorOf(orderingErrors.orderCutOffPassed);
  }
  const below = orders.some((order) =>
    isBelowMinimum(linesTotal(order.lines), command.suppliers[order.supplierId]?.minOrderValue ?? 0),
  );
  if (below) {
    throw domainErrorOf(orderingErrors.notMinimumOrderPrice);
  }
  const rescheduled = new Map(
    check.kind === 'partial'
      ? check.suppliersNotDelivering.map((supplier) => [supplier.supplierId, supplier.nextDeliveryDay])
      : [],
  );
  return [
    {
      type: 'BasketOrderPlaced',
      data: {
        venueId: command.venueId,
        orderedAt: command.orderedAt,
        orderedDate: command.today,
        requestedDeliveryDay: command.requiredDeliveryDay,
        poNumber: command.poNumber,
        notes: command.notes,
        placedVia: command.placedVia,
        placedBy: command.placedBy,
        orders: orders.map((order) => ({
          ...order,
          requiredDeliveryDay: rescheduled.get(order.supplierId) ?? order.requiredDeliveryDay,
        })),
      },
    },
  ];
}

export function decideBasket(command: BasketCommand, state: BasketState): BasketEvent[] {
  switch (command.type) {
    case 'AddToBasket':
      return addToBasket(command);
    case 'ChangeBasketQuantity':
      return changeBasketQuantity(command, state);
    case 'PlaceBasketOrder':
      return placeBasketOrder(command, state);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const basketDecider: Decider<BasketState, BasketCommand, BasketEvent> = {
  initialState: initialBasketState,
  evolve: evolveBasket,
  decide: decideBasket,
};
