import { planUsageSchema, queryKeys } from '@oms/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../platform/apiFetch';
import { venueApiPath } from '../venues/queries';

export const subscriptionKeys = {
  planUsage: queryKeys.subscriptions.planUsage,
};

/** The venue's plan, monthly limits and this month's use; orders placed elsewhere invalidate it. */
export const planUsageQuery = (venueId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.planUsage(venueId),
    queryFn: ({ signal }) => apiFetch(`${venueApiPath(venueId)}/plan-usage`, planUsageSchema, { signal }),
  });
