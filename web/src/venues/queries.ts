import { venueListSchema, venueSummarySchema } from '@oms/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../platform/apiFetch';

export const venueKeys = {
  all: ['venues'] as const,
  venue: (venueId: string) => ['venues', venueId] as const,
};

/** Base of every API path scoped to one venue. */
export const venueApiPath = (venueId: string) => `/api/venues/${encodeURIComponent(venueId)}`;

export const venueListQuery = () =>
  queryOptions({
    queryKey: venueKeys.all,
    queryFn: ({ signal }) => apiFetch('/api/venues', venueListSchema, { signal }),
  });

export const venueQuery = (venueId: string) =>
  queryOptions({
    queryKey: [...venueKeys.venue(venueId), 'summary'],
    queryFn: ({ signal }) => apiFetch(venueApiPath(venueId), venueSummarySchema, { signal }),
  });
