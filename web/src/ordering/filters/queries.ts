import { orderFilterOptionsSchema, queryKeys } from '@oms/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../platform/apiFetch';
import { venueApiPath } from '../../venues/queries';

export const orderFilterKeys = {
  options: queryKeys.ordering.filterOptions,
};

export const orderFilterOptionsQuery = (venueId: string) =>
  queryOptions({
    queryKey: orderFilterKeys.options(venueId),
    queryFn: ({ signal }) =>
      apiFetch(`${venueApiPath(venueId)}/orders/filter-options`, orderFilterOptionsSchema, { signal }),
    staleTime: 60_000,
    // Without choices the panel still filters by date; the tab's own query reports what went wrong.
    throwOnError: false,
  });
