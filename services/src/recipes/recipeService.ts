import { createHash, randomUUID } from 'node:crypto';
import {
  type CustomIngredient,
  customIngredientTotal,
  type IngredientProduct,
  ingredientCostPence,
  isLimitReached,
  maxRecipeSteps,
  menuBuilderStreamId,
  type ProductAllergens,
  packContentOf,
  type RecipeContent,
  type RecipeIngredient,
  recipeErrors,
  recipeStreamId,
  type SaveRecipeBody,
  saveRecipeBodySchema,
  unitCategoryOf,
  unitsByCategory,
  usageOf,
} from '@oms/contracts';
import { type ProductFacts, productsOfRecipes, type RecipeDocument, readModels } from '@oms/projections';
import type { CommandContext } from '../platform/commands/commandContext';
import { domainErrorOf } from '../platform/commands/domainError';
import { handleCommand } from '../platform/commands/handleCommand';
import { newId } from '../platform/eventStore/newId';
import type { Platform } from '../platform/platform';
import { featureUseFollowUp, planUsageFor } from '../subscriptions/planUsage';
import { type MenuBuilderCommand, menuBuilderDecider, type RecipeCommand, recipeDecider } from './recipe/recipe';
import { recipeFilePrefix } from './recipeFiles';

export async function runRecipeCommand(
  platform: Platform,
  recipeId: string,
  command: RecipeCommand,
  context: CommandContext,
) {
  const outcome = await handleCommand(platform.eventStore, recipeStreamId(recipeId), recipeDecider, command, context);
  await platform.runner.waitFor(outcome.position);
  return outcome;
}

export async function runMenuBuilderCommand(platform: Platform, command: MenuBuilderCommand, context: CommandContext) {
  const outcome = await handleCommand(
    platform.eventStore,
    menuBuilderStreamId(command.venueId),
    menuBuilderDecider,
    command,
    context,
  );
  await platform.runner.waitFor(outcome.position);
  return outcome;
}

export async function findRecipe(platform: Platform, venueId: string, recipeId: string): Promise<RecipeDocument> {
  const recipe = await readModels.recipes.in(platform.readStore).findOne({ _id: recipeId });
  if (!recipe || recipe.venueId !== venueId) throw domainErrorOf(recipeErrors.notFound);
  return recipe;
}

/** The units a product can be measured in: its own category, and always the count units. */
function unitsFor(facts: Pick<ProductFacts, 'size' | 'UoM'>) {
  if (facts.UoM.toLowerCase() === 'kg') return { units: [...unitsByCategory.weight], defaultUnit: 'g' as const };
  const pack = packContentOf(facts.size);
  if (!pack || unitCategoryOf(pack.unit) === 'count')
    return { units: [...unitsByCategory.count], defaultUnit: 'unit' as const };
  const category = unitCategoryOf(pack.unit);
  return {
    units: [...unitsByCategory[category], ...unitsByCategory.count],
    defaultUnit: category === 'weight' ? ('g' as const) : ('ml' as const),
  };
}

/** The products a recipe may use: the venue's own list, then its suppliers' catalogues. */
export async function ingredientProducts(platform: Platform, venueId: string): Promise<IngredientProduct[]> {
  const store = platform.readStore;
  const [venueProducts, links] = await Promise.all([
    readModels.venueProducts.in(store).find({ venueId }, { sort: { titleKey: 1, _id: 1 }, limit: 2000 }),
    readModels.venueSuppliers.in(store).find({ venueId }),
  ]);
  const catalogue = await readModels.catalogueProducts
    .in(store)
    .find(
      { supplierId: { $in: links.map((link) => link.supplierId) }, isDeleted: { $ne: true } },
      { sort: { title: 1, _id: 1 }, limit: 3000 },
    );
  const byId = new Map(catalogue.map((product) => [product._id, product]));
  const listed = venueProducts.map((product): IngredientProduct => {
    const linked = product.productId ? byId.get(product.productId) : undefined;
    const facts = {
      size: linked?.size ?? product.size,
      UoM: linked?.UoM ?? product.UoM,
    };
    return {
      productId: product.productId,
      venueProductId: product._id,
      title: product.title,
      sku: product.sku,
      size: facts.size,
      UoM: facts.UoM,
      supplierTitle: product.supplierTitle,
      pricePence: linked?.OMSPrice ?? product.customPrice ?? 0,
      allergens: linked?.allergens ?? [],
      ...unitsFor(facts),
    };
  });
  const onList = new Set(venueProducts.flatMap((product) => (product.productId ? [product.productId] : [])));
  const fromCatalogue = catalogue
    .filter((product) => !onList.has(product._id))
    .map(
      (product): IngredientProduct => ({
        productId: product._id,
        venueProductId: null,
        title: product.title,
        sku: product.sku,
        size: product.size,
        UoM: product.UoM,
        supplierTitle: product.supplierTitle,
        pricePence: product.OMSPrice,
        allergens: product.allergens ?? [],
        ...unitsFor(product),
      }),
    );
  return [...listed, ...fromCatalogue];
}

