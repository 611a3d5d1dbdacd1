import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  featureUsageStreamId,
  productStreamId,
  type RecipeDetail,
  type RecipeSaved,
  type RecipesView,
  recipeStreamId,
  type SaveRecipeBody,
  type SignedFile,
} from '@oms/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoReceiptPng } from '../demo/demoReceiptImage';
import { systemContext } from '../platform/commands/commandContext';
import { toNewEvents } from '../platform/commands/handleCommand';
import { type ApiScenario, givenStreams } from '../platform/engines/apiScenario';
import { account, linked, product, proPlan, supplier, venue } from '../platform/engines/scenarioStreams';
import { multipartBody } from '../platform/files/multipartBody';

const artifacts = fileURLToPath(new URL('../../../tests/artifacts/pdf', import.meta.url));
const now = new Date('2026-11-24T10:00:00.000Z');
const venueId = 'ven-tavern';
const base = `/api/venues/${venueId}/recipes`;

let scenario: ApiScenario;
let asChef: Awaited<ReturnType<ApiScenario['signedInAs']>>;

beforeEach(async () => {
  scenario = await givenStreams(
    Object.fromEntries([
      venue(venueId, { title: 'The Tavern' }, linked(venueId, 'brakes')),
      venue('ven-free', { title: 'Free Venue' }, linked('ven-free', 'brakes')),
      proPlan(venueId, '2026-11-01T00:00:00.000Z'),
      await account('chef@tavern.test', { name: 'Sam Chef', venueIds: [venueId] }),
      await account('free@free.test', { name: 'Free Chef', venueIds: ['ven-free'] }),
      await account('supplier@brakes.test', { roles: { supplierAdminOf: 'brakes' } }),
      await account('other@other.test', { roles: { supplierAdminOf: 'other' } }),
      supplier('brakes', { title: 'Brakes', deliveryDays: [], cutOffTime: '16:00' }),
      product('beef', 'brakes', {
        supplierTitle: 'Brakes',
        title: 'Beef Brisket',
        size: '1',
        UoM: 'Kg',
        OMSPrice: 1500,
        price: 1900,
        allergens: [],
      }),
      product('pastry', 'brakes', {
        supplierTitle: 'Brakes',
        title: 'Puff Pastry',
        size: '10 x 500g',
        UoM: 'Box',
        OMSPrice: 2000,
        price: 2400,
        allergens: ['Gluten', 'Milk'],
      }),
    ]),
    { now },
  );
  asChef = await scenario.signedInAs('chef@tavern.test');
});
afterEach(async () => {
  await scenario.close();
});

const pie = (overrides: Partial<SaveRecipeBody> = {}): SaveRecipeBody => ({
  title: 'Steak Pie',
  description: 'Slow-cooked beef under puff pastry',
  categoryId: null,
  portions: 4,
  servingSize: 400,
  sellingPrice: 1400,
  ingredients: [
    { productId: 'beef', quantity: 800, unit: 'g' },
    { productId: 'pastry', quantity: 500, unit: 'g' },
  ],
  customIngredients: [{ sku: '', title: 'Stock', size: '2', price: 50, UoM: 'ltr' }],
  notes: { text: 'Rest the pie for 5 minutes', imageKeys: [] },
  steps: ['Brown the beef', '', 'Bake for 40 minutes', '  '],
  ...overrides,
});
const create = (body: SaveRecipeBody, as = asChef, venue = venueId) =>
  as({ method: 'POST', url: `/api/venues/${venue}/recipes`, payload: body });
const list = async () => (await asChef({ url: base })).json() as RecipesView;
const detail = async (id: string) => (await asChef({ url: `${base}/${id}` })).json() as RecipeDetail;

function pdfText(pdf: Buffer, name: string): string {
  mkdirSync(artifacts, { recursive: true });
  const file = join(artifacts, `${name}.pdf`);
  writeFileSync(file, pdf);
  const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text.status, text.stderr).toBe(0);
  spawnSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', file, join(artifacts, name)]);
  return text.stdout;
}

async function downloadPdf(url: string, name: string) {
  const redirect = await asChef({ url });
  expect(redirect.statusCode, redirect.body).toBe(303);
  const file = await scenario.app.inject({ url: String(redirect.headers.location) });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  return pdfText(file.rawPayload, name);
}

