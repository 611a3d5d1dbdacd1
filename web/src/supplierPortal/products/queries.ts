import {
  type Allergen,
  csvImportResultSchema,
  priceFilePreviewSchema,
  queryKeys,
  type SupplierProductBody,
  supplierProductListSchema,
  supplierProductRowSchema,
} from '@oms/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../platform/apiFetch';

const keys = queryKeys.supplierPortal;
export const supplierProductsPath = (supplierId: string) => `/api/suppliers/${encodeURIComponent(supplierId)}/products`;

export const supplierProductsQuery = (supplierId: string, page: number, limit: number, term: string) =>
  queryOptions({
    queryKey: keys.productPage(supplierId, page, limit, term),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), limit: String(limit) });
      if (term) query.set('term', term);
      return apiFetch(`${supplierProductsPath(supplierId)}?${query}`, supplierProductListSchema, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const fetchProductsExport = (supplierId: string) =>
  apiFetch(
    `${supplierProductsPath(supplierId)}/export`,
    z.object({ supplierTitle: z.string(), products: z.array(supplierProductRowSchema) }),
  );

function useProductsMutation<TInput, TOutput>(supplierId: string, write: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.products(supplierId) }),
  });
}

export const useAddProduct = (supplierId: string) =>
  useProductsMutation(supplierId, (body: SupplierProductBody) =>
    apiFetch(supplierProductsPath(supplierId), supplierProductRowSchema, { method: 'POST', body }),
  );

export const useEditProduct = (supplierId: string) =>
  useProductsMutation(supplierId, ({ productId, body }: { productId: string; body: SupplierProductBody }) =>
    apiFetch(`${supplierProductsPath(supplierId)}/${encodeURIComponent(productId)}`, supplierProductRowSchema, {
      method: 'PUT',
      body,
    }),
  );

export const useDeleteProduct = (supplierId: string) =>
  useProductsMutation(supplierId, (productId: string) =>
    apiFetch(`${supplierProductsPath(supplierId)}/${encodeURIComponent(productId)}`, z.unknown(), {
      method: 'DELETE',
    }),
  );

const priceFileForm = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

export const usePreviewPriceFile = (supplierId: string) =>
  useMutation({
    mutationFn: ({ file, date }: { file: File; date: string }) =>
      apiFetch(`${supplierProductsPath(supplierId)}/csv/preview?date=${date}`, priceFilePreviewSchema, {
        method: 'POST',
        body: priceFileForm(file),
      }),
  });

export const useUploadPriceFile = (supplierId: string) =>
  useProductsMutation(supplierId, ({ file, date }: { file: File; date: string }) =>
    apiFetch(`${supplierProductsPath(supplierId)}/csv?date=${date}`, csvImportResultSchema.passthrough(), {
      method: 'POST',
      body: priceFileForm(file),
    }),
  );

/** The allergen edit screen's save (spec 02 §3 allergens): dishes using the product then ask for a review. */
export const useSaveProductAllergens = (supplierId: string) =>
  useProductsMutation(supplierId, ({ productId, allergens }: { productId: string; allergens: Allergen[] }) =>
    apiFetch(
      `${supplierProductsPath(supplierId)}/${encodeURIComponent(productId)}/allergens`,
      z.object({ message: z.string() }),
      { method: 'PUT', body: { allergens } },
    ),
  );
