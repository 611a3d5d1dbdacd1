import {
  managerSpecialPurchaseViewSchema,
  queryKeys,
  type RequestSpecialPurchaseBody,
  requestSpecialPurchaseResponseSchema,
  type SpecialPurchaseDecision,
  specialPurchaseDecisionResponseSchema,
  specialPurchasesViewSchema,
  specialPurchaseViewSchema,
} from '@oms/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../platform/apiFetch';
import { venueApiPath } from '../venues/queries';

const listKey = queryKeys.specialPurchases.list;

export const specialPurchasesQuery = (venueId: string) =>
  queryOptions({
    queryKey: listKey(venueId),
    queryFn: ({ signal }) =>
      apiFetch(`${venueApiPath(venueId)}/special-purchases`, specialPurchasesViewSchema, { signal }),
  });

export function useRequestSpecialPurchase(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      body,
      idempotencyKey,
      file,
    }: {
      body: RequestSpecialPurchaseBody;
      idempotencyKey: string;
      file: File | null;
    }) => {
      const answer = await apiFetch(
        `${venueApiPath(venueId)}/special-purchases`,
        requestSpecialPurchaseResponseSchema,
        {
          method: 'POST',
          body,
          headers: { 'Idempotency-Key': idempotencyKey },
        },
      );
      if (file) {
        const form = new FormData();
        form.append('file', file, file.name);
        const path = `${venueApiPath(venueId)}/special-purchases/${encodeURIComponent(answer.request.requestId)}/attachment`;
        await apiFetch(path, specialPurchaseViewSchema, { method: 'POST', body: form });
      }
      return answer;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey(venueId) }),
  });
}

const managerPath = (requestId: string, token: string) =>
  `/api/special-purchases/${encodeURIComponent(requestId)}?token=${encodeURIComponent(token)}`;

export const managerRequestQuery = (requestId: string, token: string) =>
  queryOptions({
    queryKey: queryKeys.specialPurchases.managerView(requestId, token),
    queryFn: ({ signal }) => apiFetch(managerPath(requestId, token), managerSpecialPurchaseViewSchema, { signal }),
    retry: false,
  });

export function useManagerDecision(requestId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: SpecialPurchaseDecision) =>
      apiFetch(
        `/api/special-purchases/${encodeURIComponent(requestId)}/decision?token=${encodeURIComponent(token)}`,
        specialPurchaseDecisionResponseSchema,
        { method: 'POST', body: { decision } },
      ),
    onSuccess: (answer) => queryClient.setQueryData(managerRequestQuery(requestId, token).queryKey, answer.request),
  });
}
