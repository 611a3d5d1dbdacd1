import { type OrderFilters, orderFilterOptionsSchema, orderFiltersSearch } from '@oms/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../platform/apiFetch';
import { venueApiPath, venueKeys } from '../../venues/queries';

export const orderFilterKeys = {
  options: (venueId: string) => [...venueKeys.venue(venueId), 'orders', 'filterOptions'] as const,
};

export const orderFilterOptionsQuery = (venueId: string) =>
  queryOptions({
    queryKey: orderFilterKeys.options(venueId),
    queryFn: ({ signal }) =>
      apiFetch(`${venueApiPath(venueId)}/orders/filter-options`, orderFilterOptionsSchema, { signal }),
    staleTime: 60_000,
  });

/** The API query string for a filtered read: the same keys as the address bar. */
export const filtersApiSearch = (filters: OrderFilters) => orderFiltersSearch(filters);
