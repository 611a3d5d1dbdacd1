import { type BusinessDate, formatStatementDate } from '@oms/contracts';

/** Spec 01 §9: credit dates read DD MMM YYYY. */
export const creditDate = (date: BusinessDate | null) => (date ? formatStatementDate(date) : '—');

export const creditPeriod = (start: BusinessDate, end: BusinessDate) =>
  `${formatStatementDate(start)} – ${formatStatementDate(end)}`;
