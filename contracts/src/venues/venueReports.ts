import type { GrossProfitReport } from '../grossProfit/api';
import type { SupplierStatus } from '../ordering/events';
import type { CsvCell } from '../platform/csv';
import { withVat } from '../platform/money';
import { flashReportColumns, venueReportColumns, venuesOrdersReportColumns } from './adminApi';

/** Pounds with two decimals, as a spreadsheet reads a number (no £ sign). */
const pounds = (pence: number | null): string => (pence === null ? '' : (pence / 100).toFixed(2));

/** The admin orders' status words (spec 03 §4: Approved, Rejected, anything else). */
export const reportStatusWords: Record<SupplierStatus, string> = {
  received: 'Pending',
  confirmed: 'Approved',
  adjusted: 'Adjusted',
  rejected: 'Rejected',
};

export interface ReportOrder {
  orderId: string;
  poNumber: string | null;
  orderedDate: string;
  venueTitle: string;
  orderedBy: string;
  supplierTitle: string;
  status: SupplierStatus;
  lines: readonly { title: string; sku: string; quantity: number; unitPrice: number; hasVat: boolean }[];
}

/** Venues Orders Report: one row per ordered line (spec 03 §9 columns). */
export function venuesOrdersReportRows(orders: readonly ReportOrder[]): CsvCell[][] {
  return [
    [...venuesOrdersReportColumns],
    ...orders.flatMap((order) =>
      order.lines.map((line) => [
        order.poNumber ?? '',
        line.title,
        line.sku,
        line.quantity,
        order.orderedDate,
        pounds(line.unitPrice),
        pounds(line.unitPrice * line.quantity),
        order.venueTitle,
        order.orderedBy,
        order.supplierTitle,
        reportStatusWords[order.status],
      ]),
    ),
  ];
}

/** Venue Report CSV: per venue and supplier, the orders, spend ex and inc VAT and the first and last order day. */
export function venueReportRows(orders: readonly ReportOrder[]): CsvCell[][] {
  const groups = new Map<
    string,
    { venue: string; supplier: string; orders: number; total: number; totalVat: number; first: string; last: string }
  >();
  for (const order of orders) {
    const key = JSON.stringify([order.venueTitle, order.supplierTitle]);
    const group = groups.get(key) ?? {
      venue: order.venueTitle,
      supplier: order.supplierTitle,
      orders: 0,
      total: 0,
      totalVat: 0,
      first: order.orderedDate,
      last: order.orderedDate,
    };
    group.orders += 1;
    for (const line of order.lines) {
      group.total += line.unitPrice * line.quantity;
      group.totalVat += withVat(line.unitPrice * line.quantity, line.hasVat);
    }
    if (order.orderedDate < group.first) group.first = order.orderedDate;
    if (order.orderedDate > group.last) group.last = order.orderedDate;
    groups.set(key, group);
  }
  const sorted = [...groups.values()].sort(
    (a, b) => a.venue.localeCompare(b.venue) || a.supplier.localeCompare(b.supplier),
  );
  return [
    [...venueReportColumns],
    ...sorted.map((group) => [
      group.venue,
      group.supplier,
      group.orders,
      pounds(group.total),
      pounds(group.totalVat),
      group.first,
      group.last,
    ]),
  ];
}

/**
 * Combined Flash Report: every day of the range for every venue, from the same gross profit fold
 * as the venue's own screen (spec 03 §9 columns; Variance is sales minus forecast, two decimals).
 */
export function flashReportRows(venues: readonly { venueTitle: string; report: GrossProfitReport }[]): CsvCell[][] {
  return [
    [...flashReportColumns],
    ...venues.flatMap(({ venueTitle, report }) =>
      report.days.map((day) => [
        day.date,
        venueTitle,
        pounds(day.salesPence),
        pounds(day.purchasesPence),
        pounds(day.miscCostPence),
        day.grossProfitPercent === null ? '' : day.grossProfitPercent.toFixed(2),
        pounds(day.forecastPence),
        pounds(day.variancePence),
      ]),
    ),
  ];
}
