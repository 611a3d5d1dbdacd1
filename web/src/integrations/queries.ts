import {
  type AuthoriseXeroBody,
  connectXeroResponseSchema,
  queryKeys,
  type SendXeroBillBody,
  sandboxLedgerSchema,
  xeroBillDraftSchema,
  xeroBillFileSchema,
  xeroBillSummarySchema,
  xeroBillsSchema,
  xeroConnectionViewSchema,
} from '@oms/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../platform/apiFetch';
import { venueApiPath } from '../venues/queries';

const keys = queryKeys.integrations;
const xeroPath = (venueId: string) => `${venueApiPath(venueId)}/integrations/xero`;

export const xeroConnectionQuery = (venueId: string) =>
  queryOptions({
    queryKey: keys.xero(venueId),
    queryFn: ({ signal }) => apiFetch(xeroPath(venueId), xeroConnectionViewSchema, { signal }),
    retry: false,
  });

/** While a send is still on its way the list is asked again, so the card and the page see it land. */
export const xeroBillsQuery = (venueId: string) =>
  queryOptions({
    queryKey: keys.xeroBills(venueId),
    queryFn: ({ signal }) => apiFetch(`${xeroPath(venueId)}/bills`, xeroBillsSchema, { signal }),
    retry: false,
    refetchInterval: (query) => (query.state.data?.bills.some((bill) => bill.status === 'requested') ? 1_500 : false),
  });

export const xeroBillDraftQuery = (venueId: string, supplierId: string, poNumber: string) =>
  queryOptions({
    queryKey: keys.xeroBillDraft(venueId, supplierId, poNumber),
    queryFn: ({ signal }) =>
      apiFetch(
        `${xeroPath(venueId)}/bills/draft?${new URLSearchParams({ supplierId, poNumber })}`,
        xeroBillDraftSchema,
        {
          signal,
        },
      ),
    retry: false,
  });

export const sandboxLedgerQuery = (venueId: string) =>
  queryOptions({
    queryKey: keys.sandboxLedger(venueId),
    queryFn: ({ signal }) =>
      apiFetch(`${venueApiPath(venueId)}/integrations/sandbox/bills`, sandboxLedgerSchema, { signal }),
  });

/** The venue the browser went to consent for: the provider's redirect names only the code and state. */
const consentVenueKey = 'oms.accountingConsentVenue';
export const rememberConsentVenue = (venueId: string) => sessionStorage.setItem(consentVenueKey, venueId);
export const consentVenue = () => sessionStorage.getItem(consentVenueKey);

export const useConnectXero = (venueId: string) =>
  useMutation({
    mutationFn: (financeEmail: string) =>
      apiFetch(`${xeroPath(venueId)}/connect`, connectXeroResponseSchema, { method: 'POST', body: { financeEmail } }),
  });

function useIntegrationsMutation<TInput, TOutput>(venueId: string, write: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all(venueId) }),
  });
}

export const useAuthoriseXero = (venueId: string) =>
  useIntegrationsMutation(venueId, (body: AuthoriseXeroBody) =>
    apiFetch(`${xeroPath(venueId)}/authorise`, xeroConnectionViewSchema, { method: 'POST', body }),
  );

export const useDisconnectXero = (venueId: string) =>
  useIntegrationsMutation(venueId, () =>
    apiFetch(`${xeroPath(venueId)}/disconnect`, xeroConnectionViewSchema, { method: 'POST' }),
  );

export const useSendXeroBill = (venueId: string) =>
  useIntegrationsMutation(venueId, ({ body, idempotencyKey }: { body: SendXeroBillBody; idempotencyKey: string }) =>
    apiFetch(`${xeroPath(venueId)}/bills`, xeroBillSummarySchema, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );

/** A file for the bill instead of the PO's invoice, kept as soon as it is chosen. */
export const useUploadXeroBillFile = (venueId: string) =>
  useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiFetch(`${venueApiPath(venueId)}/integrations/xero/bill-files`, xeroBillFileSchema, {
        method: 'POST',
        body,
      });
    },
  });
