import { healthSchema } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { buildInMemoryApp } from '../engines/inMemoryApp';
import { startProjectionMonitor } from '../engines/projectionMonitor';
import type { WorkflowEngine } from '../engines/workflowEngine';

const now = new Date('2026-11-25T10:00:00Z');

/** A reachable engine that takes workflows: the worker is running. */
const runningWorkflows: WorkflowEngine = {
  status: 'ready',
  scheduleDowngrade: async (input) => ({ workflowId: `subscription-downgrade-${input.venueId}` }),
  cancelDowngrade: async () => {},
  startSpecialPurchaseApproval: async (input) => ({ workflowId: `special-purchase-${input.requestId}` }),
  endSpecialPurchaseApproval: async () => {},
  startXeroBill: async (input) => ({ workflowId: `xero-bill-${input.venueId}-${input.poNumber}` }),
  startDataplusSend: async (input) => ({ workflowId: `dataplus-send-${input.venueId}-${input.poNumber}` }),
  syncVenueStatisticsSchedule: async () => {},
  syncOrderReminderSchedule: async () => {},
  close: async () => {},
};

describe('GET /api/health', () => {
  it('given the embedded engines and no workflow engine, when anyone asks, then 200 degraded with every read model caught up', async () => {
    const harness = await buildInMemoryApp({ now, seed: false });
    try {
      const response = await harness.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const health = healthSchema.parse(response.json());
      expect(health.status).toBe('degraded');
      expect(health.engines.eventStore).toEqual({ adapter: 'embedded', reachable: true, error: null });
      expect(health.engines.readStore.reachable).toBe(true);
      expect(health.engines.feed.reachable).toBe(true);
      expect(health.projections.lag).toBe(0);
      expect(health.projections.stalled).toBe(false);
      expect(health.projections.readModels.map((readModel) => readModel.name)).toContain('orders');
      expect(health.workflowWorker).toEqual({ status: 'unavailable', reason: 'no Temporal server is configured' });
    } finally {
      await harness.close();
    }
  });

  it('given a running workflow worker, when asked, then 200 ok', async () => {
    const harness = await buildInMemoryApp({ now, seed: false, workflows: runningWorkflows });
    try {
      const response = await harness.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok', workflowWorker: { status: 'ready', reason: null } });
    } finally {
      await harness.close();
    }
  });

  it('given projections that apply nothing while events wait, when asked, then 503 down and stalled with the lag', async () => {
    const harness = await buildInMemoryApp({ now, seed: false, workflows: runningWorkflows });
    const stuck = {
      progress: async () => ({
        feed: 'kafka' as const,
        lag: 7,
        applied: 0,
        readModels: [{ name: 'orders', collection: 'orders', position: 12, lag: 7 }],
        detail: 'consumer group oms-projections: Empty, 0 member(s)',
      }),
    };
    harness.platform.monitor = startProjectionMonitor({
      runner: stuck,
      logger: console,
      stallAfterMs: 0,
      everyMs: 3_600_000,
    });
    try {
      const response = await harness.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'down',
        projections: {
          lag: 7,
          stalled: true,
          detail: 'consumer group oms-projections: Empty, 0 member(s)',
          readModels: [{ name: 'orders', position: 12, lag: 7 }],
        },
      });
    } finally {
      harness.platform.monitor.stop();
      await harness.close();
    }
  });

  it('given a read store that refuses, when asked, then 503 down naming the engine but not its address', async () => {
    const harness = await buildInMemoryApp({ now, seed: false, workflows: runningWorkflows });
    harness.platform.readStore.listCollections = async () => {
      throw new Error('connect ECONNREFUSED 10.1.2.3:27017');
    };
    try {
      const response = await harness.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'down',
        engines: { readStore: { reachable: false, error: 'refused' } },
      });
      expect(response.body).not.toContain('10.1.2.3');
    } finally {
      await harness.close();
    }
  });
});
