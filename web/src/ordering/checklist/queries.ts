import {
  type AdjustChecklistBody,
  type ApproveChecklistBody,
  type Checklist,
  type ChecklistParams,
  checklistSchema,
  queryKeys,
} from '@oms/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../platform/apiError';
import { apiFetch } from '../../platform/apiFetch';

export interface ChecklistAddress extends ChecklistParams {
  /** The e-mailed link's signed token; signed-in admins and the supplier's admin need none. */
  token: string | null;
}

export function checklistApiPath({ venueId, supplierId, date, orderNumber, token }: ChecklistAddress): string {
  const path = `/api/checklist/${[venueId, supplierId, date, orderNumber].map(encodeURIComponent).join('/')}`;
  return token ? `${path}?${new URLSearchParams({ token })}` : path;
}

export const checklistKeys = {
  checklist: ({ venueId, supplierId, date, orderNumber, token }: ChecklistAddress) =>
    queryKeys.ordering.checklist(venueId, supplierId, date, orderNumber, token),
};

export const checklistQuery = (address: ChecklistAddress) =>
  queryOptions({
    queryKey: checklistKeys.checklist(address),
    queryFn: ({ signal }) => apiFetch(checklistApiPath(address), checklistSchema, { signal }),
    // The page shows its own message for a refused link; it must not become the route's error screen.
    throwOnError: false,
    // Decisions are held locally: a background refetch must not move lines under the supplier's hands.
    refetchOnWindowFocus: false,
  });

export function useApproveChecklist(address: ChecklistAddress) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ApproveChecklistBody; idempotencyKey: string }) => {
      const path = checklistApiPath(address);
      const [pathname, search] = path.split('?');
      return apiFetch(`${pathname}/approve${search ? `?${search}` : ''}`, checklistSchema, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    },
    onSuccess: (checklist: Checklist) => queryClient.setQueryData(checklistKeys.checklist(address), checklist),
    // 409: approved meanwhile (another tab, another person): show what the checklist holds now.
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: checklistKeys.checklist(address) });
      }
    },
  });
}

/** Spec 01 §4: an admin's Save on a locked checklist; the answer is the checklist as it now stands. */
export function useAdjustChecklist(address: ChecklistAddress) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: AdjustChecklistBody; idempotencyKey: string }) => {
      const [pathname] = checklistApiPath(address).split('?');
      return apiFetch(`${pathname}/adjust`, checklistSchema, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    },
    onSuccess: (checklist: Checklist) => queryClient.setQueryData(checklistKeys.checklist(address), checklist),
  });
}
