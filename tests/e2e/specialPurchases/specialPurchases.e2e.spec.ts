import { readFileSync } from 'node:fs';
import { type Mailbox, specialPurchaseMessages } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { startScreenWalk } from '../support/screens';
import { demoPassword, signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

const harness = appAndChromiumForWalks();

/** The manager's approval link for an item, read from the demo mailbox as the manager (admin@oms.test). */
async function approvalPathFor(itemName: string): Promise<string> {
  const login = await fetch(`${harness.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@oms.test', password: demoPassword }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const mailbox = (await (await fetch(`${harness.server.url}/api/mailbox`, { headers: { cookie } })).json()) as Mailbox;
  const mail = mailbox.mails.find((candidate) => candidate.subject === `Approve a special purchase: ${itemName}`);
  // The plain link ("Or open the request first"), not the one-click ones that carry a decision.
  const links = (mail?.text ?? '').match(/https?:\/\/\S+special-purchase-order-detail\?token=\S+/g) ?? [];
  const link = links.find((candidate) => !candidate.includes('decision=')) ?? '';
  expect(link).not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

describe('special purchases in Chromium', () => {
  it('lists a Pro venue’s requests with search, statuses and the CSV, and sends a new request', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'venue@oms.test');
    await page.goto(`${harness.server.url}/v/ven-crown-anchor/special-purchases`);
    await page.getByRole('heading', { name: specialPurchaseMessages.pageTitle }).waitFor();
    await page.getByText('Copper sauté pan 28 cm').waitFor();
    await page.getByText('Case of vintage champagne').waitFor();
    for (const status of ['Approved', 'Declined', 'Pending']) {
      expect(await page.getByRole('checkbox', { name: status }).isChecked()).toBe(true);
    }
    // Blueprint draws its own box over the input: click the label, as a user does.
    const statusBox = (status: string) => page.locator('fieldset label', { hasText: status });
    await walk.checkScreen('special-purchases');

    await statusBox('Declined').click();
    await page.getByText('Case of vintage champagne').waitFor({ state: 'detached' });
    await statusBox('Declined').click();
    await page.getByRole('searchbox', { name: 'Search special purchases' }).fill('coupe');
    await page.getByText('Copper sauté pan 28 cm').waitFor({ state: 'detached' });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: specialPurchaseMessages.downloadCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Approval_History.csv');
    const csv = readFileSync((await file.path()) ?? '', 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'Manager name,Manager email,Staff name,Staff email,Item name,Item cost,Created at,Status,Supplier,SKU,Justification',
    );
    expect(csv).toContain('Coupe glasses, box of 24');
    await page.getByRole('searchbox', { name: 'Search special purchases' }).fill('');

    await page.getByRole('button', { name: specialPurchaseMessages.requestApproval }).click();
    const dialog = page.getByRole('dialog', { name: specialPurchaseMessages.requestApproval });
    await dialog.getByRole('button', { name: 'Send for approval' }).click();
    await dialog.getByText('Enter your name').waitFor();
    await dialog.getByLabel('Your name').fill('Sam Whitfield');
    await dialog.getByLabel('Your e-mail').fill('venue@oms.test');
    await dialog.getByLabel('Item').fill('Oyster knives');
    await dialog.getByLabel('SKU').fill('OYS-KN-6');
    await dialog.getByLabel('Cost (£)').fill('42.50');
    await dialog.getByLabel('Supplier').selectOption({ label: 'Another supplier (type its name)' });
    await dialog.getByLabel("Supplier's name").fill('Fishmonger Tools');
    await dialog.getByLabel("Manager's name").fill('Alex Morgan');
    await dialog.getByLabel("Manager's e-mail").fill('admin@oms.test');
    const fileInput = dialog.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(11 * 1024 * 1024),
    });
    await dialog.getByText(specialPurchaseMessages.fileTooLarge).waitFor();
    const quote = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    await fileInput.setInputFiles({ name: 'quote.pdf', mimeType: 'application/pdf', buffer: quote });
    await dialog.getByText('quote.pdf').waitFor();
    await walk.checkScreen('special-purchases-request');
    await dialog.getByRole('button', { name: 'Send for approval' }).click();
    await page.getByText(specialPurchaseMessages.requested).waitFor();
    await page.getByText('Oyster knives').waitFor();
    await page.getByRole('link', { name: 'Open quote.pdf' }).waitFor();
    await walk.finish();
  }, 120_000);

  it('lists the waiting approvals among the live workflows in the admin area', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'admin@oms.test');
    await page.goto(`${harness.server.url}/admin`);
    await page.getByRole('button', { name: /^Live workflows \(\d+\)$/ }).click();
    await page.getByRole('cell', { name: 'Coupe glasses, box of 24 (The Crown & Anchor)' }).waitFor();
    await page
      .getByRole('cell', { name: /^Waiting for Alex Morgan, 0 reminders sent$/ })
      .first()
      .waitFor();
    await walk.checkScreen('admin-live-workflows');
    await walk.finish();
  }, 120_000);

  it('shows a Free venue the upsell', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'venue@oms.test');
    await page.goto(`${harness.server.url}/v/ven-harbour-kitchen/special-purchases`);
    await page.getByRole('link', { name: specialPurchaseMessages.upgradeToPro }).waitFor();
    await walk.checkScreen('special-purchases-upsell');
    await walk.finish();
  }, 120_000);

  it('lets the manager approve, then reject, from the e-mailed link without signing in', async () => {
    const path = await approvalPathFor('Coupe glasses, box of 24');
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await page.goto(`${harness.server.url}${path}`);
    await page.getByRole('heading', { name: specialPurchaseMessages.managerPageTitle }).waitFor();
    await page.getByText('£74.99').waitFor();
    await walk.checkScreen('special-purchase-manager');

    // The staff member watches the list meanwhile; the answer reaches them as it happens.
    const staff = await startScreenWalk(harness.browser);
    await signInAs(staff.page, harness.server.url, 'venue@oms.test');
    await staff.page.goto(`${harness.server.url}/v/ven-crown-anchor/special-purchases`);
    await staff.page.getByText('Coupe glasses, box of 24').waitFor();
    // The e-mail's one-click Approve lands with the choice made; one confirmation records it.
    await page.goto(`${harness.server.url}${path}&decision=approved`);
    await page.getByText('Approve this special purchase?').waitFor();
    await walk.checkScreen('special-purchase-manager-one-click', { widths: ['mobile'] });
    await page.getByRole('button', { name: 'Confirm approval' }).click();
    await page.getByText(specialPurchaseMessages.approved).waitFor();
    await page.getByText('Approve this special purchase?').waitFor({ state: 'detached' });
    await staff.page.getByText('Alex Morgan approved the special purchase: Coupe glasses, box of 24').waitFor();
    await staff.finish();
    expect(await page.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Reject' }).click();
    await page.getByText(specialPurchaseMessages.declined).waitFor();
    await page.getByText('Rejected', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Reject' }).isDisabled()).toBe(true);

    await page.goto(`${harness.server.url}${path.replace(/token=\d+/, 'token=1')}`);
    await page.getByText('This approval link is not valid. Please use the link in the approval e-mail.').waitFor();
    // The refusal is the API's 403, which Chromium logs; that one is expected here.
    walk.problems.splice(0, walk.problems.length, ...walk.problems.filter((problem) => !/status of 403/.test(problem)));
    await walk.checkScreen('special-purchase-manager-invalid', { widths: ['desktop'] });
    await walk.finish();
  }, 120_000);
});
