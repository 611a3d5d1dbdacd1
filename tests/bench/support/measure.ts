/**
 * One line of the bench table. Every figure comes from this run: `figure` is the product's,
 * `baseline` the reference measured alongside it on the same machine, `ratio` figure ÷ baseline.
 */
export interface Measure {
  id: string;
  name: string;
  unit: string;
  figure: number | null;
  baseline: number | null;
  baselineName: string;
  /** What the issue asks; `passed` is null when there is no goal (reported only) or nothing measured. */
  goal: string;
  passed: boolean | null;
  /** Why a goal was missed or a measure not taken, and what the profile says. */
  note?: string;
  details?: Record<string, unknown>;
}

export function ratioOf(measure: Pick<Measure, 'figure' | 'baseline'>): number | null {
  if (measure.figure === null || measure.baseline === null || measure.baseline === 0) return null;
  return measure.figure / measure.baseline;
}

export function notMeasured(id: string, name: string, goal: string, reason: string): Measure {
  return { id, name, unit: '', figure: null, baseline: null, baselineName: '', goal, passed: null, note: reason };
}

/** Several goals on one line pass only together. */
export function allPassed(...checks: boolean[]): boolean {
  return checks.every(Boolean);
}
