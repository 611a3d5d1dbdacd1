import type { WorkflowExecutionView, WorkflowListing, WorkflowScheduleView } from '@oms/contracts';
import type { Client, WorkflowExecutionInfo } from '@temporalio/client';

const failedQuery = 'ExecutionStatus="Failed" OR ExecutionStatus="TimedOut" OR ExecutionStatus="Terminated"';

async function firstOf<T>(items: AsyncIterable<T>, limit: number): Promise<T[]> {
  const taken: T[] = [];
  for await (const item of items) {
    taken.push(item);
    if (taken.length >= limit) break;
  }
  return taken;
}

/** Temporal's RUNNING, TIMED_OUT… as an operator reads them: Running, Timed out. */
const statusWords = (name: string) => {
  const words = name.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const executionView = (info: WorkflowExecutionInfo): Omit<WorkflowExecutionView, 'url'> => ({
  workflowId: info.workflowId,
  runId: info.runId,
  type: info.type,
  status: statusWords(info.status.name),
  startedAt: info.startTime?.toISOString() ?? null,
  closedAt: info.closeTime?.toISOString() ?? null,
});

const newestFirst = <T extends { startedAt: string | null }>(items: T[]) =>
  items.sort((left, right) => (right.startedAt ?? '').localeCompare(left.startedAt ?? ''));

/** Temporal's own answer (its visibility store), not the read models: what an operator needs when something is stuck. */
export async function listTemporalWorkflows(client: Client, limit: number): Promise<Omit<WorkflowListing, 'webUiUrl'>> {
  const [running, failed, schedules] = await Promise.all([
    firstOf(client.workflow.list({ query: 'ExecutionStatus="Running"' }), limit),
    firstOf(client.workflow.list({ query: failedQuery }), limit),
    firstOf(client.schedule.list(), limit),
  ]);
  const scheduled = schedules.map(
    (schedule): Omit<WorkflowScheduleView, 'url'> => ({
      scheduleId: schedule.scheduleId,
      workflowType: schedule.action?.type === 'startWorkflow' ? schedule.action.workflowType : '',
      nextRunAt: schedule.info.nextActionTimes[0]?.toISOString() ?? null,
      lastRunAt: schedule.info.recentActions.at(-1)?.takenAt.toISOString() ?? null,
      paused: schedule.state.paused,
    }),
  );
  return {
    running: newestFirst(running.map(executionView)).map((view) => ({ ...view, url: null })),
    failed: newestFirst(failed.map(executionView)).map((view) => ({ ...view, url: null })),
    scheduled: scheduled
      .sort((left, right) => (left.nextRunAt ?? '').localeCompare(right.nextRunAt ?? ''))
      .map((view) => ({ ...view, url: null })),
  };
}
