import {
  cancelDowngradeSignalName,
  type DataplusSendWorkflowInput,
  type DowngradeWorkflowInput,
  dataplusSendWorkflowId,
  dataplusSendWorkflowType,
  downgradeWorkflowId,
  downgradeWorkflowType,
  type OrderReminderWorkflowInput,
  orderReminderCron,
  orderReminderScheduleId,
  orderReminderTimeZone,
  orderReminderWorkflowType,
  type SpecialPurchaseWorkflowInput,
  type StatisticsFrequency,
  specialPurchaseDecidedSignalName,
  specialPurchaseTaskQueue,
  specialPurchaseWorkflowId,
  specialPurchaseWorkflowType,
  statisticsCron,
  statisticsTimeZone,
  subscriptionsTaskQueue,
  type VenueStatisticsWorkflowInput,
  venueStatisticsScheduleId,
  venueStatisticsWorkflowType,
  type XeroBillWorkflowInput,
  xeroBillTaskQueue,
  xeroBillWorkflowId,
  xeroBillWorkflowType,
} from '@oms/contracts';
import {
  Client,
  Connection,
  ScheduleAlreadyRunning,
  ScheduleNotFoundError,
  WorkflowExecutionAlreadyStartedError,
  WorkflowIdConflictPolicy,
  WorkflowIdReusePolicy,
  WorkflowNotFoundError,
} from '@temporalio/client';
import { listTemporalWorkflows } from './temporalWorkflowListing';
import type { WorkflowEngine } from './workflowEngine';

export async function connectTemporalWorkflowEngine(options: {
  address: string;
  namespace?: string;
}): Promise<WorkflowEngine & { client: Client }> {
  const connection = await Connection.connect({ address: options.address });
  const client = new Client({ connection, namespace: options.namespace ?? 'default' });

  /** Starts a workflow; one already running under its id (started by another instance, or by a replay) is left to run. */
  async function startOrIgnore(
    workflowType: string,
    workflowId: string,
    taskQueue: string,
    input: unknown,
    workflowIdReusePolicy: WorkflowIdReusePolicy,
  ) {
    try {
      await client.workflow.start(workflowType, {
        workflowId,
        taskQueue,
        args: [input],
        workflowIdReusePolicy,
        workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
      });
    } catch (error) {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
    return { workflowId };
  }

  /** A send (a Xero bill, a dataplus order): asked again after a failure it runs again; a running one is not started twice. */
  const startSend = (workflowType: string, workflowId: string, input: unknown) =>
    startOrIgnore(workflowType, workflowId, xeroBillTaskQueue, input, WorkflowIdReusePolicy.ALLOW_DUPLICATE);

  /**
   * Makes a venue's schedule start `workflowType` with `wanted.input` on its cron, or removes it when nothing is
   * wanted. `settingOf` names an input's setting (a frequency, a time): a schedule already made with the same one
   * is left alone, one with another is made again.
   */
  async function syncSchedule<TInput>(
    scheduleId: string,
    workflowType: string,
    wanted: { input: TInput; cron: string; timezone: string } | null,
    settingOf: (input: TInput) => string | undefined,
  ) {
    const handle = client.schedule.getHandle(scheduleId);
    let current: string | null = null;
    try {
      const description = await handle.describe();
      const args = (description.action as { args?: unknown[] }).args;
      const input = args?.[0] as TInput | undefined;
      // An unreadable description counts as another setting: the schedule is made again.
      current = (input === undefined ? undefined : settingOf(input)) ?? 'unknown';
    } catch (error) {
      if (!(error instanceof ScheduleNotFoundError)) throw error;
    }
    if (current === (wanted ? settingOf(wanted.input) : null)) return;
    if (current !== null) await handle.delete();
    if (!wanted) return;
    try {
      await client.schedule.create({
        scheduleId,
        spec: { cronExpressions: [wanted.cron], timezone: wanted.timezone },
        action: {
          type: 'startWorkflow',
          workflowType,
          workflowId: scheduleId,
          taskQueue: subscriptionsTaskQueue,
          args: [wanted.input],
        },
      });
    } catch (error) {
      // Made meanwhile by another instance reconciling the same venue.
      if (!(error instanceof ScheduleAlreadyRunning)) throw error;
    }
  }

  return {
    client,
    scheduleDowngrade: (input: DowngradeWorkflowInput) =>
      // A venue may downgrade again after an earlier downgrade finished or was cancelled.
      startOrIgnore(
        downgradeWorkflowType,
        downgradeWorkflowId(input.venueId),
        subscriptionsTaskQueue,
        input,
        WorkflowIdReusePolicy.ALLOW_DUPLICATE,
      ),
    async cancelDowngrade(venueId) {
      try {
        await client.workflow.getHandle(downgradeWorkflowId(venueId)).signal(cancelDowngradeSignalName);
      } catch (error) {
        if (!(error instanceof WorkflowNotFoundError)) throw error;
      }
    },
    startSpecialPurchaseApproval: (input: SpecialPurchaseWorkflowInput) =>
      // One approval per request, ever: a finished one is not started again by a replay.
      startOrIgnore(
        specialPurchaseWorkflowType,
        specialPurchaseWorkflowId(input.requestId),
        specialPurchaseTaskQueue,
        input,
        WorkflowIdReusePolicy.REJECT_DUPLICATE,
      ),
    async endSpecialPurchaseApproval(requestId) {
      try {
        await client.workflow.getHandle(specialPurchaseWorkflowId(requestId)).signal(specialPurchaseDecidedSignalName);
      } catch (error) {
        if (!(error instanceof WorkflowNotFoundError)) throw error;
      }
    },
    startXeroBill: (input: XeroBillWorkflowInput) =>
      startSend(xeroBillWorkflowType, xeroBillWorkflowId(input.venueId, input.poNumber), input),
    startDataplusSend: (input: DataplusSendWorkflowInput) =>
      startSend(dataplusSendWorkflowType, dataplusSendWorkflowId(input.venueId, input.poNumber), input),
    listWorkflows: (limit: number) => listTemporalWorkflows(client, limit),
    syncVenueStatisticsSchedule: (venueId: string, frequency: StatisticsFrequency | 'off') =>
      syncSchedule<VenueStatisticsWorkflowInput>(
        venueStatisticsScheduleId(venueId),
        venueStatisticsWorkflowType,
        frequency === 'off'
          ? null
          : { input: { venueId, frequency }, cron: statisticsCron[frequency], timezone: statisticsTimeZone },
        (input) => input.frequency,
      ),
    syncOrderReminderSchedule: (venueId: string, time: string | null) =>
      syncSchedule<OrderReminderWorkflowInput>(
        orderReminderScheduleId(venueId),
        orderReminderWorkflowType,
        time === null
          ? null
          : { input: { venueId, time }, cron: orderReminderCron(time), timezone: orderReminderTimeZone },
        (input) => input.time,
      ),
    async close() {
      await connection.close();
    },
  };
}
