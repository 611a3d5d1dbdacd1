import { parseNumericField, penceFromPounds, shoppingListMessages } from '@oms/contracts';

/** Pounds typed in a form as pence for the API; '' is empty. Call after `priceFieldError` found nothing. */
export function penceOf(pounds: string): number | null {
  const value = parseNumericField(pounds);
  return value === null ? null : penceFromPounds(value);
}

/** Spec 01 §5: numeric, and for special prices above 0 or empty. */
export function priceFieldError(pounds: string, options: { aboveZero: boolean }): string | null {
  const value = parseNumericField(pounds);
  if (value === null) return null;
  if (Number.isNaN(value)) return shoppingListMessages.numeric;
  if (options.aboveZero ? value <= 0 : value < 0) return shoppingListMessages.aboveZero;
  return null;
}

/** Spec 01 §5: the monthly order limit is blank (no limit) or a whole number above 0. */
export function limitFieldError(limit: string): string | null {
  const value = parseNumericField(limit);
  if (value === null) return null;
  if (Number.isNaN(value)) return shoppingListMessages.numeric;
  if (!Number.isInteger(value) || value <= 0) return shoppingListMessages.wholeLimit;
  return null;
}

export const poundsOf = (pence: number | null) => (pence === null ? '' : (pence / 100).toFixed(2));
