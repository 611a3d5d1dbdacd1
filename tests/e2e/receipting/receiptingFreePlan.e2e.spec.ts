import { planLimitMessages, receiptingWords } from '@oms/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type AppServer, startAppServer } from '../support/appServer';
import { launchChromium } from '../support/browser';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';

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

const receiptingPath = '/v/ven-harbour-kitchen/purchasing/receipting';

describe('goods receipting on the Free plan (spec 02 §9: 1 PO/month receipting)', () => {
  it('says "1 PO receipted a month", counts no visit, and refuses the screen once one PO is receipted', async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    page.setDefaultTimeout(15_000);
    await signInAs(page, server.url, 'venue@oms.test');
    await page.goto(`${server.url}/v/ven-harbour-kitchen/subscriptions/oms-plans`);
    await page.getByText('1 PO receipted a month').first().waitFor();

    // Opening, reloading, leaving through a tab or typing another address uses nothing.
    await page.goto(`${server.url}${receiptingPath}`);
    await page.getByRole('heading', { name: receiptingWords.title }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: receiptingWords.title }).waitFor();
    await page.getByRole('tab', { name: 'Credit notes' }).click();
    await page.getByRole('heading', { name: 'Credit notes' }).waitFor();
    await page.getByRole('tab', { name: 'Goods receipting' }).click();
    await page.getByRole('heading', { name: receiptingWords.title }).waitFor();
    await page.goto(`${server.url}/v/ven-harbour-kitchen/purchasing/orders`);
    await page.goto(`${server.url}${receiptingPath}`);
    const fullAccept = page.getByRole('button', { name: 'Full accept' }).and(page.locator(':enabled')).first();
    await fullAccept.waitFor();
    await walk.checkScreen('receipting-free-plan-open');

    // The month's PO: receipted, counted by the server, and the upgrade prompt replaces the screen.
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
