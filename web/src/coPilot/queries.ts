import {
  type AiOrderDetail,
  aiOrderDetailSchema,
  aiOrderEditOptionsSchema,
  aiOrderMessageSchema,
  aiOrderReceivedSchema,
  approvedConfidentAiOrdersSchema,
  coPilotInboxSchema,
  type EditAiOrderBody,
  queryKeys,
  venueAiOrdersSchema,
} from '@oms/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../platform/apiFetch';

const keys = queryKeys.coPilot;
const coPilotPath = (supplierId: string) => `/api/suppliers/${encodeURIComponent(supplierId)}/co-pilot`;
const orderPath = (supplierId: string, aiOrderId: string) =>
  `${coPilotPath(supplierId)}/${encodeURIComponent(aiOrderId)}`;

export const coPilotInboxQuery = (supplierId: string) =>
  queryOptions({
    queryKey: keys.inbox(supplierId),
    queryFn: ({ signal }) => apiFetch(coPilotPath(supplierId), coPilotInboxSchema, { signal }),
    enabled: supplierId !== '',
  });

export const aiOrderQuery = (supplierId: string, aiOrderId: string) =>
  queryOptions({
    queryKey: keys.order(supplierId, aiOrderId),
    queryFn: ({ signal }) => apiFetch(orderPath(supplierId, aiOrderId), aiOrderDetailSchema, { signal }),
    enabled: supplierId !== '' && aiOrderId !== '',
  });

/** The venue's side: the orders Co-Pilot read from its e-mails, with each supplier's status. */
export const venueAiOrdersQuery = (venueId: string) =>
  queryOptions({
    queryKey: keys.venueOrders(venueId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/venues/${encodeURIComponent(venueId)}/ai-orders`, venueAiOrdersSchema, { signal }),
    enabled: venueId !== '',
  });

export const aiOrderEditOptionsQuery = (supplierId: string) =>
  queryOptions({
    queryKey: keys.editOptions(supplierId),
    queryFn: ({ signal }) => apiFetch(`${coPilotPath(supplierId)}/edit-options`, aiOrderEditOptionsSchema, { signal }),
    enabled: supplierId !== '',
    staleTime: 60_000,
  });

/** Every Co-Pilot write refreshes the supplier's Co-Pilot queries (the inbox and the open order). */
function useCoPilotMutation<TInput, TOutput>(supplierId: string, write: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all(supplierId) }),
  });
}

export const useInterpretAiOrder = (supplierId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (aiOrderId: string) =>
      apiFetch(`${orderPath(supplierId, aiOrderId)}/interpret`, aiOrderDetailSchema, { method: 'POST' }),
    onSuccess: (detail: AiOrderDetail) => {
      queryClient.setQueryData(keys.order(supplierId, detail.aiOrderId), detail);
      void queryClient.invalidateQueries({ queryKey: keys.inbox(supplierId) });
    },
  });
};

export const useApproveAiOrder = (supplierId: string) =>
  useCoPilotMutation(supplierId, ({ aiOrderId, feedback }: { aiOrderId: string; feedback: string }) =>
    apiFetch(`${orderPath(supplierId, aiOrderId)}/approve`, aiOrderMessageSchema, {
      method: 'POST',
      body: { feedback },
    }),
  );

/** "Approve all confident": the orders the screen shows as not needing review, each checked again by the server. */
export const useApproveConfidentAiOrders = (supplierId: string) =>
  useCoPilotMutation(supplierId, (aiOrderIds: string[]) =>
    apiFetch(`${coPilotPath(supplierId)}/approve-confident`, approvedConfidentAiOrdersSchema, {
      method: 'POST',
      body: { aiOrderIds },
    }),
  );

export const useRejectAiOrder = (supplierId: string) =>
  useCoPilotMutation(supplierId, ({ aiOrderId, feedback }: { aiOrderId: string; feedback: string }) =>
    apiFetch(`${orderPath(supplierId, aiOrderId)}/reject`, aiOrderMessageSchema, {
      method: 'POST',
      body: { feedback },
    }),
  );

export const useEditAiOrder = (supplierId: string) =>
  useCoPilotMutation(supplierId, ({ aiOrderId, body }: { aiOrderId: string; body: EditAiOrderBody }) =>
    apiFetch(orderPath(supplierId, aiOrderId), aiOrderMessageSchema, { method: 'PUT', body }),
  );

export const useDeleteAiOrders = (supplierId: string) =>
  useCoPilotMutation(supplierId, (selection: { aiOrderIds: string[] } | { all: true }) =>
    apiFetch(`${coPilotPath(supplierId)}/delete`, aiOrderMessageSchema, { method: 'POST', body: selection }),
  );

export const useDropEmail = (supplierId: string) =>
  useCoPilotMutation(supplierId, (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return apiFetch(`${coPilotPath(supplierId)}/emails`, aiOrderReceivedSchema, { method: 'POST', body: form });
  });
