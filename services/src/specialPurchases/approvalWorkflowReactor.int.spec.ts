import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../platform/commands/commandContext';
import { buildInMemoryApp } from '../platform/engines/inMemoryApp';
import type { WorkflowEngine } from '../platform/engines/workflowEngine';
import { startApprovalWorkflowReactor } from './approvalWorkflowReactor';
import { decideSpecialPurchase, requestSpecialPurchase } from './specialPurchaseService';

/** An engine that writes down what it was asked, as Temporal would be asked (idempotent by request). */
function recordingEngine() {
  const calls: string[] = [];
  const engine: WorkflowEngine = {
    scheduleDowngrade: async (input) => ({ workflowId: `subscription-downgrade-${input.venueId}` }),
    cancelDowngrade: async () => {},
    async startSpecialPurchaseApproval(input) {
      calls.push(`start ${input.requestId}`);
      return { workflowId: `special-purchase-${input.requestId}` };
    },
    async endSpecialPurchaseApproval(requestId) {
      calls.push(`end ${requestId}`);
    },
    startXeroBill: async (input) => ({ workflowId: `xero-bill-${input.venueId}-${input.poNumber}` }),
    startDataplusSend: async (input) => ({ workflowId: `dataplus-send-${input.venueId}-${input.poNumber}` }),
    syncVenueStatisticsSchedule: async () => {},
    syncOrderReminderSchedule: async () => {},
    close: async () => {},
  };
  return { engine, calls };
}

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
const links = { secret: 'test-secret', publicUrl: 'http://localhost:3000' };

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-22T10:00:00.000Z') });
});
afterAll(async () => {
  await harness.close();
});

const request = () =>
  requestSpecialPurchase(
    harness.platform,
    links,
    'ven-crown-anchor',
    {
      staffName: 'Sam',
      staffEmail: 'sam@crown.test',
      sku: 'P-1',
      itemName: 'Pans',
      itemCostPence: 1000,
      managerName: 'Morgan',
      managerEmail: 'morgan@crown.test',
      supplierId: null,
      supplierTitle: 'Kitchen Supplies',
    },
    systemContext(harness.platform.clock()),
  );

describe('the approval workflow reactor', () => {
  it('starts the reminders of a request recorded while no reactor ran, then ends them on the answer', async () => {
    const { requestId } = await request();
    const { engine, calls } = recordingEngine();
    harness.platform.workflows = engine;
    const reactor = startApprovalWorkflowReactor(harness.platform);
    await expect.poll(() => calls).toEqual([`start ${requestId}`]);

    const { requestId: second } = await request();
    await expect.poll(() => calls).toEqual([`start ${requestId}`, `start ${second}`]);
    await decideSpecialPurchase(harness.platform, requestId, 'declined', systemContext(harness.platform.clock()));
    await expect.poll(() => calls).toContain(`end ${requestId}`);
    await reactor.stop();
  });
});
