import { formatOrderDate } from '../platform/dates';
import { formatPence } from '../platform/money';

/** The spec's words (01 §2, §5, §8) for the basket and orders, used by the API and the screens. */
export const orderingMessages = {
  invalidDeliveryDay: {
    title: 'Invalid Delivery Day',
    message: 'None of the suppliers deliver on the selected date. Please select another date.',
  },
  partialDelivery: {
    title: 'Partial Delivery Issue',
  },
  /** The spec names no words for an order after the cut-off; these follow 'Invalid Delivery Day'. */
  orderCutOffPassed: {
    title: 'Order cut-off passed',
    message: "The suppliers' order cut-off time for this delivery date has passed. Please select another date.",
  },
  notMinimumOrderPrice: {
    title: 'Not minimum order price',
    message: "One of your orders is below the supplier's minimum amount. This order will remain unsent.",
  },
  pastDeliveryDate: {
    title: 'Invalid Delivery Day',
    message: 'The delivery date cannot be in the past. Please select another date.',
  },
  emptyBasket: {
    title: 'Your shopping cart is empty',
    message: 'Add some products via app',
  },
  minimumSpendingLimitIs: (minOrderValue: number) => `Minimum spending limit is ${formatPence(minOrderValue)}`,
  minimumSpendingLimitReached: 'Minimum spending limit was reached',
  supplierUnavailable: (supplierTitle: string) => `${supplierTitle} is not available to your venue`,
  /** The orders tab for a date range without orders (the spec names no words; these say which range). */
  noOrdersInRange: {
    title: 'No orders in these dates',
    message: (start: string, end: string) =>
      `There are no orders from ${formatOrderDate(start)} to ${formatOrderDate(end)}. Choose other dates in the filters, or place an order from the shopping cart.`,
  },
} as const;

export function partialDeliveryMessage(
  suppliers: readonly { supplierTitle: string; nextDeliveryDay: string; orderCutOffTime?: string }[],
): string {
  const notDelivering = suppliers.filter((supplier) => !supplier.orderCutOffTime);
  const pastCutOff = suppliers.filter((supplier) => supplier.orderCutOffTime);
  const names = notDelivering.map((supplier) => supplier.supplierTitle).join(', ');
  const sentences = [
    ...(notDelivering.length > 0
      ? [`${names} ${notDelivering.length === 1 ? 'does' : 'do'} not deliver on the selected date.`]
      : []),
    ...pastCutOff.map(
      (supplier) => `The order cut-off time of ${supplier.supplierTitle} (${supplier.orderCutOffTime}) has passed.`,
    ),
  ];
  return `${sentences.join(' ')} The next available delivery day will be used.`;
}
