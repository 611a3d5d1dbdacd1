import { recipeMessages } from '@oms/contracts';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports } from '../support/browser';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

const harness = appAndChromiumForWalks();

/** In view at 360 px as the page opens: scrolled to vertically only, never sideways inside its table. */
async function expectWithinPhoneWidth(action: Locator) {
  await action.waitFor();
  await action.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 200));
  const box = await action.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewports.mobile.width);
}

describe('row actions on phones (spec 01 §9 breakpoint xs 360)', () => {
  it('keeps the Actions of menu builder, stock takes, credit notes and admin suppliers on screen at 360 px', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    page.setDefaultTimeout(15_000);
    await page.setViewportSize(viewports.mobile);
    await signInAs(page, harness.server.url, 'admin@oms.test');

    await page.goto(`${harness.server.url}/v/ven-crown-anchor/menu-builder`);
    await expectWithinPhoneWidth(page.getByRole('button', { name: recipeMessages.viewDetails }).first());
    await walk.checkScreen('menu-builder-phone', { widths: ['mobile'] });

    await page.goto(`${harness.server.url}/v/ven-crown-anchor/stockTakes`);
    await expectWithinPhoneWidth(page.getByRole('button', { name: 'Lock' }).first());

    await page.goto(`${harness.server.url}/v/ven-crown-anchor/purchasing/creditnotes`);
    await expectWithinPhoneWidth(page.getByRole('checkbox', { name: /^Resolved: / }).first());

    await page.goto(`${harness.server.url}/admin/suppliers`);
    await expectWithinPhoneWidth(page.getByRole('button', { name: 'Edit' }).first());
    await walk.finish();
  }, 120_000);
});
