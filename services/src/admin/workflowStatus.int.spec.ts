import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../platform/commands/commandContext';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';
import { SwitchableWorkflowEngine, unavailableWorkflowEngine } from '../platform/engines/workflowEngine';
import { requestSpecialPurchase } from '../specialPurchases/specialPurchaseService';
import { subscriptionCommands } from '../subscriptions/subscriptionCommands';

const now = new Date('2026-11-22T10:00:00.000Z');
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now });
});
afterAll(async () => {
  await harness.close();
});

describe('GET /api/admin/workflows', () => {
  it('lists the downgrades scheduled and the special purchases waiting, each linked to the Temporal Web UI', async () => {
    const engine = new SwitchableWorkflowEngine(unavailableWorkflowEngine('not in this test'));
    engine.webUiUrl = 'http://localhost:8233';
    harness.platform.workflows = engine;
    await subscriptionCommands(harness.platform.eventStore).scheduleDowngrade('ven-crown-anchor', systemContext(now));
    const { requestId } = await requestSpecialPurchase(
      harness.platform,
      { secret: 's', publicUrl: 'http://localhost:3000' },
      'ven-crown-anchor',
      {
        staffName: 'Sam',
        staffEmail: 'sam@crown.test',
        sku: 'P-1',
        itemName: 'Copper pans',
        itemCostPence: 1000,
        managerName: 'Morgan Lee',
        managerEmail: 'morgan@crown.test',
        supplierId: null,
        supplierTitle: 'Kitchen Supplies',
      },
      systemContext(now),
    );
    await harness.platform.runner.waitFor(await harness.platform.eventStore.headPosition());

    const asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
    const response = await asAdmin({ url: '/api/admin/workflows' });
    expect(response.statusCode).toBe(200);
    expect(response.json().live).toEqual([
      {
        workflowId: 'subscription-downgrade-ven-crown-anchor',
        kind: 'Downgrade',
        subject: 'The Crown & Anchor',
        state: 'To Free on 22-12-2026',
        url: 'http://localhost:8233/namespaces/default/workflows/subscription-downgrade-ven-crown-anchor',
      },
      {
        workflowId: `special-purchase-${requestId}`,
        kind: 'Special purchase',
        subject: 'Copper pans (The Crown & Anchor)',
        state: 'Waiting for Morgan Lee, 0 reminders sent',
        url: `http://localhost:8233/namespaces/default/workflows/special-purchase-${requestId}`,
      },
    ]);
    const asVenueUser = injectAs(harness.app, await sessionCookieFor(harness.app, 'venue@oms.test'));
    expect((await asVenueUser({ url: '/api/admin/workflows' })).statusCode).toBe(403);
  });
});

describe('GET /api/admin/workflows/executions', () => {
  const listing = {
    running: [
      {
        workflowId: 'xero-bill-ven-crown-anchor-PO-1',
        runId: 'run-1',
        type: 'xeroBillSend',
        status: 'Running',
        startedAt: '2026-11-22T09:00:00.000Z',
        closedAt: null,
        url: null,
      },
    ],
    failed: [],
    scheduled: [
      {
        scheduleId: 'venue-statistics-ven-crown-anchor',
        workflowType: 'venueStatisticsSend',
        nextRunAt: '2026-11-23T08:00:00.000Z',
        lastRunAt: null,
        paused: false,
        url: null,
      },
    ],
  };

  it('answers what Temporal reports, each linked into the Temporal Web UI', async () => {
    const engine = new SwitchableWorkflowEngine(unavailableWorkflowEngine('not in this test'));
    engine.use(
      {
        ...unavailableWorkflowEngine('unused'),
        unavailableReason: undefined,
        status: 'ready',
        listWorkflows: async () => listing,
      },
      'http://localhost:8233/',
    );
    harness.platform.workflows = engine;
    const asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
    const response = await asAdmin({ url: '/api/admin/workflows/executions' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      webUiUrl: 'http://localhost:8233',
      running: [
        {
          ...listing.running[0],
          url: 'http://localhost:8233/namespaces/default/workflows/xero-bill-ven-crown-anchor-PO-1',
        },
      ],
      failed: [],
      scheduled: [
        {
          ...listing.scheduled[0],
          url: 'http://localhost:8233/namespaces/default/schedules/venue-statistics-ven-crown-anchor',
        },
      ],
    });
    const asVenue = injectAs(harness.app, await sessionCookieFor(harness.app, 'venue@oms.test'));
    expect((await asVenue({ url: '/api/admin/workflows/executions' })).statusCode).toBe(403);
  });

  it('answers 503 with the reason while no Temporal server serves', async () => {
    harness.platform.workflows = unavailableWorkflowEngine('TEMPORAL_ADDRESS is not set');
    const asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
    const response = await asAdmin({ url: '/api/admin/workflows/executions' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toContain('TEMPORAL_ADDRESS is not set');
  });
});
