import {
  queryKeys,
  type UpdateVenueSupplierTermsBody,
  type UpdateVenueSupplierVisibilityBody,
  venueSupplierListSchema,
  venueSupplierViewSchema,
} from '@oms/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../platform/apiFetch';
import { venueApiPath, venueKeys } from '../queries';

export const venueSupplierKeys = {
  list: queryKeys.venues.suppliers,
};

export const venueSuppliersQuery = (venueId: string) =>
  queryOptions({
    queryKey: venueSupplierKeys.list(venueId),
    queryFn: ({ signal }) => apiFetch(`${venueApiPath(venueId)}/suppliers`, venueSupplierListSchema, { signal }),
  });

const supplierPath = (venueId: string, supplierId: string) =>
  `${venueApiPath(venueId)}/suppliers/${encodeURIComponent(supplierId)}`;

/**
 * Terms and toggles change the basket's minimums and delivery days and what the catalogue offers:
 * every query of this venue is refreshed.
 */
function useVenueSupplierMutation<TBody>(venueId: string, path: (supplierId: string) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ supplierId, body }: { supplierId: string; body: TBody }) =>
      apiFetch(path(supplierId), venueSupplierViewSchema, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: venueKeys.venue(venueId) }),
  });
}

export const useUpdateVenueSupplierTerms = (venueId: string) =>
  useVenueSupplierMutation<UpdateVenueSupplierTermsBody>(
    venueId,
    (supplierId) => `${supplierPath(venueId, supplierId)}/terms`,
  );

export const useUpdateVenueSupplierVisibility = (venueId: string) =>
  useVenueSupplierMutation<UpdateVenueSupplierVisibilityBody>(
    venueId,
    (supplierId) => `${supplierPath(venueId, supplierId)}/visibility`,
  );