describe('recipes API', () => {
  it('creates a recipe, costs it from today’s prices, drops empty steps and records the event', async () => {
    const created = await create(pie());
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json() as RecipeSaved;
    expect(saved).toMatchObject({
      message: 'Recipe created successfully',
      limit: { feature: 'Menu_Builder', limit: null },
    });
    const [event] = await scenario.newEvents(recipeStreamId(saved.recipeId));
    expect(event?.type).toBe('RecipeCreated');
    expect(JSON.stringify(event)).not.toContain('1500');

    const recipe = await detail(saved.recipeId);
    expect(recipe).toMatchObject({
      title: 'Steak Pie',
      costPerRecipe: 1500,
      costPerPortion: 375,
      grossProfit: 73.2,
      belowTarget: false,
      steps: ['Brown the beef', 'Bake for 40 minutes'],
      allergens: ['Gluten', 'Milk'],
      allergensEditedByUser: false,
      allergensNeedReview: false,
    });
    expect(recipe.ingredients.map((ingredient) => ingredient.cost)).toEqual([1200, 200]);
    expect(recipe.customIngredients[0]?.totalPrice).toBe(100);
    expect(recipe.history).toEqual([
      { type: 'RecipeCreated', description: 'Created the recipe', at: expect.any(String), by: 'Sam Chef' },
    ]);
  });

  it('answers the spec’s words for a missing name, no ingredient, mixed units and too many steps', async () => {
    const noName = await create(pie({ title: ' ' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error).toMatchObject({ code: 'RECIPE_NAME_REQUIRED' });
    const none = await create(pie({ ingredients: [] }));
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatchObject({
      title: 'No Ingredients',
      message: 'Please select at least one ingredient.',
    });
    const mixed = await create(pie({ ingredients: [{ productId: 'beef', quantity: 1, unit: 'ml' }] }));
    expect(mixed.json().error).toMatchObject({ message: 'Units must belong to the same category.' });
    const long = await create(pie({ steps: Array.from({ length: 21 }, (_, index) => `Step ${index + 1}`) }));
    expect(long.statusCode).toBe(400);
    const unknown = await create(pie({ ingredients: [{ productId: 'nope', quantity: 1, unit: 'g' }] }));
    expect(unknown.statusCode).toBe(400);
    expect((await create(pie({ ingredients: [{ productId: 'beef', quantity: -1, unit: 'g' }] }))).statusCode).toBe(400);
    expect((await scenario.newEvents()).filter((event) => event.type.startsWith('Recipe'))).toEqual([]);
  });

  it('recosts every recipe on a price change and flags those below the venue’s target GP', async () => {
    await create(pie());
    await create(pie({ title: 'Beef Wellington', sellingPrice: 2000 }));
    expect((await list()).belowTargetCount).toBe(0);
    const appended = await scenario.platform.eventStore.appendToStream(
      productStreamId('beef'),
      toNewEvents(
        [
          {
            type: 'ProductPriceChanged',
            data: {
              productId: 'beef',
              supplierId: 'brakes',
              OMSPrice: 2000,
              price: 2400,
              changedAt: now.toISOString(),
            },
          },
        ],
        systemContext(now),
      ),
    );
    await scenario.platform.runner.waitFor(appended.lastPosition);
    const view = await list();
    expect(
      view.recipes.map((recipe) => [recipe.title, recipe.costPerRecipe, recipe.grossProfit, recipe.belowTarget]),
    ).toEqual([
      ['Beef Wellington', 1900, 76.3, false],
      ['Steak Pie', 1900, 66.1, true],
    ]);
    expect(view.recipes[1]?.costChangeSinceLastWeek).toBe(400);
    expect(view).toMatchObject({ targetGpPercent: 70, belowTargetCount: 1 });
    expect(
      (await asChef({ method: 'PUT', url: `${base}/settings`, payload: { targetGpPercent: 80 } })).statusCode,
    ).toBe(200);
    expect(await list()).toMatchObject({ targetGpPercent: 80, belowTargetCount: 2 });
  });

  it('updates, duplicates and deletes', async () => {
    const { recipeId } = (await create(pie())).json() as RecipeSaved;
    const updated = await asChef({
      method: 'PUT',
      url: `${base}/${recipeId}`,
      payload: pie({ sellingPrice: 1600, allergens: ['Celery'], allergensEditedByUser: true }),
    });
    expect(updated.json()).toMatchObject({ message: 'Recipe updated successfully' });
    expect(await detail(recipeId)).toMatchObject({
      sellingPrice: 1600,
      allergens: ['Celery'],
      allergensEditedByUser: true,
    });

    const copy = (await asChef({ method: 'POST', url: `${base}/${recipeId}/duplicate` })).json() as RecipeSaved;
    expect(copy.message).toBe('Recipe duplicated successfully');
    expect((await detail(copy.recipeId)).title).toBe('Steak Pie (copy)');
    expect((await scenario.newEvents(recipeStreamId(copy.recipeId)))[0]).toMatchObject({
      type: 'RecipeDuplicated',
      data: { sourceRecipeId: recipeId },
    });

    expect((await asChef({ method: 'DELETE', url: `${base}/${recipeId}` })).json()).toEqual({
      message: 'Recipe deleted successfully',
    });
    expect((await asChef({ url: `${base}/${recipeId}` })).statusCode).toBe(404);
    expect((await list()).recipes.map((recipe) => recipe.title)).toEqual(['Steak Pie (copy)']);
  });

  it('marks dishes for allergen review when the supplier changes a product’s allergens, until a user confirms', async () => {
    const { recipeId } = (await create(pie())).json() as RecipeSaved;
    expect((await detail(recipeId)).allergensEditedByUser).toBe(false);
    const asSupplier = await scenario.signedInAs('supplier@brakes.test');
    const url = '/api/suppliers/brakes/products/beef/allergens';
    expect((await asSupplier({ method: 'PUT', url, payload: { allergens: ['Sulphites'] } })).statusCode).toBe(200);
    const asOther = await scenario.signedInAs('other@other.test');
    expect((await asOther({ method: 'PUT', url, payload: { allergens: [] } })).statusCode).toBe(403);

    expect(await detail(recipeId)).toMatchObject({
      allergensNeedReview: true,
      allergensChangedProducts: ['Beef Brisket'],
      allergens: ['Gluten', 'Milk', 'Sulphites'],
      // Spec 02 §2.1: "Edited By User" when any of the allergens was edited by a user, an ingredient's too.
      allergensEditedByUser: true,
    });
    expect((await list()).recipes[0]).toMatchObject({ allergensEditedByUser: true });
    expect((await list()).needsReviewCount).toBe(1);
    const confirm = await asChef({ method: 'POST', url: `${base}/${recipeId}/allergens/confirm` });
    expect(confirm.json()).toEqual({ message: 'Allergens confirmed' });
    const after = await detail(recipeId);
    expect(after.allergensNeedReview).toBe(false);
    expect(after.history.at(-1)).toMatchObject({ type: 'RecipeAllergensConfirmed', by: 'Sam Chef' });
    expect((await asChef({ method: 'POST', url: `${base}/${recipeId}/allergens/confirm` })).statusCode).toBe(409);
  });

  it('keeps categories per venue, once per name: adding a name it has answers that category', async () => {
    const add = (name: string) => asChef({ method: 'POST', url: `${base}/categories`, payload: { name } });
    const mains = (await add('Mains')).json() as { _id: string; name: string };
    const again = await add(' mains ');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(mains);
    expect((await asChef({ url: `${base}/categories` })).json()).toEqual({ categories: [mains] });
    const { recipeId } = (await create(pie({ categoryId: mains._id }))).json() as RecipeSaved;
    expect((await detail(recipeId)).category).toEqual(mains);
    expect((await create(pie({ categoryId: 'nope' }))).statusCode).toBe(400);
  });

  it('offers the venue’s products with the units they can be measured in', async () => {
    const { products } = (await asChef({ url: `${base}/products` })).json() as {
      products: { productId: string; units: string[]; defaultUnit: string; allergens: string[] }[];
    };
    expect(products.map((each) => [each.productId, each.defaultUnit, each.allergens])).toEqual([
      ['beef', 'g', []],
      ['pastry', 'g', ['Gluten', 'Milk']],
    ]);
    expect(products[0]?.units).toEqual(['kg', 'g', 'mg', 'lb', 'oz']);
  });

  it('uploads a recipe image (png or jpeg only) and keeps it on the recipe', async () => {
    const png = demoReceiptPng(1, 120, 120);
    const uploaded = await asChef({
      method: 'POST',
      url: `${base}/images`,
      ...multipartBody({ name: 'pie.png', content: png, contentType: 'image/png' }),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const image = uploaded.json() as SignedFile;
    expect(image.signedURL).toMatch(/^\/api\/files\/download\?/);
    const refused = await asChef({
      method: 'POST',
      url: `${base}/images`,
      ...multipartBody({ name: 'pie.pdf', content: '%PDF-1.4 nope', contentType: 'application/pdf' }),
    });
    expect(refused.statusCode).toBe(415);

    const { recipeId } = (
      await create(pie({ imageKey: image.keyName, notes: { text: 'Glaze', imageKeys: [image.keyName] } }))
    ).json() as RecipeSaved;
    const recipe = await detail(recipeId);
    expect(recipe.image?.keyName).toBe(image.keyName);
    expect((await scenario.app.inject({ url: recipe.image?.signedURL ?? '' })).statusCode).toBe(200);
    expect((await create(pie({ imageKey: 'recipes/ven-other/x.png' }))).json().error).toMatchObject({
      title: 'Upload Failed',
      message: 'There was an error uploading the image. Please try again.',
    });
  });

  it('prints one recipe, all recipes and the allergen table as PDFs', async () => {
    const png = demoReceiptPng(2, 120, 120);
    const image = (
      await asChef({
        method: 'POST',
        url: `${base}/images`,
        ...multipartBody({ name: 'pie.png', content: png, contentType: 'image/png' }),
      })
    ).json() as SignedFile;
    const { recipeId } = (await create(pie({ imageKey: image.keyName }))).json() as RecipeSaved;
    await create(pie({ title: 'Beef Wellington' }));
    const one = await downloadPdf(`${base}/${recipeId}/pdf`, 'recipe-steak-pie');
    for (const text of [
      'Steak Pie',
      'Cost per recipe',
      '£15.00',
      '73.2%',
      'Beef Brisket',
      'Gluten, Milk',
      'Bake for 40 minutes',
    ]) {
      expect(one).toContain(text);
    }
    const all = await downloadPdf(`${base}/pdf`, 'recipes-all');
    expect(all).toContain('Beef Wellington');
    expect(all).toContain('Steak Pie');
    const allergens = await downloadPdf(`${base}/allergens/pdf`, 'recipes-allergens');
    for (const text of ['The Tavern: allergens by dish', 'Celery', 'Sesame', 'Sulphites', 'Beef Wellington']) {
      expect(allergens).toContain(text);
    }
  });

  it('counts creation against Menu_Builder below Pro and refuses past the limit', async () => {
    const asFree = await scenario.signedInAs('free@free.test');
    const first = (await create(pie(), asFree, 'ven-free')).json() as RecipeSaved;
    expect(first.limit).toMatchObject({ limit: 2, used: 1, remaining: 1 });
    expect(
      (await asFree({ method: 'POST', url: `/api/venues/ven-free/recipes/${first.recipeId}/duplicate` })).statusCode,
    ).toBe(200);
    const third = await create(pie(), asFree, 'ven-free');
    expect(third.statusCode).toBe(403);
    expect(third.json().error).toMatchObject({ title: 'Plan Limit' });
  });

  it('answers a retried create (same Idempotency-Key) as the first time and counts one Menu_Builder use', async () => {
    const asFree = await scenario.signedInAs('free@free.test');
    expect((await create(pie({ title: 'Soup' }), asFree, 'ven-free')).statusCode).toBe(200);
    const request = {
      method: 'POST' as const,
      url: '/api/venues/ven-free/recipes',
      payload: pie(),
      headers: { 'idempotency-key': 'create-steak-pie' },
    };
    const first = await asFree(request);
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as RecipeSaved).limit).toMatchObject({ limit: 2, used: 2, remaining: 0 });

    // The answer was lost: the browser sends the same request again, now at the plan's limit.
    const retried = await asFree(request);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual(first.json());
    const uses = await scenario.newEvents(featureUsageStreamId('ven-free'));
    expect(uses.map((event) => event.type)).toEqual(['FeatureUsed', 'FeatureUsed']);
  });

  it('lets only the venue’s own users reach its recipes', async () => {
    const { recipeId } = (await create(pie())).json() as RecipeSaved;
    const asFree = await scenario.signedInAs('free@free.test');
    for (const url of [base, `${base}/${recipeId}`, `${base}/categories`, `${base}/products`, `${base}/pdf`]) {
      expect((await asFree({ url })).statusCode, url).toBe(403);
    }
    expect((await asFree({ method: 'DELETE', url: `${base}/${recipeId}` })).statusCode).toBe(403);
    expect((await scenario.app.inject({ url: base })).statusCode).toBe(401);
    // Another venue's recipe is not found from this venue.
    expect((await asFree({ url: `/api/venues/ven-free/recipes/${recipeId}` })).statusCode).toBe(404);
  });
});
