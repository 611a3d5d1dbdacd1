import {
  addBusinessDays,
  businessDateOf,
  catalogueErrors,
  filterDateProblems,
  MAX_FILTER_RANGE_DAYS,
  orderingErrors,
  supplierOrdersDefaultDays,
  supplierOrdersQuerySchema,
  supplierOrdersSchema,
  supplierParamsSchema,
} from '@oms/contracts';
import { readModels, supplierOrders } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainErrorOf } from '../platform/commands/domainError';

/** Spec 03 Supplier portal: the supplier's orders across its customers. */
export const supplierOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;

  app.get(
    '/api/suppliers/:supplierId/orders',
    {
      config: { access: 'supplier' },
      schema: {
        tags: ['ordering'],
        params: supplierParamsSchema,
        querystring: supplierOrdersQuerySchema,
        response: { 200: supplierOrdersSchema },
      },
    },
    async (request) => {
      const { supplierId } = request.params;
      const supplier = await readModels.suppliers.in(platform.readStore).findOne({ _id: supplierId });
      if (!supplier) throw domainErrorOf(catalogueErrors.supplierNotFound);
      const today = businessDateOf(platform.clock());
      const end = request.query.end ?? today;
      const start = request.query.start ?? addBusinessDays(end, -(supplierOrdersDefaultDays - 1));
      const problems = filterDateProblems({ start, end }, today);
      const first = problems.start ?? problems.end;
      if (first) throw domainErrorOf(orderingErrors.invalidDateRange, { message: first, fields: problems });
      if (start < addBusinessDays(end, -MAX_FILTER_RANGE_DAYS)) throw domainErrorOf(orderingErrors.tooMuchData);
      const { page, limit, term } = request.query;
      const found = await supplierOrders(platform.readStore, { supplierId, start, end, term, page, limit });
      return { start, end, page, limit, ...found };
    },
  );
};
