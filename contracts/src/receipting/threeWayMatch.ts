import { type ReceiptLine, spendLineOf } from './receipt';
import { spendQuantityOf } from './spend';

/** A venue's three-way match tolerance: the larger of a share of the received total and a floor. */
export interface MatchTolerance {
  percent: number;
  minimumPence: number;
}

export const defaultMatchTolerance: MatchTolerance = { percent: 2, minimumPence: 100 };

export type ThreeWayMatch =
  | { status: 'matched'; orderedPence: number; receivedPence: number; invoicedPence: number; differencePence: number }
  | {
      status: 'mismatch';
      orderedPence: number;
      receivedPence: number;
      invoicedPence: number;
      /** Invoiced minus received: positive when the invoice asks for more than was received. */
      differencePence: number;
      tolerancePence: number;
    };

/**
 * The price a line was agreed at: the ordered price, or what the supplier approved. A price the
 * venue accepted at once from the invoice ('Supplier / Invoice adjustment') is the invoice's word,
 * not the supplier's agreement: above the price before it, the match holds the supplier to that one.
 */
export function agreedPriceOf(line: ReceiptLine): number {
  const report = line.report;
  if (report?.lineStatus === 'Accepted') return Math.min(report.previous.price, line.agreed.price);
  return line.agreed.price;
}

/**
 * What the match calls received: each line's received quantity (the four-step rule's) at its
 * agreed price, so an invoice asking prices above the agreed ones is asked to credit them.
 */
export function receivedAtAgreedPricesOf(lines: readonly ReceiptLine[]): number {
  return lines.reduce((sum, line) => sum + Math.round(spendQuantityOf(spendLineOf(line)) * agreedPriceOf(line)), 0);
}

export function tolerancePenceOf(receivedPence: number, tolerance: MatchTolerance): number {
  return Math.max(Math.round((receivedPence * tolerance.percent) / 100), tolerance.minimumPence);
}

/**
 * Compares what a PO's invoice asks for with what was received (and shows what was ordered):
 * within the tolerance it is matched; beyond it the difference is reported.
 */
export function threeWayMatchOf(
  totals: { orderedPence: number; receivedPence: number; invoicedPence: number },
  tolerance: MatchTolerance = defaultMatchTolerance,
): ThreeWayMatch {
  const differencePence = totals.invoicedPence - totals.receivedPence;
  const tolerancePence = tolerancePenceOf(totals.receivedPence, tolerance);
  return Math.abs(differencePence) <= tolerancePence
    ? { status: 'matched', ...totals, differencePence }
    : { status: 'mismatch', ...totals, differencePence, tolerancePence };
}

/** The credit to ask for: only an invoice above what was received, at the agreed prices, is owed back. */
export const creditToRequest = (match: ThreeWayMatch) =>
  match.status === 'mismatch' && match.differencePence > 0 ? match.differencePence : 0;

const amount = String.raw`£?\s*(\d{1,3}(?:,\d{3})*(?:\.\d{2})|\d+\.\d{2})`;
/** Totals first by how surely they name what is owed; the last mention of the surest wins. */
const totalPatterns = [
  new RegExp(
    String.raw`(?:invoice total|total due|amount due|balance due|total payable|grand total)\s*(?:\(?gbp\)?)?\s*:?\s*${amount}`,
    'gi',
  ),
  new RegExp(String.raw`(?:^|\n)\s*total(?:\s+inc(?:luding|\.)?\s+vat)?\s*:?\s*${amount}`, 'gi'),
];

/**
 * The invoice total read from an invoice's text (a PDF with text), in pence; null when no line
 * names one. A typed total always wins over this.
 */
export function invoiceTotalFromText(text: string): number | null {
  for (const pattern of totalPatterns) {
    const matches = [...text.matchAll(pattern)];
    const last = matches[matches.length - 1]?.[1];
    if (last) return Math.round(Number(last.replace(/,/g, '')) * 100);
  }
  return null;
}
