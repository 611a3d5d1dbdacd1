import { describe, expect, it } from 'vitest';
import { grossProfitReport } from '../grossProfit/grossProfitReport';
import { flashReportRows, type ReportOrder, venueReportRows, venuesOrdersReportRows } from './venueReports';

const order: ReportOrder = {
  orderId: 'o-1',
  poNumber: 'PO-7',
  orderedDate: '2026-11-20',
  venueTitle: 'The Anchor',
  orderedBy: 'Sam Taylor',
  supplierTitle: 'Brakes',
  status: 'confirmed',
  lines: [
    { title: 'Butter', sku: 'B1', quantity: 3, unitPrice: 250, hasVat: false },
    { title: 'Bleach', sku: 'C9', quantity: 1, unitPrice: 1000, hasVat: true },
  ],
};

describe('venue reports (spec 03 §9)', () => {
  it('Venues Orders Report: one row per line, prices in pounds with two decimals', () => {
    expect(venuesOrdersReportRows([order])).toEqual([
      [
        'PO Number',
        'Title',
        'Sku',
        'Quantity',
        'Order Date',
        'Item Price',
        'Total Price',
        'Venue',
        'Ordered By',
        'Supplier Name',
        'Order Status',
      ],
      ['PO-7', 'Butter', 'B1', 3, '2026-11-20', '2.50', '7.50', 'The Anchor', 'Sam Taylor', 'Brakes', 'Approved'],
      ['PO-7', 'Bleach', 'C9', 1, '2026-11-20', '10.00', '10.00', 'The Anchor', 'Sam Taylor', 'Brakes', 'Approved'],
    ]);
  });

  it('Venue Report CSV: totals per venue and supplier, with VAT where the product carries it', () => {
    const later = { ...order, orderId: 'o-2', orderedDate: '2026-11-21', status: 'rejected' as const };
    expect(venueReportRows([order, later]).slice(1)).toEqual([
      ['The Anchor', 'Brakes', 2, '35.00', '39.00', '2026-11-20', '2026-11-21'],
    ]);
  });

  it('Combined Flash Report: each day with sales, purchases, misc costs, GP %, forecast and variance', () => {
    const report = grossProfitReport('2026-11-20', '2026-11-21', [
      { kind: 'day', date: '2026-11-20', salesPence: 50_000, forecastPence: 60_000, miscCosts: [] },
    ]);
    const rows = flashReportRows([{ venueTitle: 'The Anchor', report }]);
    expect(rows[0]).toEqual([
      'Date',
      'Venue Name',
      'Sales',
      'Purchase Figures Per Day',
      'Misc Costs',
      'Gross Profit %',
      'Forecasted Sales',
      'Variance',
    ]);
    expect(rows.slice(1)).toEqual([
      ['2026-11-20', 'The Anchor', '500.00', '0.00', '0.00', '100.00', '600.00', '-100.00'],
      ['2026-11-21', 'The Anchor', '', '0.00', '0.00', '', '', ''],
    ]);
  });
});
