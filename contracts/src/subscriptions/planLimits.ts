import { z } from 'zod';
import { type Plan, planNames, planSchema, plans } from './events';

/**
 * Counted features: each plan allows so many uses per calendar month (Europe/London), null meaning
 * unlimited. Spec 01 §5 fixes PO_Numbers on Free at 0; the other figures follow spec 02 §9's plan
 * list (Free: 5 invoices, 2 recipes, 1 PO receipted; Starter 25 / 5 / 5; Growth 75 / 50 / 20; Pro
 * unlimited). Starter and Growth PO numbers follow their "POs/month" figures.
 */
export const countedFeatures = ['PO_Numbers', 'Goods_Receipting', 'Upload_Invoices_Dashboard', 'Menu_Builder'] as const;
export const countedFeatureSchema = z.enum(countedFeatures);
export type CountedFeature = z.infer<typeof countedFeatureSchema>;

export const monthlyFeatureLimits: Record<CountedFeature, Record<Plan, number | null>> = {
  PO_Numbers: { free: 0, starter: 5, growth: 20, pro: null },
  Goods_Receipting: { free: 1, starter: 5, growth: 20, pro: null },
  Upload_Invoices_Dashboard: { free: 5, starter: 25, growth: 75, pro: null },
  Menu_Builder: { free: 2, starter: 5, growth: 50, pro: null },
};

/** Features a plan either has or lacks: the lowest plan that has each (spec 02 §6 plan gating). */
export const gatedFeatures = ['Stock_Takes', 'Special_Purchases', 'Xero', 'Gross_Profit_Entries'] as const;
export const gatedFeatureSchema = z.enum(gatedFeatures);
export type GatedFeature = z.infer<typeof gatedFeatureSchema>;

export const lowestPlanWith: Record<GatedFeature, Plan> = {
  Stock_Takes: 'pro',
  Special_Purchases: 'pro',
  Xero: 'growth',
  Gross_Profit_Entries: 'starter',
};

export function planHasFeature(plan: Plan, feature: GatedFeature): boolean {
  return plans.indexOf(plan) >= plans.indexOf(lowestPlanWith[feature]);
}

/** Spec 01 §8 / spec 02 §2.14: the Plan Limit modal's two messages. */
export const planLimitMessages = {
  title: 'Plan Limit',
  limitReached: 'You have reached the limit of your current plan for this month.',
  featureOf: (plan: Plan) => `This is a ${planNames[plan]} feature.`,
  upgrade: 'Upgrade Plan',
} as const;

export const subscriptionsPath = (venueId: string) => `/v/${encodeURIComponent(venueId)}/subscriptions`;
export const checkoutPath = (venueId: string) => `${subscriptionsPath(venueId)}/checkout`;

/** Where Upgrade Plan goes (spec 01 §2). */
export const upgradePlanPath = (venueId: string) => `/v/${encodeURIComponent(venueId)}/subscriptions/oms-plans`;

export const featureUsageSchema = z.object({
  feature: countedFeatureSchema,
  /** Uses allowed this month; null is unlimited. */
  limit: z.number().int().nonnegative().nullable(),
  used: z.number().int().nonnegative(),
  /** Uses left this month; null is unlimited. */
  remaining: z.number().int().nonnegative().nullable(),
});
export type FeatureUsage = z.infer<typeof featureUsageSchema>;

export const planUsageSchema = z.object({
  venueId: z.string(),
  plan: planSchema,
  planName: z.string(),
  /** YYYY-MM in Europe/London. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  features: z.array(featureUsageSchema),
  /** Gated features this plan includes. */
  includedFeatures: z.array(gatedFeatureSchema),
});
export type PlanUsage = z.infer<typeof planUsageSchema>;

export function featureUsage(plan: Plan, feature: CountedFeature, used: number): FeatureUsage {
  const limit = monthlyFeatureLimits[feature][plan];
  return { feature, limit, used, remaining: limit === null ? null : Math.max(0, limit - used) };
}

export function planUsageOf(
  venueId: string,
  plan: Plan,
  month: string,
  usedByFeature: Partial<Record<CountedFeature, number>>,
): PlanUsage {
  return {
    venueId,
    plan,
    planName: planNames[plan],
    month,
    features: countedFeatures.map((feature) => featureUsage(plan, feature, usedByFeature[feature] ?? 0)),
    includedFeatures: gatedFeatures.filter((feature) => planHasFeature(plan, feature)),
  };
}

export const usageOf = (usage: PlanUsage, feature: CountedFeature): FeatureUsage =>
  usage.features.find((entry) => entry.feature === feature) ?? featureUsage(usage.plan, feature, 0);

/** True when one more use is refused this month. */
export const isLimitReached = (usage: FeatureUsage): boolean => usage.remaining !== null && usage.remaining <= 0;

/** The business month (YYYY-MM) of a business date. */
export const businessMonthOf = (date: string): string => date.slice(0, 7);
