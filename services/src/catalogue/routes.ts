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
import { readModels } from '@oms/projections';
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
  await app.register(catalogueSearchRoutes);

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
      const { page, limit } = request.query;
      const venue = venueOf(request);
      const supplierIds = await catalogueSupplierIds(platform, venueId);
      const ofSuppliers = { supplierId: { $in: supplierIds }, isDeleted: { $ne: true } };
      const [products, total, changed] = await Promise.all([
        catalogueProducts(platform).find(ofSuppliers, { sort: { title: 1 }, skip: (page - 1) * limit, limit }),
        catalogueProducts(platform).countDocuments(ofSuppliers),
        catalogueProducts(platform).find({
          ...ofSuppliers,
          priceChangedAt: { $gte: priceChangeWindowStart(platform.clock()).toISOString() },
        }),
      ]);
      const changes = changed.map((product) => priceChangeOf(product, platform.clock()));
      return {
        products: await catalogueRowsFor(platform, actor, venue, products),
        total,
        page,
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
