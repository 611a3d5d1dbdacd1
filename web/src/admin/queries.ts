import { queryKeys, workflowEngineStatusSchema } from '@oms/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../platform/apiFetch';

export const adminKeys = queryKeys.admin;

/** Polled while the engine starts, so the link appears once the demo's Temporal is up. */
export const workflowStatusQuery = () =>
  queryOptions({
    queryKey: adminKeys.workflows(),
    queryFn: ({ signal }) => apiFetch('/api/admin/workflows', workflowEngineStatusSchema, { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'starting' ? 5_000 : false),
  });
