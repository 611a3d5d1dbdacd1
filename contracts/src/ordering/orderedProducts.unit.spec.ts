import { describe, expect, it } from 'vitest';
import {
  acceptedQuantityOf,
  chargedQuantityOf,
  formatSpendMonth,
  isReceipted,
  lineSpend,
  monthSpendCsvRows,
  monthsOfRange,
  orderedProductsCsvRows,
  pieLabelOf,
  supplierSpendCsvRows,
} from './orderedProducts';

describe('receipting filter (spec 01 §4)', () => {
  it("counts a line as receipted when a status exists and is not 'Not Saved'", () => {
    expect(isReceipted('Receipted')).toBe(true);
    expect(isReceipted('Rejected by supplier')).toBe(true);
    expect(isReceipted('Not Saved')).toBe(false);
    expect(isReceipted(null)).toBe(false);
    expect(isReceipted(undefined)).toBe(false);
  });
});

describe('accepted quantity', () => {
  const line = { productId: 'p1', quantity: 5 };
  const decision = (confirmed: boolean, updatedQuantity: number) => ({
    orderId: 'o1',
    via: 'checklist' as const,
    lines: [{ productId: 'p1', confirmed, updatedQuantity }],
  });
  it('is nothing until the supplier decides, while the venue is charged the ordered quantity', () => {
    expect(acceptedQuantityOf(line, null)).toBeNull();
    expect(chargedQuantityOf(line, null)).toBe(5);
    expect(chargedQuantityOf(line, decision(false, 0))).toBe(0);
    expect(chargedQuantityOf(line, decision(true, 3))).toBe(3);
  });
  it("is the supplier's updated quantity on an accepted line and nothing on a rejected one", () => {
    expect(acceptedQuantityOf(line, decision(true, 3))).toBe(3);
    expect(acceptedQuantityOf(line, decision(true, 5))).toBe(5);
    expect(acceptedQuantityOf(line, decision(false, 0))).toBe(0);
  });
});

describe('line spend', () => {
  it('is in pence, with VAT only where the product carries it', () => {
    expect(lineSpend({ unitPrice: 1499, hasVat: true }, 2)).toEqual({ spendExVat: 2998, spend: 3598 });
    expect(lineSpend({ unitPrice: 2349, hasVat: false }, 3)).toEqual({ spendExVat: 7047, spend: 7047 });
  });
});

describe('pie labels (spec 01 §9)', () => {
  const long = 'Matthew Clark Bibendum'; // 22 characters
  it('keeps every name whole with 6 suppliers or fewer', () => {
    expect(pieLabelOf(long, 6)).toBe(long);
  });
  it('abbreviates names over 14 characters to 14 when there are more than 6 suppliers', () => {
    expect(pieLabelOf(long, 7)).toBe('Matthew Clark…');
    expect(pieLabelOf(long, 7)).toHaveLength(14);
    expect(pieLabelOf('Fourteen chars', 9)).toBe('Fourteen chars');
    expect(pieLabelOf('Fifteen chars!!', 9)).toBe('Fifteen chars…');
  });
});

describe('spend months', () => {
  it('lists every month a range touches, across a year end', () => {
    expect(monthsOfRange('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOfRange('2026-03-01', '2026-03-31')).toEqual(['2026-03']);
  });
  it('reads as short month and year', () => {
    expect(formatSpendMonth('2026-11')).toBe('Nov 2026');
    expect(formatSpendMonth('2026-01')).toBe('Jan 2026');
  });
});

describe('CSV rows', () => {
  it('writes ordered products with pounds to 2 decimals and DD/MM/YYYY dates', () => {
    const rows = orderedProductsCsvRows([
      {
        productId: 'p1',
        sku: 'BRK1',
        title: 'Chips',
        size: '4 x 2.5kg',
        UoM: 'Box',
        type: 'Frozen',
        supplierId: 's1',
        supplierTitle: 'Brakes',
        orderCount: 2,
        orderedQuantity: 8,
        acceptedQuantity: 5,
        spendExVat: 10_200,
        spend: 10_200,
        lastUnitPrice: 2100,
        firstOrderedDate: '2026-01-10',
        lastOrderedDate: '2026-02-03',
      },
    ]);
    expect(rows[0]?.[0]).toBe('Product');
    expect(rows[1]).toEqual([
      'Chips',
      'BRK1',
      '4 x 2.5kg',
      'Box',
      'Frozen',
      'Brakes',
      '2',
      '8',
      '5',
      '102.00',
      '102.00',
      '21.00',
      '10/01/2026',
      '03/02/2026',
    ]);
  });

  it('writes supplier spend with each share of the total, and month spend by month name', () => {
    expect(
      supplierSpendCsvRows([
        { supplierId: 'a', supplierTitle: 'Brakes', orderCount: 3, spendExVat: 7500, spend: 9000 },
        { supplierId: 'b', supplierTitle: 'Fresh Direct', orderCount: 1, spendExVat: 1000, spend: 1000 },
      ]),
    ).toEqual([
      ['Supplier', 'Orders', 'Spend ex VAT', 'Spend', 'Share %'],
      ['Brakes', '3', '75.00', '90.00', '90.0'],
      ['Fresh Direct', '1', '10.00', '10.00', '10.0'],
    ]);
    expect(monthSpendCsvRows([{ month: '2026-02', orderCount: 0, spendExVat: 0, spend: 0 }])).toEqual([
      ['Month', 'Orders', 'Spend ex VAT', 'Spend'],
      ['Feb 2026', '0', '0.00', '0.00'],
    ]);
  });
});
