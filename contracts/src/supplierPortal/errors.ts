import { defineErrors } from '../platform/errors';
import { analyticsMessages } from './analytics';
import { customerMessages } from './customerMessages';

/** Every way the supplier portal's Customers, Analytics and Feedback refuse a request. */
export const supplierPortalErrors = defineErrors({
  supplierNotFound: { code: 'NOT_FOUND', status: 404, message: 'Supplier was not found' },
  notCustomer: { code: 'NOT_FOUND', status: 404, message: customerMessages.notCustomer },
  unknownPriceFile: {
    code: 'UNKNOWN_PRICE_FILE',
    status: 400,
    message: customerMessages.priceFileUnknown,
    field: 'priceFileSupplierId',
  },
  rangeOrder: { code: 'INVALID_RANGE', status: 400, message: analyticsMessages.rangeOrder },
  futureDate: { code: 'FUTURE_DATE', status: 400, message: analyticsMessages.futureDate },
});
