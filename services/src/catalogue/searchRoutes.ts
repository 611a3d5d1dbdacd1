import {
  catalogueSearchQuerySchema,
  catalogueSearchResultSchema,
  defaultCatalogueSearchFields,
  venueParamsSchema,
} from '@oms/contracts';
import { type CatalogueProductDocument, CatalogueSearchFeed } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../platform/http/requestContext';
import { findVenue } from '../venues/routes';
import { catalogueColumnsFor, catalogueRowsFor, catalogueSupplierIds } from './catalogueRows';

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
      const venue = await findVenue(platform, venueId);
      // Read-your-writes, as the other screens: a product listed a moment ago is findable.
      await search.waitFor(await platform.eventStore.headPosition());
      const { term, fields, limit } = request.query;
      const result = search.index.search({
        term,
        fields: fields ?? defaultCatalogueSearchFields,
        // The read model's links, so a supplier an admin hid or closed drops out of search too.
        supplierIds: new Set(await catalogueSupplierIds(platform, venueId)),
        limit,
      });
      // The index ranks; the catalogue read model adds what the row shows (price change, list membership).
      const documents = await platform.readStore
        .collection<CatalogueProductDocument>('catalogueProducts')
        .find({ _id: { $in: result.hits.map((hit) => hit.product.productId) } });
      const byId = new Map(documents.map((document) => [document.productId, document]));
      const found = result.hits.filter((hit) => byId.has(hit.product.productId));
      const rows = await catalogueRowsFor(
        platform,
        actor,
        venue,
        found.map((hit) => byId.get(hit.product.productId) as CatalogueProductDocument),
      );
      return {
        total: result.total,
        products: rows.map((row, index) => ({ ...row, score: (found[index] as { score: number }).score })),
        columns: catalogueColumnsFor(actor, venue),
      };
    },
  );
};
