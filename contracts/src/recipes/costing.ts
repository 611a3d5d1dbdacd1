import { type Conversion, convertQuantity, packContentOf, type RecipeUnit, unitCategoryOf, unitOf } from './units';

/** Spec 02 §9: a new recipe serves one portion of 400 (g or ml). */
export const recipeDefaults = { portions: 1, servingSize: 400 } as const;
/** Beyond the spec: dishes under the venue's target gross profit are flagged; 70 % until a venue sets one. */
export const defaultTargetGpPercent = 70;
/** Spec 02 §5: at most 20 method steps. */
export const maxRecipeSteps = 20;

/** What costing needs of a product: its pack size, how it is priced and what the venue pays now (pence ex VAT). */
export interface CostedProduct {
  size: string;
  /** Pricing unit: 'Kg' is a price per kilogram; anything else is the price of the pack of `size`. */
  UoM: string;
  pricePence: number;
}

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};

/**
 * What `quantity` `unit` of a product costs, in pence (not rounded): the product's current price
 * per its size and pricing unit. Weighed products are priced per kg; a pack's price is spread over
 * what it holds ("10 x 227g": 2270 g, or 10 pieces); 'pack' and 'box' count whole packs.
 */
export function ingredientCostPence(product: CostedProduct, quantity: number, unit: RecipeUnit): Conversion {
  if (!Number.isFinite(quantity) || quantity < 0) return { ok: false, reason: 'negative' };
  if (product.UoM.toLowerCase() === 'kg') {
    const kilograms = convertQuantity(quantity, unit, 'kg');
    return kilograms.ok ? { ok: true, quantity: product.pricePence * kilograms.quantity } : kilograms;
  }
  if (unit === 'pack' || unit === 'box') return { ok: true, quantity: product.pricePence * quantity };
  const multiples = /^\s*(\d+(?:\.\d+)?)\s*[x×]/.exec(product.size);
  const pack = packContentOf(product.size) ?? { quantity: 1, unit: unitOf(product.UoM) ?? 'unit' };
  if (unitCategoryOf(unit) === 'count') {
    const pieces = unitCategoryOf(pack.unit) === 'count' ? pack.quantity : Number(multiples?.[1] ?? 1);
    return { ok: true, quantity: (product.pricePence * quantity) / pieces };
  }
  const used = convertQuantity(quantity, unit, pack.unit);
  return used.ok ? { ok: true, quantity: (product.pricePence * used.quantity) / pack.quantity } : used;
}

export interface RecipeCosting {
  /** Pence, rounded to the penny. */
  costPerRecipe: number;
  /** Spec 02 §9: cost per recipe / portions, 1 decimal (pence). */
  costPerPortion: number;
  /** Spec 02 §9: (selling price − cost per portion) / selling price × 100, 1 decimal; null without a price. */
  grossProfit: number | null;
}

export function recipeCosting(
  ingredientCosts: readonly number[],
  portions: number,
  sellingPricePence: number | null,
): RecipeCosting {
  const costPerRecipe = Math.round(ingredientCosts.reduce((sum, cost) => sum + cost, 0));
  const costPerPortion = roundTo(costPerRecipe / Math.max(1, portions), 1);
  const grossProfit =
    sellingPricePence && sellingPricePence > 0
      ? roundTo(((sellingPricePence - costPerPortion) / sellingPricePence) * 100, 1)
      : null;
  return { costPerRecipe, costPerPortion, grossProfit };
}

export const isBelowTarget = (grossProfit: number | null, targetGpPercent: number) =>
  grossProfit !== null && grossProfit < targetGpPercent;

/** A custom product's total (spec 02 §2.1 "Provide Product Information"): size × price when both are numbers. */
export function customIngredientTotal(size: string, pricePence: number): number | null {
  const quantity = Number(size.trim());
  if (size.trim() === '' || !Number.isFinite(quantity) || !Number.isFinite(pricePence)) return null;
  return Math.round(quantity * pricePence);
}

/** Spec 02 §5: the selling price takes digits with one optional decimal point. */
export const sellingPricePattern = /^\d+(\.\d*)?$/;
