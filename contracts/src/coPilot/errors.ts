import { defineErrors } from '../platform/errors';

/** Spec 03 §5 "Co-Pilot and order editing" and §8, and the inbox's own refusals. */
export const coPilotErrors = defineErrors({
  notFound: { code: 'AI_ORDER_NOT_FOUND', status: 404, message: 'This order could not be found' },
  alreadyApproved: { code: 'AI_ORDER_APPROVED', status: 409, message: 'Order is already approved' },
  invalidProducts: {
    code: 'INVALID_PRODUCTS',
    status: 400,
    field: 'lines',
    message: 'Invalid Products: Some products are invalid. Please check and try again.',
  },
  venueRequired: { code: 'VENUE_REQUIRED', status: 400, field: 'venueId', message: 'Please select a venue' },
  unknownVenue: {
    code: 'VENUE_NOT_CUSTOMER',
    status: 400,
    field: 'venueId',
    message: 'This venue is not one of your customers',
  },
  deliveryDateRequired: {
    code: 'DELIVERY_DATE_REQUIRED',
    status: 400,
    field: 'deliveryDate',
    message: 'Please choose a delivery date',
  },
  noProducts: { code: 'NO_PRODUCTS', status: 400, field: 'lines', message: 'Add at least one product' },
  noCaptureAddress: {
    code: 'NO_CAPTURE_ADDRESS',
    status: 404,
    message: 'This supplier has no AI order capture e-mail',
  },
  notAnEmail: {
    code: 'NOT_AN_EMAIL',
    status: 415,
    message: 'Please drop an .eml file (an e-mail saved as RFC 822)',
  },
  emailTooLarge: { code: 'EMAIL_TOO_LARGE', status: 413, message: 'The e-mail must be smaller than 10MB' },
});
