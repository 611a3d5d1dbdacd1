import {
  type CountedFeature,
  type GatedFeature,
  gatedFeatures,
  lowestPlanWith,
  monthlyFeatureLimits,
  type Plan,
  plans,
} from '@oms/contracts';

/** One and many of each counted feature, as a card lists it. */
const countedLabels: Record<CountedFeature, [string, string]> = {
  PO_Numbers: ['PO number', 'PO numbers'],
  Goods_Receipting: ['PO receipted', 'POs receipted'],
  Upload_Invoices_Dashboard: ['invoice upload', 'invoice uploads'],
  Menu_Builder: ['recipe', 'recipes'],
};

const gatedLabels: Record<GatedFeature, string> = {
  Stock_Takes: 'Stock takes',
  Special_Purchases: 'Special purchases',
  Xero: 'Send to Xero',
  Gross_Profit_Entries: 'Gross profit entries',
};

/** What a plan card lists: each monthly limit, then the gated features the plan includes. */
export function planIncludes(plan: Plan): string[] {
  const counted = Object.entries(monthlyFeatureLimits).map(([feature, limits]) => {
    const limit = limits[plan];
    const [one, many] = countedLabels[feature as CountedFeature];
    if (limit === null) return `Unlimited ${many}`;
    if (limit === 0) return `No ${many}`;
    return `${limit} ${limit === 1 ? one : many} a month`;
  });
  const gated = gatedFeatures
    .filter((feature) => plans.indexOf(plan) >= plans.indexOf(lowestPlanWith[feature]))
    .map((feature) => gatedLabels[feature]);
  return [...counted, ...gated];
}
