import {
  dateRangeQuerySchema,
  overviewDefaultDays,
  supplierParamsSchema,
  supplierSpendingReportSchema,
} from '@oms/contracts';
import { spendingBySupplier } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findSupplier } from '../../catalogue/findSupplier';
import { rangeOf } from '../../ordering/adminOrderRoutes';

/**
 * Spec 03 /supplier/spending: the admin and overview spending, read for one supplier only. The
 * `supplier` access lets a supplier admin name no supplier but its own.
 */
export const supplierSpendingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;

  app.get(
    '/api/suppliers/:supplierId/spending',
    {
      config: { access: 'supplier', alsoAnswers: [422] },
      schema: {
        tags: ['supplierPortal'],
        params: supplierParamsSchema,
        querystring: dateRangeQuerySchema,
        response: { 200: supplierSpendingReportSchema },
      },
    },
    async (request) => {
      const { supplierId } = request.params;
      const supplier = await findSupplier(platform, supplierId);
      const range = rangeOf(platform, request.query, overviewDefaultDays);
      const [spending] = await spendingBySupplier(platform.readStore, { ...range, supplierIds: [supplierId] });
      return {
        ...range,
        spending: spending ?? {
          supplierId,
          supplierTitle: supplier.title,
          totalOrders: 0,
          totalVenues: 0,
          totalSpend: 0,
          venues: [],
        },
      };
    },
  );
};
