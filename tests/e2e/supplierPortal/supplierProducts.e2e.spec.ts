import { readFileSync } from 'node:fs';
import {
  addBusinessDays,
  formatPence,
  orderFilterMessages,
  parseOrderDate,
  type SupplierOrders,
  type SupplierSpendingReport,
  supplierProductMessages,
  supplierSpendingCsvHeadings,
  supplierSpendingFileName,
} from '@oms/contracts';
import Papa from 'papaparse';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectLondonToday, londonToday } from '../support/londonDay';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

/** A page's date field as a UK user types it, committed with Enter (no dialog to click away to). */
async function typeDate(field: Locator, date: string): Promise<void> {
  await field.fill(date.split('-').reverse().join('/'));
  await field.page().keyboard.press('Enter');
}

const harness = appAndChromiumForWalks();

describe('supplier portal: products and orders', () => {
  it('adds, edits and deletes a product, and round-trips the price file through the preview', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'supplier@oms.test');
    await page.goto(`${harness.server.url}/supplier/products`);
    await page.getByRole('heading', { name: 'Products' }).waitFor();
    await page.locator('.ag-row').first().waitFor();
    expect(await page.getByLabel('Supplier', { exact: true }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Products per page').inputValue()).toBe('250');
    await walk.checkScreen('supplier-products');

    // Add product: the spec's message until the required fields are filled.
    await page.getByRole('button', { name: 'Add product' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add product' }).click();
    await dialog.getByText(supplierProductMessages.mustBeFilled).waitFor();
    await dialog.getByLabel('Title').fill('Walkthrough Quince Paste');
    await dialog.getByLabel('SKU').fill('BRK-WALK-1');
    await dialog.getByLabel('Size').fill('1kg');
    await dialog.getByLabel('Customer price').fill('six');
    await dialog.getByLabel('OMSPrice (supplier price)').fill('5.40');
    await dialog.getByRole('button', { name: 'Add product' }).click();
    await dialog.getByText(supplierProductMessages.mustBeNumeric).first().waitFor();
    await walk.checkScreen('supplier-product-dialog');
    await dialog.getByLabel('Customer price').fill('6.20');
    await dialog.getByRole('button', { name: 'Add product' }).click();
    await dialog.waitFor({ state: 'detached' });

    const search = page.getByLabel('Search products');
    await search.fill('Quince');
    await search.press('Enter');
    const row = page.locator('.ag-row', { hasText: 'Walkthrough Quince Paste' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByLabel('OMSPrice (supplier price)').fill('5.95');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.textContent()).toContain('£5.95');

    // Download, change the price in the file, preview what it changes, apply.
    const download = page.waitForEvent('download');
    await search.fill('');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^products-Brakes-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = Papa.parse<string[]>(readFileSync((await file.path()) as string, 'utf8'), {
      skipEmptyLines: true,
    }).data;
    const quince = rows.find((cells) => cells[1] === 'BRK-WALK-1') as string[];
    quince[7] = '6.55';
    await page.getByRole('button', { name: 'Upload CSV' }).click();
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await dialog.getByText(supplierProductMessages.chooseFile).waitFor();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(Papa.unparse(rows)) });
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await dialog.getByText('1 price changes (1 up, 0 down)').waitFor();
    await dialog.getByText('▲ 10.1%').waitFor();
    await walk.checkScreen('supplier-price-file-preview');
    await dialog.getByRole('button', { name: 'Apply price file' }).click();
    await dialog.getByText('File uploaded').waitFor();
    await dialog.getByText(supplierProductMessages.skipped).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();

    await search.fill('Quince');
    await search.press('Enter');
    await expect.poll(() => row.textContent()).toContain('£6.55');
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(supplierProductMessages.deleteConfirm).waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(supplierProductMessages.noProducts).waitFor();
    await walk.finish();
  });

  it("lists the supplier's orders with their status and checklist", async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'supplier@oms.test');
    await page.goto(`${harness.server.url}/supplier/orders`);
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    await page.getByLabel('From').fill('01/01/2026');
    await page.getByLabel('From').press('Enter');
    await page.locator('.supplier-orders__table tbody tr').first().waitFor();
    await walk.checkScreen('supplier-orders');
    const checklist = await page.getByRole('link', { name: 'Checklist' }).first().getAttribute('href');
    expect(checklist).toMatch(/^\/checklist\/ven-[a-z-]+\/sup-brakes\/\d{4}-\d{2}-\d{2}\//);
    const search = page.getByLabel('Search orders');
    await search.fill('no such venue');
    await search.press('Enter');
    await page.getByText('No orders in these dates.').waitFor();
    await walk.finish();
  });

  it("totals the supplier's own spending by venue, pages it, downloads it, and says when there is none", async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'supplier@oms.test');
    const dayBeforeLoading = londonToday();
    await page.getByRole('navigation', { name: 'Supplier portal' }).getByRole('link', { name: 'Spending' }).click();
    await page.waitForURL('**/supplier/spending');
    await page.getByRole('heading', { name: 'Spending', level: 1 }).waitFor();
    const to = parseOrderDate(await page.getByLabel('To', { exact: true }).inputValue());
    const today = expectLondonToday(to, dayBeforeLoading, 'the day the range ends on');
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(
      addBusinessDays(today, -13).split('-').reverse().join('/'),
    );

    // All the demo's history (a year at most), and within the year a range may span (a fixed start
    // date would be refused as over a year once the suite runs a year after it).
    const start = addBusinessDays(today, -365);
    await typeDate(page.getByLabel('From', { exact: true }), start);
    const range = `start=${start}&end=${today}`;
    const api = (await (
      await page.request.get(`${harness.server.url}/api/suppliers/sup-brakes/spending?${range}`)
    ).json()) as SupplierSpendingReport;
    const orders = (await (
      await page.request.get(`${harness.server.url}/api/suppliers/sup-brakes/orders?${range}&limit=50`)
    ).json()) as SupplierOrders;
    // The same orders as the supplier's Orders page, and the same money.
    expect(api.spending.totalOrders).toBe(orders.total);
    expect(api.spending.totalSpend).toBe(orders.value);
    const totals = page.getByRole('definition');
    await page.getByText(formatPence(api.spending.totalSpend), { exact: true }).first().waitFor();
    expect(await totals.allTextContents()).toEqual([
      String(api.spending.totalOrders),
      String(api.spending.totalVenues),
      formatPence(api.spending.totalSpend),
    ]);
    const table = page.getByRole('table', { name: 'Brakes spending per venue' });
    for (const heading of supplierSpendingCsvHeadings) {
      await table.getByRole('columnheader', { name: heading, exact: true }).waitFor();
    }
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(Math.min(10, api.spending.venues.length));
    await rows
      .first()
      .getByText(api.spending.venues[0]?.venueTitle ?? '?', { exact: true })
      .waitFor();
    // A supplier admin reads its customers' names; their venue pages are not the supplier's to open.
    expect(await table.getByRole('link').count()).toBe(0);
    await walk.checkScreen('supplier-spending');
    if (api.spending.venues.length > 10) {
      await page.getByRole('button', { name: 'Next venues' }).click();
      await rows
        .first()
        .getByText(api.spending.venues[10]?.venueTitle ?? '?', { exact: true })
        .waitFor();
    }

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(supplierSpendingFileName(start, today));
    const lines = readFileSync((await file.path()) ?? '', 'utf8').split('\r\n');
    expect(lines[0]).toBe(supplierSpendingCsvHeadings.join(','));
    expect(lines).toHaveLength(api.spending.venues.length + 2);
    expect(lines.at(-1)).toBe(
      `Total,${api.spending.totalOrders},${api.spending.venues.reduce((sum, venue) => sum + venue.totalProducts, 0)},${(api.spending.totalSpend / 100).toFixed(2)}`,
    );

    // Another supplier's figures are refused, whatever the address names.
    expect((await page.request.get(`${harness.server.url}/api/suppliers/sup-smithfield/spending`)).status()).toBe(403);

    // Over a year is refused beside the dates, which stay to be narrowed.
    await typeDate(page.getByLabel('From', { exact: true }), '2020-01-01');
    await page.getByText(orderFilterMessages.tooMuchData.message).waitFor();
    // That refusal is the API's 422, which Chromium logs; exactly that one is expected here.
    const refusal = walk.problems.findIndex((problem) => /status of 422/.test(problem));
    expect(refusal).toBeGreaterThanOrEqual(0);
    walk.problems.splice(refusal, 1);
    await typeDate(page.getByLabel('To', { exact: true }), '2020-01-05');
    await page.getByRole('heading', { name: 'No spending' }).waitFor();
    await page.getByText('No orders in these dates.').waitFor();
    expect(await page.getByRole('button', { name: 'Download CSV' }).isDisabled()).toBe(true);
    await walk.checkScreen('supplier-spending-empty');
    await walk.finish();
  }, 120_000);
});
