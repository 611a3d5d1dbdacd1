import { ERASED, retentionMessages } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

// The demo's one e-mail past its keep time, received and rejected 100 days before the demo's now: its
// subject went with its own key, so its card reads "erased".
const expiredSubject = ERASED;

const harness = appAndChromiumForWalks();

describe('retention: the admins’ list and the erased e-mail', () => {
  it('lists the demo’s retention deletion for the admins', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'admin@oms.test');
    await page.goto(`${harness.server.url}/admin/data-deletion`);
    await page.getByRole('heading', { name: retentionMessages.title, level: 2 }).waitFor();
    await page.getByText(/Co-Pilot e-mails are kept 90 days after the order is decided/).waitFor();
    const list = page.getByRole('list', { name: retentionMessages.title });
    const entry = list.getByRole('listitem').filter({ hasText: retentionMessages.coPilotEmail });
    await entry.locator('.bp6-tag', { hasText: 'Deleted' }).waitFor();
    await entry.getByText(/after 90 days \(1 file\)/).waitFor();
    await entry.getByText('Brakes', { exact: false }).waitFor();
    // Only ids and counts: never who sent it or what it said.
    expect(await list.textContent()).not.toContain('Gwen');
    await page.getByRole('heading', { name: retentionMessages.title, level: 2 }).scrollIntoViewIfNeeded();
    await walk.checkScreen('admin-retention');
    await walk.finish();
  });

  it('shows the supplier the deleted e-mail’s original as erased, with nothing to download', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'supplier@oms.test');
    await page.getByRole('link', { name: 'Co-Pilot' }).click();
    await page.getByRole('heading', { name: 'Co-Pilot', level: 1 }).waitFor();
    const card = page
      .locator('.co-pilot__email')
      .filter({ has: page.getByRole('button', { name: expiredSubject, exact: true }) });
    await card.getByRole('button', { name: expiredSubject, exact: true }).click();
    await card.getByRole('button', { name: 'View Original Order' }).click();
    const original = page.getByRole('dialog', { name: 'Original Order' });
    await original.getByText(retentionMessages.originalErased).waitFor();
    expect(await original.getByRole('link', { name: 'Download .eml' }).count()).toBe(0);
    await walk.checkScreen('co-pilot-original-erased');
    await walk.finish();
  });
});
