import { subscriptionsTaskQueue, venueStreamId } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { describe, expect, it } from 'vitest';
// The worker's host (the API process) hands the write side to the activities; the test does the same.
import { systemContext } from '../../../services/src/platform/commands/commandContext';
import { handleCommand } from '../../../services/src/platform/commands/handleCommand';
import { openEmbeddedPlatform } from '../../../services/src/platform/engines/embeddedPlatform';
import { sendScheduledVenueStatistics } from '../../../services/src/venues/admin/venueStatistics';
import { venueDecider } from '../../../services/src/venues/venue/venue';
import { timeSkippingLauncher, useTimeSkippingServer } from '../testing/timeSkippingServer';
import type { venueStatisticsSend } from './venueStatisticsWorkflow';

async function venueWithStatisticsEmails(emails: string[]) {
  const embedded = await openEmbeddedPlatform({ clock: () => new Date('2026-11-23T07:00:00.000Z') });
  const { platform } = embedded;
  const context = systemContext(new Date('2026-11-20T10:00:00.000Z'));
  await handleCommand(
    platform.eventStore,
    venueStreamId('v1'),
    venueDecider,
    {
      type: 'RegisterVenue',
      venue: {
        venueId: 'v1',
        title: 'The Anchor',
        code: 'ANCHOR1',
        addressLine1: '',
        addressLine2: '',
        addressCity: '',
        addressPostCode: '',
        phoneNumber: '',
        isPricesHidden: false,
      },
    },
    context,
  );
  const outcome = await handleCommand(
    platform.eventStore,
    venueStreamId('v1'),
    venueDecider,
    {
      type: 'SetAdminSettings',
      settings: {
        tfrVenue: false,
        orderReminder: null,
        isInvoices: false,
        isAddSupplierButtonHidden: false,
        isAccountNumberEditable: false,
        statsReciveEmails: emails,
        activityEmailFrequency: 'weekly',
        additionalChatSupport: null,
        dataplusIntegration: false,
        isPriceChangesVisible: true,
      },
    },
    context,
  );
  await platform.runner.waitFor(outcome.position);
  return embedded;
}

describe.skipIf(!timeSkippingLauncher)('venue statistics workflow (time-skipping test server)', () => {
  const server = useTimeSkippingServer();
  const start = (workflowId: string) =>
    server.env.client.workflow.start<typeof venueStatisticsSend>('venueStatisticsSend', {
      workflowId,
      taskQueue: subscriptionsTaskQueue,
      args: [{ venueId: 'v1', frequency: 'weekly' }],
    });

  it('queues the e-mail once per address even when the answer of a send is lost and it is retried', async () => {
    const embedded = await venueWithStatisticsEmails(['gm@anchor.test', 'owner@anchor.test']);
    const { platform } = embedded;
    let calls = 0;
    try {
      const sent = await server.run(
        {
          async sendVenueStatisticsEmail(input) {
            calls += 1;
            const result = await sendScheduledVenueStatistics(platform, input);
            if (calls === 1) throw new Error('socket hang up');
            return result;
          },
        },
        async () => (await start('venue-statistics-v1-2026-11-23T07:00:00Z')).result(),
      );
      expect(sent).toBe(2);
      expect(calls).toBe(2);
      const mail = await readModels.mailbox.in(platform.readStore).find({});
      expect(mail.map((message) => message.to).sort()).toEqual(['gm@anchor.test', 'owner@anchor.test']);
      expect(mail[0]?.subject).toBe('The Anchor statistics, 2026-11-16 to 2026-11-22');
    } finally {
      await embedded.close();
    }
  });

  it('sends nothing, and succeeds, for a venue left without statistics addresses', async () => {
    const embedded = await venueWithStatisticsEmails([]);
    try {
      const sent = await server.run(
        { sendVenueStatisticsEmail: (input) => sendScheduledVenueStatistics(embedded.platform, input) },
        async () => (await start('venue-statistics-v1-2026-11-30T07:00:00Z')).result(),
      );
      expect(sent).toBe(0);
      expect(await readModels.mailbox.in(embedded.platform.readStore).find({})).toEqual([]);
    } finally {
      await embedded.close();
    }
  });
});
