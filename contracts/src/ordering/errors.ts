import { defineErrors } from '../platform/errors';
import { planLimitMessages } from '../subscriptions/planLimits';
import { checklistMessages } from './checklist';
import { checklistAdjustmentMessages } from './checklistAdjustments';
import { manualOrderMessages } from './manualOrder';
import { orderingMessages } from './messages';
import { orderFilterMessages } from './orderFilters';

/** Every way ordering refuses a request: basket, orders, manual orders, checklists and order filters. */
export const orderingErrors = defineErrors({
  productNotFound: { code: 'NOT_FOUND', status: 404, message: 'Product was not found' },
  orderNotFound: { code: 'NOT_FOUND', status: 404, message: 'Order was not found' },
  checklistNotFound: { code: 'NOT_FOUND', status: 404, message: 'Checklist was not found' },
  notInBasket: { code: 'NOT_IN_BASKET', status: 404, message: 'This product is not in your shopping cart' },
  productUnavailable: {
    code: 'PRODUCT_UNAVAILABLE',
    status: 409,
    message: 'A product in your shopping cart is no longer available',
  },
  /** The message names the supplier: `orderingMessages.supplierUnavailable(title)`. */
  supplierUnavailable: {
    code: 'SUPPLIER_UNAVAILABLE',
    status: 409,
    message: 'This supplier is not available to your venue',
  },
  basketEmpty: { code: 'BASKET_EMPTY', status: 409, message: orderingMessages.emptyBasket.title },
  planLimitReached: {
    code: 'PLAN_LIMIT_REACHED',
    status: 403,
    title: planLimitMessages.title,
    message: planLimitMessages.limitReached,
  },
  poNumberPlanLimit: {
    code: 'PLAN_LIMIT_REACHED',
    status: 403,
    title: planLimitMessages.title,
    message: planLimitMessages.limitReached,
    field: 'poNumber',
  },
  deliveryDateInPast: {
    code: 'DELIVERY_DATE_IN_PAST',
    status: 422,
    ...orderingMessages.pastDeliveryDate,
    field: 'requiredDeliveryDay',
  },
  invalidDeliveryDay: {
    code: 'INVALID_DELIVERY_DAY',
    status: 422,
    ...orderingMessages.invalidDeliveryDay,
    field: 'requiredDeliveryDay',
  },
  orderCutOffPassed: {
    code: 'ORDER_CUT_OFF_PASSED',
    status: 422,
    ...orderingMessages.orderCutOffPassed,
    field: 'requiredDeliveryDay',
  },
  notMinimumOrderPrice: { code: 'NOT_MINIMUM_ORDER_PRICE', status: 422, ...orderingMessages.notMinimumOrderPrice },
  manualOrderNotSent: {
    code: 'MANUAL_ORDER_NOT_SENT',
    status: 409,
    message: 'Manual orders are never sent to the supplier',
  },
  supplierHasNoOrderEmail: {
    code: 'NO_ORDER_EMAIL',
    status: 409,
    message: 'This supplier has no order e-mail address',
  },
  orderAlreadyPlaced: { code: 'ORDER_ALREADY_PLACED', status: 409, message: 'This order has already been placed' },
  orderAlreadyApproved: {
    code: 'ORDER_ALREADY_APPROVED',
    status: 409,
    message: 'This order has already been approved',
  },
  orderNotApproved: { code: 'ORDER_NOT_APPROVED', status: 409, message: checklistAdjustmentMessages.notApproved },
  undecidedLines: { code: 'UNDECIDED_LINES', status: 400, message: checklistMessages.everyLineDecided },
  unknownLine: { code: 'UNKNOWN_LINE', status: 400, message: checklistAdjustmentMessages.unknownLine },
  /** The message names the ordered quantity: `quantityAboveOrderedMessage(quantity)`. */
  quantityAboveOrdered: {
    code: 'QUANTITY_ABOVE_ORDERED',
    status: 400,
    message: 'The quantity can be at most the quantity ordered',
  },
  invalidChecklistLink: { code: 'INVALID_CHECKLIST_LINK', status: 403, message: checklistMessages.invalidLink },
  notOnChecklist: { code: 'NOT_ON_CHECKLIST', status: 400, message: 'This order is not on this checklist' },
  checklistNotLocked: { code: 'CHECKLIST_NOT_LOCKED', status: 409, message: checklistAdjustmentMessages.notLocked },
  supplierNotLinked: {
    code: 'SUPPLIER_NOT_LINKED',
    status: 400,
    message: manualOrderMessages.supplierNotLinked,
    field: 'supplierId',
  },
  orderedDateInFuture: {
    code: 'ORDERED_DATE_IN_FUTURE',
    status: 400,
    message: manualOrderMessages.orderedDateInFuture,
    field: 'orderedDate',
  },
  deliveryBeforeOrdered: {
    code: 'DELIVERY_BEFORE_ORDERED',
    status: 400,
    message: manualOrderMessages.deliveryBeforeOrdered,
    field: 'deliveryDate',
  },
  notADeliveryDay: {
    code: 'NOT_A_DELIVERY_DAY',
    status: 400,
    message: manualOrderMessages.notDeliveryDay,
    field: 'deliveryDate',
  },
  noProducts: { code: 'NO_PRODUCTS', status: 400, message: manualOrderMessages.noProducts, field: 'products' },
  quantityBelowOne: {
    code: 'QUANTITY_BELOW_ONE',
    status: 400,
    message: manualOrderMessages.quantityMinimum,
    field: 'products',
  },
  productTwice: { code: 'PRODUCT_TWICE', status: 400, message: manualOrderMessages.productTwice, field: 'products' },
  productNotFromSupplier: {
    code: 'PRODUCT_NOT_FROM_SUPPLIER',
    status: 400,
    message: manualOrderMessages.productNotFromSupplier,
    field: 'products',
  },
  /** The message and fields are the failed date rule's (`filterDateProblems`). */
  invalidDateRange: { code: 'INVALID_DATE_RANGE', status: 400, message: orderFilterMessages.endBeforeStart },
  tooMuchData: { code: 'TOO_MUCH_DATA', status: 422, ...orderFilterMessages.tooMuchData },
});

export const quantityAboveOrderedMessage = (quantity: number) => `The quantity can be at most the ${quantity} ordered`;
