import { z } from 'zod';
import { businessDateSchema } from '../platform/dates';

export const analyticsMessages = {
  selectDate: 'Select a date first',
  emptySearch: 'Please enter a search term',
  rangeOrder: 'The start date must be on or before the end date',
  futureDate: 'Dates in the future cannot be chosen',
  noAnalytics: 'No analytics for this period',
} as const;

/** Spec 03 §9: last 7 days by default; the trend covers the weeks before the range's end. */
export const ANALYTICS_DEFAULT_DAYS = 7;
export const ANALYTICS_TREND_WEEKS = 12;
/** Beyond the spec: a customer whose last week fell below half its previous four weeks' average is flagged. */
export const ANALYTICS_DROP_RATIO = 0.5;

export const analyticsQuerySchema = z.object({
  fromDate: businessDateSchema,
  toDate: businessDateSchema,
  venueTitle: z.string().max(120).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(250).default(100),
});
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

/** Spec 03 §3 Analytics row, plus the weekly trend and the drop flag. */
export const analyticsRowSchema = z.object({
  venueId: z.string(),
  venueTitle: z.string(),
  logo: z.string().nullable(),
  accountNumber: z.string(),
  totalOrders: z.number().int(),
  /** Pence ex VAT, as ordered. */
  totalRevenue: z.number().int(),
  averageOrderSize: z.number().int(),
  /** ISO instant of the last order in the range; null when none. */
  lastOrderPlaced: z.string().nullable(),
  /** Spec 03 §3: a colour; "green" means the customer ordered in the range. */
  active: z.enum(['green', 'red']),
  /** Spend per week, oldest first, the last week ending on the range's end. */
  weeklySpend: z.array(z.number().int()),
  /** The last week's spend is under half the average of the four weeks before it. */
  hasDropped: z.boolean(),
});
export type AnalyticsRow = z.infer<typeof analyticsRowSchema>;

export const analyticsPageSchema = z.object({
  rows: z.array(analyticsRowSchema),
  totalVenueSuppliersCount: z.number().int(),
  activeCount: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AnalyticsPage = z.infer<typeof analyticsPageSchema>;

/** The download's name tells its period. */
export const analyticsFileName = (fromDate: string, toDate: string) => `analytics_${fromDate}_to_${toDate}.csv`;

export const analyticsCsvHeadings = [
  'Venue name',
  'Account Number',
  'Total Orders',
  'Total Revenue',
  'Average Order Size',
  'Last Order Placed',
  'Active?',
] as const;
