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
import { productDecider } from '../../catalogue/product/product';
import { storeRecipeImage } from '../../recipes/recipeFiles';
import { addRecipeCategory, createRecipe, ingredientProducts } from '../../recipes/recipeService';
import { type CommandContext, systemContext } from '../commands/commandContext';
import { handleCommand } from '../commands/handleCommand';
import type { Platform } from '../platform';
import { demoDishImage } from './demoDishImage';

const crownAnchor = 'ven-crown-anchor';
const harbourKitchen = 'ven-harbour-kitchen';

type Amount = [pattern: RegExp, quantity: number, unit: 'g' | 'ml' | 'unit'];

interface DemoRecipe {
  title: string;
  category: string;
  portions: number;
  /** The gross profit the chef priced it at; two dishes sit under the 70 % target. */
  gp: number;
  ingredients: Amount[];
  steps: string[];
  notes: string;
  description: string;
}

const recipe = (
  title: string,
  category: string,
  portions: number,
  gp: number,
  ingredients: Amount[],
  steps: string[],
  notes = '',
  description = '',
): DemoRecipe => ({ title, category, portions, gp, ingredients, steps, notes, description });

/** A pub kitchen's menu, costed from the products its suppliers list. */
const menu: DemoRecipe[] = [
  recipe(
    'Beer Battered Cod & Chips',
    'Mains',
    4,
    72,
    [
      [/cod loin/i, 720, 'g'],
      [/plain flour/i, 250, 'g'],
      [/frozen chips/i, 1000, 'g'],
      [/garden peas/i, 320, 'g'],
    ],
    [
      'Make a thick batter with flour and cold beer',
      'Dip the cod and fry at 180°C for 6 minutes',
      'Fry the chips twice',
      'Serve with crushed peas and a lemon wedge',
    ],
    'Rest the batter for 20 minutes in the fridge.',
    'The Friday favourite',
  ),
  recipe(
    'Steak & Ale Pie',
    'Mains',
    6,
    74,
    [
      [/braising steak|beef brisket|beef mince/i, 1200, 'g'],
      [/plain flour/i, 400, 'g'],
      [/unsalted butter|salted butter/i, 200, 'g'],
      [/brown onions|red onions/i, 300, 'g'],
    ],
    [
      'Brown the beef in batches',
      'Soften the onions and add the ale',
      'Braise for 2½ hours',
      'Top with pastry and bake at 200°C for 35 minutes',
    ],
    'Make the filling a day ahead.',
  ),
  recipe(
    'Sirloin Steak & Peppercorn Sauce',
    'Mains',
    1,
    66,
    [
      [/sirloin steak/i, 280, 'g'],
      [/double cream/i, 60, 'ml'],
      [/frozen chips/i, 250, 'g'],
      [/rocket/i, 30, 'g'],
    ],
    [
      'Season and sear the steak',
      'Rest for 5 minutes',
      'Make the sauce with cream and cracked pepper',
      'Serve with chips and dressed rocket',
    ],
    'Cook to order; ask every guest.',
  ),
  recipe(
    'Classic Beef Burger',
    'Mains',
    1,
    71,
    [
      [/beef burgers|beef mince/i, 170, 'g'],
      [/brioche burger buns/i, 1, 'unit'],
      [/mature cheddar/i, 30, 'g'],
      [/iceberg/i, 20, 'g'],
      [/frozen chips/i, 200, 'g'],
    ],
    [
      'Grill the patty for 4 minutes a side',
      'Melt the cheddar on top',
      'Toast the bun and build with lettuce',
      'Serve with chips',
    ],
  ),
  recipe(
    'Chicken Caesar Salad',
    'Salads',
    2,
    76,
    [
      [/chicken breast/i, 300, 'g'],
      [/little gem|iceberg/i, 200, 'g'],
      [/parmigiano/i, 40, 'g'],
      [/free range eggs/i, 2, 'unit'],
      [/sourdough/i, 80, 'g'],
    ],
    [
      'Grill the chicken',
      'Make croutons from the sourdough',
      'Whisk the dressing with egg yolk and parmesan',
      'Toss and serve',
    ],
    'Dressing keeps for 3 days.',
  ),
  recipe(
    'Fish Pie',
    'Mains',
    6,
    73,
    [
      [/smoked haddock|haddock fillets/i, 600, 'g'],
      [/cod loin|hake/i, 400, 'g'],
      [/king prawns/i, 200, 'g'],
      [/maris piper/i, 1500, 'g'],
      [/whole milk/i, 600, 'ml'],
    ],
    ['Poach the fish in milk', 'Make a sauce with the milk', 'Mash the potatoes', 'Assemble and bake for 30 minutes'],
  ),
  recipe(
    'Moules Marinière',
    'Starters',
    2,
    75,
    [
      [/mussels/i, 800, 'g'],
      [/double cream|single cream/i, 100, 'ml'],
      [/garlic/i, 20, 'g'],
      [/flat leaf parsley/i, 10, 'g'],
    ],
    [
      'Clean and debeard the mussels',
      'Sweat the garlic',
      'Steam the mussels with wine until open',
      'Finish with cream and parsley',
    ],
    'Discard any that stay closed.',
  ),
  recipe(
    'Prawn Cocktail',
    'Starters',
    4,
    77,
    [
      [/king prawns/i, 400, 'g'],
      [/mayonnaise/i, 120, 'ml'],
      [/tomato ketchup/i, 40, 'ml'],
      [/iceberg|little gem/i, 160, 'g'],
      [/lemons/i, 1, 'unit'],
    ],
    ['Make Marie Rose sauce', 'Shred the lettuce', 'Dress the prawns', 'Serve with a lemon wedge'],
  ),
  recipe(
    'Soup of the Day',
    'Starters',
    10,
    82,
    [
      [/carrots|butternut squash/i, 1500, 'g'],
      [/brown onions|leeks/i, 500, 'g'],
      [/vegetable stock/i, 60, 'g'],
      [/sourdough/i, 400, 'g'],
    ],
    ['Sweat the onions', 'Add the vegetables and stock', 'Simmer for 25 minutes and blend', 'Serve with sourdough'],
    'Changes daily: check the walk-in first.',
  ),
  recipe(
    'Halloumi Fries',
    'Sides',
    4,
    74,
    [
      [/halloumi/i, 500, 'g'],
      [/plain flour/i, 60, 'g'],
      [/sweet chilli/i, 80, 'ml'],
      [/pomegranate/i, 1, 'unit'],
    ],
    [
      'Cut the halloumi into batons',
      'Dust in seasoned flour',
      'Fry until golden',
      'Finish with chilli sauce and pomegranate',
    ],
  ),
  recipe(
    'Chunky Chips',
    'Sides',
    4,
    85,
    [
      [/frozen chips steakhouse|frozen chips/i, 1000, 'g'],
      [/sea salt/i, 10, 'g'],
    ],
    ['Blanch at 140°C', 'Finish at 180°C', 'Season with sea salt'],
  ),
  recipe(
    'Onion Rings',
    'Sides',
    4,
    80,
    [[/onion rings/i, 500, 'g']],
    ['Fry from frozen at 180°C for 3 minutes', 'Drain and season'],
  ),
  recipe(
    'Sticky Toffee Pudding',
    'Desserts',
    8,
    78,
    [
      [/caster sugar/i, 300, 'g'],
      [/plain flour/i, 250, 'g'],
      [/unsalted butter/i, 200, 'g'],
      [/free range eggs/i, 4, 'unit'],
      [/double cream/i, 300, 'ml'],
    ],
    [
      'Soak the dates',
      'Cream butter and sugar, beat in the eggs',
      'Fold in flour and dates; bake 35 minutes',
      'Pour over the toffee sauce',
    ],
    'Serve with vanilla ice cream.',
  ),
  recipe(
    'Eton Mess',
    'Desserts',
    4,
    79,
    [
      [/strawberries/i, 400, 'g'],
      [/double cream|whipping cream/i, 300, 'ml'],
      [/caster sugar/i, 120, 'g'],
      [/free range eggs/i, 3, 'unit'],
    ],
    ['Bake meringues low and slow', 'Whip the cream', 'Macerate the strawberries', 'Fold together just before serving'],
  ),
  recipe(
    'Apple Crumble',
    'Desserts',
    8,
    81,
    [
      [/bramley apples/i, 1200, 'g'],
      [/plain flour/i, 300, 'g'],
      [/unsalted butter/i, 150, 'g'],
      [/caster sugar/i, 180, 'g'],
    ],
    ['Stew the apples with a little sugar', 'Rub flour and butter to crumbs', 'Top and bake for 30 minutes'],
  ),
  recipe(
    'Vanilla Ice Cream Trio',
    'Desserts',
    1,
    64,
    [
      [/vanilla ice cream/i, 180, 'ml'],
      [/raspberries|blueberries/i, 40, 'g'],
    ],
    ['Scoop three balls', 'Garnish with berries'],
  ),
  recipe(
    'Sunday Roast Beef',
    'Mains',
    8,
    72,
    [
      [/sirloin|beef brisket|ribeye/i, 2000, 'g'],
      [/maris piper|king edward/i, 2000, 'g'],
      [/carrots/i, 600, 'g'],
      [/yorkshire/i, 8, 'unit'],
      [/gravy/i, 80, 'g'],
    ],
    [
      'Roast the beef to 55°C core',
      'Roast the potatoes in beef fat',
      'Glaze the carrots',
      'Serve with Yorkshires and gravy',
    ],
    'Sundays only; order the beef by Thursday.',
  ),
  recipe(
    'Lamb Shank, Mash & Greens',
    'Mains',
    4,
    70,
    [
      [/lamb shank/i, 1800, 'g'],
      [/maris piper/i, 1000, 'g'],
      [/savoy cabbage|tenderstem/i, 400, 'g'],
      [/rosemary/i, 10, 'g'],
    ],
    ['Brown the shanks', 'Braise with rosemary for 3 hours', 'Make the mash', 'Serve with buttered greens'],
  ),
  recipe(
    'Pork Belly, Apple & Cider',
    'Mains',
    6,
    75,
    [
      [/pork belly/i, 1500, 'g'],
      [/bramley apples/i, 400, 'g'],
      [/new potatoes/i, 900, 'g'],
      [/sage/i, 10, 'g'],
    ],
    [
      'Score and salt the belly overnight',
      'Roast low for 3 hours, then crackle',
      'Make an apple sauce',
      'Serve with crushed new potatoes',
    ],
  ),
  recipe(
    'Chicken Tikka Masala',
    'Mains',
    6,
    76,
    [
      [/chicken thigh|chicken breast/i, 1200, 'g'],
      [/chopped tomatoes|passata/i, 800, 'g'],
      [/greek style yoghurt|natural yoghurt/i, 200, 'g'],
      [/basmati rice/i, 450, 'g'],
      [/coriander/i, 20, 'g'],
    ],
    [
      'Marinate the chicken in yoghurt and spices',
      'Char under the grill',
      'Simmer in the masala sauce',
      'Serve with rice and coriander',
    ],
  ),
  recipe(
    'Mushroom Risotto',
    'Vegetarian',
    4,
    78,
    [
      [/arborio rice/i, 320, 'g'],
      [/chestnut mushrooms|button mushrooms/i, 400, 'g'],
      [/parmigiano/i, 60, 'g'],
      [/unsalted butter/i, 50, 'g'],
    ],
    ['Toast the rice', 'Add stock a ladle at a time', 'Fry the mushrooms hard', 'Beat in butter and parmesan'],
  ),
  recipe(
    'Spaghetti Bolognese',
    'Mains',
    6,
    77,
    [
      [/spaghetti/i, 600, 'g'],
      [/beef mince/i, 800, 'g'],
      [/chopped tomatoes|passata/i, 800, 'g'],
      [/carrots/i, 200, 'g'],
      [/parmigiano/i, 60, 'g'],
    ],
    [
      'Brown the mince',
      'Soften the soffritto',
      'Simmer with tomatoes for 90 minutes',
      'Toss with spaghetti and parmesan',
    ],
  ),
  recipe(
    'Ploughman’s Lunch',
    'Starters',
    1,
    74,
    [
      [/mature cheddar|stilton/i, 80, 'g'],
      [/gammon/i, 80, 'g'],
      [/sourdough/i, 100, 'g'],
      [/braeburn apples|bramley/i, 1, 'unit'],
    ],
    ['Slice the cheese and ham', 'Add pickle, apple and bread', 'Serve on a board'],
  ),
  recipe(
    'Smoked Salmon & Scrambled Eggs',
    'Breakfast',
    1,
    73,
    [
      [/smoked salmon/i, 80, 'g'],
      [/free range eggs/i, 3, 'unit'],
      [/unsalted butter/i, 15, 'g'],
      [/sourdough/i, 80, 'g'],
    ],
    ['Scramble the eggs slowly in butter', 'Toast the sourdough', 'Drape the salmon and season'],
  ),
  recipe(
    'Full English Breakfast',
    'Breakfast',
    1,
    71,
    [
      [/pork sausages/i, 2, 'unit'],
      [/back bacon|streaky bacon/i, 80, 'g'],
      [/free range eggs/i, 2, 'unit'],
      [/black pudding/i, 50, 'g'],
      [/vine tomatoes|cherry tomatoes/i, 80, 'g'],
    ],
    ['Grill the sausages and bacon', 'Fry the black pudding', 'Fry the eggs', 'Roast the tomatoes and plate'],
    'Breakfast runs until 11:30.',
  ),
];

const categories = [...new Set(menu.map((each) => each.category))];

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
  for (const demo of menu) {
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
  for (const demo of menu.filter((each) => ['Chunky Chips', 'Classic Beef Burger'].includes(each.title))) {
    const body = bodyOf(demo, harbourProducts, new Map());
    if (body) await createRecipe(platform, harbourKitchen, body, harbourContext);
  }
}
