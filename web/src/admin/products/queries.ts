import { queryKeys, venueProductsClearedSchema, venueProductsCsvResultSchema } from '@oms/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../platform/apiFetch';
import { venueApiPath } from '../../venues/queries';

/** After any change the venue's own list reads afresh (the shopping list's key, not a parallel one). */
function useVenueProductsMutation<TInput, TOutput>(venueId: string, write: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shoppingLists.list(venueId) }),
  });
}

export const useImportVenueProducts = (venueId: string) =>
  useVenueProductsMutation(venueId, (file: File) => {
    const body = new FormData();
    // The venue goes before the file: the server reads the form's fields as they arrive.
    body.append('venueId', venueId);
    body.append('file', file);
    return apiFetch('/api/admin/venueProducts-csv', venueProductsCsvResultSchema, { method: 'POST', body });
  });

export const useClearVenueProducts = (venueId: string) =>
  useVenueProductsMutation(venueId, () =>
    apiFetch(`${venueApiPath(venueId)}/products`, venueProductsClearedSchema, { method: 'DELETE' }),
  );

export const useDeleteVenueProduct = (venueId: string) =>
  useVenueProductsMutation(venueId, (productId: string) =>
    apiFetch(`${venueApiPath(venueId)}/product/${encodeURIComponent(productId)}`, venueProductsClearedSchema, {
      method: 'DELETE',
    }),
  );
