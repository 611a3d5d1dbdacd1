import { addBusinessDays, businessDateOf, formatOrderDate, weekdayOf } from '@oms/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from './support/appServer';
import { launchChromium, screenshot, viewports, watchForProblems } from './support/browser';
import { signInAs } from './support/signIn';

const venueId = 'ven-harbour-kitchen';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Fresh Direct delivers Monday to Saturday: the first such day after today. */
function nextFreshDirectDay(): string {
  let day = addBusinessDays(businessDateOf(new Date()), 1);
  while (weekdayOf(day) === 'Sunday') day = addBusinessDays(day, 1);
  return day;
}

describe('venue purchasing slice in Chromium', () => {
  it('adds a product, places the basket order and finds it on the orders page', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop, locale: 'en-GB' });
    const problems = watchForProblems(page);

    await signInAs(page, server.url, 'venue@oms.test');
    await page.goto(`${server.url}/venues`);
    await page.getByRole('heading', { name: 'Venues' }).waitFor();
    await screenshot(page, 'slice-venues-desktop');
    await page.getByRole('link', { name: /Harbour Kitchen/ }).click();
    await page.waitForURL(`**/v/${venueId}/purchasing/orders`);
    await page.getByText('Complete your settings to obtain your venue code').waitFor();
    await page.getByText('Browse through all your orders and download your daily invoices.').waitFor();

    await page.goto(`${server.url}/v/${venueId}/catalogue`);
    await page.getByRole('heading', { name: 'Catalogue' }).waitFor();
    await page.getByLabel('Quantity of Avocados Ready to Eat').fill('3');
    await page
      .locator('.ag-row', { hasText: 'Avocados Ready to Eat' })
      .getByRole('button', { name: 'Add to basket' })
      .click();
    await page.getByText('Avocados Ready to Eat added to your basket').waitFor();
    await screenshot(page, 'slice-catalogue-desktop');
    await page.setViewportSize(viewports.mobile);
    await screenshot(page, 'slice-catalogue-mobile');
    await page.setViewportSize(viewports.desktop);

    await page.goto(`${server.url}/v/${venueId}/purchasing/basket`);
    await page.getByRole('heading', { name: 'Shopping Cart' }).waitFor();
    await page.getByText('Fresh Direct').first().waitFor();
    // 3 x £22.80, no VAT.
    await expect(page.getByText('£68.40').first().isVisible()).resolves.toBe(true);
    await screenshot(page, 'slice-basket-desktop');
    await page.setViewportSize(viewports.mobile);
    await screenshot(page, 'slice-basket-mobile');
    await page.setViewportSize(viewports.desktop);
    await page.getByRole('button', { name: 'Order Now', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Order products' });
    await dialog.waitFor();

    const deliveryDay = nextFreshDirectDay();
    await dialog.getByLabel('Delivery date').fill(deliveryDay);
    await dialog.getByLabel(/PO number/).fill('  PO-E2E-1  ');
    await dialog.getByLabel('Notes').fill('Ring the bell');
    await screenshot(page, 'slice-order-modal-desktop');
    await dialog.getByRole('button', { name: 'Order now', exact: true }).click();

    await page.waitForURL(`**/v/${venueId}/purchasing/orders`);
    const today = formatOrderDate(businessDateOf(new Date()));
    await page.getByRole('tab', { name: today }).waitFor();
    await page.getByText('PO: PO-E2E-1').waitFor();
    await page.getByText('Order Received').first().waitFor();
    await expect(page.getByText('Ring the bell').first().isVisible()).resolves.toBe(true);
    const invoiceLink = page.getByRole('link', { name: 'View Invoice' });
    await expect(invoiceLink.getAttribute('href')).resolves.toBe(`/v/${venueId}/invoice/${businessDateOf(new Date())}`);
    await screenshot(page, 'slice-orders-desktop');

    await page.setViewportSize(viewports.mobile);
    await screenshot(page, 'slice-orders-mobile');
    await page.goto(`${server.url}/v/${venueId}/purchasing/basket`);
    await page.getByText('Your shopping cart is empty').waitFor();
    await page.getByText('Add some products via app').waitFor();
    await screenshot(page, 'slice-basket-empty-mobile');

    expect(problems).toEqual([]);
    await page.close();
  });

  it("refuses a Sunday for a supplier that delivers on weekdays with 'Invalid Delivery Day'", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop, locale: 'en-GB' });
    const problems = watchForProblems(page);
    await signInAs(page, server.url, 'venue@oms.test');
    await page.goto(`${server.url}/v/${venueId}/catalogue`);
    await page.getByLabel('Quantity of Basmati Rice').fill('8');
    await page.locator('.ag-row', { hasText: 'Basmati Rice' }).getByRole('button', { name: 'Add to basket' }).click();
    await page.getByText('Basmati Rice added to your basket').waitFor();

    await page.goto(`${server.url}/v/${venueId}/purchasing/basket`);
    await page.getByRole('button', { name: 'Order Now', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Order products' });
    let sunday = addBusinessDays(businessDateOf(new Date()), 1);
    while (weekdayOf(sunday) !== 'Sunday') sunday = addBusinessDays(sunday, 1);
    await dialog.getByLabel('Delivery date').fill(sunday);
    await dialog.getByText('Invalid Delivery Day').waitFor();
    await dialog.getByText('None of the suppliers deliver on the selected date. Please select another date.').waitFor();
    await screenshot(page, 'slice-invalid-delivery-day-desktop');
    expect(problems).toEqual([]);
    await page.close();
  });
});
