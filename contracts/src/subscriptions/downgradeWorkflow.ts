/**
 * What the API and the Temporal worker agree on about the downgrade workflow, so that neither
 * package imports the other: its name, task queue, id, input and cancel signal.
 */
export const subscriptionsTaskQueue = 'oms-subscriptions';
export const downgradeWorkflowType = 'subscriptionDowngrade';
export const cancelDowngradeSignalName = 'cancelDowngrade';

/** One downgrade per venue at a time; a deterministic id makes a repeated schedule a no-op. */
export const downgradeWorkflowId = (venueId: string) => `subscription-downgrade-${venueId}`;

export interface DowngradeWorkflowInput {
  venueId: string;
  toPlan: 'free';
  /** ISO instant of the period end. */
  effectiveAt: string;
}

export type DowngradeWorkflowOutcome = 'downgraded' | 'cancelled';

/** Spec 02 §8 "Downgrade success". */
export function downgradeScheduledMessage(effectiveAt: string): string {
  const [year, month, day] = effectiveAt.slice(0, 10).split('-');
  return `Your downgrade to the Free Plan has been scheduled. It will take effect on ${day}-${month}-${year}`;
}
