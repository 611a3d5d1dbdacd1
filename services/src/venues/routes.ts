import {
  accountStreamId,
  createVenueBodySchema,
  hasCompleteContactDetails,
  identityErrors,
  reachesAdminArea,
  type VenueSettings,
  type VenueSummary,
  venueErrors,
  venueListQuerySchema,
  venueListSchema,
  venueParamsSchema,
  venueSettingsBodySchema,
  venueSettingsSchema,
  venueStreamId,
  venueSummarySchema,
} from '@oms/contracts';
import { type DeepReadonly, readModels, type VenueDocument } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDecider } from '../identity/account/account';
import { domainErrorOf } from '../platform/commands/domainError';
import { handleCommand } from '../platform/commands/handleCommand';
import { actorOf, venueOf } from '../platform/http/requestContext';
import type { Platform } from '../platform/platform';
import { venueAdminRoutes } from './admin/venueAdminRoutes';
import { findVenue, venuesReadModel } from './findVenue';
import { generateVenueCode, normaliseVenueCode } from './settings/venueCode';
import { venueDecider } from './venue/venue';
import { venueSupplierRoutes } from './venueSupplierRoutes';

export function toVenueSummary(venue: DeepReadonly<VenueDocument>): VenueSummary {
  return {
    venueId: venue.venueId,
    title: venue.title,
    code: hasCompleteContactDetails(venue) ? venue.code : null,
    isPricesHidden: venue.isPricesHidden,
    addressLine1: venue.addressLine1,
    addressCity: venue.addressCity,
    addressPostCode: venue.addressPostCode,
    dataplusIntegration: venue.dataplusIntegration ?? false,
  };
}

function toVenueSettings(venue: DeepReadonly<VenueDocument>): VenueSettings {
  return {
    venueId: venue.venueId,
    title: venue.title,
    code: venue.code,
    addressLine1: venue.addressLine1,
    addressLine2: venue.addressLine2,
    addressCity: venue.addressCity,
    addressPostCode: venue.addressPostCode,
    phoneNumber: venue.phoneNumber,
    isPricesHidden: venue.isPricesHidden,
    hasVenueCode: hasCompleteContactDetails(venue),
    addressUpdatedAt: venue.addressUpdatedAt ?? null,
  };
}

const venues = venuesReadModel;

async function codeIsFree(platform: Platform, code: string, venueId: string | null): Promise<boolean> {
  const holder = await venues(platform).findOne({ code });
  return !holder || holder.venueId === venueId;
}

export async function freshVenueCode(platform: Platform, title: string): Promise<string> {
  for (;;) {
    const code = generateVenueCode(title);
    if (await codeIsFree(platform, code, null)) return code;
  }
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const venueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  await app.register(venueSupplierRoutes);
  await app.register(venueAdminRoutes);

  app.get(
    '/api/venues',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['venues'], querystring: venueListQuerySchema, response: { 200: venueListSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      const { title, page, limit } = request.query;
      // A deleted venue leaves the list; its history stays in the store.
      const filter: Record<string, unknown> = reachesAdminArea(actor.roles)
        ? { deletedAt: null }
        : { _id: { $in: [...actor.venueIds] }, deletedAt: null };
      if (title) filter.titleKey = { $regex: escapeRegex(title.toLowerCase()) };
      const [total, found] = await Promise.all([
        venues(platform).countDocuments(filter),
        venues(platform).find(filter, { sort: { titleKey: 1 }, skip: (page - 1) * limit, limit }),
      ]);
      return {
        venues: found.map(toVenueSummary),
        pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
      };
    },
  );

  app.post(
    '/api/venues',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['venues'], body: createVenueBodySchema, response: { 201: venueSummarySchema } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const isPlatformAdmin = reachesAdminArea(actor.roles);
      // Spec 03 §6: a venue-list user creates a venue only while they have none.
      if (!isPlatformAdmin && (actor.roles.supplierAdminOf || actor.venueIds.length > 0)) {
        throw domainErrorOf(identityErrors.onlyAdminsCreateVenues);
      }
      let ownerId = actor.accountId;
      if (isPlatformAdmin && request.body.ownerEmail) {
        const owner = await readModels.accounts.in(platform.readStore).findOne({ email: request.body.ownerEmail });
        if (!owner) throw domainErrorOf(identityErrors.accountNotFound);
        ownerId = owner.accountId;
      }
      const venueId = `ven-${crypto.randomUUID().slice(0, 8)}`;
      const context = request.commandContext();
      await handleCommand(
        platform.eventStore,
        venueStreamId(venueId),
        venueDecider,
        {
          type: 'RegisterVenue',
          venue: {
            venueId,
            title: request.body.title,
            code: await freshVenueCode(platform, request.body.title),
            addressLine1: '',
            addressLine2: '',
            addressCity: '',
            addressPostCode: '',
            phoneNumber: '',
            isPricesHidden: false,
            ...(isPlatformAdmin && request.body.tfrVenue ? { tfrVenue: true } : {}),
          },
        },
        context,
      );
      const granted = await handleCommand(
        platform.eventStore,
        accountStreamId(ownerId),
        accountDecider,
        { type: 'GrantVenue', venueId },
        context,
      );
      await platform.runner.waitFor(granted.position);
      return reply.code(201).send(toVenueSummary(await findVenue(platform, venueId)));
    },
  );

  app.get(
    '/api/venues/:venueId',
    {
      config: { access: 'venue' },
      schema: { tags: ['venues'], params: venueParamsSchema, response: { 200: venueSummarySchema } },
    },
    async (request) => toVenueSummary(venueOf(request)),
  );

  app.get(
    '/api/venues/:venueId/settings',
    {
      config: { access: 'venue' },
      schema: { tags: ['venues'], params: venueParamsSchema, response: { 200: venueSettingsSchema } },
    },
    async (request) => toVenueSettings(venueOf(request)),
  );

  app.put(
    '/api/venues/:venueId/settings',
    {
      config: { access: 'venue' },
      schema: {
        tags: ['venues'],
        params: venueParamsSchema,
        body: venueSettingsBodySchema,
        response: { 200: venueSettingsSchema },
      },
    },
    async (request) => {
      const { venueId } = request.params;
      const current = venueOf(request);
      const code = normaliseVenueCode(request.body.code);
      if (!(await codeIsFree(platform, code, venueId))) {
        throw domainErrorOf(venueErrors.codeTaken);
      }
      const outcome = await handleCommand(
        platform.eventStore,
        venueStreamId(venueId),
        venueDecider,
        {
          type: 'UpdateSettings',
          settings: {
            ...request.body,
            code,
            isPricesHidden: request.body.isPricesHidden ?? current.isPricesHidden,
          },
        },
        request.commandContext(),
      );
      await platform.runner.waitFor(outcome.position);
      return toVenueSettings(await findVenue(platform, venueId));
    },
  );

  app.post(
    '/api/venues/:venueId/settings/code',
    {
      config: { access: 'venue' },
      schema: { tags: ['venues'], params: venueParamsSchema, response: { 200: venueSettingsSchema } },
    },
    async (request) => {
      const venue = venueOf(request);
      const outcome = await handleCommand(
        platform.eventStore,
        venueStreamId(venue.venueId),
        venueDecider,
        { type: 'RegenerateCode', code: await freshVenueCode(platform, venue.title) },
        request.commandContext(),
      );
      await platform.runner.waitFor(outcome.position);
      return toVenueSettings(await findVenue(platform, venue.venueId));
    },
  );
};
