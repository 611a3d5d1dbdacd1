import { type BusinessDate, basketViewSchema, ordersByDaySchema } from '@oms/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../platform/apiFetch';
import { venueApiPath, venueKeys } from '../venues/queries';

export interface OrdersRange {
  start: BusinessDate;
  end: BusinessDate;
}

export const orderingKeys = {
  basket: (venueId: string) => [...venueKeys.venue(venueId), 'basket'] as const,
  orders: (venueId: string) => [...venueKeys.venue(venueId), 'orders'] as const,
};

export const basketQuery = (venueId: string) =>
  queryOptions({
    queryKey: orderingKeys.basket(venueId),
    queryFn: ({ signal }) => apiFetch(`${venueApiPath(venueId)}/basket`, basketViewSchema, { signal }),
  });

export const ordersQuery = (venueId: string, range: OrdersRange) =>
  queryOptions({
    queryKey: [...orderingKeys.orders(venueId), range],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ start: range.start, end: range.end });
      return apiFetch(`${venueApiPath(venueId)}/orders?${search}`, ordersByDaySchema, { signal });
    },
  });
