import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { creditPageSubtitle, type StatementsView } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { screenshotsDir } from '../support/browser';
import { startScreenWalk } from '../support/screens';
import { demoPassword, signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

const venueId = 'ven-crown-anchor';

const harness = appAndChromiumForWalks();

/** Calls the API as a signed-in account (setting up data, not part of the walk). */
async function apiAs(email: string, password = demoPassword) {
  const login = await fetch(`${harness.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return async <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
    const response = await fetch(`${harness.server.url}${path}`, {
      method: init.method ?? 'GET',
      headers: { cookie, ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    expect(response.ok, `${init.method ?? 'GET'} ${path} answered ${response.status}`).toBe(true);
    return (await response.json()) as T;
  };
}

async function statementsAs(email: string): Promise<StatementsView> {
  return (await apiAs(email))<StatementsView>(`/api/venues/${venueId}/statements`);
}

describe('credit, Overview and invoice print in Chromium', () => {
  it('shows a venue user the balance, credit days and statements with their statuses', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'venue@oms.test');
    await page.goto(`${harness.server.url}/v/${venueId}/purchasing/credit`);
    await page.getByRole('heading', { name: 'Credit', exact: true }).waitFor();
    await page.getByText(creditPageSubtitle).waitFor();
    await page.getByText('Credit days').waitFor();
    await page.getByText('30 days').waitFor();
    await page.getByText('£150,000.00').waitFor();
    const grid = page.locator('.credit-account .ag-root');
    for (const label of ['Open', 'Overdue', 'Void']) await grid.getByText(label, { exact: true }).first().waitFor();
    expect(await grid.getByText(/^Paid on \d{2} [A-Z][a-z]{2} \d{4}$/).count()).toBe(2);
    // This month's statement is still a draft: not shown.
    expect(await grid.getByText(/^CR-\d{6}/).count()).toBe(5);
    // Statuses carry their colours: paid green, open orange, overdue red.
    await expect(grid.locator('.bp6-tag.bp6-intent-success', { hasText: 'Paid on' }).count()).resolves.toBe(2);
    await expect(grid.locator('.bp6-tag.bp6-intent-warning', { hasText: 'Open' }).count()).resolves.toBe(1);
    await expect(grid.locator('.bp6-tag.bp6-intent-danger', { hasText: 'Overdue' }).count()).resolves.toBe(1);
    expect(await page.getByText(/Admin: statements of/).count()).toBe(0);
    await walk.checkScreen('credit-venue-user');
    await walk.finish();
  }, 120_000);

  it('shows an admin every account with credit, and lets them finalise a draft that then shows as open', async () => {
    // A second customer on credit, with no statements yet.
    const registered = await fetch(`${harness.server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Morgan Reed', email: 'morgan.reed@oms.test', password: demoPassword }),
    });
    expect(registered.status).toBeLessThan(300);
    const asAdmin = await apiAs('admin@oms.test');
    const { accounts } = await asAdmin<{ accounts: { accountId: string; email: string }[] }>('/api/admin/accounts');
    const morgan = accounts.find((account) => account.email === 'morgan.reed@oms.test');
    await asAdmin(`/api/admin/accounts/${morgan?.accountId}/credit-terms`, {
      method: 'PUT',
      body: { creditLimitPounds: 2500, creditDays: 14 },
    });

    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'admin@oms.test');
    await page.goto(`${harness.server.url}/v/${venueId}/purchasing/credit`);
    await page.getByRole('heading', { name: 'All accounts' }).waitFor();
    await page.getByRole('button', { name: 'View credit of Morgan Reed' }).click();
    await page.getByRole('button', { name: 'Viewing credit of Morgan Reed' }).waitFor();
    await page.getByText('14 days').waitFor();
    await page.getByText('£2,500.00').first().waitFor();
    await page.getByRole('heading', { name: 'No statements' }).waitFor();
    await page.getByRole('button', { name: 'View credit of Sam Whitfield' }).click();
    await page.getByRole('heading', { name: /Admin: statements of Sam Whitfield/ }).waitFor();
    const draftButton = page.getByRole('button', { name: /^Finalise CR-\d{6}$/ });
    await draftButton.waitFor();
    await walk.checkScreen('credit-admin');
    const draftNumber = ((await draftButton.getAttribute('aria-label')) ?? '').replace('Finalise ', '');
    await draftButton.click();
    await page.getByText(`${draftNumber} finalised`).waitFor();
    await page.locator('.credit-account .ag-row', { hasText: draftNumber }).getByText('Open').waitFor();
    await walk.finish();
  }, 120_000);

  it('lists statements per day on the Overview, opens a day invoice and prints it', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'venue@oms.test');
    const statements = await statementsAs('venue@oms.test');
    const newest = statements.days.at(-1);
    expect(newest).toBeDefined();
    await page.goto(`${harness.server.url}/v/${venueId}/purchasing/statement`);
    await page.getByRole('heading', { name: 'Overview', exact: true }).waitFor();
    await page.getByRole('link', { name: `View invoice ${newest?.invoiceNumber}` }).waitFor();
    // Every day of the range is a row, the oldest last.
    await page.getByRole('link', { name: `View invoice ${statements.days[0]?.invoiceNumber}` }).waitFor();
    await walk.checkScreen('statement-overview');

    await page.getByRole('link', { name: `View invoice ${newest?.invoiceNumber}` }).click();
    await page.waitForURL(`**/v/${venueId}/invoice/${newest?.date}/${newest?.date}`);
    await page.getByRole('heading', { name: 'Invoice', exact: true }).waitFor();
    await page
      .getByText(newest?.invoiceNumber ?? '')
      .first()
      .waitFor();
    await page.getByText('VAT (20%)').first().waitFor();
    await walk.checkScreen('invoice-day');

    // Download PDF: the server's PDF of the same invoice, through its signed link.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Invoice THEC\d{8}\.pdf$/);
    const downloaded = await download.path();
    expect(readFileSync(downloaded).subarray(0, 5).toString()).toBe('%PDF-');

    // Print PDF opens the browser's print dialog on the page laid out for paper.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print PDF' }).click();
    // The invoice first narrows to the A4 width and its tables lay out again; then the dialog opens.
    await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1);
    await page.emulateMedia({ media: 'print' });
    const overflow = await page.evaluate(() => {
      const right = document.querySelector('.invoice-document')?.getBoundingClientRect().right ?? 0;
      const cells = [...document.querySelectorAll('.invoice-document .ag-header-cell')];
      return Math.max(...cells.map((cell) => cell.getBoundingClientRect().right)) - right;
    });
    // Every column of every table is on the paper.
    expect(overflow).toBeLessThanOrEqual(1);
    expect(await page.locator('.app-header').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print PDF' }).isVisible()).toBe(false);
    await walk.checkScreen('invoice-day-print', { widths: ['desktop'] });
    // What the browser's 'Save as PDF' produces from the print layout: an A4 document.
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    mkdirSync(screenshotsDir, { recursive: true });
    writeFileSync(join(screenshotsDir, 'invoice-day.pdf'), pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBeGreaterThanOrEqual(1);
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.getByRole('button', { name: 'Print PDF' }).and(page.locator(':not(.bp6-loading)')).waitFor();

    await page.getByRole('link', { name: 'Go back' }).click();
    await page.waitForURL(`**/v/${venueId}/purchasing/orders`);

    await page.goto(`${harness.server.url}/v/${venueId}/invoice/${statements.start}/${statements.end}`);
    await page.getByText(`THEC${statements.start.replaceAll('-', '')}-${statements.end.replaceAll('-', '')}`).waitFor();
    // A month of lines: judged at desktop width only, the phone layout is the day invoice's.
    await walk.checkScreen('invoice-range', { widths: ['desktop'] });

    await page.goto(`${harness.server.url}/v/${venueId}/invoice/2020-01-01`);
    await page.getByRole('heading', { name: 'No invoices' }).waitFor();
    await walk.checkScreen('invoice-empty');

    // The filter panel narrows the statements, and the invoice a row opens, to one supplier.
    await page.goto(`${harness.server.url}/v/${venueId}/purchasing/statement?suppliers=sup-brakes`);
    await page.getByRole('heading', { name: 'Overview', exact: true }).waitFor();
    await page
      .getByRole('link', { name: /^View invoice THEC\d{8}$/ })
      .first()
      .click();
    await page.waitForURL(/\/invoice\/\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}\?suppliers=sup-brakes$/);
    await page.getByRole('heading', { name: 'Invoice', exact: true }).waitFor();
    expect(await page.locator('.invoice-supplier h2').allTextContents()).toEqual(['Brakes']);
    await page.getByText('Only the chosen suppliers').waitFor();

    await page.goto(`${harness.server.url}/v/${venueId}/purchasing/statement?start=2020-01-01&end=2020-01-31`);
    await page.getByRole('heading', { name: 'No statements' }).waitFor();
    await walk.checkScreen('statement-empty', { widths: ['desktop'] });
    await walk.finish();
  }, 180_000);
});
