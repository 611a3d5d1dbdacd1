import { planLimitMessages, recipeMessages } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

const harness = appAndChromiumForWalks();

const crownPath = '/v/ven-crown-anchor/menu-builder';
/** A 16 × 16 PNG: the dish's photo. */
const photo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4UaFBEmIY1TCqYfhqAAADaGgQ43GRdgAAAABJRU5ErkJggg==',
  'base64',
);

describe('menu builder', () => {
  it('creates a recipe with drag-reordered steps and an image, edits, duplicates and deletes it', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'venue@oms.test');
    await page.goto(`${harness.server.url}${crownPath}`);
    await page.getByRole('heading', { name: recipeMessages.pageTitle }).waitFor();
    await page.getByRole('button', { name: 'Beer Battered Cod & Chips', exact: true }).waitFor();
    await page.getByText(/2 below target GP/).waitFor();
    await page.getByText('1 dish needs allergen review').waitFor();
    await walk.checkScreen('menu-builder');

    await page.getByRole('button', { name: recipeMessages.createRecipe }).click();
    const dialog = page.getByRole('dialog', { name: recipeMessages.createRecipe });
    await dialog.getByLabel('Recipe name').fill('Walk-through Fish Finger Sandwich');
    await dialog.getByLabel('Ingredient 1', { exact: true }).click();
    await dialog.getByLabel('Ingredient 1', { exact: true }).fill('Frozen Chips');
    await page
      .getByRole('option', { name: /Frozen Chips/ })
      .first()
      .waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.getByLabel('Unit of ingredient 1').inputValue()).toBe('g');
    await dialog.getByLabel('Quantity of ingredient 1').fill('300');
    await dialog.getByLabel('Selling price (£)').fill('12.50');
    await dialog.getByLabel('Step 1', { exact: true }).fill('Toast the bread');
    await dialog.getByRole('button', { name: 'Add step' }).click();
    await dialog.getByLabel('Step 2', { exact: true }).fill('Fry the fish fingers');
    await dialog.getByRole('button', { name: 'Add step' }).click();
    await dialog.getByLabel('Step 3', { exact: true }).fill('Preheat the fryer');
    await dialog.getByRole('button', { name: 'Add step' }).click();
    // The empty fourth step is dropped on save; the third is dragged to the top.
    const from = await dialog.getByRole('button', { name: 'Drag step 3 to reorder' }).boundingBox();
    const to = await dialog.getByRole('button', { name: 'Drag step 1 to reorder' }).boundingBox();
    if (!from || !to) throw new Error('The step handles are not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => dialog.getByLabel('Step 1', { exact: true }).inputValue()).toBe('Preheat the fryer');
    await dialog
      .getByLabel('Image (.jpg, .jpeg, .png)')
      .setInputFiles({ name: 'sandwich.png', mimeType: 'image/png', buffer: photo });
    await dialog.getByRole('img', { name: 'Recipe' }).waitFor();
    await expect.poll(() => dialog.getByText(/Cost per recipe: £/).count()).toBe(1);
    await walk.checkScreen('recipe-create');
    await dialog.getByRole('button', { name: recipeMessages.saveRecipe }).click();
    await page.getByText(recipeMessages.created).waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Walk-through Fish Finger Sandwich', exact: true }).click();
    const detail = page.getByRole('dialog', { name: 'Walk-through Fish Finger Sandwich' });
    await detail.getByRole('img', { name: 'Walk-through Fish Finger Sandwich' }).waitFor();
    expect(await detail.locator('.recipes__steps li').allTextContents()).toEqual([
      'Preheat the fryer',
      'Toast the bread',
      'Fry the fish fingers',
    ]);
    await walk.checkScreen('recipe-detail');
    await detail.getByRole('button', { name: recipeMessages.editRecipe }).click();
    const edit = page.getByRole('dialog', { name: recipeMessages.editRecipe });
    await edit.getByLabel('Selling price (£)').fill('13.5');
    await edit.getByRole('button', { name: recipeMessages.saveRecipe }).click();
    await page.getByText(recipeMessages.updated).waitFor();
    const row = page.locator('tr', {
      has: page.getByRole('button', { name: 'Walk-through Fish Finger Sandwich', exact: true }),
    });
    await row.getByText('£13.50').waitFor();

    await row.getByRole('button', { name: `${recipeMessages.duplicate} Walk-through Fish Finger Sandwich` }).click();
    await page.getByText(recipeMessages.duplicateConfirm).waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(recipeMessages.duplicated).waitFor();
    const copy = 'Walk-through Fish Finger Sandwich (copy)';
    await page.getByRole('button', { name: copy, exact: true }).waitFor();
    await page.getByRole('button', { name: `${recipeMessages.delete} ${copy}` }).click();
    await page.getByText(recipeMessages.deleteConfirm).waitFor();
    await walk.checkScreen('recipe-delete');
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(recipeMessages.deleted).waitFor();
    await page.getByRole('button', { name: copy, exact: true }).waitFor({ state: 'detached' });

    const pdfHref = await row.getByRole('link', { name: /Download PDF/ }).getAttribute('href');
    const pdf = await page.request.get(`${harness.server.url}${pdfHref}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await walk.finish();
  }, 180_000);

  it('asks for an ingredient, shows the allergen grid and its PDF, and the plan limit on Free', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'venue@oms.test');
    await page.goto(`${harness.server.url}${crownPath}`);
    await page.getByRole('button', { name: recipeMessages.createRecipe }).click();
    const dialog = page.getByRole('dialog', { name: recipeMessages.createRecipe });
    await dialog.getByLabel('Recipe name').fill('Salt only');
    await dialog.getByRole('button', { name: 'Add custom product' }).click();
    const custom = page.getByRole('dialog', { name: recipeMessages.customProduct });
    await custom.getByLabel('Title', { exact: true }).fill('Sea salt');
    await custom.getByLabel('Size', { exact: true }).fill('2');
    await custom.getByLabel('Price (£)').fill('0.10');
    await custom.getByText('Total: £0.20').waitFor();
    await custom.getByRole('button', { name: 'Add' }).click();
    await dialog.getByLabel('Selling price (£)').fill('5');
    await dialog.getByRole('button', { name: recipeMessages.saveRecipe }).click();
    await page.getByText(recipeMessages.noIngredients).waitFor();
    await page.getByText(recipeMessages.noIngredientsTitle).waitFor();
    await walk.checkScreen('recipe-no-ingredients');
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('tab', { name: recipeMessages.allergenGridTab }).click();
    await page.getByRole('columnheader', { name: 'Sesame seeds' }).waitFor();
    await page.getByRole('rowheader', { name: /Beer Battered Cod & Chips/ }).waitFor();
    await walk.checkScreen('allergen-grid');
    const href = await page.getByRole('link', { name: recipeMessages.downloadAllergensPdf }).getAttribute('href');
    const pdf = await page.request.get(`${harness.server.url}${href}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    await page.goto(`${harness.server.url}/v/ven-harbour-kitchen/menu-builder`);
    await page.getByRole('button', { name: 'Chunky Chips', exact: true }).waitFor();
    await page.getByRole('button', { name: recipeMessages.createRecipe }).click();
    await page.getByText(planLimitMessages.limitReached).waitFor();
    await walk.checkScreen('recipe-plan-limit');
    await walk.finish();
  }, 120_000);
});
