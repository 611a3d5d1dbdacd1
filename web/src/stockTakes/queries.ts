import {
  basketViewSchema,
  type CreateStockTakeBody,
  csvImportResultSchema,
  queryKeys,
  type SaveStockTakeBody,
  type StockReportKind,
  type SuggestedOrders,
  stockReportSchema,
  stockTakeDetailSchema,
  stockTakeSummarySchema,
  stockTakesViewSchema,
  suggestedOrdersSchema,
} from '@oms/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../platform/apiFetch';
import { venueApiPath } from '../venues/queries';

const keys = queryKeys.stockTakes;
export const stockTakesPath = (venueId: string) => `${venueApiPath(venueId)}/stock-takes`;
const stockTakePath = (venueId: string, stockTakeId: string) =>
  `${stockTakesPath(venueId)}/${encodeURIComponent(stockTakeId)}`;

export const stockTakesQuery = (venueId: string, enabled = true) =>
  queryOptions({
    queryKey: keys.list(venueId),
    queryFn: ({ signal }) => apiFetch(stockTakesPath(venueId), stockTakesViewSchema, { signal }),
    enabled,
  });

export const stockTakeQuery = (venueId: string, stockTakeId: string) =>
  queryOptions({
    queryKey: keys.detail(venueId, stockTakeId),
    queryFn: ({ signal }) => apiFetch(stockTakePath(venueId, stockTakeId), stockTakeDetailSchema, { signal }),
    retry: false,
  });

export const stockReportQuery = (venueId: string, stockTakeId: string, kind: StockReportKind) =>
  queryOptions({
    queryKey: keys.report(venueId, stockTakeId, kind),
    queryFn: ({ signal }) =>
      apiFetch(`${stockTakePath(venueId, stockTakeId)}/reports/${kind}`, stockReportSchema, { signal }),
    retry: false,
  });

export const stockReportPdfUrl = (venueId: string, stockTakeId: string, kind: StockReportKind) =>
  `${stockTakePath(venueId, stockTakeId)}/reports/${kind}/pdf`;

export const suggestedOrdersQuery = (venueId: string, stockTakeId: string) =>
  queryOptions({
    queryKey: keys.suggestedOrders(venueId, stockTakeId),
    queryFn: ({ signal }) =>
      apiFetch(`${stockTakePath(venueId, stockTakeId)}/suggested-orders`, suggestedOrdersSchema, { signal }),
  });

function useStockTakeMutation<TInput, TOutput>(venueId: string, write: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all(venueId) }),
  });
}

export const useCreateStockTake = (venueId: string) =>
  useStockTakeMutation(venueId, (body: CreateStockTakeBody) =>
    apiFetch(stockTakesPath(venueId), stockTakeSummarySchema, { method: 'POST', body }),
  );

export const useLockStockTake = (venueId: string) =>
  useStockTakeMutation(venueId, ({ stockTakeId, locked }: { stockTakeId: string; locked: boolean }) =>
    apiFetch(`${stockTakePath(venueId, stockTakeId)}/lock`, stockTakeSummarySchema, {
      method: 'PUT',
      body: { locked },
    }),
  );

export const useDeleteStockTake = (venueId: string) =>
  useStockTakeMutation(venueId, (stockTakeId: string) =>
    apiFetch(stockTakePath(venueId, stockTakeId), z.object({ deleted: z.literal(true) }), { method: 'DELETE' }),
  );

export const useSaveStockTake = (venueId: string, stockTakeId: string) =>
  useStockTakeMutation(venueId, (body: SaveStockTakeBody) =>
    apiFetch(`${stockTakePath(venueId, stockTakeId)}/products`, stockTakeDetailSchema, { method: 'POST', body }),
  );

export const useUploadStockTakeCsv = (venueId: string, stockTakeId: string) =>
  useStockTakeMutation(venueId, (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return apiFetch(`${stockTakePath(venueId, stockTakeId)}/csv`, csvImportResultSchema.passthrough(), {
      method: 'POST',
      body,
    });
  });

/** One click: every line of a suggested order goes into the basket, where the usual order rules apply. */
export function useBasketFromSuggestion(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (order: SuggestedOrders['orders'][number]) => {
      for (const line of order.lines) {
        await apiFetch(`${venueApiPath(venueId)}/basket/lines`, basketViewSchema, {
          method: 'POST',
          body: { productId: line.productId, quantity: line.quantity },
        });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.ordering.basket(venueId) }),
  });
}
