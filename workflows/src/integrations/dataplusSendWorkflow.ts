import type { DataplusSendResult, DataplusSendWorkflowInput } from '@oms/contracts';
import { proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { DataplusSendActivities } from './dataplusSendActivities';

/** The receiver may be down for a while: back off up to five minutes, for about half an hour. */
const { sendDataplusOrder } = proxyActivities<DataplusSendActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '5 minutes', maximumAttempts: 10 },
});

const { recordDataplusOutcome } = proxyActivities<DataplusSendActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute' },
});

/**
 * Sends one purchase order to dataplus, as the Xero bill's send does: the receiver's call is keyed by
 * the workflow id, the outcome recorded through the send's command keyed by this run.
 */
export async function dataplusSend(input: DataplusSendWorkflowInput): Promise<DataplusSendResult['outcome']> {
  const { workflowId, runId } = workflowInfo();
  let result: DataplusSendResult;
  try {
    result = await sendDataplusOrder({ ...input, idempotencyKey: workflowId });
  } catch {
    // Retries spent: the command records the spec's "Please, try again!" for an empty message.
    result = { outcome: 'rejected', message: '' };
  }
  await recordDataplusOutcome({ ...input, result, idempotencyKey: `${workflowId}:${runId}` });
  return result.outcome;
}
