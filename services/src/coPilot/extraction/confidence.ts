import { type InterpretedLine, sureLineConfidence } from '@oms/contracts';
import type { ProductMatch } from './productMatching';

/**
 * Confidence of a read line, 0..1, from what made the match: a quoted sku is near certain; a title
 * match counts its similarity, its lead over the next-best product (a close second means the
 * e-mail could mean either) and whether the written size agreed. Calibrated on the development
 * corpus so that lines at 0.9 or more are right at least 90 % of the time (see the bench report).
 */
export const lineConfidence = (match: ProductMatch, quantityWritten: boolean): number => {
  if (match.by === 'sku') return 0.99;
  const margin = Math.max(0, match.score - match.runnerUpScore);
  let confidence = 0.2 + 0.55 * match.score + 1.2 * margin;
  if (match.sizeFit !== null) confidence += match.sizeFit > 0 ? 0.05 : -0.1;
  if (!quantityWritten) confidence -= 0.05;
  return round(Math.max(0.05, Math.min(0.98, confidence)));
};

/** A line "Not in supplier price file": how sure the extractor is that nothing listed was meant. */
export const notListedConfidence = (match: ProductMatch | null): number =>
  round(match ? Math.max(0.3, 0.9 - match.score) : 0.9);

/**
 * The order's confidence: its least sure line (an order is only as right as its weakest line), held
 * down when the venue could not be recognised (no date is a valid answer: "next delivery").
 */
export const orderConfidence = (input: { lines: number[]; venueCertainty: number }): number => {
  if (input.lines.length === 0) return 0;
  const weakest = Math.min(...input.lines);
  const mean = input.lines.reduce((sum, value) => sum + value, 0) / input.lines.length;
  const venueFactor = input.venueCertainty > 0 ? 0.9 + 0.1 * input.venueCertainty : 0.5;
  return round((0.5 * weakest + 0.5 * mean) * venueFactor);
};

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Why an order must wait for a person: a line, the venue or the date is unsure, a line the
 * customer asked for is not in the price file, or text that looks like an order line was not read.
 */
export const reviewReasonsOf = (input: {
  lines: readonly InterpretedLine[];
  venue: { venueId: string | null; certainty: number };
  date: { certainty: number };
  unread: readonly string[];
}): string[] => {
  const reasons: string[] = [];
  if (input.venue.venueId === null) reasons.push('Venue Not Recognised');
  else if (input.venue.certainty < 0.9) reasons.push('The venue is unsure: the e-mail names more than one customer.');
  if (input.date.certainty < 0.8) reasons.push('The delivery date is unsure.');
  if (input.lines.every((line) => !line.sku)) reasons.push('No line of the price file was read.');
  for (const line of input.lines) {
    // A line surely not sold is the "Not in supplier price file" warning, not a doubt about the reading.
    if (!line.sku) {
      if (line.confidence < sureLineConfidence)
        reasons.push(
          `"${line.source}": nothing in the price file is close enough; check that nothing listed was meant.`,
        );
    } else if (line.confidence < sureLineConfidence)
      reasons.push(`"${line.source}" read as ${line.title} at ${Math.round(line.confidence * 100)} %.`);
  }
  for (const source of input.unread) reasons.push(`Not read as an order line: "${source}".`);
  return reasons;
};
