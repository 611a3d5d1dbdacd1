import {
  type AdminAccount,
  adminAccountSchema,
  adminAccountsPageSize,
  adminAccountsSchema,
  type EditAccountBody,
  queryKeys,
} from '@oms/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../platform/apiFetch';

const accountPath = (accountId: string) => `/api/admin/accounts/${encodeURIComponent(accountId)}`;

export const allAccountsQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.accounts(),
    queryFn: ({ signal }) => apiFetch('/api/admin/accounts', adminAccountsSchema, { signal }),
  });

export const accountsPageQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.accountsPage(page),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/accounts?page=${page}&limit=${adminAccountsPageSize}`, adminAccountsSchema, { signal }),
    placeholderData: keepPreviousData,
  });

function useAccountsMutation<TInput>(write: (input: TInput) => Promise<AdminAccount>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.accounts() }),
  });
}

/** Spec 03 "Assign Email To Venue": the account of the chosen e-mail joins the chosen venue. */
export const useAssignVenue = () =>
  useAccountsMutation(({ accountId, venueId }: { accountId: string; venueId: string }) =>
    apiFetch(`${accountPath(accountId)}/venues`, adminAccountSchema, { method: 'POST', body: { venueId } }),
  );

export const useEditAccount = () =>
  useAccountsMutation(({ accountId, body }: { accountId: string; body: EditAccountBody }) =>
    apiFetch(accountPath(accountId), adminAccountSchema, { method: 'PUT', body }),
  );
