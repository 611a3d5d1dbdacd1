import {
  priceFilePreviewSchema,
  supplierParamsSchema,
  supplierProductBodySchema,
  supplierProductListQuerySchema,
  supplierProductListSchema,
  supplierProductParamsSchema,
  supplierProductRowSchema,
  supplierProductUploadQuerySchema,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { containsPattern } from '../../platform/containsPattern';
import { importCsv } from '../../platform/csvImport/csvImport';
import { csvImportReply, csvImportReplySchema } from '../../platform/csvImport/csvImportReply';
import { readUpload } from '../../platform/files/uploads';
import { findSupplier } from '../findSupplier';
import { productsCsv } from '../product/productsCsv';
import { previewPriceFile } from './priceFilePreview';
import {
  addSupplierProduct,
  deleteSupplierProduct,
  editSupplierProduct,
  supplierProductRowOf,
} from './supplierProductCommands';

const tags = ['catalogue'];
/** A price file of 20,000 products is about 2 MB; the limit leaves room. */
const PRICE_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Spec 03 Supplier Products: a supplier's own price file, seen and kept by its admins (and platform admins). */
export const supplierProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  const products = () => readModels.catalogueProducts.in(platform.readStore);

  app.get(
    '/api/suppliers/:supplierId/products',
    {
      config: { access: 'supplier' },
      schema: {
        tags,
        params: supplierParamsSchema,
        querystring: supplierProductListQuerySchema,
        response: { 200: supplierProductListSchema },
      },
    },
    async (request) => {
      const { supplierId } = request.params;
      const { page, limit, term } = request.query;
      const supplier = await findSupplier(platform, supplierId);
      const filter: Record<string, unknown> = { supplierId, isDeleted: { $ne: true } };
      if (term) {
        const pattern = containsPattern(term);
        filter.$or = [{ title: pattern }, { sku: pattern }, { type: pattern }];
      }
      const [found, total] = await Promise.all([
        products().find(filter, { sort: { title: 1 }, skip: (page - 1) * limit, limit }),
        products().countDocuments(filter),
      ]);
      return {
        supplierId,
        supplierTitle: supplier.title,
        products: found.map(supplierProductRowOf),
        total,
        page,
        limit,
      };
    },
  );

  app.get(
    '/api/suppliers/:supplierId/products/export',
    {
      config: { access: 'supplier' },
      schema: {
        tags,
        params: supplierParamsSchema,
        response: {
          200: z.object({ supplierTitle: z.string(), products: z.array(supplierProductRowSchema) }),
        },
      },
    },
    async (request) => {
      const { supplierId } = request.params;
      const supplier = await findSupplier(platform, supplierId);
      const found = await products().find({ supplierId, isDeleted: { $ne: true } }, { sort: { title: 1 } });
      return { supplierTitle: supplier.title, products: found.map(supplierProductRowOf) };
    },
  );

  app.post(
    '/api/suppliers/:supplierId/products',
    {
      config: { access: 'supplier' },
      schema: {
        tags,
        params: supplierParamsSchema,
        body: supplierProductBodySchema,
        response: { 201: supplierProductRowSchema },
      },
    },
    async (request, reply) => {
      const row = await addSupplierProduct(platform, request.params.supplierId, request.body, request.commandContext());
      return reply.status(201).send(row);
    },
  );

  app.put(
    '/api/suppliers/:supplierId/products/:productId',
    {
      config: { access: 'supplier' },
      schema: {
        tags,
        params: supplierProductParamsSchema,
        body: supplierProductBodySchema,
        response: { 200: supplierProductRowSchema },
      },
    },
    async (request) => editSupplierProduct(platform, request.params, request.body, request.commandContext()),
  );

  app.delete(
    '/api/suppliers/:supplierId/products/:productId',
    {
      config: { access: 'supplier' },
      schema: { tags, params: supplierProductParamsSchema, response: { 200: z.object({ deleted: z.literal(true) }) } },
    },
    async (request) => {
      await deleteSupplierProduct(platform, request.params, request.commandContext());
      return { deleted: true as const };
    },
  );

  app.post(
    '/api/suppliers/:supplierId/products/csv/preview',
    {
      config: { access: 'supplier' },
      schema: {
        tags,
        params: supplierParamsSchema,
        querystring: supplierProductUploadQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 200: priceFilePreviewSchema },
      },
    },
    async (request) => {
      await findSupplier(platform, request.params.supplierId);
      const upload = await readUpload(request, { accept: ['csv'], csvMessages: true, maxBytes: PRICE_FILE_MAX_BYTES });
      return previewPriceFile(platform, request.params.supplierId, upload, { date: request.query.date });
    },
  );

  app.post(
    '/api/suppliers/:supplierId/products/csv',
    {
      config: { access: 'supplier' },
      schema: {
        tags,
        params: supplierParamsSchema,
        querystring: supplierProductUploadQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 200: csvImportReplySchema },
      },
    },
    async (request) => {
      const kind = await productsCsv(platform, request.params.supplierId, { date: request.query.date });
      const upload = await readUpload(request, { accept: ['csv'], csvMessages: true, maxBytes: PRICE_FILE_MAX_BYTES });
      const result = await importCsv(platform, kind, upload, request.commandContext());
      return csvImportReply(app, result);
    },
  );
};