interface NormalisedRecipe {
  recipe: RecipeContent;
  allergensSeen: ProductAllergens[];
}

/**
 * The modal's body as the decider judges it: empty steps dropped, products checked to be the venue's
 * and measurable in the unit chosen, custom totals worked out, the category and files the venue's own.
 */
async function normalised(platform: Platform, venueId: string, input: SaveRecipeBody): Promise<NormalisedRecipe> {
  const body = saveRecipeBodySchema.parse(input);
  const steps = body.steps.map((step) => step.trim()).filter((step) => step.length > 0);
  if (steps.length > maxRecipeSteps) throw domainErrorOf(recipeErrors.tooManySteps);
  const store = platform.readStore;
  const category = body.categoryId
    ? ((await readModels.menuBuilder.in(store).findOne({ _id: venueId }))?.categories.find(
        (each) => each._id === body.categoryId,
      ) ?? null)
    : null;
  if (body.categoryId && !category) throw domainErrorOf(recipeErrors.unknownCategory);

  const ingredients: RecipeIngredient[] = body.ingredients.map((ingredient, index) => ({
    ingredientId: `i${index + 1}`,
    productId: ingredient.productId,
    venueProductId: ingredient.venueProductId ?? null,
    quantity: ingredient.quantity,
    unit: ingredient.unit,
  }));
  const draft = { ingredients, productIds: ingredients.flatMap((i) => (i.productId ? [i.productId] : [])) };
  const products = await productsOfRecipes(store, [draft as unknown as RecipeDocument], platform.clock());
  const allergensSeen = new Map<string, ProductAllergens>();
  for (const ingredient of ingredients) {
    const venueFacts = ingredient.venueProductId ? products.venue.get(ingredient.venueProductId) : undefined;
    const facts = venueFacts ?? (ingredient.productId ? products.catalogue.get(ingredient.productId) : undefined);
    const venueProduct = ingredient.venueProductId
      ? await readModels.venueProducts.in(store).findOne({ _id: ingredient.venueProductId })
      : null;
    if (!facts || (venueProduct && venueProduct.venueId !== venueId)) throw domainErrorOf(recipeErrors.unknownProduct);
    const cost = ingredientCostPence({ ...facts, pricePence: facts.pricePence }, ingredient.quantity, ingredient.unit);
    if (!cost.ok) throw domainErrorOf(recipeErrors.unitsMismatch);
    const key = ingredient.venueProductId ?? ingredient.productId;
    if (key) allergensSeen.set(key, { productId: key, allergens: facts.allergens });
  }
  const customIngredients: CustomIngredient[] = body.customIngredients.map((ingredient, index) => ({
    ...ingredient,
    ingredientId: `c${index + 1}`,
    totalPrice: customIngredientTotal(ingredient.size, ingredient.price) ?? ingredient.price,
  }));
  const prefix = recipeFilePrefix(venueId);
  const fileKey = async (key: string) => {
    if (!key.startsWith(`${prefix}/`) || !(await platform.files.head(key)))
      throw domainErrorOf(recipeErrors.unknownImage);
    return { keyName: key };
  };
  return {
    recipe: {
      title: body.title.trim(),
      description: body.description,
      category,
      portions: body.portions,
      servingSize: body.servingSize,
      sellingPrice: body.sellingPrice,
      image: body.imageKey ? await fileKey(body.imageKey) : null,
      ingredients,
      customIngredients,
      notes: { text: body.notes.text, images: await Promise.all(body.notes.imageKeys.map(fileKey)) },
      steps,
      allergens: body.allergensEditedByUser ? body.allergens : [],
      allergensEditedByUser: body.allergensEditedByUser,
    },
    allergensSeen: [...allergensSeen.values()],
  };
}

/**
 * A new recipe and its Menu_Builder use (spec 02 §6 and §9: counted on every plan below Pro) in one
 * append; the decider judges the limit, so a retry with the first request's Idempotency-Key answers
 * as the first did, even once that request used the month's last recipe.
 */
async function runCountedCreation(
  platform: Platform,
  command: Extract<RecipeCommand, { type: 'CreateRecipe' | 'DuplicateRecipe' }>,
  context: CommandContext,
) {
  const outcome = await handleCommand(
    platform.eventStore,
    recipeStreamId(command.recipeId),
    recipeDecider,
    command,
    context,
    async () => [featureUseFollowUp(platform, command.venueId, 'Menu_Builder', context)],
  );
  await platform.runner.waitForEach([outcome.position, ...outcome.followUpPositions]);
}

async function menuBuilderLimitReached(platform: Platform, venueId: string) {
  return isLimitReached(await menuBuilderUsage(platform, venueId));
}

