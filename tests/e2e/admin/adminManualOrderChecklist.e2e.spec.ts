import { manualOrderMessages } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

const harness = appAndChromiumForWalks();

describe('admin orders: a manual order has no checklist (spec 01 §2: it WILL NOT send an order to the supplier)', () => {
  it('labels the demo phone order PHONE-0412 instead of linking to an empty checklist; other rows keep theirs', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    page.setDefaultTimeout(15_000);
    await signInAs(page, harness.server.url, 'admin@oms.test');
    await page.goto(`${harness.server.url}/admin/orders`);
    const manual = page.getByRole('row').filter({ hasText: 'PHONE-0412' });
    await manual.getByText(manualOrderMessages.placedManuallyLabel).waitFor();
    expect(await manual.getByRole('link', { name: 'Checklist' }).count()).toBe(0);
    await walk.checkScreen('admin-orders-manual');
    const sent = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'Checklist' }) })
      .first();
    await sent.getByRole('link', { name: 'Checklist' }).click();
    await page.waitForURL(/\/checklist\/.*\?admin=true$/);
    await page.getByText(/^Hello /).waitFor();
    expect(await page.getByText('There are currently no orders attributed to this checklist').count()).toBe(0);
    await walk.finish();
  }, 120_000);
});
