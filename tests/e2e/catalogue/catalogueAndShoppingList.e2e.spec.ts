import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports } from '../support/browser';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

const crownAnchor = 'ven-crown-anchor';

const harness = appAndChromiumForWalks();

async function search(page: Page, term: string) {
  await page.getByLabel('Search term').fill(term);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/** A grid row by its text; with pinned columns the row's parts are separate elements, the main part first. */
const row = (page: Page, title: string) => page.locator('.ag-row', { hasText: title });
const pinnedRow = row;

describe('catalogue and shopping lists in Chromium', () => {
  it('pages, searches, clears a price change and adds to the shopping list', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'venue@oms.test');
    // The grid paints its first rows as a plain table before AG Grid has loaded (held here until seen).
    let releaseGrid = () => {};
    const gridHeld = new Promise<void>((resolveHold) => {
      releaseGrid = resolveHold;
    });
    const agGridChunk = /\/assets\/ag-grid-[^/]*\.js$/;
    await page.route(agGridChunk, async (route) => {
      await gridHeld;
      await route.continue();
    });
    await page.goto(`${harness.server.url}/v/${crownAnchor}/catalogue`);
    await page.getByRole('heading', { name: 'Catalogue', exact: true }).waitFor();
    const firstPaint = page.locator('.data-grid [aria-busy="true"]');
    await firstPaint.getByText('Supplier', { exact: true }).waitFor();
    // Headers and the first rows' text: far more than the headers' hundred characters.
    expect(((await firstPaint.textContent()) ?? '').length).toBeGreaterThan(1_000);
    expect(await page.locator('.ag-row').count()).toBe(0);
    releaseGrid();
    await page.locator('.ag-row').first().waitFor();
    expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
    await page.unroute(agGridChunk);
    await page.getByText('Price changes in the last 14 days').waitFor();
    await page.getByText(/^1–200 of /).waitFor();
    await walk.checkScreen('catalogue');

    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(/^201–400 of /).waitFor();
    await page.locator('#catalogue-page-size').selectOption('50');
    await page.getByText(/^1–50 of /).waitFor();

    // Sorting orders the whole catalogue on the server and starts again at its first page.
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(/^51–100 of /).waitFor();
    const firstTitle = () => page.locator('.ag-row[row-index="0"] .ag-cell[col-id="title"]').textContent();
    const sortedFirst = async (order: 'asc' | 'desc') => {
      const response = await page.request.get(
        `${harness.server.url}/api/venues/${crownAnchor}/catalogue?sort=price&order=${order}&limit=10`,
      );
      expect(response.status()).toBe(200);
      return ((await response.json()) as { products: { title: string }[] }).products[0]?.title;
    };
    const priceHeader = page.locator('.ag-header-cell[col-id="price"] .ag-header-cell-label');
    await priceHeader.click();
    await page.waitForURL(/sort=price&order=asc/);
    await page.getByText(/^1–50 of /).waitFor();
    await expect.poll(firstTitle).toBe(await sortedFirst('asc'));
    await priceHeader.click();
    await page.waitForURL(/order=desc/);
    await expect.poll(firstTitle).toBe(await sortedFirst('desc'));
    await page.locator('.ag-header-cell[col-id="price"][aria-sort="descending"]').waitFor();
    await walk.checkScreen('catalogue-sorted-by-price');
    // The order survives a reload: it is in the address.
    await page.reload();
    await expect.poll(firstTitle).toBe(await sortedFirst('desc'));
    // Title A to Z is the catalogue's own order: the address goes back to plain.
    await page.locator('.ag-header-cell[col-id="title"] .ag-header-cell-label').click();
    await page.waitForURL((url) => !url.search.includes('sort='));
    await page.locator('.ag-header-cell[col-id="title"][aria-sort="ascending"]').waitFor();

    // A price change is flagged with an arrow; clearing it hides it for this account.
    const clearButton = page.getByRole('button', { name: /^Clear notification for / }).first();
    await clearButton.waitFor();
    const clearedLabel = (await clearButton.getAttribute('aria-label')) as string;
    await clearButton.click();
    await page.getByRole('button', { name: clearedLabel, exact: true }).waitFor({ state: 'detached' });

    // Search bar: empty term, results, clearing.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Please enter a search term').waitFor();
    await search(page, 'basmati');
    await page.getByText(/^\d+ result\(s\)$/).waitFor();
    await row(page, 'Basmati Rice').first().waitFor();
    await walk.checkScreen('catalogue-search');
    await page.getByLabel('Search term').fill('');
    await page.getByText(/^\d+ result\(s\)$/).waitFor({ state: 'detached' });
    await search(page, 'basmati');
    await row(page, 'Basmati Rice').first().waitFor();

    // 'Add to your products'.
    await page.getByRole('button', { name: 'Add Basmati Rice to your products' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add to your products' });
    await dialog.waitFor();
    await dialog.getByLabel('Zone', { exact: true }).fill('  dry STORE ');
    await dialog.getByLabel('Secondary zone').fill('new shelf');
    await dialog.getByText('Favourite', { exact: true }).click();
    await walk.checkScreen('catalogue-add-to-your-products', { widths: ['desktop'] });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Basmati Rice added to your products').waitFor();
    await pinnedRow(page, 'Basmati Rice').getByText('On your list').first().waitFor();

    // Quantity control with its Add button.
    const basmati = pinnedRow(page, 'Basmati Rice').first();
    await page.getByLabel('Quantity of Basmati Rice').first().fill('2');
    await basmati.getByRole('button', { name: /Add to basket/ }).click();
    await page.getByText('Basmati Rice added to your basket').waitFor();
    await walk.finish();
  }, 180_000);

  it("keeps the venue's products: edits, numeric checks, favourites, custom products, basket", async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'venue@oms.test');
    await page.goto(`${harness.server.url}/v/${crownAnchor}/products`);
    await page.getByRole('heading', { name: "Your venue's products" }).waitFor();
    await pinnedRow(page, 'Lemons').first().waitFor();
    await walk.checkScreen('shopping-list');

    // The page-size choices of spec 01 §9. After the phone-width screenshot the grid is drawn again at
    // desktop width: wait for its paging panel rather than counting it at once (a CI run caught 0).
    const pageSizes = page.locator('.ag-paging-page-size select, .ag-paging-page-size .ag-picker-field');
    await pageSizes.first().waitFor();
    expect(await pageSizes.count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Edit Lemons' }).first().click();
    const edit = page.getByRole('dialog', { name: 'Edit Lemons' });
    await edit.waitFor();
    await edit.getByLabel('Special price (£)', { exact: true }).fill('cheap');
    await edit.getByText('Data in this field must be a numeric').waitFor();
    await edit.getByLabel('Special price (£)', { exact: true }).fill('0');
    await edit.getByText('The special price must be above 0').waitFor();
    await edit.getByLabel('Special price (£)', { exact: true }).fill('12.50');
    await edit.getByLabel('Monthly order limit').fill('5');
    await edit.getByLabel('Secondary zone').fill('  garden   BAR ');
    await walk.checkScreen('shopping-list-edit', { widths: ['desktop'] });
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await edit.waitFor({ state: 'detached' });
    const lemons = row(page, 'Lemons').first();
    await lemons.getByText('£12.50').waitFor();
    await lemons.getByText('Garden Bar').waitFor();

    // Favourites.
    await page.getByRole('button', { name: 'Favourite: Lemons' }).first().waitFor();
    await page.getByText('Favourites only').click();
    await page.getByRole('button', { name: 'Favourite: Plain Flour' }).waitFor({ state: 'detached' });
    const favouriteButtons = page.getByRole('button', { name: /^Favourite: / });
    const favouriteRows = await favouriteButtons.count();
    await page.getByText('Favourites only').click();
    await page.getByRole('button', { name: 'Favourite: Plain Flour' }).waitFor();
    const allRows = await favouriteButtons.count();
    expect(favouriteRows).toBeLessThan(allRows);

    // Custom product: total = size × price; numeric check.
    await page.getByRole('button', { name: 'Custom product' }).click();
    const custom = page.getByRole('dialog', { name: 'Provide Product Information' });
    await custom.waitFor();
    await custom.getByLabel(/^Title/).fill('Microgreens');
    await custom.getByLabel('Size').fill('3');
    await custom.getByLabel('Price (£)').fill('abc');
    await custom.getByText('Data in this field must be a numeric').waitFor();
    await custom.getByLabel('Price (£)').fill('2.50');
    await custom.getByText('£7.50').waitFor();
    await custom.getByLabel('Zone', { exact: true }).fill('pass');
    await walk.checkScreen('shopping-list-custom-product', { widths: ['desktop'] });
    await custom.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Microgreens added to your products').waitFor();
    await pinnedRow(page, 'Microgreens').getByText('Custom product').first().waitFor();

    // Add Product modal, with its numeric check.
    await page.getByRole('button', { name: 'Add Product' }).click();
    const add = page.getByRole('dialog', { name: 'Add Product' });
    await add.waitFor();
    await add.getByLabel('Find a product in your catalogue').fill('cheddar');
    await add.getByRole('button', { name: 'Search', exact: true }).click();
    await add.getByRole('radio').first().check({ force: true });
    await add.getByLabel('Monthly order limit').fill('lots');
    await add.getByText('Data in this field must be a numeric').waitFor();
    await expect(add.getByRole('button', { name: 'Add Product' }).isDisabled()).resolves.toBe(true);
    await add.getByLabel('Monthly order limit').fill('4');
    await walk.checkScreen('shopping-list-add-product', { widths: ['desktop'] });
    await add.getByRole('button', { name: 'Add Product' }).click();
    await add.waitFor({ state: 'detached' });

    // Add to basket from the list.
    await page.getByLabel('Quantity of Lemons').first().fill('2');
    await pinnedRow(page, 'Lemons')
      .getByRole('button', { name: /Add to basket/ })
      .first()
      .click();
    await page.getByText('Lemons added to your basket').waitFor();

    await page.getByRole('button', { name: 'Remove Microgreens' }).first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await pinnedRow(page, 'Microgreens').first().waitFor({ state: 'detached' });
    await walk.finish();
  }, 180_000);

  it('shows the GLN column with dataplus, and the empty states', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'admin@oms.test');
    await page.goto(`${harness.server.url}/v/ven-harbour-kitchen/catalogue`);
    await page.getByRole('columnheader', { name: 'GLN' }).waitFor();

    // An admin turns the price-change markers off for a venue, and on again.
    await page.goto(`${harness.server.url}/v/${crownAnchor}/catalogue`);
    await page
      .getByRole('button', { name: /^Clear notification for / })
      .first()
      .waitFor();
    const toggleMarkers = async () => {
      await page.getByRole('button', { name: 'Catalogue options' }).click();
      const options = page.getByRole('dialog', { name: 'Catalogue options' });
      await options.getByText('Show price changes').click();
      await options.getByRole('button', { name: 'Save' }).click();
      await options.waitFor({ state: 'detached' });
    };
    await toggleMarkers();
    await page
      .getByRole('button', { name: /^Clear notification for / })
      .first()
      .waitFor({ state: 'detached' });
    await toggleMarkers();
    await page
      .getByRole('button', { name: /^Clear notification for / })
      .first()
      .waitFor();

    const created = await page.request.post(`${harness.server.url}/api/venues`, {
      data: { title: 'The Empty Larder' },
    });
    expect(created.status()).toBe(201);
    const { venueId } = (await created.json()) as { venueId: string };
    await page.goto(`${harness.server.url}/v/${venueId}/catalogue`);
    await page.getByRole('heading', { name: 'No suppliers available' }).waitFor();
    await walk.checkScreen('catalogue-no-suppliers');
    await page.goto(`${harness.server.url}/v/${venueId}/products`);
    await page.getByText('Please add some product in your catalogue tab').waitFor();
    await walk.checkScreen('shopping-list-empty');
    await walk.finish();
  }, 180_000);
});

