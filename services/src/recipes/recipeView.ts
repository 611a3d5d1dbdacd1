import {
  formatPence,
  type RecipeDetail,
  type RecipeEvent,
  type RecipesView,
  type RecordedEvent,
  recipeStreamId,
} from '@oms/contracts';
import { costRecipe, productsOfRecipes, readModels, targetGpOf, venueRecipeCosts } from '@oms/projections';
import { isEventOf } from '../platform/eventStore/storedEventOf';
import type { Platform } from '../platform/platform';
import { signedImage } from './recipeFiles';
import { findRecipe, menuBuilderUsage } from './recipeService';

const isRecipeEvent = isEventOf<RecipeEvent>();

export async function recipesView(platform: Platform, venueId: string): Promise<RecipesView> {
  const [{ recipes, targetGpPercent }, menuBuilder] = await Promise.all([
    venueRecipeCosts(platform.readStore, venueId, platform.clock()),
    menuBuilderUsage(platform, venueId),
  ]);
  const summaries = recipes.map(({ costed: { ingredients, allergensChangedProducts, ...summary } }) => summary);
  return {
    recipes: summaries,
    targetGpPercent,
    belowTargetCount: summaries.filter((recipe) => recipe.belowTarget).length,
    needsReviewCount: summaries.filter((recipe) => recipe.allergensNeedReview).length,
    menuBuilder,
  };
}

function describeRecipeEvent(event: RecordedEvent): string {
  const recipeEvent = { type: event.type, data: event.data } as RecipeEvent;
  switch (recipeEvent.type) {
    case 'RecipeCreated':
      return 'Created the recipe';
    case 'RecipeDuplicated':
      return 'Created as a duplicate';
    case 'RecipeUpdated':
      return `Saved the recipe${recipeEvent.data.recipe.sellingPrice !== null ? ` (selling price ${formatPence(recipeEvent.data.recipe.sellingPrice)})` : ''}`;
    case 'RecipeAllergensConfirmed':
      return 'Confirmed the allergens';
    case 'RecipeDeleted':
      return 'Deleted the recipe';
    default:
      return event.type;
  }
}

/** The detail card: the costed recipe, signed image links and who did what, from its stream. */
export async function recipeDetail(
  platform: Platform,
  secret: string,
  venueId: string,
  recipeId: string,
): Promise<RecipeDetail> {
  const recipe = await findRecipe(platform, venueId, recipeId);
  const [products, targetGpPercent, events] = await Promise.all([
    productsOfRecipes(platform.readStore, [recipe], platform.clock()),
    targetGpOf(platform.readStore, venueId),
    platform.eventStore.readStream(recipeStreamId(recipeId)),
  ]);
  const costed = costRecipe(recipe, products, targetGpPercent);
  const actorIds = [...new Set(events.map((event) => event.metadata.actorAccountId))];
  const accounts = await readModels.accounts.in(platform.readStore).find({ accountId: { $in: actorIds } });
  const names = new Map(accounts.map((account) => [account.accountId, account.name]));
  return {
    ...costed,
    venueId,
    description: recipe.description,
    servingSize: recipe.servingSize,
    image: recipe.image ? signedImage(platform, secret, recipe.image.keyName) : null,
    customIngredients: recipe.customIngredients,
    notes: {
      text: recipe.notes.text,
      images: recipe.notes.images.map((image) => signedImage(platform, secret, image.keyName)),
    },
    steps: recipe.steps,
    history: events.map((event) => ({
      type: event.type,
      description: describeRecipeEvent(event),
      at: event.metadata.recordedAt,
      by: isRecipeEvent(event, 'RecipeAllergensConfirmed')
        ? event.data.confirmedBy
        : (names.get(event.metadata.actorAccountId) ??
          (event.metadata.actorAccountId === 'system' ? 'OMS' : event.metadata.actorAccountId)),
    })),
  };
}
