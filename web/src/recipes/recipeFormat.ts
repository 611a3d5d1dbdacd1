import { formatPence } from '@oms/contracts';

/** Cost per portion is held to 1 decimal of a penny (spec 02 §9); the screen shows pounds and pence. */
export const portionCostText = (pence: number) => formatPence(Math.round(pence));
export const gpText = (grossProfit: number | null) => (grossProfit === null ? '–' : `${grossProfit.toFixed(1)}%`);
/** Spec 02 §2.1: the gross profit tag is green above 0, red otherwise. */
export const gpIntent = (grossProfit: number | null) =>
  grossProfit !== null && grossProfit > 0 ? 'success' : 'danger';
export function costChangeText(pence: number) {
  if (pence === 0) return 'No change this week';
  return `${pence > 0 ? '+' : '−'}${formatPence(Math.abs(pence))} this week`;
}
