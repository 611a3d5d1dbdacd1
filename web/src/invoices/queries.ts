import {
  type BusinessDate,
  creditAccountViewSchema,
  creditViewSchema,
  type IssueCreditStatementBody,
  invoiceViewSchema,
  statementsViewSchema,
} from '@oms/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../platform/apiFetch';
import { venueApiPath, venueKeys } from '../venues/queries';

export interface DateRange {
  start: BusinessDate;
  end: BusinessDate;
}

export const invoiceKeys = {
  credit: (venueId: string) => [...venueKeys.venue(venueId), 'credit'] as const,
  statements: (venueId: string) => [...venueKeys.venue(venueId), 'statements'] as const,
  invoice: (venueId: string) => [...venueKeys.venue(venueId), 'invoice'] as const,
  /** Credit is the account's: a change shows on every venue's credit page. */
  anyCredit: (queryKey: readonly unknown[]) => queryKey[0] === venueKeys.all[0] && queryKey[2] === 'credit',
};

export const creditQuery = (venueId: string) =>
  queryOptions({
    queryKey: invoiceKeys.credit(venueId),
    queryFn: ({ signal }) => apiFetch(`${venueApiPath(venueId)}/credit`, creditViewSchema, { signal }),
  });

export const statementsQuery = (venueId: string, range: DateRange) =>
  queryOptions({
    queryKey: [...invoiceKeys.statements(venueId), range],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ start: range.start, end: range.end });
      return apiFetch(`${venueApiPath(venueId)}/statements?${search}`, statementsViewSchema, { signal });
    },
  });

export const invoiceQuery = (venueId: string, range: DateRange) =>
  queryOptions({
    queryKey: [...invoiceKeys.invoice(venueId), range],
    queryFn: ({ signal }) => {
      const path = range.start === range.end ? range.start : `${range.start}/${range.end}`;
      return apiFetch(`${venueApiPath(venueId)}/order-invoices/${path}`, invoiceViewSchema, { signal });
    },
  });

const adminCreditPath = (accountId: string) => `/api/admin/credit/${encodeURIComponent(accountId)}/statements`;

export type StatementAction = 'finalize' | 'paid' | 'void';

/** Admin-only ledger commands (spec 01 §6); the answer is the account's credit as it now stands. */
export function useCreditAdmin() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ predicate: (query) => invoiceKeys.anyCredit(query.queryKey) });
  return {
    issue: useMutation({
      mutationFn: ({ accountId, body }: { accountId: string; body: IssueCreditStatementBody }) =>
        apiFetch(adminCreditPath(accountId), creditAccountViewSchema, { method: 'POST', body }),
      onSuccess: refresh,
    }),
    act: useMutation({
      mutationFn: ({
        accountId,
        statementId,
        action,
      }: {
        accountId: string;
        statementId: string;
        action: StatementAction;
      }) =>
        apiFetch(
          `${adminCreditPath(accountId)}/${encodeURIComponent(statementId)}/${action}`,
          creditAccountViewSchema,
          { method: 'POST' },
        ),
      onSuccess: refresh,
    }),
  };
}
