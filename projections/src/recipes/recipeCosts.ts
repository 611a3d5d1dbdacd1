import {
  type Allergen,
  type CostedIngredient,
  defaultTargetGpPercent,
  dishAllergens,
  ingredientCostPence,
  isBelowTarget,
  type RecipeSummary,
  recipeCosting,
  sameAllergens,
} from '@oms/contracts';
import type { CatalogueProductDocument } from '../catalogue/catalogueProductsProjection';
import { catalogueProductsProjection } from '../catalogue/catalogueProductsProjection';
import type { ReadStore } from '../platform/readStore/readStore';
import type { VenueProductDocument } from '../shoppingLists/venueProductsProjection';
import { venueProductsProjection } from '../shoppingLists/venueProductsProjection';
import { menuBuilderProjection } from './menuBuilderProjection';
import { type RecipeDocument, recipesProjection } from './recipesProjection';

/** What costing and allergens need of a product, as it stands now and as it stood a week ago. */
export interface ProductFacts {
  title: string;
  sku: string;
  size: string;
  UoM: string;
  supplierTitle: string;
  pricePence: number;
  pricePenceWeekAgo: number;
  allergens: Allergen[];
  /** A person set the product's allergens by hand (the allergen edit screen). */
  allergensEditedByUser: boolean;
}

export interface ProductLookup {
  catalogue: ReadonlyMap<string, ProductFacts>;
  venue: ReadonlyMap<string, ProductFacts>;
}

const weekMs = 7 * 24 * 60 * 60 * 1000;

export function catalogueFacts(product: CatalogueProductDocument, now: Date): ProductFacts {
  const changedThisWeek =
    product.priceChangedAt !== null &&
    product.previousOMSPrice !== null &&
    now.getTime() - Date.parse(product.priceChangedAt) < weekMs;
  return {
    title: product.title,
    sku: product.sku,
    size: product.size,
    UoM: product.UoM,
    supplierTitle: product.supplierTitle,
    pricePence: product.OMSPrice,
    pricePenceWeekAgo: changedThisWeek ? (product.previousOMSPrice ?? product.OMSPrice) : product.OMSPrice,
    allergens: product.allergens ?? [],
    allergensEditedByUser: product.allergensEditedByUser === true,
  };
}

/** A venue's own product: its custom price, or the catalogue product it stands for. */
export function venueProductFacts(product: VenueProductDocument, catalogue: ProductFacts | undefined): ProductFacts {
  if (catalogue) return catalogue;
  const price = product.customPrice ?? 0;
  return {
    title: product.title,
    sku: product.sku,
    size: product.size,
    UoM: product.UoM,
    supplierTitle: product.supplierTitle,
    pricePence: price,
    pricePenceWeekAgo: price,
    allergens: [],
    allergensEditedByUser: false,
  };
}

export interface CostedRecipe extends RecipeSummary {
  ingredients: CostedIngredient[];
  allergensChangedProducts: string[];
}

/**
 * Live costing: a recipe's cost, GP and allergens from the products' prices and allergens now.
 * Pure, so a price change recosts every recipe that names the product the next time it is read.
 */
