/** Spec 01 §9: the products page's sizes. */
export const shoppingListPageSize = 250;
export const shoppingListPageSizes = [10, 20, 50, 100, 250, 500] as const;

export const shoppingListMessages = {
  title: "Your venue's products",
  empty: 'Please add some product in your catalogue tab',
  numeric: 'Data in this field must be a numeric',
  aboveZero: 'The special price must be above 0',
  wholeLimit: 'The monthly order limit must be a whole number above 0',
  titleRequired: 'Please enter the product title',
  alreadyListed: 'This product is already on your list',
  notListed: 'This product is not on your list',
  customNoBasket: 'A custom product has no supplier to order from',
} as const;

/** Spec 01 §5: zones and types are trimmed and title-cased ('  back bar ' → 'Back Bar'). */
export function titleCase(value: string): string {
  return value
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** Spec 01 §5: the custom product's total is size × price when both are numbers; otherwise there is none. */
export function customProductTotal(size: string, price: string): number | null {
  const sizeNumber = Number(size.trim());
  const priceNumber = Number(price.trim());
  if (size.trim() === '' || price.trim() === '') return null;
  if (!Number.isFinite(sizeNumber) || !Number.isFinite(priceNumber)) return null;
  return sizeNumber * priceNumber;
}

/** A form's number field: '' is empty (null), a number is itself, anything else is not a number (NaN). */
export function parseNumericField(value: string): number | null {
  const trimmed = value.trim().replace(/^£/, '');
  if (trimmed === '') return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : Number.NaN;
}
