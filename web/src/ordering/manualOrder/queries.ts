import {
  manualOrderProductsSchema,
  manualOrderSuppliersSchema,
  type PlaceManualOrderBody,
  placedManualOrderSchema,
  queryKeys,
} from '@oms/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../platform/apiFetch';
import { venueApiPath } from '../../venues/queries';
import { orderingKeys } from '../queries';

const manualOrderPath = (venueId: string) => `${venueApiPath(venueId)}/orders/manual`;

export const manualOrderKeys = {
  suppliers: queryKeys.ordering.manualOrderSuppliers,
  products: queryKeys.ordering.manualOrderProducts,
};

export const manualOrderSuppliersQuery = (venueId: string) =>
  queryOptions({
    queryKey: manualOrderKeys.suppliers(venueId),
    queryFn: ({ signal }) => apiFetch(`${manualOrderPath(venueId)}/suppliers`, manualOrderSuppliersSchema, { signal }),
  });

/** A page of the supplier's catalogue for the typed term: the server filters, the list stays short. */
export const manualOrderProductsQuery = (venueId: string, supplierId: string, term: string) =>
  queryOptions({
    queryKey: manualOrderKeys.products(venueId, supplierId, term),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ term, limit: '30' });
      return apiFetch(
        `${manualOrderPath(venueId)}/suppliers/${encodeURIComponent(supplierId)}/products?${search}`,
        manualOrderProductsSchema,
        { signal },
      );
    },
    placeholderData: keepPreviousData,
    throwOnError: false,
  });

export function usePlaceManualOrder(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PlaceManualOrderBody; idempotencyKey: string }) =>
      apiFetch(manualOrderPath(venueId), placedManualOrderSchema, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderingKeys.orders(venueId) }),
  });
}
