import {
  catalogueErrors,
  catalogueSearchQuerySchema,
  catalogueSearchResultSchema,
  defaultCatalogueSearchFields,
  supplierParamsSchema,
  supplierReindexSchema,
  supplierStreamId,
  venueParamsSchema,
} from '@oms/contracts';
import { type CatalogueSearchFeed, readModels, searchableOf } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainErrorOf } from '../platform/commands/domainError';
import { handleCommand } from '../platform/commands/handleCommand';
import { actorOf, venueOf } from '../platform/http/requestContext';
import { catalogueColumnsFor, catalogueRowsFor } from './catalogueRows';
import { findSupplier } from './findSupplier';
import { supplierDecider } from './supplier/supplier';

/** Spec 01 §2 catalogue search bar: the venue's suppliers' products, best matches first. */
export const catalogueSearchRoutes: FastifyPluginAsyncZod<{ search: CatalogueSearchFeed }> = async (
  app,
  { search },
) => {
  const { platform } = app;

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

  /**
   * Spec 03 Admin Suppliers: rebuilds the supplier's products in this process's search index from
   * the catalogue read model, and records how it went (the screen shows "Reindexed {n} products"
   * or "Failed to rebuild").
   */
  app.post(
    '/api/admin/suppliers/:supplierId/search-index',
    {
      config: { access: 'adminArea' },
      schema: { tags: ['admin'], params: supplierParamsSchema, response: { 200: supplierReindexSchema } },
    },
    async (request) => {
      const { supplierId } = request.params;
      await findSupplier(platform, supplierId);
      let recordsUpserted = 0;
      let success = true;
      try {
        await search.waitFor(await platform.eventStore.headPosition());
        const products = await readModels.catalogueProducts
          .in(platform.readStore)
          .find({ supplierId, isDeleted: { $ne: true } }, { sort: { _id: 1 } });
        recordsUpserted = search.index.replaceSupplierProducts(
          supplierId,
          products.map((product) => ({
            ...searchableOf(product),
            previousOMSPrice: product.previousOMSPrice,
            priceChangedAt: product.priceChangedAt,
          })),
        );
      } catch (error) {
        request.log.error({ err: error, supplierId }, 'search index rebuild failed');
        success = false;
        recordsUpserted = 0;
      }
      const outcome = await handleCommand(
        platform.eventStore,
        supplierStreamId(supplierId),
        supplierDecider,
        { type: 'RecordSearchIndexRebuild', supplierId, success, recordsUpserted, at: platform.clock().toISOString() },
        request.commandContext(),
      );
      await platform.runner.waitFor(outcome.position);
      if (!success) throw domainErrorOf(catalogueErrors.searchIndexRebuildFailed);
      return { success, recordsUpserted };
    },
  );
};
