import {
  businessDateOf,
  businessMonthOf,
  type CountedFeature,
  type FeatureUsageEvent,
  type FeatureUsed,
  featureUsageStreamId,
  isLimitReached,
  type Plan,
  type PlanUsage,
  planUsageOf,
  subscriptionErrors,
  usageOf,
} from '@oms/contracts';
import { planUsageId, readModels } from '@oms/projections';
import type { CommandContext } from '../platform/commands/commandContext';
import type { Decider } from '../platform/commands/decider';
import { domainErrorOf } from '../platform/commands/domainError';
import { type FollowUpCommand, handleCommand } from '../platform/commands/handleCommand';
import type { Platform } from '../platform/platform';

/** A venue without a subscription is on the Free plan. */
export async function currentPlanOf(platform: Platform, venueId: string): Promise<Plan> {
  const subscription = await readModels.venueSubscriptions.in(platform.readStore).findOneReadOnly({ _id: venueId });
  return subscription?.plan ?? 'free';
}

export interface VenuePlanUsage {
  usage: PlanUsage;
  /** Distinct PO numbers this month's orders used. */
  poNumbersThisMonth: string[];
  /** The subjects each counted feature has used this month (Goods_Receipting: `supplierId/poNumber`). */
  subjectsThisMonth: Readonly<Record<string, readonly string[]>>;
}

/** The venue's plan and this month's use of each counted feature, read from the plan usage model. */
export async function planUsageFor(platform: Platform, venueId: string): Promise<VenuePlanUsage> {
  const month = businessMonthOf(businessDateOf(platform.clock()));
  const [plan, document, invoicesUploaded] = await Promise.all([
    currentPlanOf(platform, venueId),
    readModels.planUsage.in(platform.readStore).findOneReadOnly({ _id: planUsageId(venueId, month) }),
    // Deleted invoices still count: deleting one does not give the upload back.
    readModels.uploadedInvoices.in(platform.readStore).countDocuments({ venueId, uploadedMonth: month }),
  ]);
  const poNumbersThisMonth = document?.poNumbers ?? [];
  return {
    usage: planUsageOf(venueId, plan, month, {
      ...document?.featureUses,
      PO_Numbers: poNumbersThisMonth.length,
      Upload_Invoices_Dashboard: invoicesUploaded,
    }),
    // The caller's own: the plan usage document is the read model's, shared with every other reader.
    poNumbersThisMonth: [...poNumbersThisMonth],
    subjectsThisMonth: document?.featureSubjects ?? {},
  };
}

/** For writes elsewhere (manual orders, receipting...) that a plan's monthly limit may refuse. */
export function assertWithinLimit(usage: PlanUsage, feature: CountedFeature): void {
  if (isLimitReached(usageOf(usage, feature))) {
    throw domainErrorOf(subscriptionErrors.planLimitReached);
  }
}

/** A use is always recorded: what a use allows is judged where the feature is offered. */
const featureUsageDecider: Decider<null, FeatureUsed, FeatureUsageEvent> = {
  initialState: () => null,
  evolve: (state) => state,
  decide: (command) => [{ type: 'FeatureUsed', data: command }],
};

const featureUseOf = (platform: Platform, venueId: string, feature: CountedFeature, subject?: string): FeatureUsed => ({
  venueId,
  feature,
  month: businessMonthOf(businessDateOf(platform.clock())),
  ...(subject === undefined ? {} : { subject }),
});

/**
 * One use of a counted feature this month, recorded in the same append as the command that uses it:
 * a retry with that command's Idempotency-Key finds the key on the usage stream too and counts nothing.
 */
export function featureUseFollowUp(
  platform: Platform,
  venueId: string,
  feature: CountedFeature,
  context: CommandContext,
): FollowUpCommand {
  return {
    streamId: featureUsageStreamId(venueId),
    decider: featureUsageDecider,
    command: featureUseOf(platform, venueId, feature),
    context,
  };
}

/** Records one use of a counted feature this month (FeatureUsed on the venue's usage stream). */
export async function recordFeatureUse(
  platform: Platform,
  venueId: string,
  feature: CountedFeature,
  context: CommandContext,
  subject?: string,
): Promise<void> {
  const outcome = await handleCommand(
    platform.eventStore,
    featureUsageStreamId(venueId),
    featureUsageDecider,
    featureUseOf(platform, venueId, feature, subject),
    context,
  );
  await platform.runner.waitForEach([outcome.position]);
}
