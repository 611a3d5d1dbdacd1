import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addBusinessDays, dataplusMessages, formatOrderDate, integrationErrors, parseOrderDate } from '@oms/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, freePort, runApp } from '../support/appServer';
import { launchChromium, screenshot, viewports } from '../support/browser';
import { expectLondonToday, londonToday } from '../support/londonDay';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';

let server: AppServer;
let browser: Browser;
const dataDir = mkdtempSync(join(tmpdir(), 'oms-e2e-dataplus-'));

// No workflow engine: Send file answers 503 and the screen says so; the send itself is covered by the engine specs.
beforeAll(async () => {
  server = await runApp(dataDir, await freePort(), 120_000, { TEMPORAL_ADDRESS: '', OMS_WORKFLOWS_STARTING: '' });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const tabPath = '/v/ven-harbour-kitchen/purchasing/dataplus';

describe('dataplus', () => {
  it('lists Harbour Kitchen’s orders with their dataplus status, searches them and keeps Send file’s rules', async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    page.setDefaultTimeout(10_000);
    await signInAs(page, server.url, 'venue@oms.test');
    await page.goto(`${server.url}${tabPath}`);
    await page.getByRole('heading', { name: 'Dataplus' }).waitFor();
    await page.getByRole('tab', { name: 'Dataplus', exact: true }).waitFor();
    const table = page.getByRole('region', { name: 'Orders integration' });
    for (const column of [
      'Supplier and PO',
      'Ordered',
      'Supplier amount',
      'Placed via',
      'Date',
      'Status',
      'Actions',
      'Integration status',
    ]) {
      await table.getByRole('columnheader', { name: column, exact: true }).waitFor();
    }
    // The demo's two sends are Sent, in green; the other orders are not sent, in orange.
    await expect
      .poll(() => table.locator('[class*="-tag"][class*="-intent-success"]', { hasText: 'Sent' }).count())
      .toBe(2);
    expect(
      await table.locator('[class*="-tag"][class*="-intent-warning"]', { hasText: 'Not sent' }).count(),
    ).toBeGreaterThan(0);
    const sentRow = table.locator('tbody tr', { hasText: 'Sent' }).filter({ hasNotText: 'Not sent' }).first();
    expect(await sentRow.getByRole('button', { name: 'Send file' }).isDisabled()).toBe(true);
    await walk.checkScreen('dataplus');

    // Expandable lines.
    const firstRow = table.locator('tbody tr').first();
    const poText = (await firstRow.locator('td').nth(1).textContent()) ?? '';
    const poNumber = poText.split('PO ')[1]?.trim() ?? '';
    expect(poNumber).not.toBe('');
    await firstRow.getByRole('button', { name: `Show the lines of PO ${poNumber}` }).click();
    await table.locator('.dataplus-lines li').first().waitFor();

    // Edit GLN on a line: numbers only, kept on the product and shown on the line.
    const line = table.locator('.dataplus-lines li').first();
    await line.getByRole('button', { name: /^Edit GLN of / }).click();
    const glnDialog = page.getByRole('dialog', { name: 'Edit GLN' });
    const gln = glnDialog.getByLabel('GLN');
    await gln.fill('');
    await gln.pressSequentially('50a12-34 5');
    expect(await gln.inputValue()).toBe('5012345');
    await walk.checkScreen('dataplus-edit-gln');
    await glnDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(dataplusMessages.glnSaved).waitFor();
    await line.getByText('GLN 5012345').waitFor();

    // Search: an empty Enter asks for a term; a PO narrows the table to it.
    const search = page.getByLabel('Search by supplier or PO');
    await search.press('Enter');
    await page.getByText(dataplusMessages.searchTermRequired).waitFor();
    await walk.checkScreen('dataplus-search-empty');
    await search.fill(poNumber);
    await search.press('Enter');
    await expect.poll(() => table.locator('tbody tr:not(.dataplus-table__lines)').count()).toBe(1);
    await table.getByText(`PO ${poNumber}`, { exact: true }).waitFor();
    await search.fill('no such supplier');
    await search.press('Enter');
    await page.getByText(dataplusMessages.noData).waitFor();
    await search.fill('');

    // Select Invoices on an order not sent yet: its invoices, or "No data".
    const openRow = table.locator('tbody tr', { hasText: 'Not sent' }).filter({ hasText: 'Confirmed' }).first();
    const openPo = ((await openRow.locator('td').nth(1).textContent()) ?? '').split('PO ')[1]?.trim() ?? '';
    await openRow.getByRole('button', { name: /Select Invoices|Invoices \(/ }).click();
    const select = page.getByRole('dialog', { name: 'Select Invoices' });
    await select.waitFor();
    const invoices = await select.getByRole('checkbox').count();
    if (invoices === 0) await select.getByText(dataplusMessages.noData).waitFor();
    await walk.checkScreen('dataplus-select-invoices');
    await select.getByRole('button', { name: 'Cancel' }).click();

    // Send file: Send is disabled while the invoice number is empty, and a future date is refused.
    const dayBeforeOpening = londonToday();
    await openRow.getByRole('button', { name: 'Send file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send file' });
    const send = dialog.getByRole('button', { name: 'Send', exact: true });
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByLabel('Invoice number').fill('HK-INV-2001');
    expect(await send.isDisabled()).toBe(false);
    const date = dialog.getByLabel('Invoice date');
    // The future and today are both reckoned from the day the dialog opened on.
    const today = expectLondonToday(parseOrderDate(await date.inputValue()), dayBeforeOpening, 'the invoice date');
    await date.fill(formatOrderDate(addBusinessDays(today, 2)));
    await date.press('Tab');
    await dialog.getByText(integrationErrors.dataplusInvoiceDateInFuture.message).waitFor();
    expect(await send.isDisabled()).toBe(true);
    await date.fill(formatOrderDate(today));
    await date.press('Tab');
    await dialog.getByLabel('Invoice number').click(); // closes the date picker
    await expect.poll(() => send.isDisabled()).toBe(false);
    await walk.checkScreen('dataplus-send-file');

    // Without a workflow engine the send is refused with the server's words.
    await send.click();
    await page.getByText(`${dataplusMessages.sendFailed}: The workflow engine is unavailable`).waitFor();
    await expect.poll(() => walk.problems.filter((problem) => !problem.includes('503'))).toEqual([]);
    walk.problems.length = 0;
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The toast once a send lands. Without a workflow engine nothing lands here, so the server's
    // answers are played as the engine walk would see them: recorded, then Sent on the next refresh.
    let recorded = false;
    await page.route('**/integrations/dataplus/sends', async (route) => {
      recorded = true;
      await route.fulfill({ json: { poNumber: openPo, status: 'requested' } });
    });
    await page.route('**/integrations/dataplus/orders', async (route) => {
      const response = await route.fetch();
      const answer = await response.json();
      if (recorded) {
        for (const order of answer.orders) {
          if (order.poNumber === openPo) {
            order.dataplus = { status: 'sent', invoiceNumber: 'HK-INV-2001', invoiceDate: '2026-11-26', failure: null };
          }
        }
      }
      await route.fulfill({ response, json: answer });
    });
    await openRow.getByRole('button', { name: 'Send file' }).click();
    await dialog.getByLabel('Invoice number').fill('HK-INV-2001');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText(dataplusMessages.sent).waitFor();
    await walk.checkScreen('dataplus-sent-toast');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await walk.finish();
  }, 180_000);

  // Its own page: the browser's PDF viewer keeps the page's network busy, which later screen checks wait out.
  it('shows an order as the Dataplus Order PDF in its modal', async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    page.setDefaultTimeout(10_000);
    await signInAs(page, server.url, 'venue@oms.test');
    await page.goto(`${server.url}${tabPath}`);
    await page.getByRole('heading', { name: 'Dataplus' }).waitFor();
    // Dataplus Order PDF: the order through the shared PDF module, in the modal.
    const table = page.getByRole('region', { name: 'Orders integration' });
    const firstRow = table.locator('tbody tr').first();
    const poNumber = ((await firstRow.locator('td').nth(1).textContent()) ?? '').split('PO ')[1]?.trim() ?? '';
    await firstRow.getByRole('button', { name: `Dataplus Order PDF of PO ${poNumber}` }).click();
    const pdfDialog = page.getByRole('dialog', { name: 'Dataplus Order PDF' });
    const frame = pdfDialog.locator('iframe');
    await frame.waitFor();
    const pdfUrl = (await frame.getAttribute('src')) ?? '';
    expect(pdfUrl).toContain('disposition=inline');
    const pdfAnswer = await page.request.get(`${server.url}${pdfUrl}`);
    expect(pdfAnswer.status()).toBe(200);
    expect(pdfAnswer.headers()['content-type']).toBe('application/pdf');
    expect((await pdfAnswer.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // The browser's PDF viewer inside the frame never lets the network go idle, which checkScreen
    // waits for: the modal is photographed at both widths once the viewer has had time to draw.
    for (const width of ['desktop', 'mobile'] as const) {
      await page.setViewportSize(viewports[width]);
      await page.waitForTimeout(1_500);
      await screenshot(page, `dataplus-order-pdf-${width}`);
    }
    await page.setViewportSize(viewports.desktop);
    await pdfDialog.locator('[class*="-dialog-footer"]').getByRole('button', { name: 'Close' }).click();
    await pdfDialog.waitFor({ state: 'hidden' });
    await walk.finish();
  });

  it('shows Save to Dataplus on Harbour Kitchen’s receipting cards, disabled once sent', async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    await signInAs(page, server.url, 'venue@oms.test');
    await page.goto(`${server.url}/v/ven-harbour-kitchen/purchasing/receipting`);
    await page.getByRole('heading', { name: 'Goods receipting' }).waitFor();
    await page.getByRole('button', { name: 'Save to Dataplus' }).first().waitFor();
    await page.getByRole('button', { name: 'Saved to Dataplus' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Saved to Dataplus' }).first().isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Save to Dataplus' }).first().click();
    await page.getByRole('dialog', { name: 'Send file' }).waitFor();
    await walk.checkScreen('dataplus-receipting-save');
    await page.getByRole('dialog', { name: 'Send file' }).getByRole('button', { name: 'Cancel' }).click();
    await walk.finish();
  });

  it('shows admins what the sandbox receiver received', async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    await signInAs(page, server.url, 'admin@oms.test');
    await page.goto(`${server.url}/admin/dataplus-sandbox`);
    await page.getByRole('heading', { name: 'Dataplus sandbox' }).waitFor();
    const table = page.getByRole('region', { name: 'Orders the sandbox received' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(2);
    await table.getByText('HK-INV-1001').waitFor();
    await walk.checkScreen('dataplus-sandbox');
    await walk.finish();
  });
});
