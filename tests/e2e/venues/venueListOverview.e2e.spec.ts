import { describe, it } from 'vitest';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

const harness = appAndChromiumForWalks();

describe('venue list (spec 03 §2: "Header says Venues, with Overview and Admin buttons")', () => {
  it("gives a venue manager the Overview button, which opens their venues' past orders", async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    page.setDefaultTimeout(15_000);
    await signInAs(page, harness.server.url, 'venue@oms.test');
    await page.getByRole('heading', { name: 'Venues', exact: true }).waitFor();
    await walk.checkScreen('venue-list-manager');
    await page.getByRole('link', { name: 'Overview' }).first().click();
    await page.waitForURL(/\/overview\/pastOrders$/);
    await page.getByRole('tab', { name: 'Past Orders' }).waitFor();
    await walk.finish();
  }, 120_000);
});
