import {
  type DataDeletionActionBody,
  type DataDeletionRequestBody,
  dataDeletionRequestListSchema,
  dataDeletionRequestSentSchema,
  dataDeletionRequestViewSchema,
  queryKeys,
} from '@oms/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../platform/apiFetch';

export const dataDeletionRequestsQuery = queryOptions({
  queryKey: queryKeys.admin.dataDeletionRequests(),
  queryFn: ({ signal }) => apiFetch('/api/admin/data-deletion-requests', dataDeletionRequestListSchema, { signal }),
});

export function useSendDataDeletionRequest() {
  return useMutation({
    mutationFn: (body: DataDeletionRequestBody) =>
      apiFetch('/api/data-deletion-requests', dataDeletionRequestSentSchema, { method: 'POST', body }),
  });
}

export function useActionDataDeletionRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, ...body }: DataDeletionActionBody & { requestId: string }) =>
      apiFetch(
        `/api/admin/data-deletion-requests/${encodeURIComponent(requestId)}/action`,
        dataDeletionRequestViewSchema,
        {
          method: 'POST',
          body,
        },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.dataDeletionRequests() }),
  });
}
