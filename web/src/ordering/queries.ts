import { type BusinessDate, basketViewSchema, orderDaysSchema, ordersByDaySchema, queryKeys } from '@oms/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../platform/apiFetch';
import { venueApiPath } from '../venues/queries';

export interface OrdersRange {
  start: BusinessDate;
  end: BusinessDate;
  /** The filter panel's suppliers and product types; none means all. */
  suppliers?: readonly string[];
  types?: readonly string[];
}

/** The same keys as the filter panel writes in the address (a list is its key repeated). */
function ordersSearch(range: OrdersRange): URLSearchParams {
  const search = new URLSearchParams({ start: range.start, end: range.end });
  for (const supplier of range.suppliers ?? []) search.append('suppliers', supplier);
  for (const type of range.types ?? []) search.append('types', type);
  return search;
}

export const orderingKeys = {
  basket: queryKeys.ordering.basket,
  orders: queryKeys.ordering.orders,
};

export const basketQuery = (venueId: string) =>
  queryOptions({
    queryKey: orderingKeys.basket(venueId),
    queryFn: ({ signal }) => apiFetch(`${venueApiPath(venueId)}/basket`, basketViewSchema, { signal }),
  });

export const ordersQuery = (venueId: string, range: OrdersRange) =>
  queryOptions({
    queryKey: queryKeys.ordering.ordersInRange(venueId, range),
    queryFn: ({ signal }) =>
      apiFetch(`${venueApiPath(venueId)}/orders?${ordersSearch(range)}`, ordersByDaySchema, { signal }),
  });

/** The day tabs of a range; each tab then reads its own day through ordersQuery. */
export const orderDaysQuery = (venueId: string, range: OrdersRange) =>
  queryOptions({
    queryKey: queryKeys.ordering.orderDays(venueId, range),
    queryFn: ({ signal }) =>
      apiFetch(`${venueApiPath(venueId)}/orders/days?${ordersSearch(range)}`, orderDaysSchema, { signal }),
    // The page shows 'Too Much Data to Handle!' itself rather than the route's error screen.
    throwOnError: false,
  });
