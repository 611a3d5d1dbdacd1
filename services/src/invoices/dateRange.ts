import { addBusinessDays, type BusinessDate, invoiceMessages } from '@oms/contracts';
import { DomainError } from '../platform/commands/domainError';

/** Spec 01 §9: the statement filter, like the orders one, starts on the last 31 days. */
const DEFAULT_WINDOW_DAYS = 31;
/** A year at most per request: wider ranges are refused rather than answered slowly. */
const MAX_WINDOW_DAYS = 366;

export function statementRange(
  query: { start?: BusinessDate | undefined; end?: BusinessDate | undefined },
  today: BusinessDate,
): { start: BusinessDate; end: BusinessDate } {
  const end = query.end ?? today;
  const start = query.start ?? addBusinessDays(end, -(DEFAULT_WINDOW_DAYS - 1));
  assertRange(start, end);
  return { start, end };
}

export function assertRange(start: BusinessDate, end: BusinessDate): void {
  if (start > end) {
    throw new DomainError('INVALID_DATE_RANGE', invoiceMessages.invalidRange, {
      status: 400,
      fields: { end: invoiceMessages.invalidRange },
    });
  }
  if (start < addBusinessDays(end, -MAX_WINDOW_DAYS)) {
    throw new DomainError(
      'TOO_MUCH_DATA',
      "Looks like your search is a bit too broad for us to fetch right now. Try narrowing your filters and/or date and give it another go, we'll be ready!",
      { status: 422, title: 'Too Much Data to Handle!' },
    );
  }
}
