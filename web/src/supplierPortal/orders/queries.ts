import { queryKeys, supplierOrdersSchema } from '@oms/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../platform/apiFetch';

/** The realtime channel refreshes the page when a venue orders; this catches what a dropped connection missed. */
const NEW_ORDERS_POLL_MS = 60_000;

export const supplierOrdersQuery = (supplierId: string, start: string, end: string, term: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.supplierPortal.orders(supplierId, start, end, term, page),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ start, end, page: String(page), limit: '50' });
      if (term) query.set('term', term);
      return apiFetch(`/api/suppliers/${encodeURIComponent(supplierId)}/orders?${query}`, supplierOrdersSchema, {
        signal,
      });
    },
    placeholderData: keepPreviousData,
    refetchInterval: NEW_ORDERS_POLL_MS,
  });
