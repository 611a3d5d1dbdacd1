import {
  type CatalogueEvent,
  type MenuBuilderEvent,
  menuBuilderStreamId,
  productStreamId,
  type RecipeContent,
  type RecipeEvent,
  recipeStreamId,
} from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { catalogueProductsProjection } from '../catalogue/catalogueProductsProjection';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { menuBuilderProjection } from './menuBuilderProjection';
import { venueRecipeCosts } from './recipeCosts';
import { recipesProjection } from './recipesProjection';

const at = '2026-11-24T10:00:00.000Z';
const now = new Date('2026-11-25T10:00:00.000Z');
const beef: CatalogueEvent = {
  type: 'ProductListed',
  data: {
    productId: 'beef',
    supplierId: 'brakes',
    supplierTitle: 'Brakes',
    sku: 'BF-1',
    title: 'Beef Brisket',
    size: '1',
    UoM: 'Kg',
    type: 'Meat',
    OMSPrice: 1500,
    price: 1900,
    hasVat: false,
    allergens: [],
  },
};
const pastry: CatalogueEvent = {
  type: 'ProductListed',
  data: {
    ...beef.data,
    productId: 'pastry',
    sku: 'PP-1',
    title: 'Puff Pastry',
    size: '10 x 500g',
    UoM: 'Box',
    OMSPrice: 2000,
    allergens: ['Gluten', 'Milk'],
  },
} as CatalogueEvent;
const pie: RecipeContent = {
  title: 'Steak Pie',
  description: '',
  category: null,
  portions: 4,
  servingSize: 400,
  sellingPrice: 1400,
  image: null,
  ingredients: [
    { ingredientId: 'i1', productId: 'beef', venueProductId: null, quantity: 800, unit: 'g' },
    { ingredientId: 'i2', productId: 'pastry', venueProductId: null, quantity: 500, unit: 'g' },
  ],
  customIngredients: [
    { ingredientId: 'c1', sku: '', title: 'Stock', size: '2', price: 50, UoM: 'ltr', totalPrice: 100 },
  ],
  notes: { text: '', images: [] },
  steps: [],
  allergens: [],
  allergensEditedByUser: false,
};
const recipeCreated = (recipeId: string, title: string): RecipeEvent => ({
  type: 'RecipeCreated',
  data: {
    recipeId,
    venueId: 'v1',
    recipe: { ...pie, title },
    allergensSeen: [
      { productId: 'beef', allergens: [] },
      { productId: 'pastry', allergens: ['Gluten', 'Milk'] },
    ],
    createdAt: at,
  },
});

let position = 0;
const recorded = (streamId: string, ...events: (RecipeEvent | CatalogueEvent | MenuBuilderEvent)[]) =>
  events.map((event) => recordedAt(event, ++position, streamId));

const world = () => {
  position = 0;
  return [
    ...recorded(productStreamId('beef'), beef),
    ...recorded(productStreamId('pastry'), pastry),
    ...recorded(recipeStreamId('r1'), recipeCreated('r1', 'Steak Pie')),
    ...recorded(recipeStreamId('r2'), recipeCreated('r2', 'Beef Wellington')),
  ];
};

