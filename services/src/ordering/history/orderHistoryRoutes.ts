import { orderHistoryParamsSchema, orderHistorySchema } from '@oms/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderHistory } from './orderHistory';

export const orderHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/venues/:venueId/orders/:orderId/history',
    {
      // Admins and TFR admins audit any order; venue users see statuses on the orders page instead.
      config: { access: 'adminArea' },
      schema: {
        tags: ['ordering'],
        params: orderHistoryParamsSchema,
        response: { 200: orderHistorySchema },
      },
    },
    async (request) => orderHistory(app.platform, request.params.venueId, request.params.orderId),
  );
};
