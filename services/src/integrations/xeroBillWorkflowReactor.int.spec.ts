import type { XeroBill } from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../platform/commands/commandContext';
import { buildInMemoryApp } from '../platform/engines/inMemoryApp';
import type { WorkflowEngine } from '../platform/engines/workflowEngine';
import { startXeroBillWorkflowReactor } from './xeroBillWorkflowReactor';
import { recordXeroBillOutcome, runXeroBillCommand } from './xeroService';

/** An engine that writes down what it was asked, as Temporal would be asked (idempotent by workflow id). */
function recordingEngine() {
  const calls: string[] = [];
  const engine: WorkflowEngine = {
    scheduleDowngrade: async (input) => ({ workflowId: `subscription-downgrade-${input.venueId}` }),
    cancelDowngrade: async () => {},
    startSpecialPurchaseApproval: async (input) => ({ workflowId: `special-purchase-${input.requestId}` }),
    endSpecialPurchaseApproval: async () => {},
    async startXeroBill(input) {
      calls.push(`start ${input.venueId} ${input.poNumber}`);
      return { workflowId: `xero-bill-${input.venueId}-${input.poNumber}` };
    },
    startDataplusSend: async (input) => ({ workflowId: `dataplus-send-${input.venueId}-${input.poNumber}` }),
    syncVenueStatisticsSchedule: async () => {},
    syncOrderReminderSchedule: async () => {},
    close: async () => {},
  };
  return { engine, calls };
}

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-22T10:00:00.000Z') });
});
afterAll(async () => {
  await harness.close();
});

const bill = (poNumber: string): XeroBill => ({
  Type: 'ACCPAY',
  Status: 'AUTHORISED',
  Contact: { ContactID: 'c-1' },
  Date: '2026-11-20',
  DueDate: '2026-12-20',
  Reference: poNumber,
  LineAmountTypes: 'Exclusive',
  LineItems: [],
});

async function request(poNumber: string) {
  const { platform } = harness;
  const now = platform.clock();
  const outcome = await runXeroBillCommand(
    platform,
    'ven-crown-anchor',
    poNumber,
    {
      type: 'RequestXeroBill',
      venueId: 'ven-crown-anchor',
      poNumber,
      orderIds: [],
      organisationId: 'org-1',
      accountId: 'a-310',
      bill: bill(poNumber),
      fileId: null,
      connection: 'connected',
      orderSendable: true,
      now: now.toISOString(),
    },
    systemContext(now),
  );
  await platform.runner.waitFor(outcome.position);
}

describe('the Xero bill workflow reactor', () => {
  it('starts the send of a bill requested while no reactor ran, and of each new request, never of a settled one', async () => {
    await request('PO-1');
    await request('PO-2');
    await recordXeroBillOutcome(harness.platform, {
      venueId: 'ven-crown-anchor',
      poNumber: 'PO-2',
      result: { outcome: 'sent', billId: 'b-2' },
      idempotencyKey: 'outcome-PO-2',
    });
    const { engine, calls } = recordingEngine();
    harness.platform.workflows = engine;
    const reactor = startXeroBillWorkflowReactor(harness.platform);
    await expect.poll(() => calls).toEqual(['start ven-crown-anchor PO-1']);
    await request('PO-3');
    await expect.poll(() => calls).toEqual(['start ven-crown-anchor PO-1', 'start ven-crown-anchor PO-3']);
    await reactor.stop();
  });
});
