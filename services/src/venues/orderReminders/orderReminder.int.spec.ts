import { type RealtimeMessage, realtimePath, type VenueAdminSettings } from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../../platform/engines/inMemoryApp';
import type { WorkflowEngine } from '../../platform/engines/workflowEngine';
import { startOrderReminderScheduleReactor } from './orderReminderScheduleReactor';
import { sendScheduledOrderReminder } from './sendOrderReminder';

const crown = 'ven-crown-anchor';
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
const sockets: WebSocket[] = [];

/** A signed-in tab's channel and everything it has received. */
async function channelOf(email: string) {
  const received: RealtimeMessage[] = [];
  const socket = await harness.app.injectWS(realtimePath, {
    headers: { cookie: await sessionCookieFor(harness.app, email), origin: 'http://localhost', host: 'localhost' },
  });
  sockets.push(socket);
  socket.on('message', (raw) => received.push(JSON.parse(raw.toString()) as RealtimeMessage));
  return received;
}

/** An engine that writes down the schedules it was asked for, as Temporal would keep them. */
function recordingEngine() {
  const schedules = new Map<string, string>();
  const engine: WorkflowEngine = {
    scheduleDowngrade: async (input) => ({ workflowId: `subscription-downgrade-${input.venueId}` }),
    cancelDowngrade: async () => {},
    startSpecialPurchaseApproval: async (input) => ({ workflowId: `special-purchase-${input.requestId}` }),
    endSpecialPurchaseApproval: async () => {},
    startXeroBill: async (input) => ({ workflowId: `xero-bill-${input.venueId}-${input.poNumber}` }),
    startDataplusSend: async (input) => ({ workflowId: `dataplus-send-${input.venueId}-${input.poNumber}` }),
    syncVenueStatisticsSchedule: async () => {},
    async syncOrderReminderSchedule(venueId, time) {
      if (time === null) schedules.delete(venueId);
      else schedules.set(venueId, time);
    },
    close: async () => {},
  };
  return { engine, schedules };
}

let admin: ReturnType<typeof injectAs>;
let settings: Omit<VenueAdminSettings, 'venueId' | 'title'>;
const saveReminder = (orderReminder: string | null) =>
  admin({ method: 'PUT', url: `/api/venues/${crown}/admin-settings`, payload: { ...settings, orderReminder } });

const reminders = async () =>
  (await harness.platform.eventStore.readAll()).filter((event) => event.type === 'OrderReminderSent');

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-23T10:00:00.000Z') });
  await harness.app.ready();
  admin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
  const current = (await admin({ url: `/api/venues/${crown}/admin-settings` })).json() as VenueAdminSettings;
  const { venueId: _venueId, title: _title, ...rest } = current;
  settings = rest;
  expect((await saveReminder('10:00')).statusCode).toBe(200);
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await harness.close();
});

describe('the daily order reminder (spec 03 §3 orderReminder)', () => {
  it("reaches the venue's users through the realtime channel, recorded once a day, and nobody else", async () => {
    const venueUser = await channelOf('venue@oms.test');
    const supplierAdmin = await channelOf('supplier@oms.test');
    const run = { venueId: crown, time: '10:00', scheduledAt: '2026-11-23T10:00:00.000Z' };

    expect(await sendScheduledOrderReminder(harness.platform, run)).toEqual({ sent: true });
    await expect
      .poll(() => venueUser.find((message) => message.event === 'notification'))
      .toEqual({
        event: 'notification',
        data: {
          message: 'Reminder: place your orders for The Crown & Anchor',
          invalidate: [],
        },
      });
    const [recorded] = await reminders();
    expect(recorded?.streamId).toBe(`orderReminder-${crown}-2026-11-23`);
    expect(recorded?.data).toMatchObject({ venueId: crown, date: '2026-11-23', reminderTime: '10:00' });

    // The activity retried (its answer lost): the day's reminder is not recorded or delivered again.
    harness.setNow(new Date('2026-11-23T10:00:30.000Z'));
    expect(await sendScheduledOrderReminder(harness.platform, run)).toEqual({ sent: false });
    expect(await reminders()).toHaveLength(1);
    expect(supplierAdmin.some((message) => message.event === 'notification')).toBe(false);
    expect(venueUser.filter((message) => message.event === 'notification')).toHaveLength(1);
  });

  it('keeps each venue’s schedule at its setting: made, moved, removed when cleared; a cleared venue is not reminded', async () => {
    const { engine, schedules } = recordingEngine();
    harness.platform.workflows = engine;
    const reactor = startOrderReminderScheduleReactor(harness.platform);
    try {
      // The Crown & Anchor reminds at 10:00, set before the reactor ran: it made the schedule on start.
      await expect.poll(() => schedules.get(crown)).toBe('10:00');
      const save = saveReminder;

      expect((await save('16:45')).statusCode).toBe(200);
      await expect.poll(() => schedules.get(crown)).toBe('16:45');
      expect((await save(null)).statusCode).toBe(200);
      await expect.poll(() => schedules.has(crown)).toBe(false);

      // A run already scheduled before the setting was cleared records nothing.
      const run = { venueId: crown, time: '16:45', scheduledAt: '2026-11-24T16:45:00.000Z' };
      expect(await sendScheduledOrderReminder(harness.platform, run)).toEqual({ sent: false });
      expect(await reminders()).toHaveLength(1);
    } finally {
      await reactor.stop();
    }
  });
});
