import { z } from 'zod';
import { supplierSpendingSchema } from '../admin/adminOrders';
import { type CsvCell, toCsv } from '../platform/csv';
import { businessDateSchema } from '../platform/dates';

/** Spec 03 /supplier/spending: the supplier's own spending by its customer venues over a range. */
export const supplierSpendingReportSchema = z.object({
  start: businessDateSchema,
  end: businessDateSchema,
  spending: supplierSpendingSchema,
});
export type SupplierSpendingReport = z.infer<typeof supplierSpendingReportSchema>;

export const supplierSpendingCsvHeadings = ['Venue', 'Orders', 'Products', 'Spend ex VAT'] as const;

export const supplierSpendingFileName = (start: string, end: string) => `spending_${start}_to_${end}.csv`;

/** One row a venue, then the supplier's totals; money in pounds with two decimals. */
export function supplierSpendingCsv(report: SupplierSpendingReport): string {
  const pounds = (pence: number) => (pence / 100).toFixed(2);
  const { spending } = report;
  const rows: CsvCell[][] = [
    [...supplierSpendingCsvHeadings],
    ...spending.venues.map((venue) => [venue.venueTitle, venue.orders, venue.totalProducts, pounds(venue.totalSpend)]),
    [
      'Total',
      spending.totalOrders,
      spending.venues.reduce((sum, venue) => sum + venue.totalProducts, 0),
      pounds(spending.totalSpend),
    ],
  ];
  return toCsv(rows);
}
