import { readFileSync } from 'node:fs';
import { businessDateOf, formatOrderDate, stockTakeMessages } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

const harness = appAndChromiumForWalks();

const listPath = '/v/ven-crown-anchor/stockTakes';

describe('stock takes', () => {
  it('creates a stock take, counts it, adds a product, round-trips its CSV, locks it and reads its reports', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'venue@oms.test');
    await page.goto(`${harness.server.url}${listPath}`);
    await page.getByRole('heading', { name: stockTakeMessages.pageTitle }).waitFor();
    // The demo counts every day up to yesterday: today is the one period left.
    const today = businessDateOf(new Date());
    const period = `${formatOrderDate(today)} – ${formatOrderDate(today)}`;
    const create = page.getByRole('button', { name: 'Create' });
    expect(await create.isDisabled()).toBe(true);
    await create.hover({ force: true });
    await page.getByText(stockTakeMessages.chooseCreationDate).waitFor();
    await walk.checkScreen('stock-takes');

    for (const label of ['Period start', 'Period end']) {
      const field = page.getByLabel(label);
      await field.fill(formatOrderDate(today));
      await field.press('Enter');
      await field.press('Escape');
    }
    await create.click();
    await page.getByRole('heading', { name: `Stock take ${period}` }).waitFor();
    await page.locator('.stock-take__grid .ag-row').first().waitFor();
    await walk.checkScreen('stock-take-detail');

    // Count the first line: the footer follows before anything is saved.
    const footer = page.locator('.stock-take__totals');
    const before = await footer.textContent();
    await page.locator('.ag-row[row-index="0"] [col-id="inStock"]').first().click();
    await page.locator('[col-id="inStock"] input').fill('3');
    await page.keyboard.press('Enter');
    await expect.poll(() => footer.textContent()).not.toBe(before);
    expect(await footer.textContent()).toContain(stockTakeMessages.totalStockValue);
    expect(await footer.textContent()).toContain(stockTakeMessages.totalWastageValue);

    await page.getByRole('button', { name: stockTakeMessages.addProducts }).click();
    const dialog = page.getByRole('dialog', { name: stockTakeMessages.addProducts });
    await dialog.getByRole('tab', { name: 'New stock product' }).click();
    await dialog.getByRole('button', { name: 'Add stock product' }).click();
    await dialog.getByText(stockTakeMessages.fillRequiredFields).waitFor();
    await dialog.getByText(stockTakeMessages.requiredFieldsDescription).waitFor();
    await walk.checkScreen('stock-take-add-products');
    await dialog.getByLabel('Title', { exact: true }).fill('Lemons (market)');
    await dialog.getByLabel('Supplier title').fill('Bristol Market');
    await dialog.getByLabel('Price (£)').fill('0.30');
    await dialog.getByLabel('In stock', { exact: true }).fill('40');
    // Issue 49: a typed-in stock product says whether VAT applies, as a catalogue product does.
    await dialog.getByText('VAT applies (20%)').click();
    expect(await dialog.getByRole('checkbox', { name: 'VAT applies (20%)' }).isChecked()).toBe(true);
    await walk.checkScreen('stock-take-new-product-vat');
    await dialog.getByRole('button', { name: 'Add stock product' }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Lemons (market)').waitFor();
    await page.getByRole('button', { name: stockTakeMessages.saveChanges }).click();
    await page.getByText('Stock take saved').waitFor();
    const stockTakeId = new URL(page.url()).pathname.split('/').at(-1);
    const saved = await page.request.get(
      `${harness.server.url}/api/venues/ven-crown-anchor/stock-takes/${stockTakeId}`,
    );
    const lemons = ((await saved.json()) as { lines: { title: string; hasVat: boolean }[] }).lines.find(
      (line) => line.title === 'Lemons (market)',
    );
    expect(lemons?.hasVat).toBe(true);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: stockTakeMessages.downloadCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Stock_take_${today}_${today}.csv`);
    const csv = readFileSync((await file.path()) ?? '', 'utf8');
    expect(csv.split('\r\n')[2]).toBe(
      'id,title,type,size,UoM,supplier,price,sku,previous quantity,received,in stock,wastage',
    );
    expect(csv).toContain('Lemons (market)');

    await page.getByRole('button', { name: stockTakeMessages.uploadCsv }).click();
    const upload = page.getByRole('dialog', { name: stockTakeMessages.uploadCsv });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await upload.getByText(stockTakeMessages.chooseFileFirst).waitFor();
    await upload
      .locator('input[type="file"]')
      .setInputFiles({ name: 'sheet.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await upload.getByText(/0 updated, 0 added/).waitFor();
    await walk.checkScreen('stock-take-upload');
    await upload.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('link', { name: stockTakeMessages.goBack }).click();
    const row = page.locator('tr', { has: page.getByRole('link', { name: period }) });
    await row.getByRole('button', { name: stockTakeMessages.lock }).click();
    await row.getByRole('button', { name: stockTakeMessages.unlock }).waitFor();
    await row.getByRole('link', { name: stockTakeMessages.stockReport }).click();
    await page.getByRole('heading', { name: `Stock valuation report ${period}` }).waitFor();
    await page.getByText('Total gross').waitFor();
    await page.getByRole('cell', { name: 'Lemons (market)' }).waitFor();
    await walk.checkScreen('stock-valuation-report');
    const reportCsv = page.waitForEvent('download');
    await page.getByRole('button', { name: stockTakeMessages.downloadCsv }).click();
    expect((await reportCsv).suggestedFilename()).toBe(`oms-valuation-stock-take${today}_${today}.csv`);

    await page.getByRole('link', { name: 'Print view' }).click();
    await page.getByRole('button', { name: stockTakeMessages.printPdf }).waitFor();
    await page.getByText('The Crown & Anchor').first().waitFor();
    await walk.checkScreen('stock-valuation-print');
    const pdfHref = await page.getByRole('link', { name: stockTakeMessages.downloadPdf }).getAttribute('href');
    const pdf = await page.request.get(`${harness.server.url}${pdfHref}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await page.goto(`${harness.server.url}${listPath}`);
    await page
      .locator('tr', { has: page.getByRole('link', { name: period }) })
      .getByRole('link', { name: stockTakeMessages.wastageReport })
      .click();
    await page.getByRole('heading', { name: `Wastage report ${period}` }).waitFor();
    await page.getByText('No wastage was recorded').waitFor();
    await walk.finish();
  }, 180_000);

  it('asks before deleting an open stock take, and shows Free, Starter and Growth venues the upsell', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'venue@oms.test');
    await page.goto(`${harness.server.url}${listPath}`);
    const open = page.locator('tr', { has: page.getByText('Open', { exact: true }) }).first();
    await open.getByRole('button', { name: /Delete stock take/ }).click();
    await page.getByText(stockTakeMessages.deleteConfirm).waitFor();
    await walk.checkScreen('stock-take-delete');
    await page.getByRole('button', { name: 'No' }).click();

    await page.goto(`${harness.server.url}/v/ven-harbour-kitchen/stockTakes`);
    const upgrade = page.getByRole('link', { name: stockTakeMessages.upgradeToPro });
    await upgrade.waitFor();
    expect(await upgrade.getAttribute('href')).toBe('/v/ven-harbour-kitchen/subscriptions');
    await page.getByRole('link', { name: stockTakeMessages.bookDemo }).waitFor();
    await walk.checkScreen('stock-takes-upsell');
    await walk.finish();
  }, 120_000);
});
