import {
  type MenuBuilderEvent,
  type ProductAllergens,
  type RecipeContent,
  type RecipeEvent,
  recipeErrors,
  subscriptionErrors,
} from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

export type RecipeState =
  | { status: 'none' }
  | { status: 'deleted'; venueId: string }
  | { status: 'active'; recipeId: string; venueId: string; content: RecipeContent; allergensSeen: ProductAllergens[] };

interface Saved {
  venueId: string;
  recipe: RecipeContent;
  /** The allergens of each product as the user saw them when saving. */
  allergensSeen: ProductAllergens[];
  now: string;
}

/** Creating or duplicating is one Menu_Builder use below Pro (spec 02 §6): whether this month's are used up. */
interface Counted {
  menuBuilderLimitReached: boolean;
}

export type RecipeCommand =
  | ({ type: 'CreateRecipe'; recipeId: string } & Saved & Counted)
  | ({ type: 'DuplicateRecipe'; recipeId: string; sourceRecipeId: string } & Saved & Counted)
  | ({ type: 'UpdateRecipe' } & Saved)
  | { type: 'DeleteRecipe'; venueId: string; now: string }
  | {
      type: 'ConfirmRecipeAllergens';
      venueId: string;
      allergensSeen: ProductAllergens[];
      confirmedBy: string;
      now: string;
    };

export function evolveRecipe(state: RecipeState, event: RecipeEvent): RecipeState {
  switch (event.type) {
    case 'RecipeCreated':
    case 'RecipeDuplicated':
      return {
        status: 'active',
        recipeId: event.data.recipeId,
        venueId: event.data.venueId,
        content: event.data.recipe,
        allergensSeen: event.data.allergensSeen,
      };
    case 'RecipeUpdated':
      return state.status === 'active'
        ? { ...state, content: event.data.recipe, allergensSeen: event.data.allergensSeen }
        : state;
    case 'RecipeAllergensConfirmed':
      return state.status === 'active' ? { ...state, allergensSeen: event.data.allergensSeen } : state;
    case 'RecipeDeleted':
      return state.status === 'none' ? state : { status: 'deleted', venueId: state.venueId };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** Spec 02 §5: a name, and at least one ingredient with a chosen product. */
function checkRecipe(recipe: RecipeContent) {
  if (!recipe.title.trim()) throw domainErrorOf(recipeErrors.nameRequired);
  if (!recipe.ingredients.some((ingredient) => ingredient.productId || ingredient.venueProductId)) {
    throw domainErrorOf(recipeErrors.noIngredients);
  }
}

function activeRecipe(state: RecipeState, venueId: string) {
  // Another venue's recipe is, to this venue, no recipe at all.
  if (state.status !== 'active' || state.venueId !== venueId) throw domainErrorOf(recipeErrors.notFound);
  return state;
}

const seenKey = (seen: readonly ProductAllergens[]) =>
  [...seen]
    .sort((a, b) => a.productId.localeCompare(b.productId))
    .map((entry) => `${entry.productId}:${[...entry.allergens].sort().join(',')}`)
    .join('|');

export const allergensSeenDiffer = (a: readonly ProductAllergens[], b: readonly ProductAllergens[]) =>
  seenKey(a) !== seenKey(b);

export function decideRecipe(command: RecipeCommand, state: RecipeState): RecipeEvent[] {
  switch (command.type) {
    case 'CreateRecipe':
    case 'DuplicateRecipe': {
      // A repeated submit of the same creation (same id) records it once.
      if (state.status !== 'none') return [];
      if (command.menuBuilderLimitReached) throw domainErrorOf(subscriptionErrors.planLimitReached);
      checkRecipe(command.recipe);
      const data = {
        recipeId: command.recipeId,
        venueId: command.venueId,
        recipe: command.recipe,
        allergensSeen: command.allergensSeen,
        createdAt: command.now,
      };
      return command.type === 'CreateRecipe'
        ? [{ type: 'RecipeCreated', data }]
        : [{ type: 'RecipeDuplicated', data: { ...data, sourceRecipeId: command.sourceRecipeId } }];
    }
    case 'UpdateRecipe': {
      const active = activeRecipe(state, command.venueId);
      checkRecipe(command.recipe);
      if (
        JSON.stringify(active.content) === JSON.stringify(command.recipe) &&
        !allergensSeenDiffer(active.allergensSeen, command.allergensSeen)
      ) {
        return [];
      }
      return [
        {
          type: 'RecipeUpdated',
          data: {
            recipeId: active.recipeId,
            venueId: active.venueId,
            recipe: command.recipe,
            allergensSeen: command.allergensSeen,
            updatedAt: command.now,
          },
        },
      ];
    }
    case 'DeleteRecipe': {
      const active = activeRecipe(state, command.venueId);
      return [
        { type: 'RecipeDeleted', data: { recipeId: active.recipeId, venueId: active.venueId, deletedAt: command.now } },
      ];
    }
    case 'ConfirmRecipeAllergens': {
      const active = activeRecipe(state, command.venueId);
      if (!allergensSeenDiffer(active.allergensSeen, command.allergensSeen)) {
        throw domainErrorOf(recipeErrors.nothingToConfirm);
      }
      return [
        {
          type: 'RecipeAllergensConfirmed',
          data: {
            recipeId: active.recipeId,
            venueId: active.venueId,
            allergensSeen: command.allergensSeen,
            confirmedAt: command.now,
            confirmedBy: command.confirmedBy,
          },
        },
      ];
    }
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const recipeDecider: Decider<RecipeState, RecipeCommand, RecipeEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveRecipe,
  decide: decideRecipe,
};

/** A venue's categories and target GP, one stream per venue. */
export interface MenuBuilderState {
  categoryNames: Set<string>;
  targetGpPercent: number | null;
}

export type MenuBuilderCommand =
  | { type: 'AddRecipeCategory'; venueId: string; categoryId: string; name: string }
  | { type: 'SetRecipeTargetGp'; venueId: string; targetGpPercent: number };

export const menuBuilderDecider: Decider<MenuBuilderState, MenuBuilderCommand, MenuBuilderEvent> = {
  initialState: () => ({ categoryNames: new Set(), targetGpPercent: null }),
  evolve: (state, event) =>
    event.type === 'RecipeCategoryAdded'
      ? { ...state, categoryNames: new Set([...state.categoryNames, event.data.name.trim().toLowerCase()]) }
      : { ...state, targetGpPercent: event.data.targetGpPercent },
  decide: (command, state) => {
    switch (command.type) {
      case 'AddRecipeCategory': {
        const name = command.name.trim();
        if (state.categoryNames.has(name.toLowerCase())) throw domainErrorOf(recipeErrors.categoryExists);
        return [
          { type: 'RecipeCategoryAdded', data: { venueId: command.venueId, categoryId: command.categoryId, name } },
        ];
      }
      case 'SetRecipeTargetGp':
        if (state.targetGpPercent === command.targetGpPercent) return [];
        return [
          { type: 'RecipeTargetGpSet', data: { venueId: command.venueId, targetGpPercent: command.targetGpPercent } },
        ];
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};
