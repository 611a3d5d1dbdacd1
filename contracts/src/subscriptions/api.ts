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
  /** Stripe's words: a cancelled subscription leaves the venue on Free. */
  status: z.enum(['active', 'canceled']),
  activatedByAdmin: z.boolean(),
  paymentProvider: z.enum(['sandbox', 'stripe']).nullable(),
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

export const subscriptionCancelledResponseSchema = z.object({
  message: z.string(),
  subscription: venueSubscriptionViewSchema,
});

/** Spec 02 §2.12: shown on a subscription an admin activated. */
export const activatedByAdminLabel = 'Activated by OMS Admin';

export const subscriptionMessages = {
  pageTitle: 'Subscriptions',
  plansTitle: 'OMS plans',
  viewUpgradeOptions: 'View Upgrade Options',
  adminActivate: 'Admin Activate',
  cancelSubscription: 'Cancel Subscription',
  cancelSubscriptionConfirm: 'Are you sure you want to cancel this subscription? The venue moves to the Free Plan now.',
  cancelled: 'The subscription has been cancelled. The venue is on the Free Plan.',
  downgradeToFree: 'Downgrade to Free',
  downgradeCancel: 'Cancel downgrade',
  downgradeCancelled: 'Your downgrade has been cancelled. Your current plan continues.',
  unknownError: 'An Unknown Error Occured',
  currentPlan: 'Current plan',
} as const;
