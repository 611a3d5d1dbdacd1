import { queryKeys, supplierProfileSchema } from '@oms/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../platform/apiFetch';

export const supplierProfileQuery = (supplierId: string) =>
  queryOptions({
    queryKey: queryKeys.supplierPortal.profile(supplierId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/suppliers/${encodeURIComponent(supplierId)}`, supplierProfileSchema, { signal }),
    staleTime: 5 * 60_000,
  });
