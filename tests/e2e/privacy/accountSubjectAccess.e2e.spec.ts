import { readFile } from 'node:fs/promises';
import { subjectAccessMessages } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

const harness = appAndChromiumForWalks();

describe('a person’s copy of their data, from their settings page', () => {
  it('downloads the delivered copy and asks for a new one, which then waits for an admin', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'venue@oms.test');
    await page.goto(`${harness.server.url}/v/ven-crown-anchor/settings`);
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
