import { downgradeWorkflowId, specialPurchaseWorkflowId } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { type RunningWorker, startWorker } from '@oms/workflows';
import type { Client } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';
import { connectTemporalWorkflowEngine } from '../platform/engines/temporalWorkflowEngine';
import type { WorkflowEngine } from '../platform/engines/workflowEngine';
import { oneMonthAfter } from './subscription/subscription';
import { subscriptionCommands } from './subscriptionCommands';

// TEMPORAL_ADDRESS comes from `npm run test:engines` (the Temporal CLI's dev server) or the caller.
const address = process.env.TEMPORAL_ADDRESS;

/**
 * The start of the latest calendar-month period that has ended by `end`: the one ending at `end`
 * itself, except on a day no period ends on (31 May, 29–31 March: the month before is shorter), where
 * it is the period that ended on the last day one could (28 March for 31 March).
 */
function aMonthBefore(end: Date): Date {
  const starts = [28, 29, 30, 31].map((days) => new Date(end.getTime() - days * 86_400_000));
  const ended = starts.filter((start) => oneMonthAfter(start.toISOString()) <= end.toISOString());
  const latestEnd = (start: Date) => oneMonthAfter(start.toISOString());
  const latest = ended.sort((a, b) => latestEnd(b).localeCompare(latestEnd(a)))[0];
  if (!latest) throw new Error(`No period ends by ${end.toISOString()}`);
  return latest;
}

describe('a period that ends by a given moment, on any day the suite runs', () => {
  it.each([
    '2026-11-28T10:00:00.002Z',
    '2026-12-31T23:59:59.000Z',
    '2027-01-01T00:00:01.000Z',
    '2027-03-28T00:30:00.000Z',
    '2027-03-31T01:30:00.000Z',
    '2027-05-31T12:00:00.000Z',
    '2027-10-31T01:30:00.000Z',
    '2028-02-29T23:00:00.000Z',
    '2028-03-30T09:00:00.000Z',
  ])('at %s ends by then, at most the three days before 31 March', (at) => {
    const end = new Date(at);
    const periodEnd = Date.parse(oneMonthAfter(aMonthBefore(end).toISOString()));
    expect(periodEnd).toBeLessThanOrEqual(end.getTime());
    expect(end.getTime() - periodEnd).toBeLessThanOrEqual(3 * 86_400_000);
    if (end.getUTCDate() <= 28) expect(periodEnd).toBe(end.getTime());
  });
});

