import { recipeMessages } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

const harness = appAndChromiumForWalks();

describe('menu builder: saving without ingredients, an existing category, and the allergen edit screen', () => {
  it('says to choose an ingredient, selects a category added twice, and saves a product’s allergens', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'venue@oms.test');
    await page.goto(`${harness.server.url}/v/ven-crown-anchor/menu-builder`);
    await page.getByRole('heading', { name: recipeMessages.pageTitle }).waitFor();
    await page.getByRole('button', { name: recipeMessages.createRecipe }).click();
    const dialog = page.getByRole('dialog', { name: recipeMessages.createRecipe });
    await dialog.getByLabel('Recipe name').fill('Walk-through Soup');
    // Without a selling price Save says why it is not offered.
    await dialog.getByText(recipeMessages.enterSellingPrice).waitFor();
    expect(await dialog.getByRole('button', { name: recipeMessages.saveRecipe }).isDisabled()).toBe(true);
    await dialog.getByLabel('Selling price (£)').fill('6.50');

    // The demo venue has a "Mains" category: adding it again selects it instead of saving "No category".
    await dialog.getByLabel('Add a category').fill('mains');
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await expect
      .poll(async () => dialog.getByLabel('Category', { exact: true }).locator('option:checked').textContent())
      .toBe('Mains');

    await dialog.getByRole('button', { name: recipeMessages.saveRecipe }).click();
    const alert = page.getByRole('alertdialog', { name: recipeMessages.noIngredientsTitle });
    await alert.getByText(recipeMessages.noIngredients).waitFor();
    await walk.checkScreen('recipe-no-ingredients');
    await alert.getByRole('button', { name: 'OK' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await walk.finish();

    const supplierWalk = await startScreenWalk(harness.browser);
    const supplierPage = supplierWalk.page;
    await signInAs(supplierPage, harness.server.url, 'supplier@oms.test');
    await supplierPage.goto(`${harness.server.url}/supplier/products`);
    await supplierPage.locator('.ag-row').first().waitFor();
    await supplierPage
      .getByRole('button', { name: /^Allergens of / })
      .first()
      .click();
    const allergens = supplierPage.getByRole('dialog', { name: /^Allergens of / });
    await allergens.getByText('The allergens this product contains').waitFor();
    await allergens.getByLabel('Sulphites').check({ force: true });
    await supplierWalk.checkScreen('product-allergens');
    await allergens.getByRole('button', { name: 'Save allergens' }).click();
    await supplierPage.getByText('Allergens saved').waitFor();
    await allergens.waitFor({ state: 'detached' });
    await supplierPage
      .getByRole('button', { name: /^Allergens of / })
      .first()
      .click();
    expect(await allergens.getByLabel('Sulphites').isChecked()).toBe(true);
    await supplierWalk.finish();
  }, 180_000);
});
