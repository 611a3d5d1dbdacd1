import { catalogueErrors, supplierParamsSchema, supplierProfileSchema } from '@oms/contracts';
import { readModels } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainErrorOf } from '../platform/commands/domainError';
import { supplierProductRoutes } from './supplierProducts/supplierProductRoutes';

export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(supplierProductRoutes);
  app.get(
    '/api/suppliers/:supplierId',
    {
      config: { access: 'supplier' },
      schema: { tags: ['catalogue'], params: supplierParamsSchema, response: { 200: supplierProfileSchema } },
    },
    async (request) => {
      const supplier = await readModels.suppliers
        .in(app.platform.readStore)
        .findOne({ _id: request.params.supplierId });
      if (!supplier) throw domainErrorOf(catalogueErrors.supplierNotFound);
      const { supplierId, title, deliveryDays, cutOffTime, integrationType } = supplier;
      return { supplierId, title, deliveryDays, cutOffTime, integrationType };
    },
  );
};
