import { planUsageSchema } from '@oms/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../platform/apiFetch';
import { venueApiPath, venueKeys } from '../venues/queries';

export const subscriptionKeys = {
  planUsage: (venueId: string) => [...venueKeys.venue(venueId), 'plan-usage'] as const,
};

/** The venue's plan, monthly limits and this month's use; orders placed elsewhere invalidate it. */
export const planUsageQuery = (venueId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.planUsage(venueId),
    queryFn: ({ signal }) => apiFetch(`${venueApiPath(venueId)}/plan-usage`, planUsageSchema, { signal }),
  });
