import {
  businessDateOf,
  manualOrderProductsParamsSchema,
  manualOrderProductsQuerySchema,
  manualOrderProductsSchema,
  manualOrderSuppliersSchema,
  placedManualOrderSchema,
  placeManualOrderBodySchema,
  venueParamsSchema,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { containsPattern } from '../../platform/containsPattern';
import { effectiveSupplierTerms } from './orderLineSnapshot';
import { placeManualOrderService } from './placeManualOrderService';

/** Spec 01 §2 'Manually add order': the modal's supplier and product choices, and Save. */
export const manualOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;

  app.get(
    '/api/venues/:venueId/orders/manual/suppliers',
    {
      config: { access: 'venue' },
      schema: { tags: ['ordering'], params: venueParamsSchema, response: { 200: manualOrderSuppliersSchema } },
    },
    async (request) => {
      const { venueId } = request.params;
      const links = await readModels.venueSuppliers.in(platform.readStore).find({ venueId });
      const suppliers = await readModels.suppliers
        .in(platform.readStore)
        .find({ _id: { $in: links.map((link) => link.supplierId) } }, { sort: { title: 1 } });
      const products = readModels.catalogueProducts.in(platform.readStore);
      return {
        today: businessDateOf(platform.clock()),
        suppliers: await Promise.all(
          suppliers.map(async (supplier) => ({
            supplierId: supplier.supplierId,
            title: supplier.title,
            deliveryDays: effectiveSupplierTerms(
              supplier,
              links.find((link) => link.supplierId === supplier.supplierId),
            ).deliveryDays,
            productCount: await products.countDocuments({ supplierId: supplier.supplierId, isDeleted: { $ne: true } }),
          })),
        ),
      };
    },
  );

  app.get(
    '/api/venues/:venueId/orders/manual/suppliers/:supplierId/products',
    {
      config: { access: 'venue' },
      schema: {
        tags: ['ordering'],
        params: manualOrderProductsParamsSchema,
        querystring: manualOrderProductsQuerySchema,
        response: { 200: manualOrderProductsSchema },
      },
    },
    async (request) => {
      const { venueId, supplierId } = request.params;
      const link = await readModels.venueSuppliers.in(platform.readStore).findOne({ venueId, supplierId });
      if (!link) return { total: 0, products: [] };
      const term = request.query.term.trim();
      const filter: Record<string, unknown> = { supplierId, isDeleted: { $ne: true } };
      if (term !== '') {
        const pattern = containsPattern(term);
        filter.$or = [{ title: pattern }, { sku: pattern }];
      }
      const collection = readModels.catalogueProducts.in(platform.readStore);
      const [found, total] = await Promise.all([
        collection.find(filter, { sort: { title: 1 }, limit: request.query.limit }),
        collection.countDocuments(filter),
      ]);
      return {
        total,
        products: found.map(({ productId, sku, title, size, UoM, type, OMSPrice, hasVat }) => ({
          productId,
          sku,
          title,
          size,
          UoM,
          type,
          OMSPrice,
          hasVat,
        })),
      };
    },
  );

  app.post(
    '/api/venues/:venueId/orders/manual',
    {
      config: { access: 'venue', idempotent: true },
      schema: {
        tags: ['ordering'],
        params: venueParamsSchema,
        body: placeManualOrderBodySchema,
        response: { 201: placedManualOrderSchema },
      },
    },
    async (request, reply) => {
      const { venueId } = request.params;
      const placed = await placeManualOrderService(
        platform,
        venueId,
        { ...request.body, poNumber: request.body.poNumber ?? null },
        request.commandContext(),
      );
      return reply.code(201).send(placed);
    },
  );
};
