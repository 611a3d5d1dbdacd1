import {
  type CreateVenueBody,
  queryKeys,
  type VenueSettingsBody,
  venueListPageSize,
  venueListSchema,
  venueSettingsSchema,
  venueSummarySchema,
} from '@oms/contracts';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { identityKeys } from '../identity/queries';
import { apiFetch } from '../platform/apiFetch';

export const venueKeys = {
  ...queryKeys.venues,
  list: (search: VenueListSearch) => queryKeys.venues.list(search),
};

/** Base of every API path scoped to one venue. */
export const venueApiPath = (venueId: string) => `/api/venues/${encodeURIComponent(venueId)}`;

export interface VenueListSearch {
  title: string;
  page: number;
}

/** The venue list's search from the address bar: ?title= and ?page=. */
export function venueListSearchOf(searchParams: URLSearchParams): VenueListSearch {
  const page = Number.parseInt(searchParams.get('page') ?? '1', 10);
  return { title: (searchParams.get('title') ?? '').trim(), page: Number.isFinite(page) && page > 0 ? page : 1 };
}

export const venueListQuery = (search: VenueListSearch = { title: '', page: 1 }) =>
  queryOptions({
    queryKey: venueKeys.list(search),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(search.page), limit: String(venueListPageSize) });
      if (search.title) params.set('title', search.title);
      return apiFetch(`/api/venues?${params.toString()}`, venueListSchema, { signal });
    },
  });

export const venueQuery = (venueId: string) =>
  queryOptions({
    queryKey: venueKeys.summary(venueId),
    queryFn: ({ signal }) => apiFetch(venueApiPath(venueId), venueSummarySchema, { signal }),
  });

export const venueSettingsQuery = (venueId: string) =>
  queryOptions({
    queryKey: venueKeys.settings(venueId),
    queryFn: ({ signal }) => apiFetch(`${venueApiPath(venueId)}/settings`, venueSettingsSchema, { signal }),
  });

/** The venue list and the venue summaries (header title and code): not the baskets, orders or catalogues. */
function invalidateVenueSummaries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === venueKeys.all[0] && (typeof queryKey[1] === 'object' || queryKey[2] === 'summary'),
  });
}

export function useCreateVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateVenueBody) => apiFetch('/api/venues', venueSummarySchema, { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        invalidateVenueSummaries(queryClient),
        // The account's venue list changed: whether it may create another depends on it.
        queryClient.invalidateQueries({ queryKey: identityKeys.session }),
      ]),
  });
}

export function useSaveVenueSettings(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VenueSettingsBody) =>
      apiFetch(`${venueApiPath(venueId)}/settings`, venueSettingsSchema, { method: 'PUT', body }),
    onSuccess: (settings) => {
      queryClient.setQueryData(venueKeys.settings(venueId), settings);
      // The header's title and code, and the venue cards, come from the summary and list queries.
      return invalidateVenueSummaries(queryClient);
    },
  });
}

export function useRegenerateVenueCode(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(`${venueApiPath(venueId)}/settings/code`, venueSettingsSchema, { method: 'POST' }),
    onSuccess: (settings) => {
      queryClient.setQueryData(venueKeys.settings(venueId), settings);
      return invalidateVenueSummaries(queryClient);
    },
  });
}
