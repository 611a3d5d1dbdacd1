import { z } from 'zod';
import { businessDateSchema } from '../platform/dates';

const pence = z.number().int().nonnegative();

/** A day's takings (spec 02 §3 "Sales"): one figure per venue and day, a later entry replaces it. */
export const dailySalesRecordedSchema = z.object({
  venueId: z.string(),
  date: businessDateSchema,
  salesPence: pence,
});
export type DailySalesRecorded = z.infer<typeof dailySalesRecordedSchema>;

export const dailySalesDeletedSchema = z.object({ venueId: z.string(), date: businessDateSchema });
export type DailySalesDeleted = z.infer<typeof dailySalesDeletedSchema>;

/** One miscellaneous cost of a day ("purchase {text, amount}" in the spec); a day can have several. */
export const miscCostRecordedSchema = z.object({
  venueId: z.string(),
  date: businessDateSchema,
  costId: z.string(),
  text: z.string(),
  amountPence: pence,
});
export type MiscCostRecorded = z.infer<typeof miscCostRecordedSchema>;

/** A misc cost put right: what it was and its amount; it stays on its day. */
export const miscCostChangedSchema = miscCostRecordedSchema;
export type MiscCostChanged = z.infer<typeof miscCostChangedSchema>;

/** A misc cost entered by mistake, taken off its day. */
export const miscCostDeletedSchema = z.object({ venueId: z.string(), date: businessDateSchema, costId: z.string() });
export type MiscCostDeleted = z.infer<typeof miscCostDeletedSchema>;

/** The sales a venue expects on a day; a later forecast replaces it. */
export const salesForecastSetSchema = z.object({
  venueId: z.string(),
  date: businessDateSchema,
  forecastPence: pence,
});
export type SalesForecastSet = z.infer<typeof salesForecastSetSchema>;

export const grossProfitEventSchemas = {
  DailySalesRecorded: { schemaVersion: 1, schema: dailySalesRecordedSchema },
  DailySalesDeleted: { schemaVersion: 1, schema: dailySalesDeletedSchema },
  MiscCostRecorded: { schemaVersion: 1, schema: miscCostRecordedSchema },
  MiscCostChanged: { schemaVersion: 1, schema: miscCostChangedSchema },
  MiscCostDeleted: { schemaVersion: 1, schema: miscCostDeletedSchema },
  SalesForecastSet: { schemaVersion: 1, schema: salesForecastSetSchema },
} as const;

export type GrossProfitEvent =
  | { type: 'DailySalesRecorded'; data: DailySalesRecorded }
  | { type: 'DailySalesDeleted'; data: DailySalesDeleted }
  | { type: 'MiscCostRecorded'; data: MiscCostRecorded }
  | { type: 'MiscCostChanged'; data: MiscCostChanged }
  | { type: 'MiscCostDeleted'; data: MiscCostDeleted }
  | { type: 'SalesForecastSet'; data: SalesForecastSet };

export const grossProfitEventTypes = Object.keys(grossProfitEventSchemas) as GrossProfitEvent['type'][];

export const grossProfitStreamId = (venueId: string) => `grossProfit-${venueId}`;
