import { catalogueListSchema, venueParamsSchema } from '@oms/contracts';
import type { CatalogueProductDocument, VenueSupplierDocument } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findVenue } from '../venues/routes';
import { catalogueSearchRoutes } from './searchRoutes';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(catalogueSearchRoutes);
  app.get(
    '/api/venues/:venueId/catalogue',
    {
      config: { access: 'venue' },
      schema: { tags: ['catalogue'], params: venueParamsSchema, response: { 200: catalogueListSchema } },
    },
    async (request) => {
      const { venueId } = request.params;
      await findVenue(app.platform, venueId);
      const links = await app.platform.readStore.collection<VenueSupplierDocument>('venueSuppliers').find({ venueId });
      const products = await app.platform.readStore
        .collection<CatalogueProductDocument>('catalogueProducts')
        .find({ supplierId: { $in: links.map((link) => link.supplierId) } }, { sort: { title: 1 }, limit: 200 });
      const total = await app.platform.readStore
        .collection('catalogueProducts')
        .countDocuments({ supplierId: { $in: links.map((link) => link.supplierId) } });
      return {
        total,
        products: products.map(
          ({ productId, supplierId, supplierTitle, sku, title, size, UoM, type, OMSPrice, hasVat }) => ({
            productId,
            supplierId,
            supplierTitle,
            sku,
            title,
            size,
            UoM,
            type,
            OMSPrice,
            hasVat,
          }),
        ),
      };
    },
  );
};
