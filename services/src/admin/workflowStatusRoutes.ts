import { workflowEngineStatusSchema, workflowListingSchema } from '@oms/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WorkflowEngineUnavailableError } from '../platform/engines/workflowEngine';
import { liveWorkflows } from './liveWorkflows';

const LISTING_LIMIT = 200;

/** Whether workflows run, and where operators inspect them (the Temporal Web UI), for the admin area. */
export const workflowStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/workflows',
    {
      config: { access: 'adminArea' },
      schema: { tags: ['admin'], response: { 200: workflowEngineStatusSchema } },
    },
    async () => {
      const engine = app.platform.workflows;
      const status = engine?.status ?? (engine && !engine.unavailableReason ? 'ready' : 'unavailable');
      const webUiUrl = engine?.webUiUrl ?? null;
      return {
        status,
        reason: status === 'ready' ? null : (engine?.unavailableReason ?? 'no Temporal server is configured'),
        webUiUrl,
        live: await liveWorkflows(app.platform, webUiUrl),
      };
    },
  );

  app.get(
    '/api/admin/workflows/executions',
    {
      config: { access: 'adminArea', alsoAnswers: [503] },
      schema: {
        tags: ['admin'],
        description: 'What Temporal runs, has scheduled and saw fail, each linked into the Temporal Web UI.',
        response: { 200: workflowListingSchema },
      },
    },
    async () => {
      const engine = app.platform.workflows;
      if (!engine?.listWorkflows || engine.unavailableReason) {
        throw new WorkflowEngineUnavailableError(engine?.unavailableReason ?? 'no Temporal server is configured');
      }
      const listing = await engine.listWorkflows(LISTING_LIMIT);
      const ui = engine.webUiUrl?.replace(/\/+$/, '') ?? null;
      const link = (kind: 'workflows' | 'schedules', id: string) =>
        ui ? `${ui}/namespaces/default/${kind}/${encodeURIComponent(id)}` : null;
      return {
        webUiUrl: ui,
        running: listing.running.map((run) => ({ ...run, url: link('workflows', run.workflowId) })),
        failed: listing.failed.map((run) => ({ ...run, url: link('workflows', run.workflowId) })),
        scheduled: listing.scheduled.map((schedule) => ({ ...schedule, url: link('schedules', schedule.scheduleId) })),
      };
    },
  );
};
