import {
  addToBasketBodySchema,
  basketLineParamsSchema,
  basketStreamId,
  basketViewSchema,
  businessDateOf,
  changeBasketQuantityBodySchema,
  formatLondonDateTime,
  orderDaysSchema,
  orderFiltersQuerySchema,
  ordersByDaySchema,
  placeBasketOrderBodySchema,
  placedBasketOrderSchema,
  venueParamsSchema,
} from '@oms/contracts';
import { basketView, type DeepReadonly, orderDays, ordersByDay, type VenueDocument } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandContext } from '../platform/commands/commandContext';
import { handleCommand } from '../platform/commands/handleCommand';
import { venueOf } from '../platform/http/requestContext';
import type { Platform } from '../platform/platform';
import { adminOrderRoutes } from './adminOrderRoutes';
import { checkedOrderFilters } from './analytics/routes';
import { addToBasketCommand } from './basket/addToBasketCommand';
import { basketDecider } from './basket/basket';
import type { AddToBasket, ChangeBasketQuantity } from './basket/commands';
import { placeBasketOrderService } from './basket/placeBasketOrderService';
import { manualOrderRoutes } from './order/manualOrderRoutes';
import { orderMailRoutes } from './order/orderMailRoutes';
import { supplierOrderRoutes } from './supplierOrderRoutes';

/** The venue is the one the request's access check loaded: the basket commands do not change it. */
async function currentBasket(platform: Platform, venue: DeepReadonly<VenueDocument>) {
  return basketView(platform.readStore, venue.venueId, {
    isPricesHidden: venue.isPricesHidden,
    today: businessDateOf(platform.clock()),
    time: formatLondonDateTime(platform.clock(), 'time'),
  });
}

/** Run a basket command and answer the basket as the screen will next read it. */
async function changeBasket(
  platform: Platform,
  venue: DeepReadonly<VenueDocument>,
  command: AddToBasket | ChangeBasketQuantity,
  context: CommandContext,
) {
  const outcome = await handleCommand(
    platform.eventStore,
    basketStreamId(command.venueId),
    basketDecider,
    command,
    context,
  );
  await platform.runner.waitFor(outcome.position);
  return currentBasket(platform, venue);
}

export const orderingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  await app.register(manualOrderRoutes);
  await app.register(orderMailRoutes);
  await app.register(supplierOrderRoutes);
  await app.register(adminOrderRoutes);

  app.get(
    '/api/venues/:venueId/basket',
    {
      config: { access: 'venue' },
      schema: { tags: ['ordering'], params: venueParamsSchema, response: { 200: basketViewSchema } },
    },
    async (request) => {
      return currentBasket(platform, venueOf(request));
    },
  );

  app.post(
    '/api/venues/:venueId/basket/lines',
    {
      config: { access: 'venue', idempotent: true },
      schema: {
        tags: ['ordering'],
        params: venueParamsSchema,
        body: addToBasketBodySchema,
        response: { 200: basketViewSchema },
      },
    },
    async (request) => {
      const { venueId } = request.params;
      const command = await addToBasketCommand(platform, venueId, request.body);
      return changeBasket(platform, venueOf(request), command, request.commandContext());
    },
  );

  app.put(
    '/api/venues/:venueId/basket/lines/:productId',
    {
      config: { access: 'venue' },
      schema: {
        tags: ['ordering'],
        params: basketLineParamsSchema,
        body: changeBasketQuantityBodySchema,
        response: { 200: basketViewSchema },
      },
    },
    async (request) => {
      const { venueId, productId } = request.params;
      return changeBasket(
        platform,
        venueOf(request),
        { type: 'ChangeBasketQuantity', venueId, productId, quantity: request.body.quantity },
        request.commandContext(),
      );
    },
  );

  app.post(
    '/api/venues/:venueId/basket/order',
    {
      config: { access: 'venue', idempotent: true },
      schema: {
        tags: ['ordering'],
        params: venueParamsSchema,
        body: placeBasketOrderBodySchema,
        response: { 201: placedBasketOrderSchema },
      },
    },
    async (request, reply) => {
      const { venueId } = request.params;
      const placed = await placeBasketOrderService(
        platform,
        {
          venueId,
          requiredDeliveryDay: request.body.requiredDeliveryDay,
          poNumber: request.body.poNumber ?? null,
          notes: request.body.notes.trim(),
        },
        request.commandContext(),
        app.platformOptions,
      );
      return reply.code(201).send(placed);
    },
  );

  app.get(
    '/api/venues/:venueId/orders/days',
    {
      config: { access: 'venue', alsoAnswers: [422] },
      schema: {
        tags: ['ordering'],
        params: venueParamsSchema,
        querystring: orderFiltersQuerySchema,
        response: { 200: orderDaysSchema },
      },
    },
    async (request) => {
      const { venueId } = request.params;
      const { start, end, suppliers, types } = checkedOrderFilters(platform, request.query);
      return orderDays(platform.readStore, venueId, start, end, { supplierIds: suppliers, types });
    },
  );

  app.get(
    '/api/venues/:venueId/orders',
    {
      config: { access: 'venue', alsoAnswers: [422] },
      schema: {
        tags: ['ordering'],
        params: venueParamsSchema,
        querystring: orderFiltersQuerySchema,
        response: { 200: ordersByDaySchema },
      },
    },
    async (request) => {
      const { venueId } = request.params;
      const { start, end, suppliers, types } = checkedOrderFilters(platform, request.query);
      return ordersByDay(platform.readStore, venueId, start, end, { supplierIds: suppliers, types });
    },
  );
};
