import { planUsageSchema, venueParamsSchema } from '@oms/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planUsageFor } from './planUsage';

export const planUsageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;

  // The venue's plan, its monthly limits and this month's use: what gates the PO field and the Plan Limit modal.
  app.get(
    '/api/venues/:venueId/plan-usage',
    {
      config: { access: 'venue' },
      schema: { tags: ['subscriptions'], params: venueParamsSchema, response: { 200: planUsageSchema } },
    },
    async (request) => {
      return (await planUsageFor(platform, request.params.venueId)).usage;
    },
  );
};
