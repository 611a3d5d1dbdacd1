import { defineErrors } from '../platform/errors';
import { shoppingListMessages } from './rules';
import { venueProductsCsvMessages } from './venueProductsCsv';

/** Every way a venue's product list refuses a change (spec 01 §5). */
export const shoppingListErrors = defineErrors({
  productNotFound: { code: 'NOT_FOUND', status: 404, message: 'Product was not found' },
  notListed: { code: 'NOT_LISTED', status: 404, message: shoppingListMessages.notListed },
  alreadyListed: { code: 'ALREADY_LISTED', status: 409, message: shoppingListMessages.alreadyListed },
  /** `fields` names the price that broke the rule. */
  invalidSpecialPrice: { code: 'INVALID_SPECIAL_PRICE', status: 400, message: shoppingListMessages.aboveZero },
  titleRequired: { code: 'TITLE_REQUIRED', status: 400, message: shoppingListMessages.titleRequired, field: 'title' },
  invalidMonthlyLimit: {
    code: 'INVALID_MONTHLY_LIMIT',
    status: 400,
    message: shoppingListMessages.wholeLimit,
    field: 'monthlyLimit',
  },
  /** Spec 03 §7: the admin's venue products CSV names no venue. */
  venueRequired: {
    code: 'VENUE_REQUIRED',
    status: 400,
    message: venueProductsCsvMessages.chooseVenue,
    field: 'venueId',
  },
});
