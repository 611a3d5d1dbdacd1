import {
  type CheckoutBody,
  checkoutResponseSchema,
  downgradeCancelledResponseSchema,
  downgradeScheduledResponseSchema,
  isErrorOf,
  type Plan,
  planPricesSchema,
  planUsageSchema,
  queryKeys,
  type SandboxCardBody,
  sandboxConfirmResponseSchema,
  sandboxPaymentMethodSchema,
  subscriptionCancelledResponseSchema,
  subscriptionErrors,
  venueSubscriptionViewSchema,
} from '@oms/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../platform/apiFetch';
import { venueApiPath, venueKeys } from '../venues/queries';

export const subscriptionKeys = {
  planUsage: queryKeys.subscriptions.planUsage,
  subscription: queryKeys.subscriptions.subscription,
  prices: queryKeys.subscriptions.prices,
};

/** The venue's plan, monthly limits and this month's use; orders placed elsewhere invalidate it. */
export const planUsageQuery = (venueId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.planUsage(venueId),
    queryFn: ({ signal }) => apiFetch(`${venueApiPath(venueId)}/plan-usage`, planUsageSchema, { signal }),
  });

/** The subscription details; null for a venue that has never had one (it is on Free). */
export const subscriptionQuery = (venueId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.subscription(venueId),
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch(`${venueApiPath(venueId)}/subscription`, venueSubscriptionViewSchema, { signal });
      } catch (error) {
        if (isErrorOf(error, subscriptionErrors.noSubscription)) return null;
        throw error;
      }
    },
  });

export const planPricesQuery = (venueId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.prices(venueId),
    queryFn: ({ signal }) => apiFetch(`${venueApiPath(venueId)}/subscription/prices`, planPricesSchema, { signal }),
    staleTime: 5 * 60_000,
  });

/** Every plan change refreshes the whole venue: limits and gates follow the plan everywhere. */
function useRefreshVenue(venueId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: venueKeys.venue(venueId) });
}

export function useSubscriptionActions(venueId: string) {
  const refresh = useRefreshVenue(venueId);
  const base = `${venueApiPath(venueId)}/subscription`;
  return {
    downgrade: useMutation({
      mutationFn: () => apiFetch(`${base}/downgrade`, downgradeScheduledResponseSchema, { method: 'POST' }),
      onSettled: refresh,
    }),
    cancelDowngrade: useMutation({
      mutationFn: () => apiFetch(`${base}/downgrade/cancel`, downgradeCancelledResponseSchema, { method: 'POST' }),
      onSettled: refresh,
    }),
    adminActivate: useMutation({
      mutationFn: (plan: Plan) =>
        apiFetch(`${base}/plan`, venueSubscriptionViewSchema, { method: 'POST', body: { plan } }),
      onSettled: refresh,
    }),
    adminCancel: useMutation({
      mutationFn: () => apiFetch(`${base}/cancel`, subscriptionCancelledResponseSchema, { method: 'POST' }),
      onSettled: refresh,
    }),
  };
}

export const checkoutApi = {
  sandboxCard: (card: SandboxCardBody) =>
    apiFetch('/api/sandbox-payments/payment-methods', sandboxPaymentMethodSchema, { method: 'POST', body: card }),
  sandboxConfirm: (clientSecret: string, outcome: 'complete' | 'fail') =>
    apiFetch('/api/sandbox-payments/confirm', sandboxConfirmResponseSchema, {
      method: 'POST',
      body: { clientSecret, outcome },
    }),
  checkout: (venueId: string, body: CheckoutBody, idempotencyKey: string) =>
    apiFetch(`${venueApiPath(venueId)}/subscription/checkout`, checkoutResponseSchema, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  complete: (venueId: string, subscriptionId: string) =>
    apiFetch(`${venueApiPath(venueId)}/subscription/checkout/complete`, venueSubscriptionViewSchema, {
      method: 'POST',
      body: { subscriptionId },
    }),
};

export { useRefreshVenue };
