import { type HealthView, healthSchema } from '@oms/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthOf } from './healthOf';

/** A look at the engines is shared for this long: the endpoint is public and must not fan out per call. */
const SHARED_FOR_MS = 1000;

/** GET /api/health for operators and docker-compose's healthcheck: 503 when the app cannot serve. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let latest: { at: number; view: Promise<HealthView> } | null = null;
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['platform'], response: { 200: healthSchema, 503: healthSchema } },
    },
    async (_request, reply) => {
      if (!latest || Date.now() - latest.at > SHARED_FOR_MS) latest = { at: Date.now(), view: healthOf(app.platform) };
      const view = await latest.view;
      reply.header('cache-control', 'no-store');
      return reply.code(view.status === 'down' ? 503 : 200).send(view);
    },
  );
};
