import {
  type BasketEvent,
  checkDeliveryDate,
  isBelowMinimum,
  linesTotal,
  orderingMessages,
  planLimitMessages,
  type SupplierOrder,
} from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { DomainError } from '../../platform/commands/domainError';
import { type BasketState, evolveBasket, initialBasketState } from './basket';
import type { AddToBasket, BasketCommand, ChangeBasketQuantity, PlaceBasketOrder } from './commands';

export function addToBasket(command: AddToBasket): BasketEvent[] {
  const { venueId, productId, supplierId, quantity } = command;
  return [{ type: 'BasketLineAdded', data: { venueId, productId, supplierId, quantity } }];
}

export function changeBasketQuantity(command: ChangeBasketQuantity, state: BasketState): BasketEvent[] {
  const { venueId, productId, quantity } = command;
  const line = state.lines.find((candidate) => candidate.productId === productId);
  if (!line) throw new DomainError('NOT_IN_BASKET', 'This product is not in your shopping cart', { status: 404 });
  if (quantity === 0) return [{ type: 'BasketLineRemoved', data: { venueId, productId } }];
  if (quantity === line.quantity) return [];
  return [{ type: 'BasketLineQuantityChanged', data: { venueId, productId, quantity } }];
}

function supplierOrders(command: PlaceBasketOrder, state: BasketState): SupplierOrder[] {
  const supplierIds = [...new Set(state.lines.map((line) => line.supplierId))];
  return supplierIds.map((supplierId) => {
    const terms = command.suppliers[supplierId];
    const orderId = command.orderIds[supplierId];
    if (!terms || !orderId) throw new Error(`No terms or order id for supplier ${supplierId}`);
    const lines = state.lines
      .filter((line) => line.supplierId === supplierId)
      .map((line) => {
        const product = command.products[line.productId];
        if (!product) {
          throw new DomainError('PRODUCT_UNAVAILABLE', 'A product in your shopping cart is no longer available', {
            status: 409,
          });
        }
        const { sku, title, size, UoM, OMSPrice, hasVat } = product;
        return {
          productId: line.productId,
          sku,
          title,
          size,
          UoM,
          quantity: line.quantity,
          unitPrice: OMSPrice,
          hasVat,
        };
      });
    return { orderId, supplierId, supplierTitle: terms.title, requiredDeliveryDay: command.requiredDeliveryDay, lines };
  });
}

export function placeBasketOrder(command: PlaceBasketOrder, state: BasketState): BasketEvent[] {
  if (state.lines.length === 0) {
    throw new DomainError('BASKET_EMPTY', orderingMessages.emptyBasket.title, { status: 409 });
  }
  const { poNumber, poNumberAllowance } = command;
  if (poNumber && poNumberAllowance.remaining !== null && poNumberAllowance.remaining <= 0) {
    if (!poNumberAllowance.usedThisMonth.includes(poNumber)) {
      throw new DomainError('PLAN_LIMIT_REACHED', planLimitMessages.limitReached, {
        status: 403,
        title: planLimitMessages.title,
        fields: { poNumber: planLimitMessages.limitReached },
      });
    }
  }
  const orders = supplierOrders(command, state);
  const delivering = orders.map((order) => ({
    supplierId: order.supplierId,
    supplierTitle: order.supplierTitle,
    deliveryDays: command.suppliers[order.supplierId]?.deliveryDays ?? [],
  }));
  const check = checkDeliveryDate(command.requiredDeliveryDay, command.today, delivering);
  if (check.kind === 'past') {
    const { title, message } = orderingMessages.pastDeliveryDate;
    throw new DomainError('DELIVERY_DATE_IN_PAST', message, { title, fields: { requiredDeliveryDay: message } });
  }
  if (check.kind === 'invalid') {
    const { title, message } = orderingMessages.invalidDeliveryDay;
    throw new DomainError('INVALID_DELIVERY_DAY', message, { title, fields: { requiredDeliveryDay: message } });
  }
  const below = orders.some((order) =>
    isBelowMinimum(linesTotal(order.lines), command.suppliers[order.supplierId]?.minOrderValue ?? 0),
  );
  if (below) {
    const { title, message } = orderingMessages.notMinimumOrderPrice;
    throw new DomainError('NOT_MINIMUM_ORDER_PRICE', message, { title });
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
