import { z } from 'zod';
import { allergenListSchema } from './allergens';
import { maxRecipeSteps } from './costing';
import { recipeUnitSchema } from './units';

const instant = z.iso.datetime();
const pence = z.number().int().nonnegative();
const fileKeySchema = z.object({ keyName: z.string().min(1) });

/** Spec 02 §3 "Recipe ingredient": a reference to a product, never its price, and the quantity used. */
export const recipeIngredientSchema = z.object({
  ingredientId: z.string().min(1),
  /** The catalogue product; null for one of the venue's own (shopping-list) products. */
  productId: z.string().nullable(),
  venueProductId: z.string().nullable(),
  quantity: z.number().nonnegative().max(1_000_000),
  unit: recipeUnitSchema,
});
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;

/** Spec 02 §3 "Custom ingredient": described on the recipe itself, its total in pence. */
export const customIngredientSchema = z.object({
  ingredientId: z.string().min(1),
  sku: z.string().max(100),
  title: z.string().trim().min(1).max(200),
  size: z.string().max(100),
  price: pence,
  UoM: z.string().max(50),
  totalPrice: pence,
});
export type CustomIngredient = z.infer<typeof customIngredientSchema>;

export const recipeCategorySchema = z.object({ _id: z.string(), name: z.string() });
export type RecipeCategory = z.infer<typeof recipeCategorySchema>;

/** Everything a chef writes on a recipe; costs are never stored, they follow the products. */
export const recipeContentSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().max(5000),
  category: recipeCategorySchema.nullable(),
  portions: z.number().int().min(1).max(10_000),
  servingSize: z.number().nonnegative().max(1_000_000),
  /** Pence; null until the chef prices the dish. */
  sellingPrice: pence.nullable(),
  image: fileKeySchema.nullable(),
  ingredients: z.array(recipeIngredientSchema).max(200),
  customIngredients: z.array(customIngredientSchema).max(100),
  notes: z.object({ text: z.string().max(10_000), images: z.array(fileKeySchema).max(20) }),
  steps: z.array(z.string().trim().min(1).max(5000)).max(maxRecipeSteps),
  /** The user's own allergen set; only read when `allergensEditedByUser`. */
  allergens: allergenListSchema,
  allergensEditedByUser: z.boolean(),
});
export type RecipeContent = z.infer<typeof recipeContentSchema>;

/** The allergens each product had when a user last saw them on this dish (save or sign-off). */
export const productAllergensSchema = z.object({ productId: z.string(), allergens: allergenListSchema });
export type ProductAllergens = z.infer<typeof productAllergensSchema>;

export const recipeCreatedSchema = z.object({
  recipeId: z.string(),
  venueId: z.string(),
  recipe: recipeContentSchema,
  allergensSeen: z.array(productAllergensSchema),
  createdAt: instant,
});
export type RecipeCreated = z.infer<typeof recipeCreatedSchema>;

export const recipeDuplicatedSchema = recipeCreatedSchema.extend({ sourceRecipeId: z.string() });
export type RecipeDuplicated = z.infer<typeof recipeDuplicatedSchema>;

export const recipeUpdatedSchema = z.object({
  recipeId: z.string(),
  venueId: z.string(),
  recipe: recipeContentSchema,
  allergensSeen: z.array(productAllergensSchema),
  updatedAt: instant,
});
export type RecipeUpdated = z.infer<typeof recipeUpdatedSchema>;

export const recipeDeletedSchema = z.object({ recipeId: z.string(), venueId: z.string(), deletedAt: instant });
export type RecipeDeleted = z.infer<typeof recipeDeletedSchema>;

/** Allergen sign-off: a user confirmed the dish's allergens after its products' allergens changed. */
export const recipeAllergensConfirmedSchema = z.object({
  recipeId: z.string(),
  venueId: z.string(),
  allergensSeen: z.array(productAllergensSchema),
  confirmedAt: instant,
  confirmedBy: z.string(),
});
export type RecipeAllergensConfirmed = z.infer<typeof recipeAllergensConfirmedSchema>;

export const recipeCategoryAddedSchema = z.object({
  venueId: z.string(),
  categoryId: z.string(),
  name: z.string().trim().min(1).max(100),
});
export type RecipeCategoryAdded = z.infer<typeof recipeCategoryAddedSchema>;

export const recipeTargetGpSetSchema = z.object({
  venueId: z.string(),
  targetGpPercent: z.number().min(0).max(100),
});
export type RecipeTargetGpSet = z.infer<typeof recipeTargetGpSetSchema>;

export const recipeEventSchemas = {
  RecipeCreated: { schemaVersion: 1, schema: recipeCreatedSchema },
  RecipeDuplicated: { schemaVersion: 1, schema: recipeDuplicatedSchema },
  RecipeUpdated: { schemaVersion: 1, schema: recipeUpdatedSchema },
  RecipeDeleted: { schemaVersion: 1, schema: recipeDeletedSchema },
  RecipeAllergensConfirmed: { schemaVersion: 1, schema: recipeAllergensConfirmedSchema },
} as const;

export const menuBuilderEventSchemas = {
  RecipeCategoryAdded: { schemaVersion: 1, schema: recipeCategoryAddedSchema },
  RecipeTargetGpSet: { schemaVersion: 1, schema: recipeTargetGpSetSchema },
} as const;

export type RecipeEvent =
  | { type: 'RecipeCreated'; data: RecipeCreated }
  | { type: 'RecipeDuplicated'; data: RecipeDuplicated }
  | { type: 'RecipeUpdated'; data: RecipeUpdated }
  | { type: 'RecipeDeleted'; data: RecipeDeleted }
  | { type: 'RecipeAllergensConfirmed'; data: RecipeAllergensConfirmed };

export type MenuBuilderEvent =
  | { type: 'RecipeCategoryAdded'; data: RecipeCategoryAdded }
  | { type: 'RecipeTargetGpSet'; data: RecipeTargetGpSet };

export const recipeEventTypes = Object.keys(recipeEventSchemas) as RecipeEvent['type'][];
export const menuBuilderEventTypes = Object.keys(menuBuilderEventSchemas) as MenuBuilderEvent['type'][];

export const recipeStreamId = (recipeId: string) => `recipe-${recipeId}`;
/** A venue's recipe categories and target GP. */
export const menuBuilderStreamId = (venueId: string) => `menuBuilder-${venueId}`;
