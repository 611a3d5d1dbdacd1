import { readFile } from 'node:fs/promises';
import { subjectAccessMessages } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

const harness = appAndChromiumForWalks();

describe('data access requests in the admins’ queue', () => {
  it('shows the demo’s delivered request, starts one for an account, downloads the zip and tells the person', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'admin@oms.test');
    await page.goto(`${harness.server.url}/admin/data-deletion`);
    await page.getByRole('heading', { name: subjectAccessMessages.queueTitle }).waitFor();
    await page.getByText(subjectAccessMessages.queueIntro).waitFor();
    const demo = page.locator('.subject-access-request').filter({ hasText: 'venue@oms.test' });
    await demo.locator('.bp6-tag', { hasText: 'Delivered' }).waitFor();
    await demo.getByText(/from their account page/).waitFor();

    await page.getByRole('button', { name: subjectAccessMessages.start }).click();
    await page.getByText('Please enter the e-mail address of the account').waitFor();
    await page.getByLabel(subjectAccessMessages.startLabel).fill('nobody@example.org');
    await page.getByRole('button', { name: subjectAccessMessages.start }).click();
    await page.getByText('No account has this e-mail address').waitFor();
    walk.problems.length = 0; // the refused 404 is the point here, not a fault

    await page.getByLabel(subjectAccessMessages.startLabel).fill('supplier@oms.test');
    await page.getByRole('button', { name: subjectAccessMessages.start }).click();
    await page.getByText(subjectAccessMessages.started).waitFor();
    const started = page.locator('.subject-access-request').filter({ hasText: 'supplier@oms.test' });
    await started.locator('.bp6-tag', { hasText: 'Pending' }).waitFor();
    await started.getByText(/by an admin/).waitFor();
    await walk.checkScreen('admin-subject-access-queue');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      started.getByRole('button', { name: subjectAccessMessages.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^oms-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await readFile(await download.path());
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(zip.includes(Buffer.from('account.json'))).toBe(true);

    await started.getByRole('button', { name: subjectAccessMessages.deliver }).click();
    await page.getByText(subjectAccessMessages.delivered).waitFor();
    await started.locator('.bp6-tag', { hasText: 'Delivered' }).waitFor();
    await started.getByText(/by admin@oms\.test/).waitFor();
    await expect(started.getByRole('button', { name: subjectAccessMessages.deliver }).count()).resolves.toBe(0);
    await walk.checkScreen('admin-subject-access-delivered');
    await walk.finish();
  });
});
