import { format, isValid, parse } from 'date-fns';
import { z } from 'zod';
import { addBusinessDays, type BusinessDate, businessDateSchema } from '../platform/dates';

/** Spec 01 §9: the filter panel starts on the last 31 days, today included. */
export const DEFAULT_FILTER_RANGE_DAYS = 31;

export const orderFilterMessages = {
  startAfterEnd: 'The start date cannot be after the end date',
  startInFuture: 'The start date cannot be in the future',
  endBeforeStart: 'The end date cannot be before the start date',
  endInFuture: 'The end date cannot be in the future',
  tooMuchData: {
    title: 'Too Much Data to Handle!',
    message:
      "Looks like your search is a bit too broad for us to fetch right now. Try narrowing your filters and/or date and give it another go, we'll be ready!",
  },
} as const;

/** Ranges wider than a year are refused with 'Too Much Data to Handle!' rather than answered slowly. */
export const MAX_FILTER_RANGE_DAYS = 366;

/** A list in a query string is the same key repeated (a product type may hold a comma); empty items are dropped. */
const listParamSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => {
    const items = value === undefined ? [] : Array.isArray(value) ? value : [value];
    return [...new Set(items.map((item) => item.trim()).filter((item) => item.length > 0))];
  });

/**
 * Spec 01 §3 Filters {startDate, endDate, types, locations, suppliers}, as the URL and the API carry them:
 * ?start=YYYY-MM-DD&end=YYYY-MM-DD&types=Dairy&types=Meat&suppliers=s1&locations=v1. Missing dates mean the default range.
 */
export const orderFiltersQuerySchema = z.object({
  start: businessDateSchema.optional(),
  end: businessDateSchema.optional(),
  types: listParamSchema,
  locations: listParamSchema,
  suppliers: listParamSchema,
});
export type OrderFiltersQuery = z.input<typeof orderFiltersQuerySchema>;

export interface OrderFilters {
  start: BusinessDate;
  end: BusinessDate;
  types: string[];
  locations: string[];
  suppliers: string[];
}

export function defaultFilterRange(today: BusinessDate): { start: BusinessDate; end: BusinessDate } {
  return { start: addBusinessDays(today, -(DEFAULT_FILTER_RANGE_DAYS - 1)), end: today };
}

/** Fills the default range where a date is missing: the end defaults to today, the start to 31 days before the end. */
export function resolveOrderFilters(
  query: z.output<typeof orderFiltersQuerySchema>,
  today: BusinessDate,
): OrderFilters {
  const end = query.end ?? (query.start && query.start > today ? query.start : today);
  const start = query.start ?? defaultFilterRange(end).start;
  return { start, end, types: query.types, locations: query.locations, suppliers: query.suppliers };
}

/** Spec 01 §5: a start date may not be after the end date nor in the future. */
export function startDateProblem(start: BusinessDate, end: BusinessDate, today: BusinessDate): string | null {
  if (start > today) return orderFilterMessages.startInFuture;
  if (start > end) return orderFilterMessages.startAfterEnd;
  return null;
}

/** Spec 01 §5: an end date may not be before the start date nor in the future. */
export function endDateProblem(start: BusinessDate, end: BusinessDate, today: BusinessDate): string | null {
  if (end > today) return orderFilterMessages.endInFuture;
  if (end < start) return orderFilterMessages.endBeforeStart;
  return null;
}

export function filterDateProblems(
  filters: { start: BusinessDate; end: BusinessDate },
  today: BusinessDate,
): { start?: string; end?: string } {
  const start = startDateProblem(filters.start, filters.end, today);
  const end = endDateProblem(filters.start, filters.end, today);
  return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
}

/** The latest day a start date may take, and the earliest and latest an end date may take. */
export function filterDateBounds(filters: { start: BusinessDate; end: BusinessDate }, today: BusinessDate) {
  return {
    start: { max: filters.end < today ? filters.end : today },
    end: { min: filters.start, max: today },
  };
}

/** Reads a DD/MM/YYYY date typed into the panel; null when it is not a calendar date. */
export function parseOrderDate(text: string): BusinessDate | null {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text.trim())) return null;
  const parsed = parse(text.trim(), 'dd/MM/yyyy', new Date(2000, 0, 1));
  return isValid(parsed) ? format(parsed, 'yyyy-MM-dd') : null;
}

/** What the panel offers to choose from: the product types and suppliers in the venue's orders, or the venues. */
export const orderFilterOptionsSchema = z.object({
  types: z.array(z.string()),
  suppliers: z.array(z.object({ supplierId: z.string(), supplierTitle: z.string() })),
  locations: z.array(z.object({ venueId: z.string(), title: z.string() })),
});
export type OrderFilterOptions = z.infer<typeof orderFilterOptionsSchema>;

/** The search string the panel writes: only what differs from an empty filter, dates always. */
export function orderFiltersSearch(filters: OrderFilters): string {
  const search = new URLSearchParams({ start: filters.start, end: filters.end });
  for (const type of filters.types) search.append('types', type);
  for (const location of filters.locations) search.append('locations', location);
  for (const supplier of filters.suppliers) search.append('suppliers', supplier);
  return search.toString();
}
