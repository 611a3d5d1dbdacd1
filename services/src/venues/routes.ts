import {
  hasCompleteContactDetails,
  sessionSchema,
  type VenueSummary,
  venueListSchema,
  venueParamsSchema,
  venueSummarySchema,
} from '@oms/contracts';
import type { VenueDocument } from '@oms/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../platform/commands/domainError';
import { actorOf } from '../platform/http/requestContext';
import type { Platform } from '../platform/platform';

export function toVenueSummary(venue: VenueDocument): VenueSummary {
  return {
    venueId: venue.venueId,
    title: venue.title,
    code: hasCompleteContactDetails(venue) ? venue.code : null,
    isPricesHidden: venue.isPricesHidden,
  };
}

export async function findVenue(platform: Platform, venueId: string): Promise<VenueDocument> {
  const venue = await platform.readStore.collection<VenueDocument>('venues').findOne({ _id: venueId });
  if (!venue) throw new NotFoundError('Venue');
  return venue;
}

export const venueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/session', { schema: { tags: ['identity'], response: { 200: sessionSchema } } }, async (request) => {
    const actor = actorOf(request);
    return {
      account: { accountId: actor.accountId, name: actor.name, role: actor.role },
      developmentFixedUser: app.platformOptions.developmentFixedUser,
    };
  });

  app.get('/api/venues', { schema: { tags: ['venues'], response: { 200: venueListSchema } } }, async (request) => {
    actorOf(request);
    const venues = await app.platform.readStore.collection<VenueDocument>('venues').find({}, { sort: { title: 1 } });
    return { venues: venues.map(toVenueSummary) };
  });

  app.get(
    '/api/venues/:venueId',
    { schema: { tags: ['venues'], params: venueParamsSchema, response: { 200: venueSummarySchema } } },
    async (request) => {
      actorOf(request);
      return toVenueSummary(await findVenue(app.platform, request.params.venueId));
    },
  );
};
