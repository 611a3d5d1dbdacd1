import { z } from 'zod';
import { featureUsageSchema } from '../subscriptions/planLimits';
import { allergenListSchema } from './allergens';
import { customIngredientSchema, recipeCategorySchema, recipeIngredientSchema } from './events';
import { recipeUnitSchema } from './units';

export const recipeParamsSchema = z.object({ venueId: z.string().min(1), recipeId: z.string().min(1).max(100) });

/**
 * The create/update modal's body. Title, ingredients and steps are checked by the service, so a
 * missing name or ingredient answers with the spec's words rather than a schema failure.
 */
export const saveRecipeBodySchema = z.object({
  title: z.string().max(200),
  description: z.string().max(5000).default(''),
  categoryId: z.string().nullable().default(null),
  portions: z.number().int().min(1).max(10_000).default(1),
  servingSize: z.number().nonnegative().max(1_000_000).default(400),
  sellingPrice: z.number().int().nonnegative().max(100_000_000).nullable(),
  imageKey: z.string().max(300).nullable().default(null),
  ingredients: z.array(recipeIngredientSchema.omit({ ingredientId: true }).partial({ venueProductId: true })).max(200),
  customIngredients: z
    .array(customIngredientSchema.omit({ ingredientId: true, totalPrice: true }))
    .max(100)
    .default([]),
  notes: z
    .object({ text: z.string().max(10_000), imageKeys: z.array(z.string().max(300)).max(20) })
    .default({ text: '', imageKeys: [] }),
  /** Empty steps are dropped on save (spec 02 §5). */
  steps: z.array(z.string().max(5000)).max(100).default([]),
  allergens: allergenListSchema.default([]),
  allergensEditedByUser: z.boolean().default(false),
});
export type SaveRecipeBody = z.input<typeof saveRecipeBodySchema>;

export const signedFileSchema = z.object({ keyName: z.string(), signedURL: z.string() });
export type SignedFile = z.infer<typeof signedFileSchema>;

export const costedIngredientSchema = recipeIngredientSchema.extend({
  title: z.string(),
  sku: z.string(),
  size: z.string(),
  UoM: z.string(),
  supplierTitle: z.string(),
  /** What the venue pays for the product now, pence ex VAT. */
  pricePence: z.number().int().nonnegative(),
  allergens: allergenListSchema,
  /** Pence, rounded; null when the quantity's unit cannot measure the product. */
  cost: z.number().int().nonnegative().nullable(),
});
export type CostedIngredient = z.infer<typeof costedIngredientSchema>;

export const recipeSummarySchema = z.object({
  recipeId: z.string(),
  title: z.string(),
  category: recipeCategorySchema.nullable(),
  portions: z.number(),
  sellingPrice: z.number().nullable(),
  costPerRecipe: z.number(),
  costPerPortion: z.number(),
  grossProfit: z.number().nullable(),
  belowTarget: z.boolean(),
  /** Cost per recipe now minus a week ago, pence: what live prices did to the dish. */
  costChangeSinceLastWeek: z.number(),
  allergens: allergenListSchema,
  allergensEditedByUser: z.boolean(),
  allergensNeedReview: z.boolean(),
  updatedAt: z.string(),
});
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;

export const recipeHistoryEntrySchema = z.object({
  type: z.string(),
  description: z.string(),
  at: z.string(),
  by: z.string(),
});

export const recipeDetailSchema = recipeSummarySchema.extend({
  venueId: z.string(),
  description: z.string(),
  servingSize: z.number(),
  image: signedFileSchema.nullable(),
  ingredients: z.array(costedIngredientSchema),
  customIngredients: z.array(customIngredientSchema),
  notes: z.object({ text: z.string(), images: z.array(signedFileSchema) }),
  steps: z.array(z.string()),
  /** Products whose allergens changed since a user last saw them on this dish. */
  allergensChangedProducts: z.array(z.string()),
  history: z.array(recipeHistoryEntrySchema),
});
export type RecipeDetail = z.infer<typeof recipeDetailSchema>;

export const recipesViewSchema = z.object({
  recipes: z.array(recipeSummarySchema),
  targetGpPercent: z.number(),
  belowTargetCount: z.number().int(),
  needsReviewCount: z.number().int(),
  menuBuilder: featureUsageSchema,
});
export type RecipesView = z.infer<typeof recipesViewSchema>;

export const recipeSavedSchema = z.object({
  message: z.string(),
  recipeId: z.string(),
  /** Spec 02 §7: saving answers the Menu_Builder limit as it now stands. */
  limit: featureUsageSchema,
});
export type RecipeSaved = z.infer<typeof recipeSavedSchema>;

export const recipeMessageSchema = z.object({ message: z.string() });

export const recipeCategoriesSchema = z.object({ categories: z.array(recipeCategorySchema) });
export const addRecipeCategoryBodySchema = z.object({ name: z.string().trim().min(1).max(100) });

export const recipeSettingsBodySchema = z.object({ targetGpPercent: z.number().min(0).max(100) });

export const ingredientProductSchema = z.object({
  productId: z.string().nullable(),
  venueProductId: z.string().nullable(),
  title: z.string(),
  sku: z.string(),
  size: z.string(),
  UoM: z.string(),
  supplierTitle: z.string(),
  pricePence: z.number().int().nonnegative(),
  allergens: allergenListSchema,
  /** The units the product can be measured in (its category, or every count unit). */
  units: z.array(recipeUnitSchema),
  defaultUnit: recipeUnitSchema,
});
export type IngredientProduct = z.infer<typeof ingredientProductSchema>;
export const ingredientProductsSchema = z.object({ products: z.array(ingredientProductSchema) });

export const productAllergensBodySchema = z.object({ allergens: allergenListSchema });
export const supplierProductParamsSchema = z.object({
  supplierId: z.string().min(1),
  productId: z.string().min(1).max(200),
});
