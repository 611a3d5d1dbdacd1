import {
  type AddToBasketBody,
  type BasketView,
  basketViewSchema,
  type PlaceBasketOrderBody,
  type PlacedBasketOrder,
  placedBasketOrderSchema,
} from '@oms/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../platform/apiFetch';
import { subscriptionKeys } from '../subscriptions/queries';
import { venueApiPath } from '../venues/queries';
import { orderingKeys } from './queries';

function storeBasket(queryClient: QueryClient, venueId: string, basket: BasketView): void {
  queryClient.setQueryData(orderingKeys.basket(venueId), basket);
  void queryClient.invalidateQueries({ queryKey: orderingKeys.basket(venueId) });
}

export function useAddToBasket(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddToBasketBody) =>
      apiFetch(`${venueApiPath(venueId)}/basket/lines`, basketViewSchema, { method: 'POST', body }),
    onSuccess: (basket) => storeBasket(queryClient, venueId, basket),
  });
}

export function useChangeBasketQuantity(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, quantity }: { productId: string; quantity: number }) =>
      apiFetch(`${venueApiPath(venueId)}/basket/lines/${encodeURIComponent(productId)}`, basketViewSchema, {
        method: 'PUT',
        body: { quantity },
      }),
    onSuccess: (basket) => storeBasket(queryClient, venueId, basket),
  });
}

/**
 * `onPlaced` runs before the basket is refetched: once the refetch shows an empty basket the order
 * dialog unmounts, and callbacks given to `mutate` would no longer run.
 */
export function usePlaceBasketOrder(venueId: string, onPlaced?: (placed: PlacedBasketOrder) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PlaceBasketOrderBody; idempotencyKey: string }) =>
      apiFetch(`${venueApiPath(venueId)}/basket/order`, placedBasketOrderSchema, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: (placed) => {
      onPlaced?.(placed);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderingKeys.basket(venueId) }),
        queryClient.invalidateQueries({ queryKey: orderingKeys.orders(venueId) }),
        // A PO number uses the plan's monthly allowance.
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.planUsage(venueId) }),
      ]);
    },
  });
}
