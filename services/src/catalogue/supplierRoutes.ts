import { catalogueErrors, supplierParamsSchema, supplierProfileSchema } from '@oms/contracts';
import { readModels } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainErrorOf } from '../platform/commands/domainError';
import { importCsv } from '../platform/csvImport/csvImport';
import { csvImportReply, csvImportReplySchema } from '../platform/csvImport/csvImportReply';
import { readUpload } from '../platform/files/uploads';
import { productsCsv } from './product/productsCsv';

export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.post(
    '/api/suppliers/:supplierId/products/csv',
    {
      config: { access: 'supplier' },
      schema: {
        tags: ['catalogue'],
        params: supplierParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: csvImportReplySchema },
      },
    },
    async (request) => {
      const kind = await productsCsv(app.platform, request.params.supplierId);
      const upload = await readUpload(request, { accept: ['csv'], csvMessages: true });
      const result = await importCsv(app.platform, kind, upload, request.commandContext());
      return csvImportReply(app, result);
    },
  );
};
