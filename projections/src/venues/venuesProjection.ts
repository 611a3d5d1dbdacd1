import type { VenueRegistered } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

export type VenueDocument = VenueRegistered & { _id: string; [key: string]: unknown };

export const venuesProjection = defineProjection<VenueDocument>({
  name: 'venues',
  collection: 'venues',
  handles: ['VenueRegistered'],
  indexes: [{ keys: { title: 1 } }],
  documentIds: (event) => [(event.data as VenueRegistered).venueId],
  evolve: (_document, event) => {
    const data = event.data as VenueRegistered;
    return { _id: data.venueId, ...data };
  },
});
