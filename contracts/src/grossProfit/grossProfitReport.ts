import { addBusinessDays, type BusinessDate, weekdayOf } from '../platform/dates';
import type { GrossProfitDay, GrossProfitReport, MiscCost, SupplierPurchase } from './api';

/** What the read model holds for a venue's day: the venue's own entries. */
export interface DayEntries {
  kind: 'day';
  date: BusinessDate;
  salesPence: number | null;
  forecastPence: number | null;
  miscCosts: MiscCost[];
}

/** One order's part of its day's purchases: its spend by the four-step rule, nothing once deleted. */
export interface OrderPurchase {
  kind: 'purchase';
  date: BusinessDate;
  supplierId: string;
  supplierTitle: string;
  amountPence: number;
  deleted: boolean;
}

export type GrossProfitEntry = DayEntries | OrderPurchase;

/**
 * GP % = (sales − purchases − misc costs) / sales × 100 to 1 decimal; null without sales, where
 * the ratio means nothing.
 */
export function grossProfitPercent(salesPence: number, purchasesPence: number, miscCostPence: number): number | null {
  if (salesPence <= 0) return null;
  return Math.round(((salesPence - purchasesPence - miscCostPence) / salesPence) * 1000) / 10;
}

export function datesOf(from: BusinessDate, to: BusinessDate): BusinessDate[] {
  const dates: BusinessDate[] = [];
  for (let date = from; date <= to; date = addBusinessDays(date, 1)) dates.push(date);
  return dates;
}

function purchasesBySupplier(purchases: readonly OrderPurchase[]): SupplierPurchase[] {
  const bySupplier = new Map<string, SupplierPurchase>();
  for (const purchase of purchases) {
    if (purchase.deleted) continue;
    const entry = bySupplier.get(purchase.supplierId) ?? {
      supplierId: purchase.supplierId,
      supplierTitle: purchase.supplierTitle,
      amountPence: 0,
      orders: 0,
    };
    bySupplier.set(purchase.supplierId, {
      ...entry,
      amountPence: entry.amountPence + purchase.amountPence,
      orders: entry.orders + 1,
    });
  }
  return [...bySupplier.values()].sort(
    (a, b) => b.amountPence - a.amountPence || a.supplierTitle.localeCompare(b.supplierTitle),
  );
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The screen's table and totals (and the Combined Flash Report's rows) from one venue's entries
 * over a range: every date of the range, oldest first, whether or not anything was entered.
 */
export function grossProfitReport(
  from: BusinessDate,
  to: BusinessDate,
  entries: readonly GrossProfitEntry[],
): GrossProfitReport {
  const daysByDate = new Map<string, DayEntries>();
  const purchasesByDate = new Map<string, OrderPurchase[]>();
  for (const entry of entries) {
    if (entry.date < from || entry.date > to) continue;
    if (entry.kind === 'day') daysByDate.set(entry.date, entry);
    else purchasesByDate.set(entry.date, [...(purchasesByDate.get(entry.date) ?? []), entry]);
  }
  const days = datesOf(from, to).map((date): GrossProfitDay => {
    const entered = daysByDate.get(date);
    const purchases = purchasesBySupplier(purchasesByDate.get(date) ?? []);
    const salesPence = entered?.salesPence ?? null;
    const forecastPence = entered?.forecastPence ?? null;
    const miscCosts = entered?.miscCosts ?? [];
    const miscCostPence = sum(miscCosts.map((cost) => cost.amountPence));
    const purchasesPence = sum(purchases.map((purchase) => purchase.amountPence));
    return {
      date,
      day: weekdayOf(date),
      salesPence,
      forecastPence,
      miscCosts,
      miscCostPence,
      purchasesPence,
      purchases,
      grossProfitPercent: grossProfitPercent(salesPence ?? 0, purchasesPence, miscCostPence),
      variancePence: salesPence !== null && forecastPence !== null ? salesPence - forecastPence : null,
    };
  });
  const salesPence = sum(days.map((day) => day.salesPence ?? 0));
  const purchasesPence = sum(days.map((day) => day.purchasesPence));
  const miscCostPence = sum(days.map((day) => day.miscCostPence));
  return {
    from,
    to,
    days,
    totals: {
      salesPence,
      purchasesPence,
      miscCostPence,
      forecastPence: sum(days.map((day) => day.forecastPence ?? 0)),
      grossProfitPence: salesPence - purchasesPence - miscCostPence,
      grossProfitPercent: grossProfitPercent(salesPence, purchasesPence, miscCostPence),
    },
  };
}
