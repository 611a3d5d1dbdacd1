import { venueErrors } from '@oms/contracts';
import { readModels, type VenueDocument } from '@oms/projections';
import { domainErrorOf } from '../platform/commands/domainError';
import type { Platform } from '../platform/platform';

export const venuesReadModel = (platform: Platform) => readModels.venues.in(platform.readStore);

/**
 * The venue as the read model has it now; 404 when there is none or an admin deleted it. Routes
 * get theirs from `venueOf(request)`.
 */
export async function findVenue(platform: Platform, venueId: string): Promise<VenueDocument> {
  const venue = await venuesReadModel(platform).findOne({ _id: venueId });
  if (!venue || venue.deletedAt) throw domainErrorOf(venueErrors.venueNotFound);
  return venue;
}
