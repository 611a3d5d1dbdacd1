import { analyticsPageSchema, analyticsQuerySchema, supplierParamsSchema } from '@oms/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supplierAnalytics } from './supplierAnalyticsView';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/suppliers/:supplierId/analytics',
    {
      config: { access: 'supplier' },
      schema: {
        tags: ['supplierPortal'],
        params: supplierParamsSchema,
        querystring: analyticsQuerySchema,
        response: { 200: analyticsPageSchema },
      },
    },
    async (request) => supplierAnalytics(app.platform, request.params.supplierId, request.query),
  );
};
