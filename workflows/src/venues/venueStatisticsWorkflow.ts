import type { VenueStatisticsWorkflowInput } from '@oms/contracts';
import { proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { VenueStatisticsActivities } from './venueStatisticsActivities';

const { sendVenueStatisticsEmail } = proxyActivities<VenueStatisticsActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes', maximumAttempts: 10 },
});

/**
 * One scheduled statistics e-mail. The schedule gives each run its own workflow id, so the mail keyed
 * by it is queued once however often the activity is retried.
 */
export async function venueStatisticsSend(input: VenueStatisticsWorkflowInput): Promise<number> {
  const { sent } = await sendVenueStatisticsEmail({ ...input, idempotencyKey: workflowInfo().workflowId });
  return sent;
}
