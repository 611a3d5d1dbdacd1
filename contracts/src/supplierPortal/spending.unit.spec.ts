import { describe, expect, it } from 'vitest';
import { supplierSpendingCsv, supplierSpendingFileName } from './spending';

describe('supplier spending CSV', () => {
  const report = {
    start: '2026-11-09',
    end: '2026-11-22',
    spending: {
      supplierId: 'brakes',
      supplierTitle: 'Brakes',
      totalOrders: 3,
      totalVenues: 2,
      totalSpend: 12_345,
      venues: [
        { venueId: 'v1', venueTitle: 'The Anchor', orders: 2, totalProducts: 5, totalSpend: 10_000 },
        { venueId: 'v2', venueTitle: '=HYPERLINK("http://x")', orders: 1, totalProducts: 1, totalSpend: 2_345 },
      ],
    },
  };

  it('lists each venue in pounds, then the totals, and never lets a venue name run as a formula', () => {
    expect(supplierSpendingCsv(report).split('\r\n')).toEqual([
      'Venue,Orders,Products,Spend ex VAT',
      'The Anchor,2,5,100.00',
      `"'=HYPERLINK(""http://x"")",1,1,23.45`,
      'Total,3,6,123.45',
    ]);
  });

  it('is named by the period', () => {
    expect(supplierSpendingFileName('2026-11-09', '2026-11-22')).toBe('spending_2026-11-09_to_2026-11-22.csv');
  });
});
