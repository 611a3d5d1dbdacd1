import {
  ownSubjectAccessRequestListSchema,
  ownSubjectAccessRequestSchema,
  queryKeys,
  type SubjectAccessStartBody,
  subjectAccessDownloadLinkSchema,
  subjectAccessRequestListSchema,
  subjectAccessRequestViewSchema,
} from '@oms/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../platform/apiFetch';

export const subjectAccessRequestsQuery = queryOptions({
  queryKey: queryKeys.admin.subjectAccessRequests(),
  queryFn: ({ signal }) => apiFetch('/api/admin/subject-access-requests', subjectAccessRequestListSchema, { signal }),
});

export const ownSubjectAccessRequestsQuery = queryOptions({
  queryKey: queryKeys.identity.ownSubjectAccessRequests,
  queryFn: ({ signal }) =>
    apiFetch('/api/account/subject-access-requests', ownSubjectAccessRequestListSchema, { signal }),
});

const requestPath = (requestId: string) => encodeURIComponent(requestId);

/** The zip comes through a link signed for five minutes: ask for one, then open it at once. */
async function openSignedLink(path: string) {
  const { url } = await apiFetch(path, subjectAccessDownloadLinkSchema);
  window.location.assign(url);
}

export function useDownloadSubjectAccess(whose: 'own' | 'admin') {
  return useMutation({
    mutationFn: (requestId: string) =>
      openSignedLink(
        whose === 'own'
          ? `/api/account/subject-access-requests/${requestPath(requestId)}/download-link`
          : `/api/admin/subject-access-requests/${requestPath(requestId)}/download-link`,
      ),
  });
}

export function useRequestOwnSubjectAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch('/api/account/subject-access-requests', ownSubjectAccessRequestSchema, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.identity.ownSubjectAccessRequests }),
  });
}

export function useStartSubjectAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SubjectAccessStartBody) =>
      apiFetch('/api/admin/subject-access-requests', subjectAccessRequestViewSchema, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.subjectAccessRequests() }),
  });
}

export function useDeliverSubjectAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      apiFetch(`/api/admin/subject-access-requests/${requestPath(requestId)}/deliver`, subjectAccessRequestViewSchema, {
        method: 'POST',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.subjectAccessRequests() }),
  });
}
