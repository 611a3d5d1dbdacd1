import { z } from 'zod';

/** The plan cards of spec 02 §2.12, with their monthly price in pence (spec 02 §9). */
export const plans = ['free', 'starter', 'growth', 'pro'] as const;
export const planSchema = z.enum(plans);
export type Plan = z.infer<typeof planSchema>;

export const planMonthlyPence: Record<Plan, number> = { free: 0, starter: 2900, growth: 7900, pro: 14_900 };
export const planNames: Record<Plan, string> = { free: 'Free', starter: 'Starter', growth: 'Growth', pro: 'Pro' };

const instant = z.iso.datetime();

export const subscriptionPlanActivatedSchema = z.object({
  venueId: z.string(),
  subscriptionId: z.string(),
  plan: planSchema,
  amountPence: z.number().int().nonnegative(),
  interval: z.literal('month'),
  currentPeriodStart: instant,
  currentPeriodEnd: instant,
  /** "Activated by OMS Admin" on the subscription page. */
  activatedByAdmin: z.boolean(),
  /** Who charges the card; absent for a plan an admin activated, which no provider bills. */
  paymentProvider: z.enum(['sandbox', 'stripe']).optional(),
});
export type SubscriptionPlanActivated = z.infer<typeof subscriptionPlanActivatedSchema>;

export const subscriptionDowngradeScheduledSchema = z.object({
  venueId: z.string(),
  subscriptionId: z.string(),
  fromPlan: planSchema,
  toPlan: planSchema,
  /** The end of the current period: access continues until then. */
  effectiveAt: instant,
});
export type SubscriptionDowngradeScheduled = z.infer<typeof subscriptionDowngradeScheduledSchema>;

export const subscriptionDowngradeCancelledSchema = z.object({
  venueId: z.string(),
  subscriptionId: z.string(),
  toPlan: planSchema,
});
export type SubscriptionDowngradeCancelled = z.infer<typeof subscriptionDowngradeCancelledSchema>;

export const subscriptionDowngradedSchema = z.object({
  venueId: z.string(),
  subscriptionId: z.string(),
  fromPlan: planSchema,
  toPlan: planSchema,
  effectiveAt: instant,
});
export type SubscriptionDowngraded = z.infer<typeof subscriptionDowngradedSchema>;

/** "Cancel Subscription" by an admin: the venue is on Free at once and the provider stops billing. */
export const subscriptionCancelledSchema = z.object({
  venueId: z.string(),
  subscriptionId: z.string(),
  fromPlan: planSchema,
  cancelledAt: instant,
  byAdmin: z.boolean(),
});
export type SubscriptionCancelled = z.infer<typeof subscriptionCancelledSchema>;

export const subscriptionEventSchemas = {
  SubscriptionPlanActivated: { schemaVersion: 1, schema: subscriptionPlanActivatedSchema },
  SubscriptionDowngradeScheduled: { schemaVersion: 1, schema: subscriptionDowngradeScheduledSchema },
  SubscriptionDowngradeCancelled: { schemaVersion: 1, schema: subscriptionDowngradeCancelledSchema },
  SubscriptionDowngraded: { schemaVersion: 1, schema: subscriptionDowngradedSchema },
  SubscriptionCancelled: { schemaVersion: 1, schema: subscriptionCancelledSchema },
} as const;

export type SubscriptionEvent =
  | { type: 'SubscriptionPlanActivated'; data: SubscriptionPlanActivated }
  | { type: 'SubscriptionDowngradeScheduled'; data: SubscriptionDowngradeScheduled }
  | { type: 'SubscriptionDowngradeCancelled'; data: SubscriptionDowngradeCancelled }
  | { type: 'SubscriptionDowngraded'; data: SubscriptionDowngraded }
  | { type: 'SubscriptionCancelled'; data: SubscriptionCancelled };

export const subscriptionStreamId = (venueId: string) => `subscription-${venueId}`;
