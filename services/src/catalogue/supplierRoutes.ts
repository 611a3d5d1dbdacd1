import { supplierParamsSchema, supplierProfileSchema } from '@oms/contracts';
import type { SupplierDocument } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../platform/commands/domainError';

export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/suppliers/:supplierId',
    {
      config: { access: 'supplier' },
      schema: { tags: ['catalogue'], params: supplierParamsSchema, response: { 200: supplierProfileSchema } },
    },
    async (request) => {
      const supplier = await app.platform.readStore
        .collection<SupplierDocument>('suppliers')
        .findOne({ _id: request.params.supplierId });
      if (!supplier) throw new NotFoundError('Supplier');
      const { supplierId, title, deliveryDays, cutOffTime, integrationType } = supplier;
      return { supplierId, title, deliveryDays, cutOffTime, integrationType };
    },
  );
};
