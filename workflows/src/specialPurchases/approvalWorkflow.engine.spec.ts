import { specialPurchaseStreamId, specialPurchaseTaskQueue, specialPurchaseWorkflowId } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
// The worker's host (the API process) hands the write side to the activities; the test does the same.
import { systemContext } from '../../../services/src/platform/commands/commandContext';
import { openEmbeddedPlatform } from '../../../services/src/platform/engines/embeddedPlatform';
import {
  decideSpecialPurchase,
  remindManager,
  requestSpecialPurchase,
} from '../../../services/src/specialPurchases/specialPurchaseService';
import { timeSkippingLauncher, useTimeSkippingServer } from '../testing/timeSkippingServer';
import { type specialPurchaseApproval, specialPurchaseDecidedSignal } from './approvalWorkflow';

const links = { secret: 'test-secret', publicUrl: 'http://localhost:3000' };

async function waitingRequest(now: Date) {
  const embedded = await openEmbeddedPlatform({ clock: () => now });
  const { requestId } = await requestSpecialPurchase(
    embedded.platform,
    links,
    'venue-1',
    {
      staffName: 'Sam',
      staffEmail: 'sam@crown.test',
      sku: 'P-1',
      itemName: 'Copper pans',
      itemCostPence: 1000,
      managerName: 'Morgan',
      managerEmail: 'morgan@crown.test',
      supplierId: null,
      supplierTitle: 'Kitchen Supplies',
    },
    systemContext(now),
  );
  return { embedded, requestId };
}

describe.skipIf(!timeSkippingLauncher)('special purchase approval workflow (time-skipping test server)', () => {
  const server = useTimeSkippingServer();
  const run = server.run;

  const start = (requestId: string, requestedAt: string) =>
    server.env.client.workflow.start<typeof specialPurchaseApproval>('specialPurchaseApproval', {
      workflowId: specialPurchaseWorkflowId(requestId),
      taskQueue: specialPurchaseTaskQueue,
      args: [{ requestId, requestedAt }],
    });

  it('reminds the manager after 24 hours and a last time after 72, once each, through the command', async () => {
    const now = new Date(await server.env.currentTimeMs());
    const { embedded, requestId } = await waitingRequest(now);
    const { platform } = embedded;
    let attempts = 0;
    try {
      const outcome = await run(
        {
          async remindManager(command) {
            attempts += 1;
            await remindManager(platform, links, command);
            // The reminder was recorded but the answer was lost: Temporal retries the activity.
            if (attempts === 1) throw new Error('connection reset after append');
          },
        },
        async () => (await start(requestId, now.toISOString())).result(),
      );
      expect(outcome).toBe('reminded');
      expect(await server.env.currentTimeMs()).toBeGreaterThanOrEqual(now.getTime() + 72 * 60 * 60 * 1000);
      const events = await platform.eventStore.readStream(specialPurchaseStreamId(requestId));
      expect(
        events.map((event) => `${event.type} ${(event.data as { reminder?: string }).reminder ?? ''}`.trim()),
      ).toEqual(['SpecialPurchaseRequested', 'SpecialPurchaseReminderSent first', 'SpecialPurchaseReminderSent last']);
      await platform.runner.waitFor(await platform.eventStore.headPosition());
      const mails = await platform.readStore.collection('mailbox').find({ to: 'morgan@crown.test' });
      expect(mails.map((mail) => mail.subject).sort()).toEqual([
        'Approve a special purchase: Copper pans',
        'Last reminder: Approve a special purchase: Copper pans',
        'Reminder: Approve a special purchase: Copper pans',
      ]);
    } finally {
      await embedded.close();
    }
  });

  it('sends no reminder once the manager has answered', async () => {
    const now = new Date(await server.env.currentTimeMs());
    const { embedded, requestId } = await waitingRequest(now);
    const { platform } = embedded;
    try {
      const outcome = await run({ remindManager: (command) => remindManager(platform, links, command) }, async () => {
        const handle = await start(requestId, now.toISOString());
        await decideSpecialPurchase(platform, requestId, 'approved', systemContext(now));
        await handle.signal(specialPurchaseDecidedSignal);
        return handle.result();
      });
      expect(outcome).toBe('decided');
      const events = await platform.eventStore.readStream(specialPurchaseStreamId(requestId));
      expect(events.map((event) => event.type)).toEqual(['SpecialPurchaseRequested', 'SpecialPurchaseDecided']);
    } finally {
      await embedded.close();
    }
  });
});
