import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reportLinesOf, sheetTotals, stockValueOf, totalsOf } from './valuation';

const line = (overrides: Partial<Parameters<typeof sheetTotals>[0][number]> = {}) => ({
  price: 1000,
  UoM: 'Each',
  hasVat: false,
  inStock: 0,
  wastage: 0,
  ...overrides,
});

describe('stock take valuation (spec 02 §9)', () => {
  it('values price × quantity, × 1.2 with VAT, split into net, VAT and gross', () => {
    expect(stockValueOf(line(), 3)).toEqual({ net: 3000, vat: 0, gross: 3000 });
    expect(stockValueOf(line({ hasVat: true }), 3)).toEqual({ net: 3000, vat: 600, gross: 3600 });
  });

  it('values weighed lines by weight: kg as counted, g as thousandths of the kg price', () => {
    expect(stockValueOf(line({ UoM: 'Kg', price: 1500 }), 1.5).net).toBe(2250);
    expect(stockValueOf(line({ UoM: 'g', price: 1500 }), 250).net).toBe(375);
  });

  it('lists lines in stock on the valuation report and lines with wastage on the wastage report', () => {
    const lines = [line({ inStock: 2 }), line({ wastage: 1 }), line()];
    expect(reportLinesOf('valuation', lines).map((entry) => entry.quantity)).toEqual([2]);
    expect(reportLinesOf('wastage', lines).map((entry) => entry.quantity)).toEqual([1]);
  });

  it('totals are the sums of their lines, gross = net + VAT, in whole pence', () => {
    const arbitraryLine = fc.record({
      price: fc.integer({ min: 0, max: 100_000 }),
      UoM: fc.constantFrom('Each', 'Kg', 'g', 'Box'),
      hasVat: fc.boolean(),
      inStock: fc.double({ min: 0, max: 1000, noNaN: true }),
      wastage: fc.double({ min: 0, max: 1000, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(arbitraryLine, { maxLength: 40 }), (lines) => {
        const report = reportLinesOf('valuation', lines);
        const totals = totalsOf(report.map((entry) => entry.value));
        expect(totals.gross).toBe(totals.net + totals.vat);
        expect(Number.isInteger(totals.net) && Number.isInteger(totals.vat)).toBe(true);
        expect(report.every((entry) => entry.quantity > 0)).toBe(true);
        expect(sheetTotals(lines).stockValue).toBe(totals.gross);
      }),
    );
  });
});
