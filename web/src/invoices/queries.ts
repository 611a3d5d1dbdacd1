import {
  type BusinessDate,
  creditAccountViewSchema,
  creditViewSchema,
  type IssueCreditStatementBody,
  invoiceViewSchema,
  type OrderFilters,
  orderFiltersSearch,
  queryKeys,
  statementsViewSchema,
} from '@oms/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../platform/apiFetch';
import { venueApiPath, venueKeys } from '../venues/queries';

export interface DateRange {
  start: BusinessDate;
  end: BusinessDate;
}

/** The panel's choices an invoice is narrowed by. */
export interface InvoiceFilters {
  suppliers: readonly string[];
  types: readonly string[];
}

export const invoiceKeys = {
  ...queryKeys.invoices,
  /** Credit is the account's: a change shows on every venue's credit page. */
  anyCredit: (queryKey: readonly unknown[]) => queryKey[0] === venueKeys.all[0] && queryKey[2] === 'credit',
};

export const creditQuery = (venueId: string) =>
  queryOptions({
    queryKey: invoiceKeys.credit(venueId),
    queryFn: ({ signal }) => apiFetch(`${venueApiPath(venueId)}/credit`, creditViewSchema, { signal }),
  });

export const statementsQuery = (venueId: string, filters: OrderFilters) =>
  queryOptions({
    queryKey: invoiceKeys.statements(venueId, filters),
    queryFn: ({ signal }) =>
      apiFetch(`${venueApiPath(venueId)}/statements?${orderFiltersSearch(filters)}`, statementsViewSchema, { signal }),
    placeholderData: keepPreviousData,
  });

/** ?suppliers=…&types=…: how a statement row hands its filters to the invoice it opens. */
export function invoiceFiltersSearch(filters: InvoiceFilters): string {
  const search = new URLSearchParams();
  for (const supplier of filters.suppliers) search.append('suppliers', supplier);
  for (const type of filters.types) search.append('types', type);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const invoiceQuery = (venueId: string, range: DateRange, filters: InvoiceFilters) =>
  queryOptions({
    queryKey: invoiceKeys.invoice(venueId, range, filters),
    queryFn: ({ signal }) => {
      const path = range.start === range.end ? range.start : `${range.start}/${range.end}`;
      return apiFetch(
        `${venueApiPath(venueId)}/order-invoices/${path}${invoiceFiltersSearch(filters)}`,
        invoiceViewSchema,
        { signal },
      );
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
