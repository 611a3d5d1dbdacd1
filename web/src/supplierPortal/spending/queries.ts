import { queryKeys, supplierSpendingReportSchema } from '@oms/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../platform/apiFetch';

export const supplierSpendingQuery = (supplierId: string, start: string, end: string) =>
  queryOptions({
    queryKey: queryKeys.supplierPortal.spending(supplierId, start, end),
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/suppliers/${encodeURIComponent(supplierId)}/spending?${new URLSearchParams({ start, end })}`,
        supplierSpendingReportSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
