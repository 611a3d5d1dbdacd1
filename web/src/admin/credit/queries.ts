import { creditReportSchema, queryKeys } from '@oms/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../platform/apiFetch';

export const creditReportQuery = (asOf?: string) =>
  queryOptions({
    queryKey: queryKeys.admin.creditReport(asOf),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/credit-report${asOf ? `?${new URLSearchParams({ asOf })}` : ''}`, creditReportSchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
