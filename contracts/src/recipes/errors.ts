import { defineErrors } from '../platform/errors';
import { recipeMessages } from './messages';
import { unitsMismatchMessage } from './units';

/** Every way the menu builder refuses a request. */
export const recipeErrors = defineErrors({
  notFound: { code: 'RECIPE_NOT_FOUND', status: 404, message: 'This recipe could not be found' },
  noIngredients: {
    code: 'RECIPE_NO_INGREDIENTS',
    status: 400,
    field: 'ingredients',
    title: recipeMessages.noIngredientsTitle,
    message: recipeMessages.noIngredients,
  },
  nameRequired: { code: 'RECIPE_NAME_REQUIRED', status: 400, field: 'title', message: recipeMessages.nameRequired },
  tooManySteps: {
    code: 'RECIPE_TOO_MANY_STEPS',
    status: 400,
    field: 'steps',
    message: 'A recipe has at most 20 steps',
  },
  unitsMismatch: { code: 'RECIPE_UNITS_MISMATCH', status: 400, field: 'ingredients', message: unitsMismatchMessage },
  unknownProduct: {
    code: 'RECIPE_UNKNOWN_PRODUCT',
    status: 400,
    field: 'ingredients',
    message: 'An ingredient is not one of the venue’s products',
  },
  unknownCategory: {
    code: 'RECIPE_UNKNOWN_CATEGORY',
    status: 400,
    field: 'category',
    message: 'This recipe category could not be found',
  },
  categoryExists: {
    code: 'RECIPE_CATEGORY_EXISTS',
    status: 409,
    field: 'name',
    message: 'A category with this name already exists',
  },
  unknownImage: {
    code: 'RECIPE_UNKNOWN_IMAGE',
    status: 400,
    field: 'image',
    title: recipeMessages.uploadFailedTitle,
    message: recipeMessages.uploadFailed,
  },
  nothingToConfirm: {
    code: 'RECIPE_ALLERGENS_UP_TO_DATE',
    status: 409,
    message: 'The allergens of this recipe need no review',
  },
});
