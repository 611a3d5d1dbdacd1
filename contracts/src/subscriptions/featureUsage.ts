import { z } from 'zod';
import { countedFeatureSchema } from './planLimits';

/** One use of a counted feature that is not an event of its own context (Goods receipting: a PO receipted). */
export const featureUsedSchema = z.object({
  venueId: z.string(),
  feature: countedFeatureSchema,
  /** YYYY-MM in Europe/London. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** What was used (Goods_Receipting: the PO, `supplierId/poNumber`): a subject counts once a month. */
  subject: z.string().optional(),
});
export type FeatureUsed = z.infer<typeof featureUsedSchema>;

export const featureUsageEventSchemas = {
  FeatureUsed: { schemaVersion: 1, schema: featureUsedSchema },
} as const;

export type FeatureUsageEvent = { type: 'FeatureUsed'; data: FeatureUsed };

export const featureUsageStreamId = (venueId: string) => `featureUsage-${venueId}`;
