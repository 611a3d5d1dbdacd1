import { VAT_RATE_PERCENT } from '../platform/money';
import type { StockReportKind } from './messages';

/** What valuing a line reads: its price (pence ex VAT per unit, or per kg for a weighed line). */
export interface ValuedLine {
  price: number;
  UoM: string;
  hasVat: boolean;
  inStock: number;
  wastage: number;
}

/**
 * Weighed lines (spec 02 §5: UoM kg or g) are priced per kg and counted by weight: a count in
 * grams is a thousandth of a kg. Every other line is counted in the units it is priced in.
 */
export function weightFactorOf(UoM: string): number {
  return UoM.trim().toLowerCase() === 'g' ? 0.001 : 1;
}

export const isWeighed = (UoM: string) => ['kg', 'g'].includes(UoM.trim().toLowerCase());

export interface LineValue {
  net: number;
  vat: number;
  gross: number;
}

/** Spec 02 §9: value = price × quantity, × 1.2 when the line carries VAT; pence, rounded to the penny. */
export function stockValueOf(line: Pick<ValuedLine, 'price' | 'UoM' | 'hasVat'>, quantity: number): LineValue {
  const net = Math.round(line.price * quantity * weightFactorOf(line.UoM));
  const vat = line.hasVat ? Math.round((net * VAT_RATE_PERCENT) / 100) : 0;
  return { net, vat, gross: net + vat };
}

export const quantityOfReport = (kind: StockReportKind, line: Pick<ValuedLine, 'inStock' | 'wastage'>) =>
  kind === 'valuation' ? line.inStock : line.wastage;

/** Spec 02 §9: a valuation report lists lines in stock, a wastage report lines with wastage. */
export function reportLinesOf<T extends ValuedLine>(kind: StockReportKind, lines: readonly T[]) {
  return lines
    .filter((line) => quantityOfReport(kind, line) > 0)
    .map((line) => ({
      ...line,
      quantity: quantityOfReport(kind, line),
      value: stockValueOf(line, quantityOfReport(kind, line)),
    }));
}

export function totalsOf(values: readonly LineValue[]): LineValue {
  return values.reduce(
    (sum, value) => ({ net: sum.net + value.net, vat: sum.vat + value.vat, gross: sum.gross + value.gross }),
    {
      net: 0,
      vat: 0,
      gross: 0,
    },
  );
}

/** The detail page's footer: Total Stock Value and Total Wastage Value, gross as spec 02 §9 values lines. */
export function sheetTotals(lines: readonly ValuedLine[]) {
  return {
    stockValue: totalsOf(lines.map((line) => stockValueOf(line, line.inStock))).gross,
    wastageValue: totalsOf(lines.map((line) => stockValueOf(line, line.wastage))).gross,
  };
}
