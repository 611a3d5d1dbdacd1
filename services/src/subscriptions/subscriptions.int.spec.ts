import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';
import {
  SwitchableWorkflowEngine,
  unavailableWorkflowEngine,
  workflowEngineStartingReason,
} from '../platform/engines/workflowEngine';

const now = new Date('2026-11-22T10:00:00.000Z');
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
// Admins reach every venue and are the ones who may activate a plan (spec 02 §6).
let asAdmin: ReturnType<typeof injectAs>;

beforeEach(async () => {
  harness = await buildInMemoryApp({ now });
  asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
});
afterEach(async () => {
  await harness.close();
});

const subscriptionOf = (venueId: string) => asAdmin({ url: `/api/venues/${venueId}/subscription` });

describe('subscriptions API without a workflow engine', () => {
  it('shows the demo plans: The Crown & Anchor on Pro, Harbour Kitchen on Free', async () => {
    const crown = await subscriptionOf('ven-crown-anchor');
    expect(crown.statusCode).toBe(200);
    expect(crown.json()).toMatchObject({
      plan: 'pro',
      planName: 'Pro',
      amountPence: 14_900,
      interval: 'month',
      currentPeriodStart: '2026-11-22T10:00:00.000Z',
      currentPeriodEnd: '2026-12-22T10:00:00.000Z',
      activatedByAdmin: true,
      pendingDowngrade: null,
    });
    expect((await subscriptionOf('ven-harbour-kitchen')).json()).toMatchObject({ plan: 'free', amountPence: 0 });
  });

  it('lets an admin activate another plan', async () => {
    const response = await asAdmin({
      method: 'POST',
      url: '/api/venues/ven-harbour-kitchen/subscription/plan',
      payload: { plan: 'growth' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ plan: 'growth', amountPence: 7900 });
  });

  it("answers 503 'workflow engine unavailable' and records nothing when asked to downgrade", async () => {
    const before = await harness.platform.eventStore.headPosition();
    const response = await asAdmin({
      method: 'POST',
      url: '/api/venues/ven-crown-anchor/subscription/downgrade',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: {
        code: 'WORKFLOW_ENGINE_UNAVAILABLE',
        message: 'The workflow engine is unavailable: no Temporal server is configured',
      },
    });
    const cancel = await asAdmin({
      method: 'POST',
      url: '/api/venues/ven-crown-anchor/subscription/downgrade/cancel',
    });
    expect(cancel.statusCode).toBe(503);
    expect(await harness.platform.eventStore.headPosition()).toBe(before);
    expect((await subscriptionOf('ven-crown-anchor')).json()).toMatchObject({ plan: 'pro', pendingDowngrade: null });
  });

  it("answers 503 'The workflow engine is starting' while the demo's Temporal comes up, then takes the downgrade", async () => {
    const switchable = new SwitchableWorkflowEngine(unavailableWorkflowEngine(workflowEngineStartingReason));
    harness.platform.workflows = switchable;
    const downgrade = () => asAdmin({ method: 'POST', url: '/api/venues/ven-crown-anchor/subscription/downgrade' });
    const starting = await downgrade();
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toEqual({
      error: { code: 'WORKFLOW_ENGINE_STARTING', message: 'The workflow engine is starting' },
    });
    switchable.use({
      scheduleDowngrade: async (input) => ({ workflowId: `subscription-downgrade-${input.venueId}` }),
      cancelDowngrade: async () => {},
      startSpecialPurchaseApproval: async (input) => ({ workflowId: `special-purchase-${input.requestId}` }),
      endSpecialPurchaseApproval: async () => {},
      startXeroBill: async (input) => ({ workflowId: `xero-bill-${input.venueId}-${input.poNumber}` }),
      startDataplusSend: async (input) => ({ workflowId: `dataplus-send-${input.venueId}-${input.poNumber}` }),
      syncVenueStatisticsSchedule: async () => {},
      syncOrderReminderSchedule: async () => {},
      close: async () => {},
    });
    const taken = await downgrade();
    expect(taken.statusCode).toBe(202);
    expect(taken.json().workflowId).toBe('subscription-downgrade-ven-crown-anchor');
    expect((await subscriptionOf('ven-crown-anchor')).json().pendingDowngrade).toMatchObject({
      toPlan: 'free',
      workflowId: 'subscription-downgrade-ven-crown-anchor',
    });
  });

  it('answers clear 4xx for an unknown venue, an unknown plan and a venue without subscription', async () => {
    expect((await subscriptionOf('ven-nowhere')).statusCode).toBe(404);
    const badPlan = await asAdmin({
      method: 'POST',
      url: '/api/venues/ven-crown-anchor/subscription/plan',
      payload: { plan: 'platinum' },
    });
    expect(badPlan.statusCode).toBe(400);
    expect(badPlan.json()).toHaveProperty('error.code');
  });
});
