import type { MenuBuilderEvent, RecipeContent, RecipeEvent } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { menuBuilderDecider, recipeDecider } from './recipe';

const spec = deciderSpecification(recipeDecider);
const at = '2026-11-24T10:00:00.000Z';
const later = '2026-11-25T10:00:00.000Z';
const pie: RecipeContent = {
  title: 'Steak Pie',
  description: 'Slow-cooked beef under puff pastry',
  category: { _id: 'mains', name: 'Mains' },
  portions: 4,
  servingSize: 400,
  sellingPrice: 1650,
  image: null,
  ingredients: [{ ingredientId: 'i1', productId: 'beef', venueProductId: null, quantity: 800, unit: 'g' }],
  customIngredients: [],
  notes: { text: '', images: [] },
  steps: ['Brown the beef', 'Bake for 40 minutes'],
  allergens: [],
  allergensEditedByUser: false,
};
const seen = [{ productId: 'beef', allergens: [] }];
const created: RecipeEvent = {
  type: 'RecipeCreated',
  data: { recipeId: 'r1', venueId: 'v1', recipe: pie, allergensSeen: seen, createdAt: at },
};
const create = {
  type: 'CreateRecipe' as const,
  recipeId: 'r1',
  venueId: 'v1',
  recipe: pie,
  allergensSeen: seen,
  now: at,
  menuBuilderLimitReached: false,
};

describe('recipe decider', () => {
  it('creates a recipe once, however often it is submitted', () => {
    spec.given([]).when(create).then([created]);
    spec.given([created]).when(create).then([]);
  });

  it('refuses a new recipe once this month’s Menu_Builder uses are gone, but not a repeat of one already created', () => {
    spec
      .given([])
      .when({ ...create, menuBuilderLimitReached: true })
      .thenThrows('PLAN_LIMIT_REACHED', 'You have reached the limit of your current plan for this month.');
    spec
      .given([])
      .when({ ...create, type: 'DuplicateRecipe', recipeId: 'r2', sourceRecipeId: 'r1', menuBuilderLimitReached: true })
      .thenThrows('PLAN_LIMIT_REACHED');
    spec
      .given([created])
      .when({ ...create, menuBuilderLimitReached: true })
      .then([]);
  });

  it('refuses a recipe without a name or without an ingredient with a product', () => {
    spec
      .given([])
      .when({ ...create, recipe: { ...pie, title: '  ' } })
      .thenThrows('RECIPE_NAME_REQUIRED');
    spec
      .given([])
      .when({ ...create, recipe: { ...pie, ingredients: [] } })
      .thenThrows('RECIPE_NO_INGREDIENTS', 'Please select at least one ingredient.');
  });

  it('duplicates onto a new stream, naming its source', () => {
    spec
      .given([])
      .when({ ...create, type: 'DuplicateRecipe', recipeId: 'r2', sourceRecipeId: 'r1' })
      .then([{ type: 'RecipeDuplicated', data: { ...created.data, recipeId: 'r2', sourceRecipeId: 'r1' } }]);
  });

  it('records an update only when something changed', () => {
    const update = { type: 'UpdateRecipe' as const, venueId: 'v1', recipe: pie, allergensSeen: seen, now: later };
    spec.given([created]).when(update).then([]);
    const cheaper = { ...pie, sellingPrice: 1500 };
    spec
      .given([created])
      .when({ ...update, recipe: cheaper })
      .then([
        {
          type: 'RecipeUpdated',
          data: { recipeId: 'r1', venueId: 'v1', recipe: cheaper, allergensSeen: seen, updatedAt: later },
        },
      ]);
    spec
      .given([created])
      .when({ ...update, venueId: 'v2' })
      .thenThrows('RECIPE_NOT_FOUND');
  });

  it('deletes, after which the recipe is gone', () => {
    const deleted: RecipeEvent = { type: 'RecipeDeleted', data: { recipeId: 'r1', venueId: 'v1', deletedAt: later } };
    spec.given([created]).when({ type: 'DeleteRecipe', venueId: 'v1', now: later }).then([deleted]);
    spec
      .given([created, deleted])
      .when({ type: 'DeleteRecipe', venueId: 'v1', now: later })
      .thenThrows('RECIPE_NOT_FOUND');
  });

  it('confirms changed allergens with who and when, and refuses a confirmation with nothing to review', () => {
    const now = [{ productId: 'beef', allergens: ['Sulphites' as const] }];
    const confirm = {
      type: 'ConfirmRecipeAllergens' as const,
      venueId: 'v1',
      allergensSeen: now,
      confirmedBy: 'Sam Chef',
      now: later,
    };
    spec
      .given([created])
      .when(confirm)
      .then([
        {
          type: 'RecipeAllergensConfirmed',
          data: { recipeId: 'r1', venueId: 'v1', allergensSeen: now, confirmedAt: later, confirmedBy: 'Sam Chef' },
        },
      ]);
    spec
      .given([created])
      .when({ ...confirm, allergensSeen: seen })
      .thenThrows('RECIPE_ALLERGENS_UP_TO_DATE');
  });
});

describe('menu builder decider', () => {
  const menu = deciderSpecification(menuBuilderDecider);
  const mains: MenuBuilderEvent = {
    type: 'RecipeCategoryAdded',
    data: { venueId: 'v1', categoryId: 'c1', name: 'Mains' },
  };

  it('adds a category once per name, whatever its case', () => {
    menu.given([]).when({ type: 'AddRecipeCategory', venueId: 'v1', categoryId: 'c1', name: ' Mains ' }).then([mains]);
    menu
      .given([mains])
      .when({ type: 'AddRecipeCategory', venueId: 'v1', categoryId: 'c2', name: 'mains' })
      .thenThrows('RECIPE_CATEGORY_EXISTS');
  });

  it('sets the target GP only when it changes', () => {
    const set = { type: 'SetRecipeTargetGp' as const, venueId: 'v1', targetGpPercent: 65 };
    menu
      .given([])
      .when(set)
      .then([{ type: 'RecipeTargetGpSet', data: { venueId: 'v1', targetGpPercent: 65 } }]);
    menu
      .given([{ type: 'RecipeTargetGpSet', data: { venueId: 'v1', targetGpPercent: 65 } }])
      .when(set)
      .then([]);
  });
});
