import { venueErrors } from '@oms/contracts';
import { type DeepReadonly, readModels, type VenueDocument } from '@oms/projections';
import { domainErrorOf } from '../platform/commands/domainError';
import type { Platform } from '../platform/platform';

export const venuesReadModel = (platform: Platform) => readModels.venues.in(platform.readStore);

/**
 * The venue as the read model has it now; 404 when there is none or an admin deleted it. Routes
 * get theirs from `venueOf(request)`. Read-only: it is the read model's own document, not a copy.
 */
export async function findVenue(platform: Platform, venueId: string): Promise<DeepReadonly<VenueDocument>> {
  const venue = await venuesReadModel(platform).findOneReadOnly({ _id: venueId });
  if (!venue || venue.deletedAt) throw domainErrorOf(venueErrors.venueNotFound);
  return venue;
}
