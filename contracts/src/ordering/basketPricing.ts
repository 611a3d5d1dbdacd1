import { withVat } from '../platform/money';

export interface PricedLine {
  unitPrice: number;
  hasVat: boolean;
  quantity: number;
}

/** Spec 01 §9: the basket charges OMSPrice, times 1.2 when the product carries VAT. */
export function lineTotal(line: PricedLine): number {
  return withVat(line.unitPrice * line.quantity, line.hasVat);
}

export function linesTotal(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

export function isBelowMinimum(total: number, minOrderValue: number): boolean {
  return minOrderValue > 0 && total < minOrderValue;
}

/** An order's or a basket group's total: its lines plus the supplier's delivery fee to this venue. */
export function orderTotal(lines: readonly PricedLine[], deliveryFee: number | undefined): number {
  return linesTotal(lines) + (deliveryFee ?? 0);
}
