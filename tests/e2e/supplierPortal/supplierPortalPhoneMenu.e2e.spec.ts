import { describe, expect, it } from 'vitest';
import { viewports } from '../support/browser';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

const harness = appAndChromiumForWalks();

describe('supplier portal (spec 03 §2): Customers, Feedback and the phone menu', () => {
  it("fills each customer's Price File and offers Feedback's rating buttons 0 to 10", async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    page.setDefaultTimeout(15_000);
    await signInAs(page, harness.server.url, 'supplier@oms.test');
    await page.goto(`${harness.server.url}/supplier/customers`);
    await page.getByRole('columnheader', { name: 'Price File' }).waitFor();
    const priceFiles = page.locator('[role="gridcell"][col-id="priceFile"]');
    await priceFiles.first().waitFor();
    const texts = await priceFiles.allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text.trim()).toBe('Brakes');

    await page.goto(`${harness.server.url}/supplier/feedback`);
    const ratings = page.getByRole('radiogroup', { name: 'Rating from 0 to 10' });
    await ratings.getByRole('radio', { name: '10' }).waitFor();
    expect(await ratings.getByRole('radio').allInnerTexts()).toEqual(
      Array.from({ length: 11 }, (_, rating) => String(rating)),
    );
    await walk.finish();
  }, 120_000);

  it('folds the sidebar into the header menu at 360 px, every section reachable', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    page.setDefaultTimeout(15_000);
    await page.setViewportSize(viewports.mobile);
    await signInAs(page, harness.server.url, 'supplier@oms.test');
    await page.goto(`${harness.server.url}/supplier/orders`);
    await page.getByRole('heading', { name: 'Orders' }).first().waitFor();
    expect(await page.getByRole('navigation', { name: 'Supplier portal' }).count()).toBe(0);
    for (const section of ['Customers', 'Analytics', 'Co-Pilot', 'Feedback']) {
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('menu', { name: 'Supplier portal' });
      for (const item of [
        'Orders',
        'Spending',
        'Products',
        'Customers',
        'Analytics',
        'Co-Pilot',
        'Feedback',
        'Sign out',
      ]) {
        await menu.getByRole('menuitem', { name: item }).waitFor();
      }
      await menu.getByRole('menuitem', { name: section }).click();
      await page.waitForURL(new RegExp(`/supplier/${section.toLowerCase()}$`));
      await page.getByRole('heading', { name: section, exact: true }).first().waitFor();
    }
    await walk.checkScreen('supplier-portal-phone-menu', { widths: ['mobile'] });
    await page.setViewportSize(viewports.desktop);
    await page.getByRole('navigation', { name: 'Supplier portal' }).getByRole('link', { name: 'Customers' }).waitFor();
    await walk.finish();
  }, 120_000);
});
