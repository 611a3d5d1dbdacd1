import { queryKeys, supplierOrdersSchema } from '@oms/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../platform/apiFetch';

/** How often the page looks for orders placed since: a venue's new order shows within this. */
const NEW_ORDERS_POLL_MS = 15_000;

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
