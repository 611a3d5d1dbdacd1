import { type AnalyticsPage, analyticsPageSchema, queryKeys } from '@oms/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../platform/apiFetch';

export interface AnalyticsFilter {
  fromDate: string;
  toDate: string;
  venueTitle: string;
  page: number;
  limit: number;
}

export function analyticsPath(supplierId: string, filter: AnalyticsFilter): string {
  const query = new URLSearchParams({
    fromDate: filter.fromDate,
    toDate: filter.toDate,
    page: String(filter.page),
    limit: String(filter.limit),
    ...(filter.venueTitle ? { venueTitle: filter.venueTitle } : {}),
  });
  return `/api/suppliers/${encodeURIComponent(supplierId)}/analytics?${query.toString()}`;
}

export const analyticsQuery = (supplierId: string, filter: AnalyticsFilter, enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.supplierPortal.analytics(
      supplierId,
      filter.fromDate,
      filter.toDate,
      filter.venueTitle,
      filter.page,
      filter.limit,
    ),
    queryFn: ({ signal }) => apiFetch(analyticsPath(supplierId, filter), analyticsPageSchema, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** Every row of the period, page by page at the largest page size, for Download Data. */
export async function allAnalyticsRows(supplierId: string, filter: Omit<AnalyticsFilter, 'page' | 'limit'>) {
  const rows: AnalyticsPage['rows'] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiFetch(analyticsPath(supplierId, { ...filter, page, limit: 250 }), analyticsPageSchema);
    rows.push(...answer.rows);
    if (rows.length >= answer.totalVenueSuppliersCount || answer.rows.length === 0) return rows;
  }
}
