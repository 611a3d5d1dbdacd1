import { downgradeWorkflowId, subscriptionStreamId, subscriptionsTaskQueue } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
// The worker's host (the API process) hands the write side to the activities; the test does the same.
import { systemContext } from '../../../services/src/platform/commands/commandContext';
import { openEmbeddedPlatform } from '../../../services/src/platform/engines/embeddedPlatform';
import { subscriptionCommands } from '../../../services/src/subscriptions/subscriptionCommands';
import { timeSkippingLauncher, useTimeSkippingServer } from '../testing/timeSkippingServer';
import { cancelDowngradeSignal, type subscriptionDowngrade } from './downgradeWorkflow';

/** A throwaway write side with one venue on Pro and its downgrade scheduled for the period end. */
async function venueWithScheduledDowngrade(venueId: string, now: Date) {
  const embedded = await openEmbeddedPlatform({ clock: () => now });
  const commands = subscriptionCommands(embedded.platform.eventStore);
  await commands.activatePlan(venueId, 'pro', systemContext(now));
  const { state } = await commands.scheduleDowngrade(venueId, systemContext(now));
  if (state.status !== 'active' || !state.pendingDowngrade) throw new Error('downgrade was not scheduled');
  return { embedded, commands, effectiveAt: state.pendingDowngrade.effectiveAt };
}

async function recordedTypes(embedded: Awaited<ReturnType<typeof openEmbeddedPlatform>>, venueId: string) {
  return (await embedded.platform.eventStore.readStream(subscriptionStreamId(venueId))).map((event) => event.type);
}

describe.skipIf(!timeSkippingLauncher)('subscription downgrade workflow (time-skipping test server)', () => {
  const server = useTimeSkippingServer();
  const run = server.run;

  /** Awaiting the result lets the test server skip straight to the period-end timer. */
  const downgradeToCompletion = (venueId: string, effectiveAt: string) =>
    server.env.client.workflow.execute<typeof subscriptionDowngrade>('subscriptionDowngrade', {
      workflowId: downgradeWorkflowId(venueId),
      taskQueue: subscriptionsTaskQueue,
      args: [{ venueId, toPlan: 'free', effectiveAt }],
    });

  it('waits a month of workflow time, then records the downgrade through the command', async () => {
    const venueId = 'venue-downgrades';
    const now = new Date(await server.env.currentTimeMs());
    const { embedded, commands, effectiveAt } = await venueWithScheduledDowngrade(venueId, now);
    try {
      const outcome = await run({ applyDowngrade: (command) => commands.applyDowngrade(command).then(() => {}) }, () =>
        downgradeToCompletion(venueId, effectiveAt),
      );
      expect(outcome).toBe('downgraded');
      expect(await server.env.currentTimeMs()).toBeGreaterThanOrEqual(Date.parse(effectiveAt));
      expect(await recordedTypes(embedded, venueId)).toEqual([
        'SubscriptionPlanActivated',
        'SubscriptionDowngradeScheduled',
        'SubscriptionDowngraded',
      ]);
      const { runner, readStore, eventStore } = embedded.platform;
      await runner.waitFor(await eventStore.headPosition());
      expect(await readStore.collection('venueSubscriptions').findOne({ _id: venueId })).toMatchObject({
        plan: 'free',
        pendingDowngrade: null,
      });
    } finally {
      await embedded.close();
    }
  });

  it('ends without downgrading when cancelled before the period end', async () => {
    const venueId = 'venue-changes-mind';
    const now = new Date(await server.env.currentTimeMs());
    const { embedded, commands, effectiveAt } = await venueWithScheduledDowngrade(venueId, now);
    try {
      const outcome = await run(
        { applyDowngrade: (command) => commands.applyDowngrade(command).then(() => {}) },
        async () => {
          const handle = await server.env.client.workflow.start<typeof subscriptionDowngrade>('subscriptionDowngrade', {
            workflowId: downgradeWorkflowId(venueId),
            taskQueue: subscriptionsTaskQueue,
            args: [{ venueId, toPlan: 'free', effectiveAt }],
          });
          await commands.cancelDowngrade(venueId, systemContext(now));
          await handle.signal(cancelDowngradeSignal);
          return handle.result();
        },
      );
      expect(outcome).toBe('cancelled');
      expect(await recordedTypes(embedded, venueId)).toEqual([
        'SubscriptionPlanActivated',
        'SubscriptionDowngradeScheduled',
        'SubscriptionDowngradeCancelled',
      ]);
    } finally {
      await embedded.close();
    }
  });

  it('records the outcome once even when the activity is retried after appending', async () => {
    const venueId = 'venue-flaky-network';
    const now = new Date(await server.env.currentTimeMs());
    const { embedded, commands, effectiveAt } = await venueWithScheduledDowngrade(venueId, now);
    let attempts = 0;
    try {
      const outcome = await run(
        {
          async applyDowngrade(command) {
            attempts += 1;
            await commands.applyDowngrade(command);
            // The append succeeded but the answer was lost: Temporal retries the activity.
            if (attempts === 1) throw new Error('connection reset after append');
          },
        },
        () => downgradeToCompletion(venueId, effectiveAt),
      );
      expect(outcome).toBe('downgraded');
      expect(attempts).toBe(2);
      expect((await recordedTypes(embedded, venueId)).filter((type) => type === 'SubscriptionDowngraded')).toHaveLength(
        1,
      );
    } finally {
      await embedded.close();
    }
  });
});
