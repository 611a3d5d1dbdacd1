import { z } from 'zod';
import { planSchema } from './events';

export const venueSubscriptionSchema = z.object({
  venueId: z.string(),
  subscriptionId: z.string(),
  plan: planSchema,
  planName: z.string(),
  amountPence: z.number().int(),
  interval: z.literal('month'),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  collectionMethod: z.literal('charge_automatically'),
  status: z.literal('active'),
  activatedByAdmin: z.boolean(),
  pendingDowngrade: z.object({ toPlan: planSchema, effectiveAt: z.string() }).nullable(),
});
export type VenueSubscription = z.infer<typeof venueSubscriptionSchema>;

/** The subscription as the API shows it: a pending downgrade names the workflow that will apply it. */
export const venueSubscriptionViewSchema = venueSubscriptionSchema.extend({
  pendingDowngrade: z.object({ toPlan: planSchema, effectiveAt: z.string(), workflowId: z.string() }).nullable(),
});
export type VenueSubscriptionView = z.infer<typeof venueSubscriptionViewSchema>;

export const activatePlanBodySchema = z.object({ plan: planSchema });

export const downgradeScheduledResponseSchema = z.object({
  message: z.string(),
  effectiveAt: z.string(),
  workflowId: z.string(),
});

export const downgradeCancelledResponseSchema = z.object({ message: z.string() });
