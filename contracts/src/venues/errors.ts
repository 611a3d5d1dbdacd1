import { defineErrors } from '../platform/errors';
import { customerMessages } from '../supplierPortal/customerMessages';
import { venueAdminMessages } from './adminMessages';
import { venueMessages } from './messages';
import { venueSupplierMessages } from './suppliers';

/** Every way venues and their supplier links refuse a request. */
export const venueErrors = defineErrors({
  venueNotFound: { code: 'NOT_FOUND', status: 404, message: 'Venue was not found' },
  venueSupplierNotFound: { code: 'NOT_FOUND', status: 404, message: 'Venue supplier was not found' },
  supplierNotLinked: { code: 'NOT_FOUND', status: 404, message: venueSupplierMessages.notLinked },
  venueExists: { code: 'VENUE_EXISTS', status: 409, message: 'This venue is already registered' },
  alreadyCustomer: { code: 'ALREADY_CUSTOMER', status: 409, message: customerMessages.alreadyCustomer },
  noStatsEmails: { code: 'NO_STATS_EMAILS', status: 422, message: venueAdminMessages.noStatsEmails },
  pushMessageRequired: {
    code: 'VALIDATION',
    status: 400,
    message: venueAdminMessages.messageRequired,
    field: 'message',
  },
  pushRecipientRequired: {
    code: 'VALIDATION',
    status: 400,
    message: venueAdminMessages.chooseRecipient,
    field: 'venueIds',
  },
  codeTaken: { code: 'VENUE_CODE_TAKEN', status: 409, message: venueMessages.codeTaken, field: 'code' },
});
