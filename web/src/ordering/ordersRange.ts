import { addBusinessDays, type BusinessDate } from '@oms/contracts';
import type { OrdersRange } from './queries';

/** Spec 01 §9: the orders filter starts on the last 31 days, today included. */
const defaultRangeDays = 31;

export function defaultOrdersRange(today: BusinessDate): OrdersRange {
  return { start: addBusinessDays(today, -(defaultRangeDays - 1)), end: today, suppliers: [], types: [] };
}
