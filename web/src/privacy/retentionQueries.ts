import { queryKeys, retentionDeletionListSchema } from '@oms/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../platform/apiFetch';

export const retentionDeletionsQuery = queryOptions({
  queryKey: queryKeys.admin.retentionDeletions(),
  queryFn: ({ signal }) => apiFetch('/api/admin/retention-deletions', retentionDeletionListSchema, { signal }),
});
