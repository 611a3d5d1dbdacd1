import {
  type OrderFilters,
  orderedProductsSchema,
  orderFiltersSearch,
  queryKeys,
  type ReceiptingFilter,
  receiptingFilterSchema,
  spendOverTimeSchema,
} from '@oms/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../platform/apiFetch';
import { venueApiPath } from '../../venues/queries';

/** Under the orders key, so whatever refreshes orders (a new order, a supplier decision) refreshes these too. */
export const purchasingAnalyticsKeys = {
  orderedProducts: (venueId: string, filters: OrderFilters, receipting: ReceiptingFilter) =>
    queryKeys.ordering.orderedProducts(venueId, { ...filters, receipting }),
  spend: (venueId: string, filters: OrderFilters) => queryKeys.ordering.spend(venueId, filters),
};

export const orderedProductsQuery = (venueId: string, filters: OrderFilters, receipting: ReceiptingFilter) =>
  queryOptions({
    queryKey: purchasingAnalyticsKeys.orderedProducts(venueId, filters, receipting),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams(orderFiltersSearch(filters));
      search.set('receipting', receipting);
      return apiFetch(`${venueApiPath(venueId)}/ordered-products?${search}`, orderedProductsSchema, { signal });
    },
    placeholderData: keepPreviousData,
    // The page shows a refused range ('Too Much Data to Handle!') beside the filters that can fix it.
    throwOnError: false,
  });

export const spendOverTimeQuery = (venueId: string, filters: OrderFilters) =>
  queryOptions({
    queryKey: purchasingAnalyticsKeys.spend(venueId, filters),
    queryFn: ({ signal }) =>
      apiFetch(`${venueApiPath(venueId)}/spend?${orderFiltersSearch(filters)}`, spendOverTimeSchema, { signal }),
    placeholderData: keepPreviousData,
    // The page shows a refused range ('Too Much Data to Handle!') beside the filters that can fix it.
    throwOnError: false,
  });

/** The receipting radio's choice in the address (?receipting=receipted); All when absent or unreadable. */
export function receiptingFilterOf(searchParams: URLSearchParams): ReceiptingFilter {
  const parsed = receiptingFilterSchema.safeParse(searchParams.get('receipting') ?? 'all');
  return parsed.success ? parsed.data : 'all';
}
