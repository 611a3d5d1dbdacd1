import {
  businessDateOf,
  filterDateProblems,
  type OrderFilters,
  orderFiltersQuerySchema,
  orderFiltersSearch,
  resolveOrderFilters,
} from '@oms/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The search keys the panel owns; other keys (a tab's own, e.g. ?receipting=) are left as they are. */
const filterKeys: readonly string[] = ['start', 'end', 'types', 'locations', 'suppliers'];

/** The filters in an address's search string; anything unreadable falls back to the default (last 31 days). */
export function orderFiltersOf(searchParams: URLSearchParams, today = businessDateOf(new Date())): OrderFilters {
  const raw = {
    start: searchParams.get('start') ?? undefined,
    end: searchParams.get('end') ?? undefined,
    types: searchParams.getAll('types'),
    locations: searchParams.getAll('locations'),
    suppliers: searchParams.getAll('suppliers'),
  };
  const parsed = orderFiltersQuerySchema.safeParse(raw);
  if (parsed.success) {
    const filters = resolveOrderFilters(parsed.data, today);
    // A hand-edited address (a reversed or future range) never breaks a page: its dates give way to the default.
    if (Object.keys(filterDateProblems(filters, today)).length === 0) return filters;
    return resolveOrderFilters({ ...parsed.data, start: undefined, end: undefined }, today);
  }
  return resolveOrderFilters(orderFiltersQuerySchema.parse({ ...raw, start: undefined, end: undefined }), today);
}

/**
 * The purchasing filter panel's state, kept in the address so the orders, ordered products, statement and
 * spend tabs read the same filters, and a link or reload keeps them.
 */
export function useOrderFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const searchKey = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search string is the identity of the params.
  const filters = useMemo(() => orderFiltersOf(searchParams), [searchKey]);

  const setFilters = useCallback(
    (change: Partial<OrderFilters>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(orderFiltersSearch({ ...orderFiltersOf(current), ...change }));
          for (const [key, value] of current) {
            if (!filterKeys.includes(key)) next.append(key, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(() => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of filterKeys) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  return { filters, setFilters, clearFilters };
}
