import { Context } from '@temporalio/activity';

/** What the activities need from the write side, handed in by whoever runs the worker. */
export interface SubscriptionActivityDependencies {
  /** Runs the ApplyDowngrade command; a repeated idempotency key must append nothing. */
  applyDowngrade(command: { venueId: string; effectiveAt: string; idempotencyKey: string }): Promise<void>;
}

export function createSubscriptionActivities(dependencies: SubscriptionActivityDependencies) {
  return {
    async applyDowngrade(input: { venueId: string; effectiveAt: string }): Promise<void> {
      const { workflowExecution, activityId } = Context.current().info;
      // Activities are retried: the key ties every attempt of this run to one recorded outcome.
      const run = workflowExecution ? `${workflowExecution.workflowId}-${workflowExecution.runId}` : activityId;
      const idempotencyKey = `downgrade-${run}`;
      await dependencies.applyDowngrade({ ...input, idempotencyKey });
    },
  };
}

export type SubscriptionActivities = ReturnType<typeof createSubscriptionActivities>;
