import {
  addBusinessDays,
  type BusinessDate,
  MAX_FILTER_RANGE_DAYS,
  orderFilterMessages,
  orderingErrors,
} from '@oms/contracts';
import { domainErrorOf } from '../platform/commands/domainError';

/** An invoice's own dates, in the filter panel's words: past or future days alike (the day's orders decide). */
export function assertInvoiceRange(start: BusinessDate, end: BusinessDate): void {
  if (start > end) {
    throw domainErrorOf(orderingErrors.invalidDateRange, { fields: { end: orderFilterMessages.endBeforeStart } });
  }
  if (start < addBusinessDays(end, -MAX_FILTER_RANGE_DAYS)) {
    throw domainErrorOf(orderingErrors.tooMuchData);
  }
}