export async function createRecipe(platform: Platform, venueId: string, body: SaveRecipeBody, context: CommandContext) {
  const { recipe, allergensSeen } = await normalised(platform, venueId, body);
  const recipeId = newRecipeId(venueId, context);
  await runCountedCreation(
    platform,
    {
      type: 'CreateRecipe',
      recipeId,
      venueId,
      recipe,
      allergensSeen,
      now: context.now.toISOString(),
      menuBuilderLimitReached: await menuBuilderLimitReached(platform, venueId),
    },
    context,
  );
  return { recipeId, limit: await menuBuilderUsage(platform, venueId) };
}

export async function updateRecipe(
  platform: Platform,
  venueId: string,
  recipeId: string,
  body: SaveRecipeBody,
  context: CommandContext,
) {
  await findRecipe(platform, venueId, recipeId);
  const { recipe, allergensSeen } = await normalised(platform, venueId, body);
  await runRecipeCommand(
    platform,
    recipeId,
    { type: 'UpdateRecipe', venueId, recipe, allergensSeen, now: context.now.toISOString() },
    context,
  );
  return { recipeId, limit: await menuBuilderUsage(platform, venueId) };
}

/** A duplicate is a new recipe, so it counts against Menu_Builder too. */
export async function duplicateRecipe(platform: Platform, venueId: string, recipeId: string, context: CommandContext) {
  const source = await findRecipe(platform, venueId, recipeId);
  const copyId = newRecipeId(venueId, context);
  const {
    _id,
    recipeId: _sourceId,
    venueId: _venueId,
    titleKey,
    productIds,
    allergensSeen,
    sourceRecipeId,
    createdAt,
    updatedAt,
    _position,
    ...content
  } = source as RecipeDocument & { _position?: number };
  const recipe = { ...(content as RecipeContent), title: `${source.title} (copy)`.slice(0, 200) };
  await runCountedCreation(
    platform,
    {
      type: 'DuplicateRecipe',
      recipeId: copyId,
      sourceRecipeId: recipeId,
      venueId,
      recipe,
      allergensSeen,
      now: context.now.toISOString(),
      menuBuilderLimitReached: await menuBuilderLimitReached(platform, venueId),
    },
    context,
  );
  return { recipeId: copyId, limit: await menuBuilderUsage(platform, venueId) };
}

export async function menuBuilderUsage(platform: Platform, venueId: string) {
  return usageOf((await planUsageFor(platform, venueId)).usage, 'Menu_Builder');
}

function newRecipeId(venueId: string, context: CommandContext) {
  // A retried create (same Idempotency-Key) lands on the same recipe, which records it once.
  return context.idempotencyKey
    ? `rc-${createHash('sha256').update(`${venueId}\n${context.idempotencyKey}`).digest('hex').slice(0, 24)}`
    : `rc-${newId()}`;
}

export async function deleteRecipe(platform: Platform, venueId: string, recipeId: string, context: CommandContext) {
  await findRecipe(platform, venueId, recipeId);
  await runRecipeCommand(
    platform,
    recipeId,
    { type: 'DeleteRecipe', venueId, now: context.now.toISOString() },
    context,
  );
}

/** Allergen sign-off: the products' allergens as they are now become what the user has seen. */
export async function confirmRecipeAllergens(
  platform: Platform,
  venueId: string,
  recipeId: string,
  confirmedBy: string,
  context: CommandContext,
) {
  const recipe = await findRecipe(platform, venueId, recipeId);
  const products = await productsOfRecipes(platform.readStore, [recipe], platform.clock());
  const allergensSeen = new Map<string, ProductAllergens>();
  for (const ingredient of recipe.ingredients) {
    const key = ingredient.venueProductId ?? ingredient.productId;
    const facts =
      (ingredient.venueProductId ? products.venue.get(ingredient.venueProductId) : undefined) ??
      (ingredient.productId ? products.catalogue.get(ingredient.productId) : undefined);
    if (key && facts) allergensSeen.set(key, { productId: key, allergens: facts.allergens });
  }
  await runRecipeCommand(
    platform,
    recipeId,
    {
      type: 'ConfirmRecipeAllergens',
      venueId,
      allergensSeen: [...allergensSeen.values()],
      confirmedBy,
      now: context.now.toISOString(),
    },
    context,
  );
}

export async function addRecipeCategory(platform: Platform, venueId: string, name: string, context: CommandContext) {
  // Adding a name the venue already has picks that category (any case): the cook wanted it, not an error.
  const existing = (await recipeCategories(platform, venueId)).find(
    (category) => category.name.trim().toLowerCase() === name.trim().toLowerCase(),
  );
  if (existing) return { _id: existing._id, name: existing.name };
  const categoryId = `cat-${randomUUID()}`;
  await runMenuBuilderCommand(platform, { type: 'AddRecipeCategory', venueId, categoryId, name }, context);
  return { _id: categoryId, name: name.trim() };
}

export async function recipeCategories(platform: Platform, venueId: string) {
  return (await readModels.menuBuilder.in(platform.readStore).findOne({ _id: venueId }))?.categories ?? [];
}
