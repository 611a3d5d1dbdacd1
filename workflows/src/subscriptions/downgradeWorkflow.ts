import type { DowngradeWorkflowInput, DowngradeWorkflowOutcome } from '@oms/contracts';
import { condition, defineSignal, proxyActivities, setHandler } from '@temporalio/workflow';
import type { SubscriptionActivities } from './subscriptionActivities';

/** Same name as `cancelDowngradeSignalName` in contracts; the workflow bundle imports no runtime code from there. */
export const cancelDowngradeSignal = defineSignal('cancelDowngrade');

const { applyDowngrade } = proxyActivities<SubscriptionActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute' },
});

/**
 * Spec 02 §4 "Subscription downgrade": the venue keeps its plan until the period ends, then moves
 * to Free, unless the downgrade is cancelled before. The outcome is recorded through a command.
 */
export async function subscriptionDowngrade(input: DowngradeWorkflowInput): Promise<DowngradeWorkflowOutcome> {
  let cancelled = false;
  setHandler(cancelDowngradeSignal, () => {
    cancelled = true;
  });
  // Workflow time: replay-safe, and skipped ahead by the test server.
  const untilPeriodEnd = Date.parse(input.effectiveAt) - Date.now();
  if (untilPeriodEnd > 0) await condition(() => cancelled, untilPeriodEnd);
  if (cancelled) return 'cancelled';
  await applyDowngrade({ venueId: input.venueId, effectiveAt: input.effectiveAt });
  return 'downgraded';
}
