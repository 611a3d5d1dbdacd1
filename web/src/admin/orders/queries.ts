import { adminOrdersSchema, pastOrdersSchema, queryKeys, spendingSchema } from '@oms/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../platform/apiFetch';

const rangeParams = (start: string, end: string) => new URLSearchParams({ start, end });

/** Admin reports answer as of a past moment when `asOf` is given (replayed on the server). */
const reportParams = (start: string, end: string, asOf: string | undefined) => {
  const params = rangeParams(start, end);
  if (asOf) params.set('asOf', asOf);
  return params;
};

export const adminOrdersQuery = (start: string, end: string, asOf?: string) =>
  queryOptions({
    queryKey: queryKeys.admin.orders(start, end, asOf),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/orders?${reportParams(start, end, asOf)}`, adminOrdersSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export const adminSpendingQuery = (start: string, end: string, asOf?: string) =>
  queryOptions({
    queryKey: queryKeys.admin.spending(start, end, asOf),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/spending?${reportParams(start, end, asOf)}`, spendingSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export const pastOrdersQuery = (start: string, end: string, page: number, limit: number) =>
  queryOptions({
    queryKey: queryKeys.overview.pastOrders(start, end, page, limit),
    queryFn: ({ signal }) => {
      const query = rangeParams(start, end);
      query.set('page', String(page));
      query.set('limit', String(limit));
      return apiFetch(`/api/overview/past-orders?${query}`, pastOrdersSchema, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const overviewSpendingQuery = (start: string, end: string) =>
  queryOptions({
    queryKey: queryKeys.overview.spending(start, end),
    queryFn: ({ signal }) => apiFetch(`/api/overview/spending?${rangeParams(start, end)}`, spendingSchema, { signal }),
    placeholderData: keepPreviousData,
  });
