import { workflowEngineStatusSchema } from '@oms/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveWorkflows } from './liveWorkflows';

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
};
