import { supplierParamsSchema, supplierProfileSchema } from '@oms/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findSupplier } from './findSupplier';
import { adminSupplierRoutes } from './supplier/adminSupplierRoutes';
import { supplierProductRoutes } from './supplierProducts/supplierProductRoutes';

export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(supplierProductRoutes);
  await app.register(adminSupplierRoutes);
  app.get(
    '/api/suppliers/:supplierId',
    {
      config: { access: 'supplier' },
      schema: { tags: ['catalogue'], params: supplierParamsSchema, response: { 200: supplierProfileSchema } },
    },
    async (request) => {
      const supplier = await findSupplier(app.platform, request.params.supplierId);
      const { supplierId, title, deliveryDays, cutOffTime, integrationType } = supplier;
      return { supplierId, title, deliveryDays, cutOffTime, integrationType };
    },
  );
};
