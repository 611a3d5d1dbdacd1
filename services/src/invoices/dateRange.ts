import { addBusinessDays, type BusinessDate, MAX_FILTER_RANGE_DAYS, orderFilterMessages } from '@oms/contracts';
import { DomainError } from '../platform/commands/domainError';

/** An invoice's own dates, in the filter panel's words: past or future days alike (the day's orders decide). */
export function assertInvoiceRange(start: BusinessDate, end: BusinessDate): void {
  if (start > end) {
    throw new DomainError('INVALID_DATE_RANGE', orderFilterMessages.endBeforeStart, {
      status: 400,
      fields: { end: orderFilterMessages.endBeforeStart },
    });
  }
  if (start < addBusinessDays(end, -MAX_FILTER_RANGE_DAYS)) {
    throw new DomainError('TOO_MUCH_DATA', orderFilterMessages.tooMuchData.message, {
      status: 422,
      title: orderFilterMessages.tooMuchData.title,
    });
  }
}
