import { readFileSync } from 'node:fs';
import { addBusinessDays, formatOrderDate, orderFilterMessages, parseOrderDate } from '@oms/contracts';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports } from '../support/browser';
import { expectLondonToday, londonToday } from '../support/londonDay';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

const venueId = 'ven-crown-anchor';

const harness = appAndChromiumForWalks();

/** The image export redraws the table in the page; on a loaded machine that takes seconds, hence the wait. */
async function downloadOf(page: Page, buttonName: string): Promise<{ download: Download; content: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 90_000 }),
    page.getByRole('button', { name: buttonName, exact: true }).click(),
  ]);
  const path = await download.path();
  return { download, content: readFileSync(path) };
}

const filters = (page: Page) => page.locator('.order-filters');
/** Blueprint draws its own box over the checkbox input: people click the label. */
const toggleChoice = (page: Page, label: string) => filters(page).getByText(label, { exact: true }).click();
const gridCellsOf = (page: Page, colId: string) => page.locator(`.ag-cell[col-id="${colId}"]`);

describe('ordered products and spend over time in Chromium', () => {
  it('filters, sorts and exports the ordered products, then shows the same filters on spend over time', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    page.setDefaultTimeout(15_000);
    const dayBeforeLoading = londonToday();

    await signInAs(page, harness.server.url, 'venue@oms.test');
    await page.goto(`${harness.server.url}/v/${venueId}/purchasing/ordered`);
    await page.getByRole('heading', { name: 'Ordered products', level: 1 }).waitFor();
    await page.getByText("Everything you need to know about the products you're buying.").waitFor();
    // Spec 01 §9: the panel starts on the last 31 days, shown DD/MM/YYYY.
    const endDate = parseOrderDate(await page.getByLabel('End date').inputValue());
    const today = expectLondonToday(endDate, dayBeforeLoading, 'the end date the panel starts on');
    expect(await page.getByLabel('Start date').inputValue()).toBe(formatOrderDate(addBusinessDays(today, -30)));
    await page.locator('.ag-row').first().waitFor();
    await walk.checkScreen('analytics-ordered-products');

    // Sortable: the heaviest spend first, then by product name on a click.
    await expect
      .poll(() => page.locator('.ag-header-cell[col-id="spend"]').getAttribute('aria-sort'))
      .toBe('descending');
    await page.locator('.ag-header-cell[col-id="title"] .ag-header-cell-label').click();
    await expect
      .poll(() => page.locator('.ag-header-cell[col-id="title"]').getAttribute('aria-sort'))
      .toBe('ascending');
    const titles = await gridCellsOf(page, 'title').allInnerTexts();
    expect(titles.length).toBeGreaterThan(1);
    expect(titles.slice(0, 5)).toEqual([...titles.slice(0, 5)].sort((a, b) => a.localeCompare(b)));

    const csv = await downloadOf(page, 'Download CSV');
    expect(csv.download.suggestedFilename()).toMatch(/^ordered-products-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.content.toString('utf8').split('\r\n')[0]).toBe(
      'Product,SKU,Size,UoM,Type,Supplier,Orders,Ordered quantity,Accepted quantity,Spend ex VAT,Spend,Last unit price,First ordered,Last ordered',
    );
    const image = await downloadOf(page, 'Download image');
    expect(image.download.suggestedFilename()).toMatch(/\.png$/);
    expect(image.content.subarray(1, 4).toString('ascii')).toBe('PNG');

    // The demo receipted most of the last month's deliveries (goods receipting): both filters list products.
    await page.getByText('Receipted', { exact: true }).click();
    await page.waitForURL(/receipting=receipted/);
    await page.locator('.ag-row').first().waitFor();
    await walk.checkScreen('analytics-ordered-products-receipted');
    await page.getByText('Unreceipted', { exact: true }).click();
    await page.waitForURL(/receipting=unreceipted/);
    await page.locator('.ag-row').first().waitFor();

    // A supplier narrows the table and travels in the address to the spend tab.
    await toggleChoice(page, 'Brakes');
    await page.waitForURL(/suppliers=sup-brakes/);
    await expect
      .poll(async () => new Set(await gridCellsOf(page, 'supplierTitle').allInnerTexts()))
      .toEqual(new Set(['Brakes']));

    // Spec 01 §5: a start date in the future is refused with a message and changes nothing.
    const before = page.url();
    await page.getByLabel('Start date').fill(formatOrderDate(addBusinessDays(today, 3)));
    await page.getByLabel('Start date').press('Enter');
    await filters(page).getByText(orderFilterMessages.startInFuture).waitFor();
    expect(page.url()).toBe(before);
    await page.getByLabel('Start date').fill(formatOrderDate(addBusinessDays(today, -60)));
    await page.getByLabel('Start date').press('Enter');
    await page.waitForURL(new RegExp(`start=${addBusinessDays(today, -60)}`));
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Spend over time' }).click();
    await page.waitForURL(/purchasing\/spendTime\?.*suppliers=sup-brakes/);
    await page.getByRole('heading', { name: 'Spend over time', level: 1 }).waitFor();
    await page.getByText('Monitor your supplier spending and check your monthly outgoings').waitFor();
    const supplierSection = page.getByRole('region', { name: 'Spend per supplier' });
    await supplierSection.locator('.ag-row').first().waitFor();
    expect(await supplierSection.locator('.ag-cell[col-id="supplierTitle"]').allInnerTexts()).toEqual(['Brakes']);
    const monthSection = page.getByRole('region', { name: 'Spend per month' });
    // 61 days reach into two or three calendar months; each has a row, months without orders at £0.00.
    expect(await monthSection.locator('.ag-row').count()).toBeGreaterThanOrEqual(2);
    await walk.checkScreen('analytics-spend-filtered');

    const monthCsv = await downloadOf(page, 'Download CSV: Spend per month');
    expect(monthCsv.content.toString('utf8').split('\r\n')[0]).toBe('Month,Orders,Spend ex VAT,Spend');

    // Clear returns to the last 31 days and every supplier.
    const dayBeforeClearing = londonToday();
    await filters(page).getByRole('button', { name: 'Clear' }).click();
    await page.waitForURL((url) => !url.search.includes('suppliers='));
    await expect.poll(() => supplierSection.locator('.ag-row').count()).toBeGreaterThan(6);
    const clearedEnd = parseOrderDate(await page.getByLabel('End date').inputValue());
    const todayCleared = expectLondonToday(clearedEnd, dayBeforeClearing, 'the end date Clear returns to');
    expect(await page.getByLabel('Start date').inputValue()).toBe(formatOrderDate(addBusinessDays(todayCleared, -30)));
    // More than 6 suppliers: long names are shortened on the pie, whole in the table.
    const pieLabels = await supplierSection.locator('figure svg text').allTextContents();
    expect(pieLabels.some((label) => label.endsWith('…') && label.length === 14)).toBe(true);
    expect(pieLabels.every((label) => label.length <= 14)).toBe(true);
    // Every supplier's share is of the new total: together they make the whole spend again.
    const shares = await supplierSection.locator('.ag-cell[col-id="share"]').allInnerTexts();
    const shareSum = shares.reduce((sum, share) => sum + Number.parseFloat(share), 0);
    expect(Math.abs(shareSum - 100)).toBeLessThan(1);
    await walk.checkScreen('analytics-spend-over-time');

    // On a phone the panel folds into a button that opens it above the content.
    await page.setViewportSize(viewports.mobile);
    const toggle = page.getByRole('button', { name: /^Filters:/ });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await page.getByLabel('Start date').waitFor();
    await walk.checkScreen('analytics-filters-open', { widths: ['mobile'] });
    await page.setViewportSize(viewports.desktop);

    // The panel shows only on the four tabs spec 01 §2 names.
    await page.getByRole('tab', { name: 'Shopping Cart' }).click();
    await page.waitForURL(/purchasing\/basket/);
    await page.getByRole('heading', { name: 'Shopping Cart', level: 1 }).waitFor();
    expect(await filters(page).count()).toBe(0);

    await walk.finish();
  }, 300_000);
});
