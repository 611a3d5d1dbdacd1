import { defineErrors } from '../platform/errors';

export const receiptingErrors = defineErrors({
  rangeReversed: { code: 'RANGE_REVERSED', status: 400, message: 'The start date must be before the end date' },
  purchaseOrderNotFound: {
    code: 'PURCHASE_ORDER_NOT_FOUND',
    status: 404,
    message: 'This purchase order could not be found',
  },
  commentsRequired: {
    code: 'COMMENTS_REQUIRED',
    status: 400,
    field: 'notes',
    message: 'Please add comments to the text box.',
  },
  quantityAboveOrdered: {
    code: 'RECEIPTED_QUANTITY_ABOVE_ORDERED',
    status: 400,
    field: 'quantity',
    message: 'The quantity can be at most the quantity ordered',
  },
  weightRequired: {
    code: 'WEIGHT_REQUIRED',
    status: 400,
    field: 'weight',
    message: 'Enter the weight in Kg of a weighted item',
  },
  lineNotOnOrder: { code: 'LINE_NOT_ON_ORDER', status: 400, message: 'This product is not on the purchase order' },
  nothingToSend: {
    code: 'NOTHING_TO_SEND',
    status: 409,
    message: 'Report an error on a line before sending changes to the supplier',
  },
  changesPending: {
    code: 'CHANGES_PENDING',
    status: 409,
    message: 'Some changes need the supplier’s approval: use Save & Send',
  },
  waitingOnSupplier: {
    code: 'WAITING_ON_SUPPLIER',
    status: 409,
    message: 'Waiting on Supplier Approval',
  },
  alreadyReceipted: { code: 'ALREADY_RECEIPTED', status: 409, message: 'This purchase order is already receipted' },
  productAlreadyOnOrder: {
    code: 'PRODUCT_ALREADY_ON_ORDER',
    status: 409,
    message: 'This product is already on the order: report the quantity on its line instead',
  },
  productNotFromSupplier: {
    code: 'PRODUCT_NOT_FROM_SUPPLIER',
    status: 400,
    message: 'This product is not in the supplier’s price file',
  },
  onlyManualOrders: {
    code: 'ONLY_MANUAL_ORDERS',
    status: 409,
    message: 'Only orders placed manually on the dashboard can be deleted',
  },
  linkInvalid: {
    code: 'CHANGE_REQUEST_LINK_INVALID',
    status: 403,
    message: 'This link is not valid. Please use the link in the order change e-mail.',
  },
  linkExpired: {
    code: 'CHANGE_REQUEST_LINK_EXPIRED',
    status: 410,
    message: 'This link has expired. Ask the venue to send the changes again.',
  },
  noChangeRequest: {
    code: 'NO_CHANGE_REQUEST',
    status: 404,
    message: 'There is no order change request for this order',
  },
  everyLineDecided: {
    code: 'EVERY_LINE_DECIDED',
    status: 400,
    message: 'You need to accept or reject every product',
  },
  alreadyDecided: { code: 'CHANGES_ALREADY_DECIDED', status: 409, message: 'Order completed' },
  creditNoteNotFound: { code: 'CREDIT_NOTE_NOT_FOUND', status: 404, message: 'This credit note could not be found' },
  searchTermRequired: { code: 'SEARCH_TERM_REQUIRED', status: 400, message: 'Please enter a search term.' },
});
