import {
  type Allergen,
  type IngredientProduct,
  ingredientCostPence,
  productStreamId,
  type RecipeUnit,
  recipeCosting,
  type SaveRecipeBody,
  sortedAllergens,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import { productDecider } from '../catalogue/product/product';
import { type CommandContext, systemContext } from '../platform/commands/commandContext';
import { handleCommand } from '../platform/commands/handleCommand';
import type { Platform } from '../platform/platform';
import { storeRecipeImage } from '../recipes/recipeFiles';
import { addRecipeCategory, createRecipe, ingredientProducts } from '../recipes/recipeService';
import { demoDishImage } from './demoDishImage';
import { type Amount, type DemoRecipe, demoMenu } from './demoMenu';

const crownAnchor = 'ven-crown-anchor';
const harbourKitchen = 'ven-harbour-kitchen';

const categories = [...new Set(demoMenu.map((each) => each.category))];

const venueContext = (at: Date): CommandContext => ({
  ...systemContext(at),
  actorAccountId: 'demo-venue-manager',
  actorRole: 'venueUser',
  channel: 'dashboard',
});

/** A product of the supplier's list for a line of the recipe, in a unit the product can be measured in. */
function pick(products: readonly IngredientProduct[], [pattern, quantity, unit]: Amount) {
  const product = products.find((each) => pattern.test(each.title));
  if (!product) return null;
  if (product.units.includes(unit)) return { product, quantity, unit };
  // A kitchen weighs a liquid as often as it measures it: a gram of it is about a millilitre.
  if (unit === 'ml' && product.units.includes('g')) return { product, quantity, unit: 'g' as const };
  if (unit === 'g' && product.units.includes('ml')) return { product, quantity, unit: 'ml' as const };
  // Counted products (a case of 80 apples): about 150 g a piece.
  const counted: RecipeUnit = product.units.includes('unit') ? 'unit' : product.defaultUnit;
  return { product, quantity: unit === 'unit' ? quantity : Math.max(1, Math.round(quantity / 150)), unit: counted };
}

function bodyOf(
  demo: DemoRecipe,
  products: readonly IngredientProduct[],
  categoryIds: Map<string, string>,
): SaveRecipeBody | null {
  const chosen = demo.ingredients.flatMap((amount) => {
    const found = pick(products, amount);
    return found ? [found] : [];
  });
  if (chosen.length === 0) return null;
  const costs = chosen.map(({ product, quantity, unit }) => {
    const cost = ingredientCostPence(product, quantity, unit);
    return cost.ok ? cost.quantity : 0;
  });
  const { costPerPortion } = recipeCosting(costs, demo.portions, null);
  // Priced to the chef's GP, rounded up to the next 50p as a menu would.
  const sellingPrice = Math.max(100, Math.ceil(costPerPortion / (1 - demo.gp / 100) / 50) * 50);
  return {
    title: demo.title,
    description: demo.description,
    categoryId: categoryIds.get(demo.category) ?? null,
    portions: demo.portions,
    servingSize: 400,
    sellingPrice,
    imageKey: null,
    ingredients: chosen.map(({ product, quantity, unit }) => ({
      productId: product.productId,
      venueProductId: product.venueProductId,
      quantity,
      unit,
    })),
    customIngredients: [],
    notes: { text: demo.notes, imageKeys: [] },
    steps: demo.steps,
    allergens: [],
    allergensEditedByUser: false,
  };
}

/**
 * The Crown & Anchor's menu: 25 costed recipes in six categories, two priced under the 70 % target
 * and one waiting for an allergen review (its supplier corrected a product's allergens afterwards).
 * Harbour Kitchen, on Free, has used this month's two Menu_Builder recipes.
 */
export async function seedDemoRecipes(platform: Platform, now: Date) {
  const context = venueContext(now);
  const products = await ingredientProducts(platform, crownAnchor);
  const categoryIds = new Map<string, string>();
  for (const name of categories)
    categoryIds.set(name, (await addRecipeCategory(platform, crownAnchor, name, context))._id);
  const created: { recipeId: string; productIds: string[] }[] = [];
  for (const demo of demoMenu) {
    const body = bodyOf(demo, products, categoryIds);
    if (!body) continue;
    const fileName = `${demo.title.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}.png`;
    const image = { fileName, kind: 'png' as const, contentType: 'image/png', fields: {} };
    body.imageKey = await storeRecipeImage(
      platform,
      crownAnchor,
      { ...image, content: demoDishImage(demo.title, demo.category) },
      context,
    );
    const { recipeId } = await createRecipe(platform, crownAnchor, body, context);
    created.push({
      recipeId,
      productIds: body.ingredients.flatMap((each) => (each.productId ? [each.productId] : [])),
    });
  }

  // One product used by a single dish changes its allergens after the dish was saved: a pending review.
  const uses = new Map<string, number>();
  for (const each of created)
    for (const productId of new Set(each.productIds)) uses.set(productId, (uses.get(productId) ?? 0) + 1);
  const reviewed = [...uses].find(([, count]) => count === 1)?.[0];
  const product = reviewed
    ? await readModels.catalogueProducts.in(platform.readStore).findOne({ _id: reviewed })
    : null;
  if (product) {
    const extra: Allergen = product.allergens.includes('Sulphites') ? 'Mustard' : 'Sulphites';
    const outcome = await handleCommand(
      platform.eventStore,
      productStreamId(product._id),
      productDecider,
      {
        type: 'ChangeProductAllergens',
        supplierId: product.supplierId,
        allergens: sortedAllergens([...product.allergens, extra]),
        now: now.toISOString(),
      },
      { ...systemContext(now), actorAccountId: `demo-supplier-${product.supplierId}`, actorRole: 'supplierAdmin' },
    );
    await platform.runner.waitFor(outcome.position);
  }

  const harbourProducts = await ingredientProducts(platform, harbourKitchen);
  const harbourContext = venueContext(now);
  for (const demo of demoMenu.filter((each) => ['Chunky Chips', 'Classic Beef Burger'].includes(each.title))) {
    const body = bodyOf(demo, harbourProducts, new Map());
    if (body) await createRecipe(platform, harbourKitchen, body, harbourContext);
  }
}
