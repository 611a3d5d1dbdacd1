import { formatOrderDate } from '@oms/contracts';

/** A period as the tables show dates (spec 02 §9: DD/MM/YYYY in filters and lists of orders). */
export const periodText = (period: { fromPeriod: string; toPeriod: string }) =>
  `${formatOrderDate(period.fromPeriod)} – ${formatOrderDate(period.toPeriod)}`;