describe('catalogue on a phone', () => {
  it('lists products as cards with the whole title, price and both actions at 360 px', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await page.setViewportSize(viewports.mobile);
    await signInAs(page, harness.server.url, 'venue@oms.test');
    await page.goto(`${harness.server.url}/v/${crownAnchor}/catalogue`);
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await page.locator('.ag-root').count()).toBe(0);

    // Every title is shown in full: nothing is cut with an ellipsis or hidden by overflow.
    const cutTitles = await page
      .locator('.catalogue-card__title')
      .evaluateAll((titles) =>
        titles.filter((title) => title.scrollWidth > title.clientWidth + 1).map((title) => title.textContent),
      );
    expect(cutTitles).toEqual([]);
    const widest = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(widest).toBeLessThanOrEqual(360);

    // The search term has a line of its own; the field choices and Search share the next.
    const termBox = await page.getByLabel('Search term').boundingBox();
    const searchButton = await page.getByRole('button', { name: 'Search', exact: true }).boundingBox();
    expect(termBox?.width).toBeGreaterThan(300);
    expect(searchButton?.y).toBeGreaterThan((termBox?.y ?? 0) + (termBox?.height ?? 0));

    await search(page, 'basmati');
    const basmati = cards.filter({ hasText: 'Basmati Rice' }).first();
    await basmati.waitFor();
    await expect(basmati.getByText(/^£\d+\.\d{2}$/).count()).resolves.toBe(1);
    await basmati.getByLabel('Quantity of Basmati Rice').waitFor();
    await basmati.getByRole('button', { name: /^.+: .*Basmati Rice/ }).waitFor();
    // The list action: 'Add' (an earlier walk may already have put it on the list).
    await basmati
      .getByRole('button', { name: 'Add Basmati Rice to your products' })
      .or(basmati.getByTitle('On your list'))
      .waitFor();
    await walk.checkScreen('catalogue-phone-cards', { widths: ['mobile'] });

    // The venue's products are cards too: whole titles, nothing clipped sideways.
    await page.goto(`${harness.server.url}/v/${crownAnchor}/products`);
    const products = page.getByRole('list', { name: 'Your products' }).getByRole('listitem');
    await products.first().waitFor();
    expect(await page.locator('.ag-root').count()).toBe(0);
    expect(
      await products
        .first()
        .getByRole('button', { name: /^Edit / })
        .count(),
    ).toBe(1);
    expect(
      await page
        .locator('.catalogue-card__title')
        .evaluateAll((titles) => titles.filter((title) => title.scrollWidth > title.clientWidth + 1).length),
    ).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await walk.checkScreen('shopping-list-phone-cards', { widths: ['mobile'] });
    await walk.finish();
  }, 120_000);
});
