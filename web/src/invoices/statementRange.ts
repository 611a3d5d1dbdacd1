import { addBusinessDays, type BusinessDate } from '@oms/contracts';
import type { DateRange } from './queries';

/** Spec 01 §9: the filter starts on the last 31 days, today included. */
const DEFAULT_DAYS = 31;

export function defaultStatementRange(today: BusinessDate): DateRange {
  return { start: addBusinessDays(today, -(DEFAULT_DAYS - 1)), end: today };
}
