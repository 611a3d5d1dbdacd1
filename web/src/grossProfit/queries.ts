import {
  addBusinessDays,
  type BusinessDate,
  type ChangeMiscCostBody,
  GROSS_PROFIT_DEFAULT_RANGE_DAYS,
  grossProfitCommandResponseSchema,
  grossProfitReportSchema,
  queryKeys,
  type RecordMiscCostBody,
  type RecordSalesBody,
  type SetForecastBody,
} from '@oms/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../platform/apiFetch';
import { venueApiPath } from '../venues/queries';

const keys = queryKeys.grossProfit;

export interface GrossProfitRange {
  from: string;
  to: string;
}

/** Spec 02 §2.10: the last 7 days, today included. */
export const defaultGrossProfitRange = (today: BusinessDate): GrossProfitRange => ({
  from: addBusinessDays(today, 1 - GROSS_PROFIT_DEFAULT_RANGE_DAYS),
  to: today,
});

export const grossProfitQuery = (venueId: string, range: GrossProfitRange) =>
  queryOptions({
    queryKey: keys.range(venueId, range),
    queryFn: ({ signal }) =>
      apiFetch(`${venueApiPath(venueId)}/gross-profit?from=${range.from}&to=${range.to}`, grossProfitReportSchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export type GrossProfitEntryKind = 'sales' | 'misc' | 'forecast';

export type GrossProfitEntryBody =
  | { kind: 'sales'; body: RecordSalesBody }
  | { kind: 'misc'; body: RecordMiscCostBody }
  | { kind: 'forecast'; body: SetForecastBody };

const entryPath: Record<GrossProfitEntryKind, string> = {
  sales: 'sales',
  misc: 'misc-costs',
  forecast: 'forecasts',
};

/**
 * Sales, a misc cost or a forecast; every range of the venue refreshes after. The Idempotency-Key names
 * the user's one entry, so a Save retried after a lost answer records a misc cost once.
 */
export function useRecordGrossProfitEntry(venueId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, idempotencyKey }: { entry: GrossProfitEntryBody; idempotencyKey: string }) =>
      apiFetch(`${venueApiPath(venueId)}/gross-profit/${entryPath[entry.kind]}`, grossProfitCommandResponseSchema, {
        method: 'POST',
        body: entry.body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all(venueId) }),
  });
}

export function useDeleteDailySales(venueId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (date: string) =>
      apiFetch(
        `${venueApiPath(venueId)}/gross-profit/sales/${encodeURIComponent(date)}`,
        grossProfitCommandResponseSchema,
        { method: 'DELETE' },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all(venueId) }),
  });
}

const miscCostPath = (venueId: string, costId: string) =>
  `${venueApiPath(venueId)}/gross-profit/misc-costs/${encodeURIComponent(costId)}`;

export function useChangeMiscCost(venueId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ costId, body }: { costId: string; body: ChangeMiscCostBody }) =>
      apiFetch(miscCostPath(venueId, costId), grossProfitCommandResponseSchema, { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all(venueId) }),
  });
}

export function useDeleteMiscCost(venueId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (costId: string) =>
      apiFetch(miscCostPath(venueId, costId), grossProfitCommandResponseSchema, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all(venueId) }),
  });
}