describe.skipIf(!address)('subscriptions API on a real Temporal server', () => {
  let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
  let engine: WorkflowEngine & { client: Client };
  let worker: RunningWorker;
  // Admins reach every venue and may activate plans.
  let asAdmin: ReturnType<typeof injectAs>;

  beforeAll(async () => {
    engine = await connectTemporalWorkflowEngine({ address: address ?? '' });
    harness = await buildInMemoryApp({ now: new Date(), workflows: engine });
    asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
    const commands = subscriptionCommands(harness.platform.eventStore);
    worker = await startWorker({
      address: address ?? '',
      dependencies: {
        applyDowngrade: async (command) => void (await commands.applyDowngrade(command)),
        remindManager: async () => {
          throw new Error('no special purchase in these tests');
        },
        sendXeroBill: async () => {
          throw new Error('no Xero bill in these tests');
        },
        sendVenueStatisticsEmail: async () => {
          throw new Error('no statistics e-mail in these tests');
        },
        sendOrderReminder: async () => {
          throw new Error('no order reminder in these tests');
        },
        sendDataplusOrder: async () => {
          throw new Error('no dataplus send in these tests');
        },
        recordDataplusOutcome: async () => {},
        recordXeroBillOutcome: async () => {
          throw new Error('no Xero bill in these tests');
        },
      },
    });
  });
  afterAll(async () => {
    await worker?.stop();
    await harness?.close();
    await engine?.close();
  });

  const post = (url: string, payload?: object) => asAdmin({ method: 'POST', url, ...(payload ? { payload } : {}) });
  const subscription = async (venueId: string) =>
    (await asAdmin({ url: `/api/venues/${venueId}/subscription` })).json();

  it('schedules the downgrade as a running workflow with the venue id, and cancels it', async () => {
    const venueId = 'ven-crown-anchor';
    const scheduled = await post(`/api/venues/${venueId}/subscription/downgrade`);
    expect(scheduled.statusCode).toBe(202);
    expect(scheduled.json()).toMatchObject({
      message: expect.stringMatching(/^Your downgrade to the Free Plan has been scheduled\. It will take effect on /),
      workflowId: downgradeWorkflowId(venueId),
    });
    // The command only records the schedule; the reactor starts the workflow from the event.
    const handle = engine.client.workflow.getHandle(downgradeWorkflowId(venueId));
    await expect
      .poll(async () => (await handle.describe().catch(() => null))?.status.name, { timeout: 20_000 })
      .toBe('RUNNING');
    expect(await subscription(venueId)).toMatchObject({
      plan: 'pro',
      pendingDowngrade: { toPlan: 'free', workflowId: downgradeWorkflowId(venueId) },
    });

    const again = await post(`/api/venues/${venueId}/subscription/downgrade`);
    expect(again.statusCode).toBe(409);

    const cancelled = await post(`/api/venues/${venueId}/subscription/downgrade/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(await handle.result()).toBe('cancelled');
    expect(await subscription(venueId)).toMatchObject({ plan: 'pro', pendingDowngrade: null });
  });

  it('moves the venue to Free when the period ends, recorded by the workflow through the command', async () => {
    const venueId = 'ven-harbour-kitchen';
    // A Starter plan bought a month ago, so its period ends a moment from now (or, on a day no
    // period ends on, ended a few days ago: the workflow then applies the downgrade at once).
    harness.setNow(aMonthBefore(new Date(Date.now() + 2000)));
    expect((await post(`/api/venues/${venueId}/subscription/plan`, { plan: 'starter' })).statusCode).toBe(200);
    harness.setNow(new Date());

    expect((await post(`/api/venues/${venueId}/subscription/downgrade`)).statusCode).toBe(202);
    const handle = engine.client.workflow.getHandle(downgradeWorkflowId(venueId));
    // Started by the reactor from the recorded event, a moment after the answer.
    await expect
      .poll(async () => (await handle.describe().catch(() => null))?.status.name, { timeout: 20_000 })
      .toMatch(/^(RUNNING|COMPLETED)$/);
    expect(await handle.result()).toBe('downgraded');
    await harness.platform.runner.waitFor(await harness.platform.eventStore.headPosition());
    expect(await subscription(venueId)).toMatchObject({ plan: 'free', amountPence: 0, pendingDowngrade: null });
  });

  it('starts a special purchase approval as a running workflow from the request, and ends it on the answer', async () => {
    const created = await post('/api/venues/ven-crown-anchor/special-purchases', {
      staffName: 'Sam Carter',
      staffEmail: 'sam@crown.test',
      sku: 'KS-PAN-28',
      itemName: 'Copper pans',
      itemCostPence: 18_950,
      managerName: 'Morgan Lee',
      managerEmail: 'morgan@crown.test',
      supplierId: null,
      supplierTitle: 'Kitchen Supplies',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { requestId } = created.json().request;
    const handle = engine.client.workflow.getHandle(specialPurchaseWorkflowId(requestId));
    await expect
      .poll(async () => (await handle.describe().catch(() => null))?.status.name, { timeout: 20_000 })
      .toBe('RUNNING');

    const mails = await readModels.mailbox.in(harness.platform.readStore).find({ to: 'morgan@crown.test' });
    const token = /token=([^\s&]+)/.exec(mails.find((mail) => mail.text.includes(requestId))?.text ?? '')?.[1];
    const decided = await harness.app.inject({
      method: 'POST',
      url: `/api/special-purchases/${requestId}/decision?token=${token}`,
      payload: { decision: 'approved' },
    });
    expect(decided.statusCode).toBe(200);
    expect(await handle.result()).toBe('decided');
  });
});
