import { queryKeys, workflowEngineStatusSchema, workflowListingSchema } from '@oms/contracts';
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

/** What Temporal reports; refreshed every 15 s while the page is open. */
export const workflowListingQuery = queryOptions({
  queryKey: adminKeys.workflowListing(),
  queryFn: ({ signal }) => apiFetch('/api/admin/workflows/executions', workflowListingSchema, { signal }),
  refetchInterval: 15_000,
  retry: false,
});
