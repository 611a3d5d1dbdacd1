import { type SubscriptionEvent, subscriptionStreamId } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { SwitchableWorkflowEngine } from '../platform/engines/workflowEngine';
import type { Subscription } from '../platform/eventStore/eventStore';
import type { Platform } from '../platform/platform';

interface Logger {
  info(object: unknown, message?: string): void;
  warn(object: unknown, message?: string): void;
}

// A new plan or a cancellation drops a pending downgrade too, so its workflow must be told.
const reactsTo = new Set<SubscriptionEvent['type']>([
  'SubscriptionDowngradeScheduled',
  'SubscriptionDowngradeCancelled',
  'SubscriptionPlanActivated',
  'SubscriptionCancelled',
]);
const RETRY_MS = 5_000;

/**
 * A downgrade's command never waits on Temporal: it records SubscriptionDowngradeScheduled or
 * Cancelled, and this reactor makes the workflows follow. It reconciles a venue with what the
 * read model says now (pending → the workflow runs; none → it is told to cancel), so a replayed
 * or repeated event does no harm, and on every start (or once the engine is ready) it reconciles
 * every pending downgrade: a crash between the event and the workflow start heals itself.
 */
export function startDowngradeWorkflowReactor(platform: Platform, logger?: Logger) {
  const workflows = platform.workflows;
  const subscriptions = readModels.venueSubscriptions.in(platform.readStore);
  let subscription: Subscription | null = null;
  let retry: NodeJS.Timeout | null = null;
  let stopped = false;
  let reconciled = 0;

  async function reconcile(venueId: string): Promise<void> {
    if (!workflows) return;
    const current = await subscriptions.findOne({ _id: venueId });
    const pending = current?.pendingDowngrade;
    if (pending) await workflows.scheduleDowngrade({ venueId, toPlan: 'free', effectiveAt: pending.effectiveAt });
    else await workflows.cancelDowngrade(venueId);
    reconciled += 1;
  }

  async function reconcileAll(): Promise<void> {
    const pending = await subscriptions.find({ pendingDowngrade: { $ne: null } });
    for (const document of pending) await reconcile(document.venueId);
  }

  function scheduleRetry(error: unknown) {
    logger?.warn({ err: error }, 'downgrade workflows could not follow the subscriptions; trying again');
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void follow();
    }, RETRY_MS);
  }

  async function follow(): Promise<void> {
    if (stopped) return;
    await subscription?.stop();
    subscription = null;
    try {
      const head = await platform.eventStore.headPosition();
      await platform.runner.waitFor(head);
      await reconcileAll();
      subscription = platform.eventStore.subscribeToAll({
        after: head,
        onEvent: async (event) => {
          if (!reactsTo.has(event.type as SubscriptionEvent['type'])) return;
          const venueId = (event.data as { venueId: string }).venueId;
          if (event.streamId !== subscriptionStreamId(venueId)) return;
          await platform.runner.waitFor(event.globalPosition);
          await reconcile(venueId).catch(scheduleRetry);
        },
        onError: scheduleRetry,
      });
    } catch (error) {
      scheduleRetry(error);
    }
  }

  if (workflows instanceof SwitchableWorkflowEngine) {
    workflows.onReady(() => void follow());
  } else if (workflows && !workflows.unavailableReason) {
    void follow();
  }

  return {
    /** How many venues it has brought in line so far (for specs and the health of the demo). */
    get reconciled() {
      return reconciled;
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await subscription?.stop();
    },
  };
}
