import { type SubscriptionEvent, subscriptionStreamId } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { startWorkflowReactor } from '../platform/engines/workflowReactor';
import { stringFieldOf } from '../platform/eventStore/storedEventOf';
import type { Platform } from '../platform/platform';

interface Logger {
  warn(object: unknown, message?: string): void;
}

// A new plan or a cancellation drops a pending downgrade too, so its workflow must be told.
const reactsTo = new Set<SubscriptionEvent['type']>([
  'SubscriptionDowngradeScheduled',
  'SubscriptionDowngradeCancelled',
  'SubscriptionPlanActivated',
  'SubscriptionCancelled',
]);

/**
 * A downgrade's command never waits on Temporal: it records SubscriptionDowngradeScheduled or
 * Cancelled, and this reactor makes the workflows follow: a venue with a pending downgrade has its
 * workflow started (idempotent by id), any other is told to cancel.
 */
export function startDowngradeWorkflowReactor(platform: Platform, logger?: Logger) {
  const subscriptions = readModels.venueSubscriptions.in(platform.readStore);
  return startWorkflowReactor(
    platform,
    {
      name: 'downgrade',
      reactsTo,
      subjectOf: (event) => {
        const venueId = stringFieldOf(event.data, 'venueId');
        return venueId !== undefined && event.streamId === subscriptionStreamId(venueId) ? venueId : null;
      },
      async reconcile(venueId) {
        const workflows = platform.workflows;
        if (!workflows) return;
        const pending = (await subscriptions.findOne({ _id: venueId }))?.pendingDowngrade;
        if (pending) await workflows.scheduleDowngrade({ venueId, toPlan: 'free', effectiveAt: pending.effectiveAt });
        else await workflows.cancelDowngrade(venueId);
      },
      pendingSubjects: async () =>
        (await subscriptions.find({ pendingDowngrade: { $ne: null } })).map((document) => document.venueId),
    },
    logger,
  );
}
