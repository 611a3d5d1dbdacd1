import {
  addBusinessDays,
  businessDateOf,
  supplierOrdersDefaultDays,
  supplierOrdersQuerySchema,
  supplierOrdersSchema,
  supplierParamsSchema,
} from '@oms/contracts';
import { supplierOrders } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findSupplier } from '../catalogue/findSupplier';
import { assertOrderDateRange } from './analytics/routes';

/** Spec 03 Supplier portal: the supplier's orders across its customers. */
export const supplierOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;

  app.get(
    '/api/suppliers/:supplierId/orders',
    {
      config: { access: 'supplier', alsoAnswers: [422] },
      schema: {
        tags: ['ordering'],
        params: supplierParamsSchema,
        querystring: supplierOrdersQuerySchema,
        response: { 200: supplierOrdersSchema },
      },
    },
    async (request) => {
      const { supplierId } = request.params;
      await findSupplier(platform, supplierId);
      const today = businessDateOf(platform.clock());
      const end = request.query.end ?? today;
      const start = request.query.start ?? addBusinessDays(end, -(supplierOrdersDefaultDays - 1));
      assertOrderDateRange({ start, end }, today);
      const { page, limit, term } = request.query;
      const found = await supplierOrders(platform.readStore, { supplierId, start, end, term, page, limit });
      return { start, end, page, limit, ...found };
    },
  );
};
