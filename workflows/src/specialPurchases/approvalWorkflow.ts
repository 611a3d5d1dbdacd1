import type { SpecialPurchaseWorkflowInput } from '@oms/contracts';
import { condition, defineSignal, proxyActivities, setHandler } from '@temporalio/workflow';
import type { SpecialPurchaseActivities } from './specialPurchaseActivities';

/** Same name as `specialPurchaseDecidedSignalName` in contracts; the bundle imports no runtime code from there. */
export const specialPurchaseDecidedSignal = defineSignal('specialPurchaseDecided');

const { remindManager } = proxyActivities<SpecialPurchaseActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute' },
});

/** Hours after the request: a reminder at 24 h, the last one at 72 h (the same figures as contracts). */
const reminders = [
  { reminder: 'first', afterHours: 24 },
  { reminder: 'last', afterHours: 72 },
] as const;

/**
 * A special purchase waiting for its manager: durable timers send the reminders unless the
 * decision arrives first. The decision itself is recorded by the manager's link; this workflow
 * learns of it by signal and ends.
 */
export async function specialPurchaseApproval(input: SpecialPurchaseWorkflowInput): Promise<'decided' | 'reminded'> {
  let decided = false;
  setHandler(specialPurchaseDecidedSignal, () => {
    decided = true;
  });
  const requestedAt = Date.parse(input.requestedAt);
  for (const { reminder, afterHours } of reminders) {
    // Workflow time: replay-safe, and skipped ahead by the test server.
    const wait = requestedAt + afterHours * 60 * 60 * 1000 - Date.now();
    if (wait > 0) await condition(() => decided, wait);
    if (decided) return 'decided';
    await remindManager({ requestId: input.requestId, reminder });
  }
  return 'reminded';
}
