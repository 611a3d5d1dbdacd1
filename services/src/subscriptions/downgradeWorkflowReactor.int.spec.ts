import type { DowngradeWorkflowInput } from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../platform/commands/commandContext';
import { buildInMemoryApp } from '../platform/engines/inMemoryApp';
import {
  SwitchableWorkflowEngine,
  unavailableWorkflowEngine,
  type WorkflowEngine,
  workflowEngineStartingReason,
} from '../platform/engines/workflowEngine';
import { startDowngradeWorkflowReactor } from './downgradeWorkflowReactor';
import { subscriptionCommands } from './subscriptionCommands';

/** An engine that writes down what it was asked, as Temporal would be asked (idempotent by venue). */
function recordingEngine() {
  const calls: string[] = [];
  const engine: WorkflowEngine = {
    async scheduleDowngrade(input: DowngradeWorkflowInput) {
      calls.push(`start ${input.venueId} ${input.effectiveAt}`);
      return { workflowId: `subscription-downgrade-${input.venueId}` };
    },
    async cancelDowngrade(venueId: string) {
      calls.push(`cancel ${venueId}`);
    },
    startSpecialPurchaseApproval: async (input) => ({ workflowId: `special-purchase-${input.requestId}` }),
    endSpecialPurchaseApproval: async () => {},
    startXeroBill: async (input) => ({ workflowId: `xero-bill-${input.venueId}-${input.poNumber}` }),
    startDataplusSend: async (input) => ({ workflowId: `dataplus-send-${input.venueId}-${input.poNumber}` }),
    syncVenueStatisticsSchedule: async () => {},
    syncOrderReminderSchedule: async () => {},
    close: async () => {},
  };
  return { engine, calls };
}

const crown = 'ven-crown-anchor';
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let commands: ReturnType<typeof subscriptionCommands>;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-22T10:00:00.000Z') });
  commands = subscriptionCommands(harness.platform.eventStore);
});
afterAll(async () => {
  await harness.close();
});

async function settle() {
  await harness.platform.runner.waitFor(await harness.platform.eventStore.headPosition());
}

describe('the downgrade workflow reactor', () => {
  it('starts the workflow of a downgrade recorded while no reactor ran (a crash between the two), then follows a cancel', async () => {
    const scheduled = await commands.scheduleDowngrade(crown, systemContext(harness.platform.clock()));
    await settle();
    const effectiveAt = scheduled.state.status === 'active' ? scheduled.state.pendingDowngrade?.effectiveAt : null;

    const { engine, calls } = recordingEngine();
    harness.platform.workflows = engine;
    const reactor = startDowngradeWorkflowReactor(harness.platform);
    await expect.poll(() => calls).toEqual([`start ${crown} ${effectiveAt}`]);

    await commands.cancelDowngrade(crown, systemContext(harness.platform.clock()));
    await expect.poll(() => calls).toEqual([`start ${crown} ${effectiveAt}`, `cancel ${crown}`]);
    await reactor.stop();
  });

  it('reconciles with the latest word: a cancel that a later schedule superseded cancels nothing', async () => {
    await commands.scheduleDowngrade(crown, systemContext(harness.platform.clock()));
    await settle();
    const { engine, calls } = recordingEngine();
    harness.platform.workflows = engine;
    const reactor = startDowngradeWorkflowReactor(harness.platform);
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]).toMatch(/^start ven-crown-anchor /);
    // A second reactor (a restart) asks again; Temporal keeps the running workflow (same id).
    const again = startDowngradeWorkflowReactor(harness.platform);
    await expect.poll(() => calls.length).toBe(2);
    expect(calls.every((call) => call.startsWith('start '))).toBe(true);
    await Promise.all([reactor.stop(), again.stop()]);
  });

  it('waits while the engine is starting and catches up once it is ready, without a restart', async () => {
    const { engine, calls } = recordingEngine();
    const switchable = new SwitchableWorkflowEngine(unavailableWorkflowEngine(workflowEngineStartingReason));
    expect(switchable.status).toBe('starting');
    harness.platform.workflows = switchable;
    const reactor = startDowngradeWorkflowReactor(harness.platform);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toEqual([]);
    switchable.use(engine, 'http://localhost:8233');
    expect(switchable.status).toBe('ready');
    await expect.poll(() => calls.length).toBe(1);
    await reactor.stop();
  });
});
