/** What the four-step spend rule reads from a line; prices in pence ex VAT, quantities in units or kg. */
export interface SpendLine {
  price: number;
  quantity: number;
  /** The line's agreed quantity: the supplier's decision, an approved change or an accepted report. */
  updatedQuantity: number | null;
  /** The quantity a report on the line is waiting with. */
  receiptedQuantity: number | null;
  /** Kg, for a weighed line. */
  weight: number | null;
}

/**
 * Spec 02 §4 "Spend per PO", line by line: the weight times the price; else the updated quantity
 * times the price; else the receipted updated quantity times the price; else price times quantity.
 */
export function lineSpendOf(line: SpendLine): number {
  return Math.round(spendQuantityOf(line) * line.price);
}

/** The quantity (or kg) a line's spend charges: what a screen shows next to its price and spend. */
export function spendQuantityOf(line: SpendLine): number {
  return line.weight ?? line.updatedQuantity ?? line.receiptedQuantity ?? line.quantity;
}

/** A purchase order's spend in pence: the sum of its lines by the four-step rule. */
export function purchaseOrderSpend(lines: readonly SpendLine[]): number {
  return lines.reduce((sum, line) => sum + lineSpendOf(line), 0);
}

/** What was ordered, before any decision: price times ordered quantity. */
export function orderedSpend(lines: readonly Pick<SpendLine, 'price' | 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + Math.round(line.quantity * line.price), 0);
}