describe('recipe projections', () => {
  it('keep product references and the chef’s content, never a price', async () => {
    const { store } = await projectionSpec(recipesProjection).given(...world());
    const document = await recipesProjection.readModel.in(store).findOne({ _id: 'r1' });
    expect(document).toMatchObject({ venueId: 'v1', titleKey: 'steak pie', productIds: ['beef', 'pastry'] });
    expect(JSON.stringify(document)).not.toContain('1500');
  });

  it('cost a recipe from today’s prices: per recipe, per portion to 1 decimal, GP % to 1 decimal', async () => {
    const { store } = await projectionSpec(recipesProjection, catalogueProductsProjection).given(...world());
    const { recipes, targetGpPercent } = await venueRecipeCosts(store, 'v1', now);
    expect(targetGpPercent).toBe(70);
    expect(recipes.map((entry) => entry.costed.title)).toEqual(['Beef Wellington', 'Steak Pie']);
    // 0.8 kg × £15 = 1200p; 500 g of a 5 kg box at £20 = 200p; the stock 100p.
    expect(recipes[1]?.costed).toMatchObject({
      costPerRecipe: 1500,
      costPerPortion: 375,
      grossProfit: 73.2,
      belowTarget: false,
      costChangeSinceLastWeek: 0,
      allergens: ['Gluten', 'Milk'],
      allergensNeedReview: false,
    });
  });

  it('recost every recipe using a product when its price changes, and flag those below target', async () => {
    const rise = recorded(productStreamId('beef'), {
      type: 'ProductPriceChanged',
      data: { productId: 'beef', supplierId: 'brakes', OMSPrice: 2000, price: 2400, changedAt: at },
    });
    const { store } = await projectionSpec(recipesProjection, catalogueProductsProjection).given(...world(), ...rise);
    const { recipes } = await venueRecipeCosts(store, 'v1', now);
    for (const { costed } of recipes) {
      expect(costed).toMatchObject({
        costPerRecipe: 1900,
        costPerPortion: 475,
        grossProfit: 66.1,
        belowTarget: true,
        costChangeSinceLastWeek: 400,
      });
    }
  });

  it('use the venue’s target GP', async () => {
    position = 100;
    const target = recorded(menuBuilderStreamId('v1'), {
      type: 'RecipeTargetGpSet',
      data: { venueId: 'v1', targetGpPercent: 75 },
    });
    const { store } = await projectionSpec(recipesProjection, catalogueProductsProjection, menuBuilderProjection).given(
      ...world(),
      ...target,
    );
    const { recipes, targetGpPercent } = await venueRecipeCosts(store, 'v1', now);
    expect(targetGpPercent).toBe(75);
    expect(recipes.every((entry) => entry.costed.belowTarget)).toBe(true);
  });

  it('mark dishes for allergen review when a product’s allergens change, until confirmed', async () => {
    const events = world();
    const changed = recorded(productStreamId('beef'), {
      type: 'ProductAllergensChanged',
      data: { productId: 'beef', supplierId: 'brakes', allergens: ['Sulphites'], changedAt: at },
    });
    const confirmed = recorded(recipeStreamId('r1'), {
      type: 'RecipeAllergensConfirmed',
      data: {
        recipeId: 'r1',
        venueId: 'v1',
        allergensSeen: [
          { productId: 'beef', allergens: ['Sulphites'] },
          { productId: 'pastry', allergens: ['Gluten', 'Milk'] },
        ],
        confirmedAt: at,
        confirmedBy: 'Sam Chef',
      },
    });
    const { store } = await projectionSpec(recipesProjection, catalogueProductsProjection).given(
      ...events,
      ...changed,
      ...confirmed,
    );
    const { recipes } = await venueRecipeCosts(store, 'v1', now);
    const byId = new Map(recipes.map((entry) => [entry.costed.recipeId, entry.costed]));
    expect(byId.get('r2')).toMatchObject({
      allergensNeedReview: true,
      allergensChangedProducts: ['Beef Brisket'],
      allergens: ['Gluten', 'Milk', 'Sulphites'],
    });
    expect(byId.get('r1')).toMatchObject({ allergensNeedReview: false });
  });

  it('keep a user’s own allergens, flagged, and forget a deleted recipe', async () => {
    const events = world();
    const edited = recorded(recipeStreamId('r1'), {
      type: 'RecipeUpdated',
      data: {
        recipeId: 'r1',
        venueId: 'v1',
        recipe: { ...pie, allergens: ['Celery'], allergensEditedByUser: true },
        allergensSeen: [],
        updatedAt: at,
      },
    });
    const deleted = recorded(recipeStreamId('r2'), {
      type: 'RecipeDeleted',
      data: { recipeId: 'r2', venueId: 'v1', deletedAt: at },
    });
    const { store } = await projectionSpec(recipesProjection, catalogueProductsProjection).given(
      ...events,
      ...edited,
      ...deleted,
    );
    const { recipes } = await venueRecipeCosts(store, 'v1', now);
    expect(recipes.map((entry) => entry.costed)).toMatchObject([
      { recipeId: 'r1', allergens: ['Celery'], allergensEditedByUser: true },
    ]);
  });

  it('keep a venue’s categories in name order', async () => {
    position = 0;
    const { store } = await projectionSpec(menuBuilderProjection).given(
      ...recorded(
        menuBuilderStreamId('v1'),
        { type: 'RecipeCategoryAdded', data: { venueId: 'v1', categoryId: 'c1', name: 'Mains' } },
        { type: 'RecipeCategoryAdded', data: { venueId: 'v1', categoryId: 'c2', name: 'Desserts' } },
      ),
    );
    expect((await menuBuilderProjection.readModel.in(store).findOne({ _id: 'v1' }))?.categories).toEqual([
      { _id: 'c2', name: 'Desserts' },
      { _id: 'c1', name: 'Mains' },
    ]);
  });
});
