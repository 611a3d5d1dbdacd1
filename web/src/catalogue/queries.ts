import {
  type CatalogueSearchField,
  type CatalogueSort,
  catalogueListSchema,
  catalogueSearchResultSchema,
  clearedPriceNotificationSchema,
  defaultCataloguePageSize,
  defaultCatalogueSort,
  queryKeys,
} from '@oms/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../platform/apiFetch';
import { venueApiPath } from '../venues/queries';

export const catalogueKeys = {
  all: queryKeys.catalogue.all,
};

export interface CataloguePage {
  page: number;
  limit: number;
}

export const firstCataloguePage: CataloguePage = { page: 1, limit: defaultCataloguePageSize };

/** One page of the venue's catalogue in the asked order, sorted by the server over the whole catalogue. */
export const catalogueQuery = (
  venueId: string,
  page: CataloguePage = firstCataloguePage,
  sort: CatalogueSort = defaultCatalogueSort,
) =>
  queryOptions({
    queryKey: queryKeys.catalogue.page(venueId, { ...page, ...sort }),
    queryFn: ({ signal }) =>
      apiFetch(
        `${venueApiPath(venueId)}/catalogue?${new URLSearchParams({
          page: String(page.page),
          limit: String(page.limit),
          sort: sort.column,
          order: sort.direction,
        })}`,
        catalogueListSchema,
        { signal },
      ),
    // The grid keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });

export interface CatalogueSearch {
  term: string;
  fields: CatalogueSearchField[];
}

export const catalogueSearchQuery = (venueId: string, search: CatalogueSearch) =>
  queryOptions({
    queryKey: queryKeys.catalogue.search(venueId, search),
    queryFn: ({ signal }) =>
      apiFetch(
        `${venueApiPath(venueId)}/catalogue/search?${new URLSearchParams({ term: search.term, fields: search.fields.join(',') })}`,
        catalogueSearchResultSchema,
        { signal },
      ),
    enabled: search.term.trim().length > 0 && search.fields.length > 0,
    retry: false,
    // A failed search says so under the search box (spec 03's words); the page stays usable.
    throwOnError: false,
  });

/** Spec 01 §4: the marker disappears for this account only. */
export function useClearPriceNotification(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) =>
      apiFetch(
        `${venueApiPath(venueId)}/catalogue/${encodeURIComponent(productId)}/clear-price-notification`,
        clearedPriceNotificationSchema,
        { method: 'POST' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all(venueId) }),
  });
}
