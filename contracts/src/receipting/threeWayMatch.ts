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

/** The credit to ask for: only an invoice above what was received is owed back. */
export const creditToRequest = (match: ThreeWayMatch) =>
  match.status === 'mismatch' && match.differencePence > 0 ? match.differencePence : 0;
