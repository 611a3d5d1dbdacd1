import { readFile } from 'node:fs/promises';
import { subjectAccessMessages } from '@oms/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('a person’s copy of their data, from their settings page', () => {
  it('downloads the delivered copy and asks for a new one, which then waits for an admin', async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    await signInAs(page, server.url, 'venue@oms.test');
    await page.goto(`${server.url}/v/ven-crown-anchor/settings`);
    const card = page.locator('.subject-access-card');
    await card.getByRole('heading', { name: subjectAccessMessages.cardTitle }).waitFor();
    await card.getByText(subjectAccessMessages.cardIntro).waitFor();
    await card.getByText(subjectAccessMessages.ready).waitFor();
    await walk.checkScreen('account-subject-access-ready');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: subjectAccessMessages.downloadOwn }).click(),
    ]);
    const zip = await readFile(await download.path());
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    for (const name of ['account.json', 'orders.json', 'sessions.json', 'mail.json']) {
      expect(zip.includes(Buffer.from(name)), name).toBe(true);
    }

    await card.getByRole('button', { name: subjectAccessMessages.request }).click();
    await page.getByText(subjectAccessMessages.requested).waitFor();
    await card.getByText(subjectAccessMessages.waiting).waitFor();
    await expect(card.getByRole('button', { name: subjectAccessMessages.request }).count()).resolves.toBe(0);
    await walk.checkScreen('account-subject-access-waiting');
    await walk.finish();
  });
});
