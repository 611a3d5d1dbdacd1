import {
  catalogueSearchQuerySchema,
  catalogueSearchResultSchema,
  defaultCatalogueSearchFields,
  venueParamsSchema,
} from '@oms/contracts';
import { CatalogueSearchFeed } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../platform/http/requestContext';
import { findVenue } from '../venues/routes';

/** Spec 01 §2 catalogue search bar: the venue's suppliers' products, best matches first. */
export const catalogueSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  const search = await CatalogueSearchFeed.start(platform.eventStore, app.log);
  app.addHook('onClose', () => search.stop());

  app.get(
    '/api/venues/:venueId/catalogue/search',
    {
      config: { access: 'venue' },
      schema: {
        tags: ['catalogue'],
        params: venueParamsSchema,
        querystring: catalogueSearchQuerySchema,
        response: { 200: catalogueSearchResultSchema },
      },
    },
    async (request) => {
      actorOf(request);
      const { venueId } = request.params;
      await findVenue(platform, venueId);
      // Read-your-writes, as the other screens: a product listed a moment ago is findable.
      await search.waitFor(await platform.eventStore.headPosition());
      const { term, fields, limit } = request.query;
      const result = search.index.search({
        term,
        fields: fields ?? defaultCatalogueSearchFields,
        supplierIds: search.index.suppliersOf(venueId),
        limit,
      });
      return {
        total: result.total,
        // Field by field rather than spread: one object shape, built fast, for up to 500 products a search.
        products: result.hits.map(({ product, score }) => ({
          productId: product.productId,
          supplierId: product.supplierId,
          supplierTitle: product.supplierTitle,
          sku: product.sku,
          title: product.title,
          size: product.size,
          UoM: product.UoM,
          type: product.type,
          OMSPrice: product.OMSPrice,
          hasVat: product.hasVat,
          score,
        })),
      };
    },
  );
};
