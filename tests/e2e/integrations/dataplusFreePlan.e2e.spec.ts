import { planLimitMessages, receiptingWords } from '@oms/contracts';
import { describe, it } from 'vitest';
import { viewports } from '../support/browser';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

const harness = appAndChromiumForWalks();

const venuePath = '/v/ven-harbour-kitchen';

describe('Dataplus and area error boundaries on the Free plan', () => {
  it("shows the §2.6 screen with its order lines after the month's goods receipting is used, as the venue and as admin", async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    page.setDefaultTimeout(15_000);
    await signInAs(page, harness.server.url, 'venue@oms.test');
    await page.goto(`${harness.server.url}${venuePath}/purchasing/receipting`);
    await page.getByRole('heading', { name: receiptingWords.title }).waitFor();
    await page.getByRole('button', { name: 'Full accept' }).and(page.locator(':enabled')).first().click();
    await page.getByText(planLimitMessages.limitReached).waitFor();

    await walk.finish();

    for (const account of ['venue@oms.test', 'admin@oms.test']) {
      const accountWalk = await startScreenWalk(harness.browser);
      const accountPage = accountWalk.page;
      accountPage.setDefaultTimeout(15_000);
      await signInAs(accountPage, harness.server.url, account);
      await accountPage.goto(`${harness.server.url}${venuePath}/purchasing/orders`);
      await accountPage.getByRole('tab', { name: 'Dataplus', exact: true }).click();
      await accountPage.getByRole('heading', { name: 'Dataplus' }).waitFor();
      const table = accountPage.getByRole('region', { name: 'Orders integration' });
      await table.getByRole('columnheader', { name: 'Integration status' }).waitFor();
      await table
        .getByRole('button', { name: /^Show the lines of PO/ })
        .first()
        .click();
      await table.locator('.dataplus-lines li').first().waitFor();
      await accountPage.getByRole('tab', { name: 'Goods receipting' }).waitFor();
      await accountWalk.checkScreen(`dataplus-free-plan-${account.split('@')[0]}`);
      await accountWalk.finish();
    }
  }, 180_000);

  it('keeps the venue navigation when a page of the area fails, with the plan prompt or the spec message', async () => {
    // The refusals are the point here: the page's console reports them, so no walk's problem watch.
    const page = await harness.browser.newPage({ viewport: viewports.desktop, locale: 'en-GB' });
    page.setDefaultTimeout(15_000);
    await signInAs(page, harness.server.url, 'venue@oms.test');
    // Stock takes are a Pro feature: the detail's refusal lands in the venue area's own boundary.
    await page.goto(`${harness.server.url}${venuePath}/stockTakes/not-a-stock-take`);
    await page.getByRole('heading', { name: planLimitMessages.title }).waitFor();
    await page.getByText(planLimitMessages.featureOf('pro')).waitFor();
    await page.getByRole('link', { name: planLimitMessages.upgrade }).waitFor();
    await page.getByRole('tab', { name: 'Purchasing' }).waitFor();
    await page.close();

    const admin = await harness.browser.newPage({ viewport: viewports.desktop, locale: 'en-GB' });
    admin.setDefaultTimeout(15_000);
    await signInAs(admin, harness.server.url, 'admin@oms.test');
    await admin.goto(`${harness.server.url}/v/ven-crown-anchor/stockTakes/not-a-stock-take`);
    await admin.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await admin.getByText('This stock take could not be found').waitFor();
    await admin.getByRole('tab', { name: 'Stock' }).waitFor();
    await admin.close();
  }, 120_000);
});
