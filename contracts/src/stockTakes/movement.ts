import { weightFactorOf } from './valuation';

/** What a line's movement reads: the previous count, what arrived, this count and the wastage. */
export interface MovementLine {
  lineId: string;
  price: number;
  UoM: string;
  lastQuantity: number;
  received: number;
  inStock: number;
  wastage: number;
}

export type MovementFlag = 'counted more than there was' | 'large usage';

export interface Movement {
  lineId: string;
  /** opening + received − closing − wastage: what was used (sold, served) without being recorded as waste. */
  usage: number;
  /** The usage at the line's price, pence ex VAT. */
  usageValue: number;
  flag: MovementFlag | null;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** How many of the largest usages (by value) a manager is pointed at first. */
export const LARGEST_USAGES_FLAGGED = 5;

/**
 * Stock movement per line: opening count + received − closing count − wastage = usage. A negative
 * usage cannot happen (more on the shelf than was there and arrived): it points at a miscount or a
 * delivery nobody recorded. Of the rest, the largest usages by value are flagged, because that is
 * where a missing sale, a theft or a portioning problem costs most.
 */
export function stockMovement(lines: readonly MovementLine[], flagged = LARGEST_USAGES_FLAGGED): Movement[] {
  const movements = lines.map((line) => {
    const usage = round3(line.lastQuantity + line.received - line.inStock - line.wastage);
    return {
      lineId: line.lineId,
      usage,
      usageValue: Math.round(usage * line.price * weightFactorOf(line.UoM)),
      flag: null as MovementFlag | null,
    };
  });
  const largest = new Set(
    movements
      .filter((movement) => movement.usageValue > 0)
      .sort((a, b) => b.usageValue - a.usageValue || a.lineId.localeCompare(b.lineId))
      .slice(0, flagged)
      .map((movement) => movement.lineId),
  );
  return movements.map((movement) => ({
    ...movement,
    flag: movement.usage < 0 ? 'counted more than there was' : largest.has(movement.lineId) ? 'large usage' : null,
  }));
}
