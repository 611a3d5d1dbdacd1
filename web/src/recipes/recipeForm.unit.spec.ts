import { type IngredientProduct, recipeMessages } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import {
  canAddCustomDraft,
  customDraftTotal,
  emptyCustomDraft,
  emptyRecipeForm,
  ingredientDraftCost,
  type RecipeForm,
  recipeFigures,
  saveBlockedBy,
  saveRecipeBody,
  saveRefusal,
  toggledAllergens,
  withIngredient,
} from './recipeForm';

const flour: IngredientProduct = {
  productId: 'flour',
  venueProductId: null,
  title: 'Flour',
  sku: 'FL1',
  size: '1',
  UoM: 'kg',
  supplierTitle: 'Brakes',
  pricePence: 200,
  allergens: ['Gluten'],
  units: ['g', 'kg'],
  defaultUnit: 'g',
};
const byKey = new Map([['flour', flour]]);

const formWith = (changes: Partial<RecipeForm>): RecipeForm => ({ ...emptyRecipeForm(), ...changes });
const flourLine = (quantity: string) => ({ id: 'line-1', productKey: 'flour', quantity, unit: 'g' as const });

describe('the recipe form', () => {
  it('costs each ingredient line and the recipe per portion, with the gross profit at the selling price', () => {
    const form = formWith({ ingredients: [flourLine('500')], portions: '2', sellingPrice: '5.00' });
    const figures = recipeFigures(form, byKey);
    expect(figures.costs).toEqual([100]);
    expect(figures.sellingPence).toBe(500);
    expect(figures.costing.costPerRecipe).toBe(100);
    expect(figures.costing.costPerPortion).toBe(50);
    expect(figures.costEmpty).toBe(false);
  });

  it("shows the ingredients' allergens until they are edited by hand", () => {
    const form = formWith({ ingredients: [flourLine('500')] });
    expect(recipeFigures(form, byKey).shownAllergens).toEqual(['Gluten']);
    const byHand = { ...form, allergensEditedByUser: true, allergens: [] };
    expect(recipeFigures(byHand, byKey).shownAllergens).toEqual([]);
    expect(toggledAllergens(byHand, 'Milk', true)).toEqual(['Milk']);
    expect(toggledAllergens({ ...byHand, allergens: ['Milk'] }, 'Milk', false)).toEqual([]);
  });

  it('blocks Save while uploading, without a valid selling price, or with ingredients not yet costed', () => {
    const costed = formWith({ ingredients: [flourLine('500')], sellingPrice: '5' });
    expect(saveBlockedBy(costed, recipeFigures(costed, byKey), 1)).toBe(recipeMessages.waitForUpload);
    const noPrice = { ...costed, sellingPrice: '' };
    expect(saveBlockedBy(noPrice, recipeFigures(noPrice, byKey), 0)).toBe(recipeMessages.enterSellingPrice);
    const badPrice = { ...costed, sellingPrice: '5.0.0' };
    expect(saveBlockedBy(badPrice, recipeFigures(badPrice, byKey), 0)).toBe(recipeMessages.enterSellingPrice);
    const uncosted = { ...costed, ingredients: [flourLine('')] };
    expect(saveBlockedBy(uncosted, recipeFigures(uncosted, byKey), 0)).toBe(recipeMessages.noCostYet);
    expect(saveBlockedBy(costed, recipeFigures(costed, byKey), 0)).toBeNull();
  });

  it('leaves Save enabled with no ingredient chosen, so that Save can say why', () => {
    const form = formWith({ title: 'Bread', sellingPrice: '5' });
    const figures = recipeFigures(form, byKey);
    expect(saveBlockedBy(form, figures, 0)).toBeNull();
    expect(saveRefusal(form, figures)).toBe('noIngredients');
    expect(saveRefusal({ ...form, title: '  ' }, figures)).toBe('nameRequired');
  });

  it('saves numbers as numbers, drops empty steps and unchosen lines, and keeps hand-edited allergens only', () => {
    const form = formWith({
      title: ' Bread ',
      portions: '0',
      servingSize: '',
      sellingPrice: '4.50',
      ingredients: [flourLine('500'), { id: 'line-2', productKey: null, quantity: '', unit: 'g' }],
      customIngredients: [{ id: 'c', sku: 'S', title: 'Salt', size: '2', price: '0.10', UoM: 'g' }],
      steps: [
        { id: 's1', text: ' Knead ' },
        { id: 's2', text: '  ' },
      ],
      allergens: ['Milk'],
    });
    const body = saveRecipeBody(form, byKey);
    expect(body).toMatchObject({
      title: 'Bread',
      categoryId: null,
      portions: 1,
      servingSize: 0,
      sellingPrice: 450,
      ingredients: [{ productId: 'flour', venueProductId: null, quantity: 500, unit: 'g' }],
      customIngredients: [{ sku: 'S', title: 'Salt', size: '2', price: 10, UoM: 'g' }],
      steps: ['Knead'],
      allergens: [],
      allergensEditedByUser: false,
    });
  });

  it('edits one ingredient line and leaves the others', () => {
    const form = formWith({ ingredients: [flourLine('1'), { ...flourLine('2'), id: 'line-2' }] });
    expect(withIngredient(form, 'line-2', { quantity: '3' }).map((line) => line.quantity)).toEqual(['1', '3']);
  });

  it('totals a custom product as size × price and needs a title and a valid price to add it', () => {
    const draft = { ...emptyCustomDraft(), title: 'Salt', size: '2', price: '0.10' };
    expect(customDraftTotal(draft)).toBe(20);
    expect(canAddCustomDraft(draft)).toBe(true);
    expect(customDraftTotal({ ...draft, price: 'abc' })).toBeNull();
    expect(canAddCustomDraft({ ...draft, price: 'abc' })).toBe(false);
    expect(canAddCustomDraft({ ...draft, title: ' ' })).toBe(false);
  });

  it('costs an ingredient being edited, but not an empty or negative quantity', () => {
    expect(ingredientDraftCost(flour, flourLine('250'))).toBe(50);
    expect(ingredientDraftCost(flour, flourLine(''))).toBeNull();
    expect(ingredientDraftCost(flour, flourLine('-1'))).toBeNull();
  });
});
