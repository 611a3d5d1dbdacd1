import {
  type AddCustomProductBody,
  type AddVenueProductBody,
  type ChangeVenueProductBody,
  queryKeys,
  type ShoppingList,
  shoppingListSchema,
} from '@oms/contracts';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../catalogue/queries';
import { apiFetch } from '../platform/apiFetch';
import { venueApiPath } from '../venues/queries';

export const shoppingListKeys = queryKeys.shoppingLists;

export const shoppingListQuery = (venueId: string) =>
  queryOptions({
    queryKey: shoppingListKeys.list(venueId),
    queryFn: ({ signal }) => apiFetch(`${venueApiPath(venueId)}/products`, shoppingListSchema, { signal }),
  });

/** Every change answers the list as it now reads; the catalogue's 'on your list' marks follow. */
function storeList(queryClient: QueryClient, venueId: string, list: ShoppingList): void {
  queryClient.setQueryData(shoppingListKeys.list(venueId), list);
  void queryClient.invalidateQueries({ queryKey: catalogueKeys.all(venueId) });
}

const itemPath = (venueId: string, venueProductId: string) =>
  `${venueApiPath(venueId)}/products/${encodeURIComponent(venueProductId)}`;

export function useAddVenueProduct(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddVenueProductBody) =>
      apiFetch(`${venueApiPath(venueId)}/products`, shoppingListSchema, { method: 'POST', body }),
    onSuccess: (list) => storeList(queryClient, venueId, list),
  });
}

export function useAddCustomProduct(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCustomProductBody) =>
      apiFetch(`${venueApiPath(venueId)}/products/custom`, shoppingListSchema, { method: 'POST', body }),
    onSuccess: (list) => storeList(queryClient, venueId, list),
  });
}

export function useChangeVenueProduct(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ venueProductId, body }: { venueProductId: string; body: ChangeVenueProductBody }) =>
      apiFetch(itemPath(venueId, venueProductId), shoppingListSchema, { method: 'PUT', body }),
    onSuccess: (list) => storeList(queryClient, venueId, list),
  });
}

export function useSetFavourite(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ venueProductId, isFavourite }: { venueProductId: string; isFavourite: boolean }) =>
      apiFetch(`${itemPath(venueId, venueProductId)}/favourite`, shoppingListSchema, {
        method: 'PUT',
        body: { isFavourite },
      }),
    onSuccess: (list) => storeList(queryClient, venueId, list),
  });
}

export function useRemoveVenueProduct(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (venueProductId: string) =>
      apiFetch(itemPath(venueId, venueProductId), shoppingListSchema, { method: 'DELETE' }),
    onSuccess: (list) => storeList(queryClient, venueId, list),
  });
}
