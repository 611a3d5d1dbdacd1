import type { OrderReminderWorkflowInput } from '@oms/contracts';
import { proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { OrderReminderActivities } from './orderReminderActivities';

const { sendOrderReminder } = proxyActivities<OrderReminderActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes', maximumAttempts: 10 },
});

/**
 * One scheduled order reminder. The run's start time is the same on every retry, so the reminder
 * recorded for that day is recorded once however often the activity is retried.
 */
export async function venueOrderReminder(input: OrderReminderWorkflowInput): Promise<boolean> {
  const { sent } = await sendOrderReminder({ ...input, scheduledAt: workflowInfo().startTime.toISOString() });
  return sent;
}
