import {
  type AddCustomerBody,
  type CustomerForm,
  csvImportResultSchema,
  customerListSchema,
  customerViewSchema,
  queryKeys,
  venueMatchListSchema,
} from '@oms/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../platform/apiFetch';

const keys = queryKeys.supplierPortal;
const supplierPath = (supplierId: string) => `/api/suppliers/${encodeURIComponent(supplierId)}`;
const customerPath = (supplierId: string, venueId: string) =>
  `${supplierPath(supplierId)}/customers/${encodeURIComponent(venueId)}`;

export const customerListQuery = (supplierId: string, venueTitle: string) =>
  queryOptions({
    queryKey: keys.customerList(supplierId, venueTitle),
    queryFn: ({ signal }) =>
      apiFetch(
        `${supplierPath(supplierId)}/customers${venueTitle ? `?venueTitle=${encodeURIComponent(venueTitle)}` : ''}`,
        customerListSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const venueMatchesQuery = (supplierId: string, venueTitle: string) =>
  queryOptions({
    queryKey: keys.venueMatches(supplierId, venueTitle),
    queryFn: ({ signal }) =>
      apiFetch(
        `${supplierPath(supplierId)}/venue-matches?venueTitle=${encodeURIComponent(venueTitle)}`,
        venueMatchListSchema,
        { signal },
      ),
    enabled: venueTitle.trim().length >= 2,
    staleTime: 30_000,
  });

function useCustomerMutation<TInput, TOutput>(supplierId: string, write: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.customers(supplierId) }),
  });
}

export const useAddCustomer = (supplierId: string) =>
  useCustomerMutation(supplierId, ({ body, idempotencyKey }: { body: AddCustomerBody; idempotencyKey: string }) =>
    apiFetch(`${supplierPath(supplierId)}/customers`, customerViewSchema, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );

export const useEditCustomer = (supplierId: string) =>
  useCustomerMutation(supplierId, ({ venueId, body }: { venueId: string; body: CustomerForm }) =>
    apiFetch(customerPath(supplierId, venueId), customerViewSchema, { method: 'PUT', body }),
  );

export const useDeleteCustomer = (supplierId: string) =>
  useCustomerMutation(supplierId, (venueId: string) =>
    apiFetch(customerPath(supplierId, venueId), z.object({ venueId: z.string(), removed: z.literal(true) }), {
      method: 'DELETE',
    }),
  );

export const useUploadCustomersCsv = (supplierId: string) =>
  useCustomerMutation(supplierId, (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return apiFetch(`${supplierPath(supplierId)}/customers/csv`, csvImportResultSchema.passthrough(), {
      method: 'POST',
      body,
    });
  });
