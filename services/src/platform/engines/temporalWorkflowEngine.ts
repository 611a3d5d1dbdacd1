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

  /** A send (a Xero bill, a dataplus order): asked again after a failure it runs again; a running one is not started twice. */
  async function startSend(workflowType: string, workflowId: string, input: unknown) {
    try {
      await client.workflow.start(workflowType, {
        workflowId,
        taskQueue: xeroBillTaskQueue,
        args: [input],
        workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE,
        workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
      });
    } catch (error) {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
    return { workflowId };
  }
  return {
    client,
    async scheduleDowngrade(input: DowngradeWorkflowInput) {
      const workflowId = downgradeWorkflowId(input.venueId);
      try {
        await client.workflow.start(downgradeWorkflowType, {
          workflowId,
          taskQueue: subscriptionsTaskQueue,
          args: [input],
          // A venue may downgrade again after an earlier downgrade finished or was cancelled.
          workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE,
          workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
        });
      } catch (error) {
        if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
      }
      return { workflowId };
    },
    async cancelDowngrade(venueId) {
      try {
        await client.workflow.getHandle(downgradeWorkflowId(venueId)).signal(cancelDowngradeSignalName);
      } catch (error) {
        if (!(error instanceof WorkflowNotFoundError)) throw error;
      }
    },
    async startSpecialPurchaseApproval(input: SpecialPurchaseWorkflowInput) {
      const workflowId = specialPurchaseWorkflowId(input.requestId);
      try {
        await client.workflow.start(specialPurchaseWorkflowType, {
          workflowId,
          taskQueue: specialPurchaseTaskQueue,
          args: [input],
          // One approval per request, ever: a finished one is not started again by a replay.
          workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
          workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
        });
      } catch (error) {
        if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
      }
      return { workflowId };
    },
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
    async syncVenueStatisticsSchedule(venueId: string, frequency: StatisticsFrequency | 'off') {
      const scheduleId = venueStatisticsScheduleId(venueId);
      const handle = client.schedule.getHandle(scheduleId);
      let current: string | null = null;
      try {
        const description = await handle.describe();
        const args = (description.action as { args?: unknown[] }).args;
        // An unreadable description counts as another frequency: the schedule is made again.
        current = (args?.[0] as VenueStatisticsWorkflowInput | undefined)?.frequency ?? 'unknown';
      } catch (error) {
        if (!(error instanceof ScheduleNotFoundError)) throw error;
      }
      if (current === frequency || (current === null && frequency === 'off')) return;
      if (current !== null) await handle.delete();
      if (frequency === 'off') return;
      const input: VenueStatisticsWorkflowInput = { venueId, frequency };
      try {
        await client.schedule.create({
          scheduleId,
          spec: { cronExpressions: [statisticsCron[frequency]], timezone: statisticsTimeZone },
          action: {
            type: 'startWorkflow',
            workflowType: venueStatisticsWorkflowType,
            workflowId: scheduleId,
            taskQueue: subscriptionsTaskQueue,
            args: [input],
          },
        });
      } catch (error) {
        // Made meanwhile by another instance reconciling the same venue.
        if (!(error instanceof ScheduleAlreadyRunning)) throw error;
      }
    },
    async syncOrderReminderSchedule(venueId: string, time: string | null) {
      const scheduleId = orderReminderScheduleId(venueId);
      const handle = client.schedule.getHandle(scheduleId);
      let current: string | null = null;
      try {
        const description = await handle.describe();
        const args = (description.action as { args?: unknown[] }).args;
        // An unreadable description counts as another time: the schedule is made again.
        current = (args?.[0] as OrderReminderWorkflowInput | undefined)?.time ?? 'unknown';
      } catch (error) {
        if (!(error instanceof ScheduleNotFoundError)) throw error;
      }
      if (current === time) return;
      if (current !== null) await handle.delete();
      if (time === null) return;
      const input: OrderReminderWorkflowInput = { venueId, time };
      try {
        await client.schedule.create({
          scheduleId,
          spec: { cronExpressions: [orderReminderCron(time)], timezone: orderReminderTimeZone },
          action: {
            type: 'startWorkflow',
            workflowType: orderReminderWorkflowType,
            workflowId: scheduleId,
            taskQueue: subscriptionsTaskQueue,
            args: [input],
          },
        });
      } catch (error) {
        // Made meanwhile by another instance reconciling the same venue.
        if (!(error instanceof ScheduleAlreadyRunning)) throw error;
      }
    },
    async close() {
      await connection.close();
    },
  };
}
