import {
  addBusinessDays,
  businessDateOf,
  formatOrderDate,
  formatPence,
  formatTableBusinessDate,
  grossProfitMessages,
} from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

const harness = appAndChromiumForWalks();

const crownPath = '/v/ven-crown-anchor/purchasing/gross-profit';

describe('gross profit entries and their dates in Chromium', () => {
  it('refuses a typed future day for sales, says before replacing a day’s sales, forecasts days to come, and edits and deletes a misc cost', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    const today = businessDateOf(new Date());
    const yesterday = addBusinessDays(today, -1);
    await signInAs(page, harness.server.url, 'venue@oms.test');
    await page.goto(`${harness.server.url}${crownPath}`);
    await page.getByRole('heading', { name: 'Gross profit', level: 1 }).waitFor();
    const rows = page.locator('.gross-profit-table tbody tr.gross-profit-day');
    const todayRow = rows.filter({ hasText: formatTableBusinessDate(today) });
    await todayRow.waitFor();

    // A day after today typed in: the dialog stays open with the spec's words, and today is left alone.
    await page.getByRole('button', { name: 'Sales', exact: true }).click();
    const sales = page.getByRole('dialog', { name: 'Add sales' });
    await sales.getByLabel('Date').fill(formatOrderDate(addBusinessDays(today, 2)));
    await sales.getByLabel('Date').press('Tab');
    await sales.getByLabel('Sales (£)').fill('999');
    await sales.getByRole('button', { name: 'Save' }).click();
    await sales.getByText(grossProfitMessages.futureDate).waitFor();
    expect(await sales.isVisible()).toBe(true);
    expect(await todayRow.textContent()).not.toContain('£999.00');
    await walk.checkScreen('gross-profit-sales-future-day');

    // Yesterday has the demo's sales: the dialog says they will be replaced before anything is saved.
    await sales.getByLabel('Date').fill(formatOrderDate(yesterday));
    await sales.getByLabel('Date').press('Tab');
    const yesterdaySales = (await rows.filter({ hasText: formatTableBusinessDate(yesterday) }).textContent()) ?? '';
    const shown = /£[\d,]+\.\d{2}/.exec(yesterdaySales)?.[0] ?? '';
    await sales.getByText(grossProfitMessages.salesReplaced(formatOrderDate(yesterday), shown)).waitFor();
    await walk.checkScreen('gross-profit-sales-replace');
    await sales.getByRole('button', { name: 'Replace sales' }).click();
    await page.getByText(grossProfitMessages.salesSaved).waitFor();
    await rows
      .filter({ hasText: formatTableBusinessDate(yesterday) })
      .getByText(formatPence(99_900))
      .waitFor();

    // A forecast is for days to come.
    await page.getByRole('button', { name: 'Forecast', exact: true }).click();
    const forecast = page.getByRole('dialog', { name: 'Add forecast' });
    await forecast.getByLabel('Date').fill(formatOrderDate(addBusinessDays(today, 3)));
    await forecast.getByLabel('Date').press('Tab');
    await forecast.getByLabel('Forecasted sales (£)').fill('1800');
    await forecast.getByRole('button', { name: 'Save' }).click();
    await page.getByText(grossProfitMessages.forecastSaved).waitFor();

    // A misc cost entered wrongly is put right, then taken off.
    await page.getByRole('button', { name: 'Misc cost', exact: true }).click();
    const misc = page.getByRole('dialog', { name: 'Add miscellaneous cost' });
    await misc.getByLabel('What was it?').fill('Window cleanr');
    await misc.getByLabel('Amount (£)').fill('450');
    await misc.getByRole('button', { name: 'Save' }).click();
    await page.getByText(grossProfitMessages.miscCostSaved).waitFor();
    await todayRow.getByRole('button', { name: /^Show purchases of / }).click();
    await page.getByRole('button', { name: 'Edit misc cost Window cleanr' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit miscellaneous cost' });
    await edit.getByLabel('What was it?').fill('Window cleaner');
    await edit.getByLabel('Amount (£)').fill('45');
    // Phones show days as cards, not table rows: resizing with the dialog open would close it with its row.
    await walk.checkScreen('gross-profit-edit-misc-cost', { widths: ['desktop'] });
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText(grossProfitMessages.miscCostChanged).waitFor();
    await todayRow.getByText('£45.00').waitFor();
    await page.getByRole('button', { name: 'Delete misc cost Window cleaner' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(grossProfitMessages.deleteMiscCostConfirm).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(grossProfitMessages.miscCostDeleted).waitFor();
    await page.getByRole('button', { name: 'Edit misc cost Window cleaner' }).waitFor({ state: 'detached' });
    await walk.checkScreen('gross-profit-after-misc-delete');
    await walk.finish();
  }, 180_000);
});
