import { z } from 'zod';
import { businessDateSchema, weekdaySchema } from '../platform/dates';

const pence = z.number().int().nonnegative();
/** Amounts the screen sends, in pence; the form converts the typed pounds to a number (spec 02 §5). */
const enteredPence = pence.max(100_000_000);

export const grossProfitRangeQuerySchema = z.object({ from: businessDateSchema, to: businessDateSchema });
export type GrossProfitRangeQuery = z.infer<typeof grossProfitRangeQuerySchema>;

export const recordSalesBodySchema = z.object({ date: businessDateSchema, salesPence: enteredPence });
export type RecordSalesBody = z.infer<typeof recordSalesBodySchema>;

export const recordMiscCostBodySchema = z.object({
  date: businessDateSchema,
  text: z.string().trim().min(1, 'Describe the cost').max(200),
  amountPence: enteredPence.min(1, 'Enter an amount above £0.00'),
});
export type RecordMiscCostBody = z.infer<typeof recordMiscCostBodySchema>;

export const changeMiscCostBodySchema = recordMiscCostBodySchema.omit({ date: true });
export type ChangeMiscCostBody = z.infer<typeof changeMiscCostBodySchema>;

export const miscCostParamsSchema = z.object({ venueId: z.string().min(1), costId: z.string().min(1).max(100) });

export const setForecastBodySchema = z.object({ date: businessDateSchema, forecastPence: enteredPence });
export type SetForecastBody = z.infer<typeof setForecastBodySchema>;

export const salesDateParamsSchema = z.object({ venueId: z.string().min(1), date: businessDateSchema });

export const supplierPurchaseSchema = z.object({
  supplierId: z.string(),
  supplierTitle: z.string(),
  amountPence: pence,
  orders: z.number().int().nonnegative(),
});
export type SupplierPurchase = z.infer<typeof supplierPurchaseSchema>;

export const miscCostSchema = z.object({ costId: z.string(), text: z.string(), amountPence: pence });
export type MiscCost = z.infer<typeof miscCostSchema>;

/** Spec 02 §3 daily row: date, day, sales, misc costs, forecast, purchases (per supplier). */
export const grossProfitDaySchema = z.object({
  date: businessDateSchema,
  day: weekdaySchema,
  salesPence: pence.nullable(),
  forecastPence: pence.nullable(),
  miscCosts: z.array(miscCostSchema),
  miscCostPence: pence,
  purchasesPence: pence,
  purchases: z.array(supplierPurchaseSchema),
  /** The day's own GP %, null without sales. */
  grossProfitPercent: z.number().nullable(),
  /** Sales minus forecast, null unless both are known (the Flash report's Variance). */
  variancePence: z.number().int().nullable(),
});
export type GrossProfitDay = z.infer<typeof grossProfitDaySchema>;

export const grossProfitTotalsSchema = z.object({
  salesPence: pence,
  purchasesPence: pence,
  miscCostPence: pence,
  forecastPence: pence,
  grossProfitPence: z.number().int(),
  /** Over the range, 1 decimal; null when there were no sales. */
  grossProfitPercent: z.number().nullable(),
});
export type GrossProfitTotals = z.infer<typeof grossProfitTotalsSchema>;

export const grossProfitReportSchema = z.object({
  from: businessDateSchema,
  to: businessDateSchema,
  days: z.array(grossProfitDaySchema),
  totals: grossProfitTotalsSchema,
});
export type GrossProfitReport = z.infer<typeof grossProfitReportSchema>;

export const grossProfitCommandResponseSchema = z.object({ message: z.string() });
