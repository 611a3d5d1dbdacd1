import { randomUUID } from 'node:crypto';
import {
  addCustomProductBodySchema,
  addVenueProductBodySchema,
  changeVenueProductBodySchema,
  favouriteBodySchema,
  type ShoppingList,
  shoppingListErrors,
  shoppingListSchema,
  shoppingListStreamId,
  titleCase,
  type VenueProduct,
  venueParamsSchema,
  venueProductParamsSchema,
  venueStreamId,
} from '@oms/contracts';
import { type DeepReadonly, readModels, type VenueDocument } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandContext } from '../platform/commands/commandContext';
import { domainErrorOf } from '../platform/commands/domainError';
import { handleCommand } from '../platform/commands/handleCommand';
import { venueOf } from '../platform/http/requestContext';
import type { Platform } from '../platform/platform';
import { findVenue } from '../venues/findVenue';
import { venueDecider } from '../venues/venue/venue';
import { type ShoppingListCommand, shoppingListDecider } from './shoppingList';

/** The list as the page reads it: items in title order, each with the catalogue's current price. */
async function shoppingListOf(platform: Platform, venue: DeepReadonly<VenueDocument>): Promise<ShoppingList> {
  const items = await readModels.venueProducts
    .in(platform.readStore)
    .find({ venueId: venue.venueId }, { sort: { titleKey: 1 } });
  const productIds = items.flatMap((item) => (item.productId ? [item.productId] : []));
  const products = await readModels.catalogueProducts.in(platform.readStore).find({ _id: { $in: productIds } });
  const byId = new Map(products.map((product) => [product.productId, product]));
  return {
    products: items.map((item): VenueProduct => {
      const product = item.productId ? byId.get(item.productId) : undefined;
      return {
        venueProductId: item.venueProductId,
        productId: item.productId,
        supplierId: item.supplierId,
        supplierTitle: item.supplierTitle,
        title: item.title,
        sku: item.sku,
        size: item.size,
        UoM: item.UoM,
        type: item.type,
        zone: item.zone,
        secondaryZone: item.secondaryZone,
        isFavourite: item.isFavourite,
        monthlyLimit: item.monthlyLimit,
        specialPrice: item.specialPrice,
        OMSSpecialPrice: item.OMSSpecialPrice,
        OMSPrice: product ? product.OMSPrice : item.customPrice,
        hasVat: product?.hasVat ?? false,
        isCustom: item.productId === null,
        defaultQuantity: item.defaultQuantity ?? null,
      };
    }),
    secondaryZones: [...(venue.secondaryZones ?? [])].sort((a, b) => a.localeCompare(b)),
    isPricesHidden: venue.isPricesHidden,
  };
}

export const shoppingListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;

  /** Runs the command, saves a new secondary zone to the venue (spec 01 §5), answers the list as it now reads. */
  async function changeList(venueId: string, command: ShoppingListCommand, context: CommandContext) {
    const outcome = await handleCommand(
      platform.eventStore,
      shoppingListStreamId(venueId),
      shoppingListDecider,
      command,
      context,
    );
    const positions = [outcome.position];
    const secondaryZone = 'placement' in command ? titleCase(command.placement.secondaryZone) : '';
    if (secondaryZone !== '') {
      const zoneOutcome = await handleCommand(
        platform.eventStore,
        venueStreamId(venueId),
        venueDecider,
        { type: 'AddSecondaryZone', zone: secondaryZone },
        context,
      );
      positions.push(zoneOutcome.position);
    }
    await platform.runner.waitForEach(positions);
    return shoppingListOf(platform, await findVenue(platform, venueId));
  }

  const listResponse = { 200: shoppingListSchema };

  app.get(
    '/api/venues/:venueId/products',
    {
      config: { access: 'venue' },
      schema: { tags: ['shoppingLists'], params: venueParamsSchema, response: listResponse },
    },
    async (request) => shoppingListOf(platform, venueOf(request)),
  );

  app.post(
    '/api/venues/:venueId/products',
    {
      config: { access: 'venue' },
      schema: {
        tags: ['shoppingLists'],
        params: venueParamsSchema,
        body: addVenueProductBodySchema,
        response: { 201: shoppingListSchema },
      },
    },
    async (request, reply) => {
      const { venueId } = request.params;
      const product = await readModels.catalogueProducts
        .in(platform.readStore)
        .findOne({ _id: request.body.productId });
      const link =
        product && !product.isDeleted
          ? await readModels.venueSuppliers.in(platform.readStore).findOne({ venueId, supplierId: product.supplierId })
          : null;
      // Only the venue's own suppliers' products are in its catalogue.
      if (!product || !link) throw domainErrorOf(shoppingListErrors.productNotFound);
      const { zone, secondaryZone, type, isFavourite } = request.body;
      const list = await changeList(
        venueId,
        {
          type: 'AddVenueProduct',
          venueId,
          venueProductId: randomUUID(),
          product: { ...product, zone: product.zone ?? null },
          placement: { zone, secondaryZone, type },
          isFavourite,
        },
        request.commandContext(),
      );
      return reply.code(201).send(list);
    },
  );

  app.post(
    '/api/venues/:venueId/products/custom',
    {
      config: { access: 'venue' },
      schema: {
        tags: ['shoppingLists'],
        params: venueParamsSchema,
        body: addCustomProductBodySchema,
        response: { 201: shoppingListSchema },
      },
    },
    async (request, reply) => {
      const { venueId } = request.params;
      const { title, supplierTitle, sku, size, UoM, price, zone, secondaryZone, type } = request.body;
      const list = await changeList(
        venueId,
        {
          type: 'AddCustomProduct',
          venueId,
          venueProductId: randomUUID(),
          product: { title, supplierTitle, sku, size, UoM, price },
          placement: { zone, secondaryZone, type },
        },
        request.commandContext(),
      );
      return reply.code(201).send(list);
    },
  );

  app.put(
    '/api/venues/:venueId/products/:venueProductId',
    {
      config: { access: 'venue' },
      schema: {
        tags: ['shoppingLists'],
        params: venueProductParamsSchema,
        body: changeVenueProductBodySchema,
        response: listResponse,
      },
    },
    async (request) => {
      const { venueId, venueProductId } = request.params;
      const { zone, secondaryZone, type, monthlyLimit, specialPrice, OMSSpecialPrice } = request.body;
      return changeList(
        venueId,
        {
          type: 'ChangeVenueProduct',
          venueId,
          venueProductId,
          placement: { zone, secondaryZone, type },
          monthlyLimit,
          specialPrice,
          OMSSpecialPrice,
        },
        request.commandContext(),
      );
    },
  );

  app.put(
    '/api/venues/:venueId/products/:venueProductId/favourite',
    {
      config: { access: 'venue' },
      schema: {
        tags: ['shoppingLists'],
        params: venueProductParamsSchema,
        body: favouriteBodySchema,
        response: listResponse,
      },
    },
    async (request) => {
      const { venueId, venueProductId } = request.params;
      return changeList(
        venueId,
        { type: 'SetFavourite', venueId, venueProductId, isFavourite: request.body.isFavourite },
        request.commandContext(),
      );
    },
  );

  app.delete(
    '/api/venues/:venueId/products/:venueProductId',
    {
      config: { access: 'venue' },
      schema: { tags: ['shoppingLists'], params: venueProductParamsSchema, response: listResponse },
    },
    async (request) => {
      const { venueId, venueProductId } = request.params;
      return changeList(venueId, { type: 'RemoveVenueProduct', venueId, venueProductId }, request.commandContext());
    },
  );
};