export function costRecipe(recipe: RecipeDocument, products: ProductLookup, targetGpPercent: number): CostedRecipe {
  const ingredients: CostedIngredient[] = [];
  const costsNow: number[] = [];
  const costsWeekAgo: number[] = [];
  let ingredientAllergensEdited = false;
  for (const ingredient of recipe.ingredients) {
    const facts =
      (ingredient.venueProductId ? products.venue.get(ingredient.venueProductId) : undefined) ??
      (ingredient.productId ? products.catalogue.get(ingredient.productId) : undefined);
    if (!facts) continue;
    if (facts.allergensEditedByUser) ingredientAllergensEdited = true;
    const now = ingredientCostPence(
      { size: facts.size, UoM: facts.UoM, pricePence: facts.pricePence },
      ingredient.quantity,
      ingredient.unit,
    );
    const before = ingredientCostPence(
      { size: facts.size, UoM: facts.UoM, pricePence: facts.pricePenceWeekAgo },
      ingredient.quantity,
      ingredient.unit,
    );
    if (now.ok) costsNow.push(now.quantity);
    if (before.ok) costsWeekAgo.push(before.quantity);
    ingredients.push({
      ...ingredient,
      title: facts.title,
      sku: facts.sku,
      size: facts.size,
      UoM: facts.UoM,
      supplierTitle: facts.supplierTitle,
      pricePence: facts.pricePence,
      allergens: facts.allergens,
      cost: now.ok ? Math.round(now.quantity) : null,
    });
  }
  const custom = recipe.customIngredients.map((ingredient) => ingredient.totalPrice);
  const costing = recipeCosting([...costsNow, ...custom], recipe.portions, recipe.sellingPrice);
  const weekAgo = recipeCosting([...costsWeekAgo, ...custom], recipe.portions, recipe.sellingPrice);
  const dish = dishAllergens(
    ingredients.map((ingredient) => ingredient.allergens),
    recipe,
  );
  const seen = new Map(recipe.allergensSeen.map((entry) => [entry.productId, entry.allergens]));
  const allergensChangedProducts = ingredients.flatMap((ingredient) => {
    const key = ingredient.venueProductId ?? ingredient.productId;
    const before = key ? seen.get(key) : undefined;
    return key && before && !sameAllergens(before, ingredient.allergens) ? [ingredient.title] : [];
  });
  return {
    recipeId: recipe.recipeId,
    title: recipe.title,
    category: recipe.category,
    portions: recipe.portions,
    sellingPrice: recipe.sellingPrice,
    ...costing,
    belowTarget: isBelowTarget(costing.grossProfit, targetGpPercent),
    costChangeSinceLastWeek: costing.costPerRecipe - weekAgo.costPerRecipe,
    allergens: dish.allergens,
    // Spec 02 §2.1: marked when any of the allergens was edited by a user, the dish's or an ingredient's.
    allergensEditedByUser: dish.editedByUser || ingredientAllergensEdited,
    allergensNeedReview: allergensChangedProducts.length > 0,
    updatedAt: recipe.updatedAt,
    ingredients,
    allergensChangedProducts: [...new Set(allergensChangedProducts)],
  };
}

/** The products a set of recipes names, read in two queries. */
export async function productsOfRecipes(
  store: ReadStore,
  recipes: readonly RecipeDocument[],
  now: Date,
): Promise<ProductLookup> {
  const venueProductIds = [
    ...new Set(
      recipes.flatMap((recipe) => recipe.ingredients.flatMap((i) => (i.venueProductId ? [i.venueProductId] : []))),
    ),
  ];
  const venueProducts = venueProductIds.length
    ? await venueProductsProjection.readModel.in(store).find({ _id: { $in: venueProductIds } })
    : [];
  const productIds = [
    ...new Set([
      ...recipes.flatMap((recipe) => recipe.productIds),
      ...venueProducts.flatMap((product) => (product.productId ? [product.productId] : [])),
    ]),
  ];
  const catalogueProducts = productIds.length
    ? await catalogueProductsProjection.readModel.in(store).find({ _id: { $in: productIds } })
    : [];
  const catalogue = new Map(catalogueProducts.map((product) => [product._id, catalogueFacts(product, now)]));
  const venue = new Map(
    venueProducts.map((product) => [
      product._id,
      venueProductFacts(product, product.productId ? catalogue.get(product.productId) : undefined),
    ]),
  );
  return { catalogue, venue };
}

export async function targetGpOf(store: ReadStore, venueId: string): Promise<number> {
  const settings = await menuBuilderProjection.readModel.in(store).findOne({ _id: venueId });
  return settings?.targetGpPercent ?? defaultTargetGpPercent;
}

/** Every recipe of a venue, costed from today's prices, in title order. */
export async function venueRecipeCosts(store: ReadStore, venueId: string, now: Date) {
  const recipes = await recipesProjection.readModel
    .in(store)
    .find({ venueId }, { sort: { titleKey: 1, _id: 1 }, limit: 5000 });
  const [products, targetGpPercent] = await Promise.all([
    productsOfRecipes(store, recipes, now),
    targetGpOf(store, venueId),
  ]);
  return {
    targetGpPercent,
    recipes: recipes.map((recipe) => ({ document: recipe, costed: costRecipe(recipe, products, targetGpPercent) })),
  };
}
