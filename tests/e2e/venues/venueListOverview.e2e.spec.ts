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

describe('venue list (spec 03 §2: "Header says Venues, with Overview and Admin buttons")', () => {
  it("gives a venue manager the Overview button, which opens their venues' past orders", async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    page.setDefaultTimeout(15_000);
    await signInAs(page, server.url, 'venue@oms.test');
    await page.getByRole('heading', { name: 'Venues', exact: true }).waitFor();
    await walk.checkScreen('venue-list-manager');
    await page.getByRole('link', { name: 'Overview' }).first().click();
    await page.waitForURL(/\/overview\/pastOrders$/);
    await page.getByRole('tab', { name: 'Past Orders' }).waitFor();
    await walk.finish();
  }, 120_000);
});
