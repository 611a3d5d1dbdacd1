import type { ProductAllergens, RecipeContent, RecipeEvent } from '@oms/contracts';
import { recipeEventTypes } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

/**
 * One document per recipe, holding what the chef wrote and references to products: never a price.
 * Costs and allergens are worked out when read, from the catalogue as it is then (live costing).
 */
export type RecipeDocument = RecipeContent & {
  _id: string;
  recipeId: string;
  venueId: string;
  /** Lower-cased title: the list reads in title order. */
  titleKey: string;
  /** Catalogue products the recipe uses: a price change finds its recipes through this index. */
  productIds: string[];
  allergensSeen: ProductAllergens[];
  sourceRecipeId: string | null;
  createdAt: string;
  updatedAt: string;
  [key: string]: unknown;
};

const contentFields = (recipe: RecipeContent) => ({
  ...recipe,
  titleKey: recipe.title.toLowerCase(),
  productIds: [
    ...new Set(recipe.ingredients.flatMap((ingredient) => (ingredient.productId ? [ingredient.productId] : []))),
  ],
});

export const recipesProjection = defineProjection<RecipeDocument, RecipeEvent>({
  name: 'recipes',
  collection: 'recipes',
  handles: recipeEventTypes,
  indexes: [{ keys: { venueId: 1, titleKey: 1 } }, { keys: { productIds: 1 } }],
  documentIds: (event) => [event.data.recipeId],
  evolve: (document, event) => {
    switch (event.type) {
      case 'RecipeCreated':
      case 'RecipeDuplicated': {
        const { data } = event;
        return {
          _id: data.recipeId,
          recipeId: data.recipeId,
          venueId: data.venueId,
          ...contentFields(data.recipe),
          allergensSeen: data.allergensSeen,
          sourceRecipeId: event.type === 'RecipeDuplicated' ? event.data.sourceRecipeId : null,
          createdAt: data.createdAt,
          updatedAt: data.createdAt,
        };
      }
      case 'RecipeUpdated':
        return (
          document && {
            ...document,
            ...contentFields(event.data.recipe),
            allergensSeen: event.data.allergensSeen,
            updatedAt: event.data.updatedAt,
          }
        );
      case 'RecipeAllergensConfirmed':
        return document && { ...document, allergensSeen: event.data.allergensSeen };
      case 'RecipeDeleted':
        return null;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
