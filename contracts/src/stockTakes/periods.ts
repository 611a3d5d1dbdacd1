import type { BusinessDate } from '../platform/dates';

export interface StockTakePeriod {
  stockTakeId: string;
  fromPeriod: BusinessDate;
  toPeriod: BusinessDate;
}

export type PeriodCheck = 'ok' | 'reversed' | 'inFuture' | 'overlaps';

export const overlaps = (a: Omit<StockTakePeriod, 'stockTakeId'>, b: Omit<StockTakePeriod, 'stockTakeId'>) =>
  a.fromPeriod <= b.toPeriod && b.fromPeriod <= a.toPeriod;

/**
 * Spec 02 §2.9: a period may not reach into the future nor overlap another stock take of the
 * venue; the picker disables such days and the server refuses them.
 */
export function checkStockTakePeriod(
  period: Omit<StockTakePeriod, 'stockTakeId'>,
  today: BusinessDate,
  existing: readonly StockTakePeriod[],
): PeriodCheck {
  if (period.toPeriod < period.fromPeriod) return 'reversed';
  if (period.toPeriod > today) return 'inFuture';
  if (existing.some((other) => overlaps(period, other))) return 'overlaps';
  return 'ok';
}

/** Whether the picker offers a day: not in the future and inside no existing stock take. */
export const isDayTaken = (day: BusinessDate, today: BusinessDate, existing: readonly StockTakePeriod[]) =>
  day > today || existing.some((other) => other.fromPeriod <= day && day <= other.toPeriod);
