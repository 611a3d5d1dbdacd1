import {
  catalogueSearchQuerySchema,
  catalogueSearchResultSchema,
  defaultCatalogueSearchFields,
  venueParamsSchema,
} from '@oms/contracts';
import { CatalogueSearchFeed } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, venueOf } from '../platform/http/requestContext';
import { catalogueColumnsFor, catalogueRowsFor } from './catalogueRows';

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
      const actor = actorOf(request);
      const { venueId } = request.params;
      const venue = venueOf(request);
      // Read-your-writes, as the other screens: a product listed a moment ago is findable.
      await search.waitFor(await platform.eventStore.headPosition());
      const { term, fields, limit } = request.query;
      const result = search.index.search({
        term,
        fields: fields ?? defaultCatalogueSearchFields,
        // Follows the venue's links and the suppliers an admin made inactive or closed.
        supplierIds: search.index.suppliersOf(venueId),
        limit,
      });
      const rows = await catalogueRowsFor(
        platform,
        actor,
        venue,
        result.hits.map((hit) => hit.product),
      );
      return {
        total: result.total,
        products: rows.map((row, index) => ({ ...row, score: (result.hits[index] as { score: number }).score })),
        columns: catalogueColumnsFor(actor, venue),
      };
    },
  );
};
