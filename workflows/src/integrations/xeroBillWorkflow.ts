import type { XeroBillSendResult, XeroBillWorkflowInput } from '@oms/contracts';
import { proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { XeroBillActivities } from './xeroBillActivities';

/** The accounting service may be down for a while: back off up to five minutes, for about half an hour. */
const { sendXeroBill } = proxyActivities<XeroBillActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '5 minutes', maximumAttempts: 10 },
});

const { recordXeroBillOutcome } = proxyActivities<XeroBillActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute' },
});

/**
 * Sends one purchase order's bill. The accounting call is keyed by the workflow id, so a retry (or
 * a restart mid-call) never makes a second bill; the outcome is recorded through the bill's command,
 * keyed by this run, so a send asked again after a failure records its own outcome.
 */
export async function xeroBillSend(input: XeroBillWorkflowInput): Promise<XeroBillSendResult['outcome']> {
  const { workflowId, runId } = workflowInfo();
  let result: XeroBillSendResult;
  try {
    result = await sendXeroBill({ ...input, idempotencyKey: workflowId });
  } catch {
    // Retries spent: the command records the spec's generic failure words for an empty message.
    result = { outcome: 'rejected', message: '' };
  }
  await recordXeroBillOutcome({ ...input, result, idempotencyKey: `${workflowId}:${runId}` });
  return result.outcome;
}
