import { orderHistorySchema, queryKeys } from '@oms/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../platform/apiFetch';
import { venueApiPath } from '../../venues/queries';

/** Under the orders key, so whatever refreshes the orders refreshes an open history too. */
export const orderHistoryQuery = (venueId: string, orderId: string) =>
  queryOptions({
    queryKey: queryKeys.ordering.history(venueId, orderId),
    queryFn: ({ signal }) =>
      apiFetch(`${venueApiPath(venueId)}/orders/${encodeURIComponent(orderId)}/history`, orderHistorySchema, {
        signal,
      }),
  });
