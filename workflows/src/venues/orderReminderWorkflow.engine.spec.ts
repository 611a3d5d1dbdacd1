import { orderReminderScheduleId, venueStreamId } from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The worker's host (the API process) hands the write side to the activities; the test does the same.
import { systemContext } from '../../../services/src/platform/commands/commandContext';
import { handleCommand } from '../../../services/src/platform/commands/handleCommand';
import { openEmbeddedPlatform } from '../../../services/src/platform/engines/embeddedPlatform';
import { connectTemporalWorkflowEngine } from '../../../services/src/platform/engines/temporalWorkflowEngine';
import { sendScheduledOrderReminder } from '../../../services/src/venues/orderReminders/sendOrderReminder';
import { venueDecider } from '../../../services/src/venues/venue/venue';
import type { ActivityDependencies } from '../activities';
import { startWorker } from '../worker';

// TEMPORAL_ADDRESS comes from `npm run test:engines` (the Temporal CLI's dev server) or the caller.
const address = process.env.TEMPORAL_ADDRESS;

const notInThisSuite = (activity: string) => async () => {
  throw new Error(`${activity} is not part of this suite`);
};

describe.skipIf(!address)('venue order reminder: schedule → workflow → activity on a real Temporal server', () => {
  const venueId = `v-reminder-${Date.now()}`;
  let embedded: Awaited<ReturnType<typeof openEmbeddedPlatform>>;
  let engine: Awaited<ReturnType<typeof connectTemporalWorkflowEngine>>;
  let worker: Awaited<ReturnType<typeof startWorker>>;
  let calls = 0;

  beforeAll(async () => {
    embedded = await openEmbeddedPlatform({ clock: () => new Date() });
    const { platform } = embedded;
    const context = systemContext(new Date());
    await handleCommand(
      platform.eventStore,
      venueStreamId(venueId),
      venueDecider,
      {
        type: 'RegisterVenue',
        venue: {
          venueId,
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
      venueStreamId(venueId),
      venueDecider,
      {
        type: 'SetAdminSettings',
        settings: {
          tfrVenue: false,
          orderReminder: '10:00',
          isInvoices: false,
          isAddSupplierButtonHidden: false,
          isAccountNumberEditable: false,
          statsReciveEmails: [],
          activityEmailFrequency: 'off',
          additionalChatSupport: null,
          dataplusIntegration: false,
          isPriceChangesVisible: true,
        },
      },
      context,
    );
    await platform.runner.waitFor(outcome.position);
    engine = await connectTemporalWorkflowEngine({ address: address ?? '' });
    const dependencies: ActivityDependencies = {
      applyDowngrade: notInThisSuite('applyDowngrade'),
      remindManager: notInThisSuite('remindManager'),
      sendXeroBill: notInThisSuite('sendXeroBill'),
      recordXeroBillOutcome: notInThisSuite('recordXeroBillOutcome'),
      sendDataplusOrder: notInThisSuite('sendDataplusOrder'),
      recordDataplusOutcome: notInThisSuite('recordDataplusOutcome'),
      sendVenueStatisticsEmail: notInThisSuite('sendVenueStatisticsEmail'),
      async sendOrderReminder(input) {
        if (input.venueId !== venueId) throw new Error('another suite’s venue');
        calls += 1;
        const result = await sendScheduledOrderReminder(platform, input);
        // The first answer is lost: the activity runs again with the same input.
        if (calls === 1) throw new Error('socket hang up');
        return result;
      },
    };
    worker = await startWorker({ address: address ?? '', dependencies });
  });
  afterAll(async () => {
    await engine?.syncOrderReminderSchedule(venueId, null);
    await worker?.stop();
    await engine?.close();
    await embedded?.close();
  });

  const reminders = async () =>
    (await embedded.platform.eventStore.readAll()).filter((event) => event.type === 'OrderReminderSent');

  it('records the day’s reminder once, through a lost answer and a second run the same day', async () => {
    await engine.syncOrderReminderSchedule(venueId, '10:00');
    const schedule = engine.client.schedule.getHandle(orderReminderScheduleId(venueId));
    await schedule.trigger();
    await expect.poll(() => calls, { timeout: 60_000, interval: 500 }).toBe(2);
    const [reminder] = await reminders();
    expect(reminder?.data).toMatchObject({
      venueId,
      reminderTime: '10:00',
      message: 'Reminder: place your orders for The Anchor',
    });

    await schedule.trigger();
    await expect.poll(() => calls, { timeout: 60_000, interval: 500 }).toBe(3);
    expect(await reminders()).toHaveLength(1);
  });
});
