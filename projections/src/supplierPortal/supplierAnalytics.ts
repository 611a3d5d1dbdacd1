import { ANALYTICS_DROP_RATIO, ANALYTICS_TREND_WEEKS } from '@oms/contracts';
import type { ReadStore } from '../platform/readStore/readStore';
import { supplierCustomerDaysProjection } from './supplierCustomerDaysProjection';

export interface CustomerTotals {
  venueId: string;
  orders: number;
  revenue: number;
  lastOrderedAt: string | null;
  weeklySpend: number[];
  hasDropped: boolean;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The last week against the average of the four before it (beyond the spec). */
export function hasDroppedByHalf(weeklySpend: readonly number[]): boolean {
  const last = weeklySpend.at(-1) ?? 0;
  const previous = weeklySpend.slice(-5, -1);
  if (previous.length < 4) return false;
  const average = previous.reduce((sum, week) => sum + week, 0) / previous.length;
  return average > 0 && last < average * ANALYTICS_DROP_RATIO;
}

/**
 * A supplier's per-customer totals over [from, to] and each customer's weekly spend over the
 * trend weeks ending on `to`: one indexed aggregate over the day documents of both windows.
 */
export async function supplierCustomerTotals(
  store: ReadStore,
  supplierId: string,
  venueIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, CustomerTotals>> {
  const end = dayNumber(to);
  const trendStart = dateOf(end - ANALYTICS_TREND_WEEKS * 7 + 1);
  const earliest = from < trendStart ? from : trendStart;
  const groups = await supplierCustomerDaysProjection.readModel.in(store).aggregate<{
    _id: string;
    days: { date: string; orders: number; revenue: number; lastOrderedAt: string }[];
  }>([
    { $match: { supplierId, venueId: { $in: [...venueIds] }, date: { $gte: earliest, $lte: to } } },
    {
      $group: {
        _id: '$venueId',
        days: { $push: { date: '$date', orders: '$orders', revenue: '$revenue', lastOrderedAt: '$lastOrderedAt' } },
      },
    },
  ]);
  const totals = new Map<string, CustomerTotals>();
  for (const group of groups) {
    const weeklySpend = new Array<number>(ANALYTICS_TREND_WEEKS).fill(0);
    let orders = 0;
    let revenue = 0;
    let lastOrderedAt: string | null = null;
    for (const day of group.days) {
      if (day.date >= from) {
        orders += day.orders;
        revenue += day.revenue;
        if (!lastOrderedAt || day.lastOrderedAt > lastOrderedAt) lastOrderedAt = day.lastOrderedAt;
      }
      const weeksBack = Math.floor((end - dayNumber(day.date)) / 7);
      const slot = ANALYTICS_TREND_WEEKS - 1 - weeksBack;
      if (slot >= 0) weeklySpend[slot] = (weeklySpend[slot] ?? 0) + day.revenue;
    }
    totals.set(group._id, {
      venueId: group._id,
      orders,
      revenue,
      lastOrderedAt,
      weeklySpend,
      hasDropped: hasDroppedByHalf(weeklySpend),
    });
  }
  return totals;
}
