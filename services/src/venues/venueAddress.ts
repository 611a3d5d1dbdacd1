import type { VenueRegistered } from '@oms/contracts';

/** A venue's address as the lines documents print: the parts it has, in order. */
export const venueAddressLines = (
  venue: Pick<VenueRegistered, 'addressLine1' | 'addressLine2' | 'addressCity' | 'addressPostCode'>,
) =>
  [venue.addressLine1, venue.addressLine2, venue.addressCity, venue.addressPostCode].filter(
    (line) => line.trim() !== '',
  );
