import {
  addBusinessDays,
  businessDateOf,
  checklistAdjustmentMessages,
  formatOrderDate,
  manualOrderMessages,
  type OrdersByDay,
  orderStatusLabels,
  weekdayOf,
} from '@oms/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillDate } from '../support/browser';
import { checkScreenAtWidths, startScreenWalk } from '../support/screens';
import { demoPassword, signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

const venueId = 'ven-crown-anchor';

const harness = appAndChromiumForWalks();

/** Reads the orders API as a signed-in account, to know which demo day shows what (not part of the walk). */
async function ordersAs(email: string, search = ''): Promise<OrdersByDay> {
  const login = await fetch(`${harness.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const response = await fetch(`${harness.server.url}/api/venues/${venueId}/orders${search}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as OrdersByDay;
}

async function openDay(page: Page, date: string) {
  await page.getByRole('tab', { name: formatOrderDate(date) }).click();
  await page.getByRole('tab', { name: formatOrderDate(date), selected: true }).waitFor();
}

/** Opens the 'Add order' modal afresh, closing the one a previous step left open. */
async function openManualOrder(page: Page) {
  const dialog = page.getByRole('dialog', { name: manualOrderMessages.dialogTitle });
  if (await dialog.isVisible()) {
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
  await page.getByRole('button', { name: manualOrderMessages.openButton }).click();
  await dialog.waitFor();
}

function firstOnOrAfter(date: string, wanted: (day: string) => boolean): string {
  let day = date;
  while (!wanted(day)) day = addBusinessDays(day, 1);
  return day;
}

describe('orders tab in Chromium', () => {
  it('shows day tabs, supplier statuses and manual orders, and records a manual order through the modal', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    page.setDefaultTimeout(15_000);
    const history = await ordersAs('venue@oms.test');

    await signInAs(page, harness.server.url, 'venue@oms.test');
    await page.goto(`${harness.server.url}/v/${venueId}/purchasing/orders`);
    await page.getByRole('heading', { name: 'Orders', exact: true }).waitFor();
    // Day tabs newest first, in DD/MM/YYYY, each with its 'View Invoice' link.
    const tabs = page.getByRole('tab', { name: /^\d{2}\/\d{2}\/\d{4}$/ });
    await tabs.first().waitFor();
    const titles = await tabs.allInnerTexts();
    expect(titles.slice(0, 3)).toEqual(history.days.slice(0, 3).map((day) => formatOrderDate(day.date)));
    // More days than fit: the strip says so with an arrow, which scrolls on to the older days.
    await page.getByRole('button', { name: 'Show newer days' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Show older days' }).click();
    await page.getByRole('button', { name: 'Show newer days' }).waitFor();
    await tabs.first().click();
    const newest = history.days[0]?.date ?? '';
    await expect(page.getByRole('link', { name: 'View Invoice' }).getAttribute('href')).resolves.toBe(
      `/v/${venueId}/invoice/${newest}`,
    );
    // A venue user sees no checklist link.
    await expect(page.getByRole('link', { name: 'Checklist' }).count()).resolves.toBe(0);

    // The demo's phoned-through order from yesterday carries the manual label. Its day is the one the
    // demo gave it, read from the history: the app was seeded a moment ago, maybe before midnight.
    const phoned = history.days.find((day) => day.groups.some((group) => group.poNumber === 'PHONE-0412'));
    if (!phoned) throw new Error('The demo has no phoned-through order PHONE-0412 in the last 31 days');
    await openDay(page, phoned.date);
    await page.getByText('PO: PHONE-0412').waitFor();
    await page.getByText(manualOrderMessages.placedManuallyLabel).first().waitFor();
    await walk.checkScreen('orders-manual-label');

    // A day where the supplier accepted fewer than ordered: orange status and the note.
    const adjustedDay = history.days.find((day) =>
      day.groups.some((group) => group.orders.some((order) => order.status === 'adjusted')),
    );
    const adjustedOrder = adjustedDay?.groups
      .flatMap((group) => group.orders)
      .find((order) => order.status === 'adjusted');
    const adjustedLine = adjustedOrder?.lines.find(
      (line) => line.supplierConfirmed && line.updatedQuantity !== line.quantity,
    );
    if (!adjustedDay || !adjustedLine) throw new Error('The demo has no adjusted order in the last 31 days');
    await openDay(page, adjustedDay.date);
    await page.getByText(orderStatusLabels.adjusted).first().waitFor();
    await page
      .getByText(`You ordered ${adjustedLine.quantity} but only ${adjustedLine.updatedQuantity} accepted`)
      .first()
      .waitFor();
    await walk.checkScreen('orders-adjusted');

    const rejectedDay = history.days.find((day) =>
      day.groups.some((group) => group.orders.some((order) => order.status === 'rejected')),
    );
    if (rejectedDay) {
      await openDay(page, rejectedDay.date);
      await page.locator('.bp6-tag.bp6-intent-danger', { hasText: orderStatusLabels.rejected }).first().waitFor();
    }

    // 'Manually add order': supplier first, then dates, then products.
    // Read before the dialog asks the app for its today, so never after it: an order may not be dated in the future.
    const today = businessDateOf(new Date());
    await openManualOrder(page);
    const dialog = page.getByRole('dialog', { name: manualOrderMessages.dialogTitle });
    await dialog.waitFor();
    await dialog.getByText('WILL NOT send an order to the supplier', { exact: false }).waitFor();
    const addProduct = dialog.getByRole('button', { name: 'Add product' });
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(addProduct.isDisabled()).resolves.toBe(true);
    await expect(save.isDisabled()).resolves.toBe(true);
    await expect(dialog.getByLabel('Ordered date').isDisabled()).resolves.toBe(true);

    await dialog.getByLabel('Supplier').selectOption({ label: 'Brakes' });
    await fillDate(dialog.getByLabel('Ordered date'), today);
    // Brakes delivers Monday to Friday: a Sunday is refused and cleared.
    const sunday = firstOnOrAfter(today, (day) => weekdayOf(day) === 'Sunday');
    await fillDate(dialog.getByLabel('Delivery date'), sunday);
    await dialog.getByText(manualOrderMessages.notDeliveryDay).waitFor();
    await expect(dialog.getByLabel('Delivery date').inputValue()).resolves.toBe('');
    await expect(addProduct.isDisabled()).resolves.toBe(true);

    const monday = firstOnOrAfter(today, (day) => weekdayOf(day) === 'Monday');
    await fillDate(dialog.getByLabel('Delivery date'), monday);
    // The product's date format whatever the browser's language: DD/MM/YYYY.
    await expect(dialog.getByLabel('Delivery date').inputValue()).resolves.toBe(formatOrderDate(monday));
    await expect(addProduct.isEnabled()).resolves.toBe(true);
    await dialog.getByLabel(/PO number/).fill('PHONED-E2E');
    await addProduct.click();
    // A line without a product keeps Save disabled; supplier and dates are locked now.
    await expect(save.isDisabled()).resolves.toBe(true);
    await expect(dialog.getByLabel('Supplier').isDisabled()).resolves.toBe(true);
    await expect(dialog.getByLabel('Delivery date').isDisabled()).resolves.toBe(true);

    await dialog.getByRole('combobox', { name: 'Product 1' }).fill('Basmati');
    const option = page.getByRole('option', { name: /Basmati Rice/ }).first();
    await option.waitFor();
    await option.click();
    await dialog.getByRole('spinbutton', { name: 'Quantity of product 1' }).fill('3');
    await dialog.getByRole('spinbutton', { name: 'Quantity of product 1' }).blur();
    await expect(save.isEnabled()).resolves.toBe(true);
    await save.click();

    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: formatOrderDate(today), selected: true }).waitFor();
    const card = page.getByRole('region', { name: 'Brakes' }).filter({ hasText: 'PO: PHONED-E2E' });
    await card.getByText(manualOrderMessages.placedManuallyLabel).waitFor();
    await card.getByText('Basmati Rice').first().waitFor();
    await walk.checkScreen('orders-manual-saved');
    // The success toast would sit under the next dialog's backdrop, dimmed below contrast: let it go first.
    await page.locator('.bp6-toast').waitFor({ state: 'detached' });

    // The modal's screens, each from a fresh modal.
    await openManualOrder(page);
    await dialog.getByLabel('Supplier').selectOption({ label: 'Brakes' });
    await fillDate(dialog.getByLabel('Ordered date'), today);
    await fillDate(dialog.getByLabel('Delivery date'), monday);
    await dialog.getByRole('button', { name: 'Add product' }).click();
    await dialog.getByRole('combobox', { name: 'Product 1' }).fill('Basmati');
    await page
      .getByRole('option', { name: /Basmati Rice/ })
      .first()
      .waitFor();
    await walk.checkScreen('orders-manual-product-search', { widths: ['desktop'] });

    await page.setViewportSize({ width: 360, height: 780 });
    await openManualOrder(page);
    await dialog.getByLabel('Supplier').selectOption({ label: 'Brakes' });
    await fillDate(dialog.getByLabel('Ordered date'), today);
    await fillDate(dialog.getByLabel('Delivery date'), sunday);
    await dialog.getByText(manualOrderMessages.notDeliveryDay).waitFor();
    await walk.checkScreen('orders-manual-not-delivery-day', { widths: ['mobile'] });
    await walk.finish();
  }, 180_000);

  it("follows the filter panel, locks the PO field on the Free plan, and says 'Too Much Data to Handle!' for a range over a year", async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page, problems } = walk;
    page.setDefaultTimeout(15_000);
    await signInAs(page, harness.server.url, 'venue@oms.test');

    // The filter panel's suppliers, in the address as the panel writes them: only Brakes' orders.
    await page.goto(`${harness.server.url}/v/${venueId}/purchasing/orders?suppliers=sup-brakes`);
    await page.getByRole('region', { name: 'Brakes' }).first().waitFor();
    await expect(page.getByRole('region', { name: 'Fresh Direct' }).count()).resolves.toBe(0);
    await walk.checkScreen('orders-filtered');

    // Harbour Kitchen is on the Free plan: no PO numbers this month, as on the basket.
    // Today alone: a short page, so judging the screen does not re-lay it out under the open dialog.
    const today = businessDateOf(new Date());
    await page.goto(`${harness.server.url}/v/ven-harbour-kitchen/purchasing/orders?start=${today}&end=${today}`);
    await openManualOrder(page);
    const dialog = page.getByRole('dialog', { name: manualOrderMessages.dialogTitle });
    await dialog.getByText('You have reached the limit of your current plan for this month.').first().waitFor();
    await expect(dialog.getByLabel(/PO number/).isDisabled()).resolves.toBe(true);
    await walk.checkScreen('orders-manual-free-plan', { widths: ['desktop'] });
    await expect(dialog.isVisible()).resolves.toBe(true);

    await page.goto(
      `${harness.server.url}/v/${venueId}/purchasing/orders?start=2024-01-01&end=${businessDateOf(new Date())}`,
    );
    await page.getByRole('heading', { name: 'Too Much Data to Handle!' }).waitFor();
    await page
      .getByText(
        "Looks like your search is a bit too broad for us to fetch right now. Try narrowing your filters and/or date and give it another go, we'll be ready!",
      )
      .waitFor();
    await checkScreenAtWidths(page, 'orders-too-much-data');
    // The refusal is the point of this screen: Chromium logs each 422 answer (one per width) as a console error.
    const refusals = problems.filter((problem) => /status of 422/.test(problem));
    expect(refusals.length).toBeGreaterThan(0);
    problems.splice(0, problems.length, ...problems.filter((problem) => !refusals.includes(problem)));
    await walk.finish();
  }, 60_000);

  it('lets an admin open the checklist from the orders tab and Edit Checklist / Save a locked one', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    page.setDefaultTimeout(15_000);
    const history = await ordersAs('admin@oms.test');
    // A day whose orders of one supplier are all decided (a locked checklist) with a line to lower.
    let target: { date: string; supplierId: string; supplierTitle: string; poNumber: string | null } | undefined;
    for (const day of history.days) {
      for (const group of day.groups) {
        const sameSupplier = day.groups.filter((other) => other.supplierId === group.supplierId);
        const orders = sameSupplier.flatMap((other) => other.orders).filter((order) => !order.placedManually);
        if (
          orders.length > 0 &&
          orders.every((order) => order.status === 'confirmed') &&
          group.orders.some((order) => order.lines.some((line) => line.quantity > 1))
        ) {
          target = { date: day.date, ...group };
          break;
        }
      }
      if (target) break;
    }
    if (!target) throw new Error('The demo has no locked checklist with a line to lower');

    await signInAs(page, harness.server.url, 'admin@oms.test');
    await page.goto(`${harness.server.url}/v/${venueId}/purchasing/orders`);
    await openDay(page, target.date);
    const link = page.getByRole('link', { name: 'Checklist' }).first();
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(
      /^\/checklist\/ven-crown-anchor\/[^/]+\/\d{4}-\d{2}-\d{2}\/[^?]+\?admin=true$/,
    );
    await walk.checkScreen('orders-admin');

    await page.goto(
      `${harness.server.url}/checklist/${venueId}/${target.supplierId}/${target.date}/${encodeURIComponent(target.poNumber ?? 'all')}?admin=true`,
    );
    await page.getByRole('button', { name: 'Order completed' }).waitFor();
    await page.getByRole('button', { name: checklistAdjustmentMessages.editChecklist }).click();
    const quantity = page.getByRole('spinbutton', { name: /^Quantity to deliver of / });
    await quantity.first().waitFor();
    let index = 0;
    const count = await quantity.count();
    while (index < count && Number(await quantity.nth(index).inputValue()) < 2) index += 1;
    const before = Number(await quantity.nth(index).inputValue());
    await quantity.nth(index).fill(String(before - 1));
    await walk.checkScreen('checklist-admin-editing');
    await page.getByRole('button', { name: checklistAdjustmentMessages.save }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(checklistAdjustmentMessages.confirmChanges).waitFor();
    await walk.checkScreen('checklist-admin-confirm', { widths: ['desktop'] });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('region', { name: 'Approved orders' }).waitFor();
    await page.getByRole('button', { name: checklistAdjustmentMessages.editChecklist }).waitFor();

    // The orders tab shows the admin's change as the supplier's adjusted acceptance.
    await page.goto(`${harness.server.url}/v/${venueId}/purchasing/orders`);
    await openDay(page, target.date);
    await page
      .getByRole('region', { name: target.supplierTitle })
      .getByText(`but only ${before - 1} accepted`, { exact: false })
      .first()
      .waitFor();
    await page.getByText(orderStatusLabels.adjusted).first().waitFor();
    await walk.checkScreen('orders-after-admin-edit');
    await walk.finish();
  }, 180_000);
});
