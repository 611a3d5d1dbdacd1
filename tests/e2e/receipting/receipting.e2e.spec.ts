import { readFileSync } from 'node:fs';
import {
  addBusinessDays,
  type BusinessDate,
  businessDateOf,
  formatOrderDate,
  type Mailbox,
  receiptingWords,
} from '@oms/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../support/appServer';
import { launchChromium } from '../support/browser';
import { startScreenWalk } from '../support/screens';
import { demoPassword, signInAs } from '../support/signIn';

let server: AppServer;
let browser: Browser;
/** The day the demo was seeded as of: its receipts are dated from it, whenever a walk runs. */
let demoDay: BusinessDate;

beforeAll(async () => {
  // Pinned here, so the walks know the demo's day even if London's midnight passes while the app starts.
  const demoNow = new Date();
  demoDay = businessDateOf(demoNow);
  server = await startAppServer({ OMS_DEMO_NOW: demoNow.toISOString() });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const receiptingPath = '/v/ven-crown-anchor/purchasing/receipting';

/** The newest order change request link in the demo mailbox, read as an admin (who sees every mail). */
async function changeRequestPath(poNumber: string): Promise<string> {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@oms.test', password: demoPassword }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const mailbox = (await (await fetch(`${server.url}/api/mailbox`, { headers: { cookie } })).json()) as Mailbox;
  const mail = mailbox.mails.find((candidate) => candidate.subject.endsWith(`PO ${poNumber}`));
  const link = /https?:\/\/\S+\/receipting\/checklist\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
  expect(link).not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Orders 31–40 days before the demo's day are not receipted in it: the filter shows only those. */
async function showUnreceiptedPeriod(page: Page) {
  for (const [name, days] of [
    ['From', -40],
    ['To', -31],
  ] as const) {
    const field = page.getByRole('combobox', { name });
    await field.fill(formatOrderDate(addBusinessDays(demoDay, days)));
    await field.press('Enter');
    await field.press('Escape');
  }
  // The previous period stays on screen while the new one loads: wait for the new one.
  const range = `${addBusinessDays(demoDay, -40)}:${addBusinessDays(demoDay, -31)}`;
  await page.locator(`.receipting-list[data-range="${range}"][aria-busy="false"]`).waitFor();
}

/** The first purchase order nothing was done to yet, pinned by its PO number (its buttons change as it is receipted). */
async function firstToReceipt(page: Page) {
  const open = page
    .locator('.receipting-po')
    .filter({ has: page.getByRole('button', { name: 'Full accept', disabled: false }) })
    // Confirmed as ordered: no line the supplier already rejected.
    .filter({ has: page.getByText('Confirmed', { exact: true }) })
    .first();
  await open.waitFor();
  const poNumber = ((await open.locator('.receipting-po__title span').textContent()) ?? '').replace(/^PO /, '');
  const card = page.locator('.receipting-po').filter({ has: page.getByText(`PO ${poNumber}`, { exact: true }) });
  return { card, poNumber };
}

describe('goods receipting in Chromium', () => {
  it('reports an error on a delivery, sends it to the supplier, who approves it from the link; the credit is resolved', async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    await signInAs(page, server.url, 'venue@oms.test');
    await page.goto(`${server.url}${receiptingPath}`);
    await page.getByRole('heading', { name: receiptingWords.title }).waitFor();
    await page.getByText(receiptingWords.waitingOnSupplier).first().waitFor();
    await walk.checkScreen('receipting');

    await showUnreceiptedPeriod(page);
    const { card, poNumber } = await firstToReceipt(page);
    await card.getByRole('button', { name: /Show the lines/ }).click();
    expect(await card.getByRole('button', { name: 'Save & Send' }).isDisabled()).toBe(true);
    await card.getByRole('button', { name: 'Report error' }).first().click();
    const dialog = page.getByRole('dialog', { name: /^Report an error/ });
    await dialog.getByLabel('Error').selectOption('Something Else');
    await dialog.getByLabel('Updated quantity').fill('0');
    await dialog.getByRole('button', { name: 'Report' }).click();
    await dialog.getByText('Please add comments to the text box.').waitFor();
    await dialog.getByLabel('Comments').fill('Not on the van');
    await walk.checkScreen('receipting-report-error');
    await dialog.getByRole('button', { name: 'Report' }).click();
    await card.getByText('Not saved: Something Else, quantity 0').waitFor();

    // Leaving with the report not saved asks first.
    await page.getByRole('tab', { name: 'Credit notes' }).click();
    await page.getByText(receiptingWords.unsavedChanges).waitFor();
    await page.getByRole('button', { name: 'Stay' }).click();

    expect(await card.getByRole('button', { name: 'Accept & Save' }).isDisabled()).toBe(true);
    await card.getByRole('button', { name: 'Save & Send' }).click();
    await page.getByText('Changes sent to supplier').waitFor();
    await card.getByText('Sent to supplier').first().waitFor();
    await walk.checkScreen('receipting-sent');

    await card.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: receiptingWords.historyModal });
    await history.getByText(/^Dashboard reported "Something Else" on \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/).waitFor();
    await history.getByText(/^Change quantity from \d+ to 0$/).waitFor();
    await walk.checkScreen('receipting-history-modal');
    await page.keyboard.press('Escape');

    // The supplier answers from the e-mailed link, signed out.
    const supplier = await startScreenWalk(browser);
    await supplier.page.goto(`${server.url}${await changeRequestPath(poNumber)}`);
    await supplier.page.getByRole('heading', { name: receiptingWords.checklistTitle }).waitFor();
    await supplier.page.getByText(/^Hey .+, here is your Order Change Request\.$/).waitFor();
    await supplier.page.getByText(/^This relates to the order you approved on \w+day: \d{2}\/\d{2}\/\d{4}$/).waitFor();
    const approveOrder = supplier.page.getByRole('button', { name: receiptingWords.approveOrder });
    expect(await approveOrder.isDisabled()).toBe(true);
    await supplier.checkScreen('receipting-change-request');
    const approve = supplier.page.getByRole('button', { name: 'Approve', exact: true });
    await approve.click();
    await approve.click();
    expect(await approveOrder.isDisabled()).toBe(true);
    await approve.click();
    await supplier.page.locator('.change-request__labels').getByText('Approved').waitFor();
    await approveOrder.click();
    await supplier.page.getByText(receiptingWords.confirmApprove).waitFor();
    await supplier.page.getByRole('button', { name: 'Yes' }).click();
    await supplier.page.getByRole('button', { name: receiptingWords.orderCompleted }).waitFor();
    await supplier.checkScreen('receipting-change-request-completed');
    await supplier.finish();

    await page.goto(`${server.url}/v/ven-crown-anchor/purchasing/creditnotes`);
    await page.getByRole('heading', { name: 'Credit notes' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search by PO number' }).fill(poNumber);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: poNumber });
    await row.first().waitFor();
    await walk.checkScreen('credit-notes');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Credit_Notes.csv');
    expect(readFileSync((await file.path()) ?? '', 'utf8')).toContain(poNumber);
    await row.first().getByRole('checkbox').click({ force: true });
    await page.getByText(receiptingWords.creditResolveConfirm).waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(`No credit notes for PO ${poNumber}`).waitFor();

    await page.goto(`${server.url}/v/ven-crown-anchor/purchasing/resolvednotes`);
    await page.getByRole('heading', { name: 'Resolved notes' }).waitFor();
    await page.getByRole('row').filter({ hasText: poNumber }).first().waitFor();
    expect(await page.getByRole('columnheader', { name: 'Resolved' }).count()).toBe(0);
    await walk.checkScreen('resolved-notes');

    await page.goto(`${server.url}/v/ven-crown-anchor/receipting/history`);
    await page.getByRole('heading', { name: 'Receipting history' }).waitFor();
    await page.getByText('Accepted by Supplier link').first().waitFor();
    await walk.checkScreen('receipting-history');
    await page.getByRole('link', { name: 'Back to Goods receipting' }).click();
    await page.getByRole('heading', { name: receiptingWords.title }).waitFor();
    await walk.finish();
  }, 180_000);

  it('shows the demo three-way mismatch, and attaches an invoice that matches what was received', async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    await signInAs(page, server.url, 'venue@oms.test');
    await page.goto(`${server.url}${receiptingPath}`);
    // Every PO of the period on one page, whatever day the demo was made on.
    await page.getByRole('combobox', { name: 'Purchase orders per page' }).selectOption('250');
    await page.locator('.receipting-list[aria-busy="false"]').waitFor();
    await page.getByText(/^1-\d+ of \d+ results$/).waitFor();
    const mismatch = page
      .locator('.receipting-po')
      .filter({ hasText: /Invoice £[\d.,]+ over/ })
      .first();
    await mismatch.getByRole('button', { name: /Show the lines/ }).click();
    await mismatch.getByText('Invoice difference').waitFor();
    await mismatch.getByText(/^Supplier \/ Invoice adjustment: Invoiced £[\d.,]+ against £[\d.,]+ received$/).waitFor();
    await walk.checkScreen('receipting-three-way-mismatch');
    await page.getByRole('button', { name: 'Match tolerance' }).click();
    const tolerance = page.getByRole('dialog', { name: 'Three-way match tolerance' });
    expect(await tolerance.getByLabel('Percentage of what was received').inputValue()).toBe('2');
    expect(await tolerance.getByLabel('Or at least (£)').inputValue()).toBe('1.00');
    await walk.checkScreen('receipting-match-tolerance');
    await tolerance.getByRole('button', { name: 'Cancel' }).click();

    await showUnreceiptedPeriod(page);
    const { card } = await firstToReceipt(page);
    await card.getByRole('button', { name: 'Full accept' }).click();
    await page.getByText('Order accepted in full').waitFor();
    await page.locator('.receipting-list[aria-busy="false"]').waitFor();
    const received = (
      (await card.locator('.receipting-po__figure[data-label="Supplier amount"]').textContent()) ?? ''
    ).replace('£', '');
    await card.getByRole('button', { name: /Show the lines/ }).click();
    await card.getByRole('button', { name: 'Attach invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Attach invoice' });
    await dialog.getByRole('button', { name: 'Attach' }).click();
    await dialog.getByText('Please select a file first.').waitFor();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'invoice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await dialog.getByLabel('Invoice total (£)').fill(received.replace(/,/g, ''));
    await walk.checkScreen('receipting-attach-invoice');
    await dialog.getByRole('button', { name: 'Attach' }).click();
    await page.getByText(receiptingWords.invoiceAttached).waitFor();
    await card.getByText(receiptingWords.matched).waitFor();
    await card.getByRole('link', { name: 'View invoice' }).waitFor();
    await walk.finish();
  }, 120_000);

  it("ticks a PO's invoice as checked, and the Invoices dashboard shows it checked (issue 49)", async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    await signInAs(page, server.url, 'venue@oms.test');
    await page.goto(`${server.url}${receiptingPath}`);
    await page.getByRole('combobox', { name: 'Purchase orders per page' }).selectOption('250');
    await page.locator('.receipting-list[aria-busy="false"]').waitFor();
    // The demo's mismatched PO has its invoice.
    const withInvoice = page
      .locator('.receipting-po')
      .filter({ hasText: /Invoice £[\d.,]+ over/ })
      .first();
    await withInvoice.getByRole('button', { name: /Show the lines/ }).click();
    const invoiceChecked = withInvoice.getByRole('checkbox', { name: 'Invoice checked' });
    expect(await invoiceChecked.isChecked()).toBe(false);
    await withInvoice.getByText('Invoice checked').click();
    await expect.poll(() => invoiceChecked.isChecked()).toBe(true);
    await walk.checkScreen('receipting-invoice-checked');
    await page.goto(`${server.url}/v/ven-crown-anchor/purchasing/invoices`);
    await page.getByRole('columnheader', { name: 'Checked' }).waitFor();
    await page.locator('[col-id="checked"] input[type="checkbox"]:checked').first().waitFor();
    await walk.finish();
  }, 120_000);

  it('adds a product to an order and accepts another in full', async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    await signInAs(page, server.url, 'venue@oms.test');
    await page.goto(`${server.url}${receiptingPath}`);
    await showUnreceiptedPeriod(page);
    const card = page
      .locator('.receipting-po')
      .filter({ has: page.getByRole('button', { name: 'Full accept', disabled: false }) })
      .first();
    await card.getByRole('button', { name: /Show the lines/ }).click();
    await card.getByRole('button', { name: 'Add product' }).click();
    const dialog = page.getByRole('dialog', { name: receiptingWords.addProduct });
    const ok = dialog.getByRole('button', { name: receiptingWords.addProductOk });
    expect(await ok.isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Product' }).fill('a');
    const option = page.getByRole('option', { name: /£/ }).first();
    await option.waitFor();
    await option.click();
    await dialog.getByLabel('Quantity').fill('0');
    expect(await ok.isDisabled()).toBe(true);
    await dialog.getByLabel('Quantity').fill('2');
    await walk.checkScreen('receipting-add-product');
    await ok.click();
    await card.getByText('Added').waitFor();
    await card.getByRole('button', { name: 'Full accept' }).click();
    await page.getByText('Order accepted in full').waitFor();
    await walk.finish();
  }, 120_000);
});
