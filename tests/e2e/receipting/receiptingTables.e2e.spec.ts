import { receiptingWords } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { viewports } from '../support/browser';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

const harness = appAndChromiumForWalks();

const venuePath = '/v/ven-crown-anchor';
const paged = /^1-\d+ of \d+ results$/;

describe('goods receipting tables (spec 02 §2.4: "an orders table … Columns: …", "a paged table of changes")', () => {
  it('lists purchase orders as a paged table with the spec’s columns, cards within 360 px on a phone', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    page.setDefaultTimeout(15_000);
    await signInAs(page, harness.server.url, 'venue@oms.test');
    await page.goto(`${harness.server.url}${venuePath}/purchasing/receipting`);
    await page.getByRole('heading', { name: receiptingWords.title }).waitFor();
    const table = page.getByRole('table', { name: 'Purchase orders' });
    for (const column of ['Supplier and PO', 'Ordered', 'Supplier amount', 'Placed via', 'Date', 'Status', 'Actions']) {
      await table.getByRole('columnheader', { name: column, exact: true }).waitFor();
    }
    expect(await table.getByRole('row').count()).toBe(11);
    await page.getByText(paged).waitFor();
    await table
      .getByRole('button', { name: /^Show the lines of PO/ })
      .first()
      .click();
    await table.getByRole('button', { name: 'Report error' }).first().waitFor();
    await walk.checkScreen('receipting-orders-table');

    await page.setViewportSize(viewports.mobile);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const sendToXero = table.getByRole('button', { name: 'Send to Xero' }).first();
    await sendToXero.scrollIntoViewIfNeeded();
    const box = await sendToXero.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    await walk.finish();
  }, 120_000);

  it('shows the receipting history as a paged table of changes', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    page.setDefaultTimeout(15_000);
    await signInAs(page, harness.server.url, 'venue@oms.test');
    await page.goto(`${harness.server.url}${venuePath}/receipting/history`);
    const table = page.getByRole('table');
    for (const column of ['Date', 'Product', 'Supplier and PO', 'By', 'Change']) {
      await table.getByRole('columnheader', { name: column, exact: true }).waitFor();
    }
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
    await page.getByText(paged).waitFor();
    await page.getByRole('link', { name: 'Back to Goods receipting' }).waitFor();
    await walk.checkScreen('receipting-history-table');
    await walk.finish();
  }, 120_000);
});
