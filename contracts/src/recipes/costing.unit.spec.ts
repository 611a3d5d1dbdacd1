import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dishAllergens, ukAllergens } from './allergens';
import {
  customIngredientTotal,
  defaultTargetGpPercent,
  ingredientCostPence,
  isBelowTarget,
  recipeCosting,
  recipeDefaults,
  sellingPricePattern,
} from './costing';

const cost = (...args: Parameters<typeof ingredientCostPence>) => {
  const result = ingredientCostPence(...args);
  if (!result.ok) throw new Error(result.reason);
  return result.quantity;
};

describe('ingredient cost', () => {
  it('prices weighed products per kg', () => {
    expect(cost({ size: '1', UoM: 'Kg', pricePence: 1500 }, 200, 'g')).toBeCloseTo(300, 9);
    expect(cost({ size: '1', UoM: 'Kg', pricePence: 1500 }, 1, 'lb')).toBeCloseTo(680.388555, 5);
  });

  it('spreads a pack’s price over what it holds', () => {
    expect(cost({ size: '2.5kg', UoM: 'Each', pricePence: 2000 }, 250, 'g')).toBeCloseTo(200, 9);
    expect(cost({ size: '12 x 1ltr', UoM: 'Box', pricePence: 1200 }, 50, 'ml')).toBeCloseTo(5, 9);
    expect(cost({ size: '10 x 227g', UoM: 'Box', pricePence: 5000 }, 2, 'piece')).toBeCloseTo(1000, 9);
    expect(cost({ size: '30', UoM: 'Box', pricePence: 600 }, 3, 'unit')).toBeCloseTo(60, 9);
    expect(cost({ size: '30', UoM: 'Box', pricePence: 600 }, 2, 'box')).toBe(1200);
    // A case counted in pieces: one apple of an 80-count case is an eightieth of it.
    expect(cost({ size: '80 count', UoM: 'Box', pricePence: 2039 }, 1, 'unit')).toBeCloseTo(25.4875, 9);
    expect(cost({ size: '100 portions', UoM: 'Box', pricePence: 1000 }, 2, 'unit')).toBeCloseTo(200 / 10, 9);
  });

  it('refuses a unit of another category, and a negative quantity', () => {
    expect(ingredientCostPence({ size: '2.5kg', UoM: 'Each', pricePence: 2000 }, 1, 'ml')).toEqual({
      ok: false,
      reason: 'unitsMismatch',
    });
    expect(ingredientCostPence({ size: '1', UoM: 'Kg', pricePence: 100 }, 1, 'piece')).toEqual({
      ok: false,
      reason: 'unitsMismatch',
    });
    expect(ingredientCostPence({ size: '1', UoM: 'Kg', pricePence: 100 }, -1, 'g')).toEqual({
      ok: false,
      reason: 'negative',
    });
  });

  it('grows with the quantity and the price, never below 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.double({ min: 0, max: 10_000, noNaN: true }),
        fc.double({ min: 0, max: 10_000, noNaN: true }),
        (pricePence, a, b) => {
          const product = { size: '2.5kg', UoM: 'Each', pricePence };
          const [low, high] = a < b ? [a, b] : [b, a];
          expect(cost(product, low, 'g')).toBeGreaterThanOrEqual(0);
          expect(cost(product, low, 'g')).toBeLessThanOrEqual(cost(product, high, 'g') + 1e-9);
          expect(cost({ ...product, pricePence: pricePence + 1 }, high, 'g')).toBeGreaterThanOrEqual(
            cost(product, high, 'g'),
          );
        },
      ),
    );
  });
});

describe('recipe costing', () => {
  it('keeps the spec’s defaults', () => {
    expect(recipeDefaults).toEqual({ portions: 1, servingSize: 400 });
    expect(defaultTargetGpPercent).toBe(70);
  });

  it('sums ingredients, divides by portions to 1 decimal and gives GP % to 1 decimal', () => {
    expect(recipeCosting([300.4, 200.2, 99.9], 4, 1200)).toEqual({
      costPerRecipe: 601,
      costPerPortion: 150.3,
      grossProfit: 87.5,
    });
    expect(recipeCosting([1000], 3, 1000)).toEqual({ costPerRecipe: 1000, costPerPortion: 333.3, grossProfit: 66.7 });
    expect(recipeCosting([500], 1, null).grossProfit).toBeNull();
    expect(recipeCosting([1500], 1, 1000).grossProfit).toBe(-50);
  });

  it('GP % is 100 − cost share of the price, at most 100, to 1 decimal', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 50_000, noNaN: true }), { maxLength: 20 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (costs, portions, price) => {
          const costing = recipeCosting(costs, portions, price);
          expect(Number.isInteger(costing.costPerRecipe)).toBe(true);
          expect(Math.round(costing.costPerPortion * 10)).toBeCloseTo(costing.costPerPortion * 10, 6);
          expect(costing.grossProfit).not.toBeNull();
          expect(costing.grossProfit ?? 0).toBeLessThanOrEqual(100);
          expect(costing.grossProfit ?? 0).toBeCloseTo(((price - costing.costPerPortion) / price) * 100, 0);
        },
      ),
    );
  });

  it('flags dishes below the target only when they have a price', () => {
    expect(isBelowTarget(65.2, 70)).toBe(true);
    expect(isBelowTarget(70, 70)).toBe(false);
    expect(isBelowTarget(null, 70)).toBe(false);
  });

  it('totals a custom product as size × price when both are numbers', () => {
    expect(customIngredientTotal('3', 250)).toBe(750);
    expect(customIngredientTotal('2.5', 100)).toBe(250);
    expect(customIngredientTotal('1 bunch', 250)).toBeNull();
    expect(customIngredientTotal('', 250)).toBeNull();
  });

  it('accepts digits with one optional decimal point as a selling price', () => {
    for (const ok of ['12', '12.5', '12.50', '0.', '7']) expect(sellingPricePattern.test(ok), ok).toBe(true);
    for (const bad of ['', '1.2.3', '-1', '£4', '1,5', '.5', 'abc'])
      expect(sellingPricePattern.test(bad), bad).toBe(false);
  });
});

describe('dish allergens', () => {
  it('lists the 14 allergens', () => {
    expect(ukAllergens).toHaveLength(14);
  });

  it('is the union of the ingredients’ allergens in the law’s order, unless a user edited them', () => {
    expect(
      dishAllergens([['Milk', 'Gluten'], ['Eggs', 'Milk'], []], { allergensEditedByUser: false, allergens: [] }),
    ).toEqual({
      allergens: ['Gluten', 'Eggs', 'Milk'],
      editedByUser: false,
    });
    expect(dishAllergens([['Milk']], { allergensEditedByUser: true, allergens: ['Nuts'] })).toEqual({
      allergens: ['Nuts'],
      editedByUser: true,
    });
  });

  it('contains every ingredient’s allergen and nothing else', () => {
    const allergen = fc.constantFrom(...ukAllergens);
    fc.assert(
      fc.property(fc.array(fc.array(allergen, { maxLength: 5 }), { maxLength: 8 }), (lists) => {
        const { allergens } = dishAllergens(lists, { allergensEditedByUser: false, allergens: [] });
        expect(new Set(allergens)).toEqual(new Set(lists.flat()));
        expect(allergens).toHaveLength(new Set(lists.flat()).size);
      }),
    );
  });
});
