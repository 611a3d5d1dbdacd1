import type { BusinessDate } from '../platform/dates';
import type { AiOrderLine } from './events';
import type { OrderInterpretation } from './orderEmail';

/** The order an AI order stands for right now: what the supplier saved, else what the extractor read. */
export interface AiOrderDraft {
  venueId: string | null;
  deliveryDate: BusinessDate | null;
  lines: AiOrderLine[];
  notes: string;
}

/**
 * The extractor's reading as an order: matched lines only, whole quantities of at least one, and a
 * product read twice becomes one line (the quantities added, the lower confidence kept).
 */
export function draftOfInterpretation(interpretation: OrderInterpretation): AiOrderDraft {
  const lines = new Map<string, AiOrderLine>();
  for (const line of interpretation.lines) {
    if (!line.productId) continue;
    const quantity = Math.max(1, Math.round(line.quantity));
    const earlier = lines.get(line.productId);
    lines.set(
      line.productId,
      earlier
        ? {
            productId: line.productId,
            quantity: earlier.quantity + quantity,
            confidence: Math.min(earlier.confidence ?? 1, line.confidence),
          }
        : { productId: line.productId, quantity, confidence: line.confidence },
    );
  }
  return {
    venueId: interpretation.venueId,
    deliveryDate: interpretation.deliveryDate,
    lines: [...lines.values()],
    notes: '',
  };
}

/** Below it a line read by the extractor is unsure: the order waits for a person. */
export const sureLineConfidence = 0.6;

/**
 * Whether an order must be looked at before approval. Readings stored before the extractor said so
 * are judged by what they hold: no venue, no line, or a line below the sure confidence.
 */
export const needsReviewOf = (interpretation: OrderInterpretation): boolean =>
  interpretation.needsReview ??
  (interpretation.venueId === null ||
    interpretation.lines.length === 0 ||
    interpretation.lines.some((line) => line.confidence < sureLineConfidence));

/** A whole percentage of a 0..1 confidence, as the screens and the order lines show it. */
export const confidencePercent = (confidence: number) => Math.round(confidence * 100);

/** Whether the supplier changed anything the extractor read: approval without a change is a correct order. */
export function draftsDiffer(a: AiOrderDraft, b: AiOrderDraft): boolean {
  const linesOf = (draft: AiOrderDraft) =>
    draft.lines
      .map((line) => `${line.productId}:${line.quantity}`)
      .sort()
      .join(',');
  return a.venueId !== b.venueId || a.deliveryDate !== b.deliveryDate || linesOf(a) !== linesOf(b);
}
