import {
  type AdminSupplier,
  adminSupplierSchema,
  adminSuppliersSchema,
  queryKeys,
  type SupplierDetails,
  supplierReindexSchema,
  supplierVenueSuppliersSchema,
} from '@oms/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../platform/apiFetch';

const suppliersPath = '/api/admin/suppliers';
const supplierPath = (supplierId: string) => `${suppliersPath}/${encodeURIComponent(supplierId)}`;

export const adminSuppliersQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.suppliers(),
    queryFn: ({ signal }) => apiFetch(suppliersPath, adminSuppliersSchema, { signal }),
  });

export const fetchSupplierVenueSuppliers = (supplierId: string) =>
  apiFetch(`${supplierPath(supplierId)}/venue-suppliers`, supplierVenueSuppliersSchema);

function useSuppliersMutation<TInput, TOutput>(write: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // A failed rebuild is recorded too: the list shows it either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.suppliers() }),
  });
}

export const useSaveSupplier = () =>
  useSuppliersMutation(({ supplierId, details }: { supplierId: string | null; details: SupplierDetails }) =>
    supplierId
      ? apiFetch(supplierPath(supplierId), adminSupplierSchema, { method: 'PUT', body: details })
      : apiFetch(suppliersPath, adminSupplierSchema, { method: 'POST', body: details }),
  );

export const useDeleteSupplier = () =>
  useSuppliersMutation((supplier: AdminSupplier) =>
    apiFetch(supplierPath(supplier.supplierId), z.unknown(), { method: 'DELETE' }),
  );

export const useRebuildSearchIndex = () =>
  useSuppliersMutation((supplierId: string) =>
    apiFetch(`${supplierPath(supplierId)}/search-index`, supplierReindexSchema, { method: 'POST' }),
  );
