import { Context } from '@temporalio/activity';

/** What the reminder activity needs from the write side, handed in by whoever runs the worker. */
export interface SpecialPurchaseActivityDependencies {
  /** Records the reminder and queues its e-mail, unless the manager answered meanwhile; repeatable. */
  remindManager(command: { requestId: string; reminder: 'first' | 'last'; idempotencyKey: string }): Promise<void>;
}

export function createSpecialPurchaseActivities(dependencies: SpecialPurchaseActivityDependencies) {
  return {
    async remindManager(input: { requestId: string; reminder: 'first' | 'last' }): Promise<void> {
      const { workflowExecution, activityId } = Context.current().info;
      const run = workflowExecution ? `${workflowExecution.workflowId}-${workflowExecution.runId}` : activityId;
      await dependencies.remindManager({ ...input, idempotencyKey: `reminder-${input.reminder}-${run}` });
    },
  };
}

export type SpecialPurchaseActivities = ReturnType<typeof createSpecialPurchaseActivities>;
