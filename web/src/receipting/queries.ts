import {
  type AddProductBody,
  type CreditNote,
  changeRequestSchema,
  creditNotesSchema,
  type DecideChangesBody,
  isLimitReached,
  type PurchaseOrder,
  purchaseOrdersSchema,
  queryKeys,
  receiptingHistorySchema,
  type SaveReceiptBody,
  usageOf,
} from '@oms/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../platform/apiFetch';
import { planUsageQuery } from '../subscriptions/queries';
import { venueApiPath } from '../venues/queries';

const okSchema = z.object({ message: z.string() });
const keys = queryKeys.receipting;

export interface ReceiptingRange {
  start: string;
  end: string;
}

export const purchaseOrdersQuery = (venueId: string, range: ReceiptingRange) =>
  queryOptions({
    queryKey: keys.purchaseOrders(venueId, range),
    queryFn: ({ signal }) =>
      apiFetch(
        `${venueApiPath(venueId)}/receipting/orders?start=${range.start}&end=${range.end}`,
        purchaseOrdersSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });

const poPath = (venueId: string, po: Pick<PurchaseOrder, 'supplierId' | 'poNumber'>) =>
  `${venueApiPath(venueId)}/receipting/${encodeURIComponent(po.supplierId)}/${encodeURIComponent(po.poNumber)}`;

export const poHistoryQuery = (venueId: string, po: Pick<PurchaseOrder, 'supplierId' | 'poNumber'>) =>
  queryOptions({
    queryKey: keys.poHistory(venueId, po.supplierId, po.poNumber),
    queryFn: ({ signal }) => apiFetch(`${poPath(venueId, po)}/history`, receiptingHistorySchema, { signal }),
  });

export const receiptingHistoryQuery = (venueId: string, page: number, limit: number) =>
  queryOptions({
    queryKey: keys.history(venueId, page),
    queryFn: ({ signal }) =>
      apiFetch(`${venueApiPath(venueId)}/receipting/history?page=${page}&limit=${limit}`, receiptingHistorySchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export interface CreditNotesFilters {
  resolved: boolean;
  po: string;
  page: number;
  limit: number;
}

export const creditNotesSearch = (filters: Omit<CreditNotesFilters, 'page' | 'limit'>) =>
  `resolved=${filters.resolved}${filters.po ? `&po=${encodeURIComponent(filters.po)}` : ''}`;

export const creditNotesQuery = (venueId: string, filters: CreditNotesFilters) =>
  queryOptions({
    queryKey: keys.creditNotes(venueId, filters),
    queryFn: ({ signal }) =>
      apiFetch(
        `${venueApiPath(venueId)}/credit-notes?${creditNotesSearch(filters)}&page=${filters.page}&limit=${filters.limit}`,
        creditNotesSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** Every credit note of the filter, page by page (the CSV holds them all, not the page on screen). */
export async function allCreditNotes(venueId: string, filters: Omit<CreditNotesFilters, 'page' | 'limit'>) {
  const notes: CreditNote[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiFetch(
      `${venueApiPath(venueId)}/credit-notes?${creditNotesSearch(filters)}&page=${page}&limit=250`,
      creditNotesSchema,
    );
    notes.push(...answer.creditNotes);
    if (notes.length >= answer.total || answer.creditNotes.length === 0) return notes;
  }
}

/** Every receipting write refreshes the venue's receipting data and its ordered products. */
function useReceiptingMutation<TInput>(venueId: string, write: (input: TInput) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // The usage first: a write that used the month's last PO turns the screen into the upgrade prompt
    // rather than asking for a list the server now refuses. Not awaited: the caller's toast comes first.
    onSuccess: () => {
      void queryClient.fetchQuery({ ...planUsageQuery(venueId), staleTime: 0 }).then((usage) =>
        queryClient.invalidateQueries({
          queryKey: keys.all(venueId),
          refetchType: isLimitReached(usageOf(usage, 'Goods_Receipting')) ? 'none' : 'active',
        }),
      );
    },
  });
}

type OnPurchaseOrder = Pick<PurchaseOrder, 'supplierId' | 'poNumber'>;

export const useSaveReceipt = (venueId: string) =>
  useReceiptingMutation(venueId, ({ po, body }: { po: OnPurchaseOrder; body: SaveReceiptBody }) =>
    apiFetch(`${poPath(venueId, po)}/receipt`, okSchema, { method: 'POST', body }),
  );

export const useFullAccept = (venueId: string) =>
  useReceiptingMutation(venueId, (po: OnPurchaseOrder) =>
    apiFetch(`${poPath(venueId, po)}/full-accept`, okSchema, { method: 'POST' }),
  );

export const useAddProduct = (venueId: string) =>
  useReceiptingMutation(venueId, ({ po, body }: { po: OnPurchaseOrder; body: AddProductBody }) =>
    apiFetch(`${poPath(venueId, po)}/products`, okSchema, { method: 'POST', body }),
  );

export const useDeleteOrder = (venueId: string) =>
  useReceiptingMutation(venueId, (po: OnPurchaseOrder) =>
    apiFetch(poPath(venueId, po), okSchema, { method: 'DELETE' }),
  );

export const useResolveCreditNote = (venueId: string) =>
  useReceiptingMutation(venueId, (creditNoteId: string) =>
    apiFetch(`${venueApiPath(venueId)}/credit-notes/${encodeURIComponent(creditNoteId)}/resolve`, okSchema, {
      method: 'POST',
    }),
  );

export interface ChangeRequestAddress {
  venueId: string;
  supplierId: string;
  poNumber: string;
  token: string;
}

const changeRequestPath = ({ venueId, supplierId, poNumber }: ChangeRequestAddress) =>
  `/api/receipting/checklist/${[venueId, supplierId, poNumber].map(encodeURIComponent).join('/')}`;

export const changeRequestQuery = (address: ChangeRequestAddress) =>
  queryOptions({
    queryKey: keys.changeRequest(address.venueId, address.supplierId, address.poNumber, address.token),
    queryFn: ({ signal }) =>
      apiFetch(`${changeRequestPath(address)}?token=${encodeURIComponent(address.token)}`, changeRequestSchema, {
        signal,
      }),
    retry: false,
  });

export function useApproveChanges(address: ChangeRequestAddress) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideChangesBody) =>
      apiFetch(
        `${changeRequestPath(address)}/approve?token=${encodeURIComponent(address.token)}`,
        changeRequestSchema,
        {
          method: 'POST',
          body,
        },
      ),
    onSuccess: (answer) => queryClient.setQueryData(changeRequestQuery(address).queryKey, answer),
  });
}
