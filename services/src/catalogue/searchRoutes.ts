import {
  catalogueSearchQuerySchema,
  catalogueSearchResultSchema,
  defaultCatalogueSearchFields,
  venueParamsSchema,
} from '@oms/contracts';
import { CatalogueSearchFeed, type VenueSupplierDocument } from '@oms/projections';
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
      const links = await platform.readStore.collection<VenueSupplierDocument>('venueSuppliers').find({ venueId });
      // Read-your-writes, as the other screens: a product listed a moment ago is findable.
      await search.waitFor(await platform.eventStore.headPosition());
      const { term, fields, limit } = request.query;
      const result = search.index.search({
        term,
        fields: fields ?? defaultCatalogueSearchFields,
        supplierIds: new Set(links.map((link) => link.supplierId)),
        limit,
      });
      return {
        total: result.total,
        products: result.hits.map(({ product: { zone: _zone, ...product }, score }) => ({ ...product, score })),
      };
    },
  );
};
