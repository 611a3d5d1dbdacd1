import { planLimitMessages, receiptingWords } from '@oms/contracts';
import { describe, it } from 'vitest';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

const harness = appAndChromiumForWalks();

const receiptingPath = '/v/ven-harbour-kitchen/purchasing/receipting';

describe('goods receipting on the Free plan (spec 02 §9: 1 PO/month receipting)', () => {
  it('says "1 PO receipted a month", counts no visit, and refuses the screen once one PO is receipted', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    page.setDefaultTimeout(15_000);
    await signInAs(page, harness.server.url, 'venue@oms.test');
    await page.goto(`${harness.server.url}/v/ven-harbour-kitchen/subscriptions/oms-plans`);
    await page.getByText('1 PO receipted a month').first().waitFor();

    // Opening, reloading, leaving through a tab or typing another address uses nothing.
    await page.goto(`${harness.server.url}${receiptingPath}`);
    await page.getByRole('heading', { name: receiptingWords.title }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: receiptingWords.title }).waitFor();
    await page.getByRole('tab', { name: 'Credit notes' }).click();
    await page.getByRole('heading', { name: 'Credit notes' }).waitFor();
    await page.getByRole('tab', { name: 'Goods receipting' }).click();
    await page.getByRole('heading', { name: receiptingWords.title }).waitFor();
    await page.goto(`${harness.server.url}/v/ven-harbour-kitchen/purchasing/orders`);
    await page.goto(`${harness.server.url}${receiptingPath}`);
    const fullAccept = page.getByRole('button', { name: 'Full accept' }).and(page.locator(':enabled')).first();
    await fullAccept.waitFor();
    await walk.checkScreen('receipting-free-plan-open');

    // The month's PO: receipted, counted by the harness.server, and the upgrade prompt replaces the screen.
    await fullAccept.click();
    await page.getByText('Order accepted in full').waitFor();
    await page.getByText(planLimitMessages.limitReached).waitFor();
    await page.getByRole('link', { name: planLimitMessages.upgrade }).waitFor();
    await page.reload();
    await page.getByText(planLimitMessages.limitReached).waitFor();
    await walk.checkScreen('receipting-free-plan-used');
    await walk.finish();
  }, 180_000);
});
