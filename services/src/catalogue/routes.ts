import {
  catalogueErrors,
  catalogueListQuerySchema,
  catalogueListSchema,
  catalogueOptionsBodySchema,
  catalogueProductParamsSchema,
  clearedPriceNotificationSchema,
  priceNotificationsStreamId,
  venueParamsSchema,
  venueStreamId,
} from '@oms/contracts';
import { CatalogueSearchFeed, readModels } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainErrorOf } from '../platform/commands/domainError';
import { handleCommand } from '../platform/commands/handleCommand';
import { actorOf, venueOf } from '../platform/http/requestContext';
import type { Platform } from '../platform/platform';
import { findVenue } from '../venues/findVenue';
import { venueDecider } from '../venues/venue/venue';
import {
  catalogueColumnsFor,
  catalogueRowsFor,
  catalogueSupplierIds,
  priceChangeOf,
  priceChangeWindowStart,
} from './catalogueRows';
import { priceNotificationsDecider } from './priceNotifications/priceNotifications';
import { catalogueSearchRoutes } from './searchRoutes';

const catalogueProducts = (platform: Platform) => readModels.catalogueProducts.in(platform.readStore);

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  // The search index also keeps the catalogue in each sort order: one feed serves search and browse.
  const search = await CatalogueSearchFeed.start(platform.eventStore, app.log);
  app.addHook('onClose', () => search.stop());
  await app.register(catalogueSearchRoutes, { search });

  app.get(
    '/api/venues/:venueId/catalogue',
    {
      config: { access: 'venue' },
      schema: {
        tags: ['catalogue'],
        params: venueParamsSchema,
        querystring: catalogueListQuerySchema,
        response: { 200: catalogueListSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { venueId } = request.params;
      const { page, offset, limit, sort, order } = request.query;
      const venue = venueOf(request);
      const supplierIds = await catalogueSupplierIds(platform, venueId);
      const ofSuppliers = { supplierId: { $in: supplierIds }, isDeleted: { $ne: true } };
      // Sorted where the catalogue is kept in order (the search index), never by sorting it per request;
      // the rows themselves come from the read model, as every other catalogue answer does.
      await search.waitFor(await platform.eventStore.headPosition());
      const first = offset ?? (page - 1) * limit;
      const ordered = search.index.sorted.page({
        sort: { column: sort, direction: order },
        supplierIds: new Set(supplierIds),
        offset: first,
        limit,
      });
      const ids = ordered.products.map((product) => product.productId);
      const [documents, total, changed] = await Promise.all([
        catalogueProducts(platform).findReadOnly({ ...ofSuppliers, _id: { $in: ids } }),
        catalogueProducts(platform).countDocuments(ofSuppliers),
        catalogueProducts(platform).findReadOnly({
          ...ofSuppliers,
          priceChangedAt: { $gte: priceChangeWindowStart(platform.clock()).toISOString() },
        }),
      ]);
      const changes = changed.map((product) => priceChangeOf(product, platform.clock()));
      const byId = new Map(documents.map((document) => [document.productId, document]));
      const products = ids.flatMap((id) => byId.get(id) ?? []);
      return {
        products: await catalogueRowsFor(platform, actor, venue, products),
        total,
        page: offset === undefined ? page : Math.floor(offset / limit) + 1,
        limit,
        supplierCount: supplierIds.length,
        columns: catalogueColumnsFor(actor, venue),
        options: {
          dataplusIntegration: venue.dataplusIntegration === true,
          isPriceChangesVisible: venue.isPriceChangesVisible !== false,
        },
        analytics: {
          priceRises: changes.filter((change) => change?.direction === 'up').length,
          priceDrops: changes.filter((change) => change?.direction === 'down').length,
        },
      };
    },
  );

  app.post(
    '/api/venues/:venueId/catalogue/:productId/clear-price-notification',
    {
      config: { access: 'venue' },
      schema: {
        tags: ['catalogue'],
        params: catalogueProductParamsSchema,
        response: { 200: clearedPriceNotificationSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { venueId, productId } = request.params;
      const product = await catalogueProducts(platform).findOne({ _id: productId });
      if (!product || !(await catalogueSupplierIds(platform, venueId)).includes(product.supplierId)) {
        throw domainErrorOf(catalogueErrors.productNotFound);
      }
      const outcome = await handleCommand(
        platform.eventStore,
        priceNotificationsStreamId(actor.accountId),
        priceNotificationsDecider,
        {
          type: 'ClearPriceNotification',
          accountId: actor.accountId,
          productId,
          priceChangedAt: product.priceChangedAt,
        },
        request.commandContext(),
      );
      await platform.runner.waitFor(outcome.position);
      return { productId, priceChangedAt: product.priceChangedAt as string };
    },
  );

  app.put(
    '/api/venues/:venueId/catalogue/options',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalogue'],
        params: venueParamsSchema,
        body: catalogueOptionsBodySchema,
        response: { 200: catalogueOptionsBodySchema },
      },
    },
    async (request) => {
      const { venueId } = request.params;
      await findVenue(platform, venueId);
      const outcome = await handleCommand(
        platform.eventStore,
        venueStreamId(venueId),
        venueDecider,
        { type: 'SetCatalogueOptions', options: request.body },
        request.commandContext(),
      );
      await platform.runner.waitFor(outcome.position);
      return request.body;
    },
  );
};
