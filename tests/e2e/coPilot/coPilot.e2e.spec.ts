import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { coPilotMessages } from '@oms/contracts';
import { createTransport } from 'nodemailer';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, runApp } from '../support/appServer';
import { launchChromium } from '../support/browser';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';

let app: Awaited<ReturnType<typeof runApp>>;
let smtpPort: number;
let dataDir: string;
let browser: Browser;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'oms-e2e-co-pilot-'));
  smtpPort = await freePort();
  app = await runApp(dataDir, await freePort(), 120_000, { INBOUND_SMTP_PORT: String(smtpPort) });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const emailCard = (page: Page, subject: string) =>
  page.locator('.co-pilot__email').filter({ has: page.getByRole('button', { name: subject, exact: true }) });

async function sendOrder(subject: string, text: string) {
  const mailer = createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
  await mailer.sendMail({
    from: 'Sam Whitfield <venue@oms.test>',
    to: 'orders.brakes@capture.oms.test',
    subject,
    text,
  });
}

describe('Co-Pilot: the inbox, the three columns, edit, approve and reject', () => {
  it('shows the forwarding address, the tracking and the demo inbox; reads, approves and rejects', async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    await signInAs(page, app.url, 'supplier@oms.test');
    await page.getByRole('link', { name: 'Co-Pilot' }).click();
    await page.getByRole('heading', { name: 'Co-Pilot', level: 1 }).waitFor();
    await page.getByText('orders.brakes@capture.oms.test').waitFor();
    for (const label of [
      'Total',
      'Approved',
      'Rejected',
      'Unprocessed',
      'Average Confidence Score',
      'Correct Order Rate',
    ]) {
      await page.getByText(label, { exact: true }).first().waitFor();
    }
    await page.getByRole('link', { name: 'Approved Orders' }).waitFor();
    for (const heading of ['New Orders', 'Co-Pilot Interpretation', 'Review and Finalize']) {
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    expect(await page.getByText(coPilotMessages.noData).count()).toBe(2);
    await emailCard(page, 'Crown & Anchor order').waitFor();
    await walk.checkScreen('co-pilot-inbox');

    // A new e-mail over SMTP reaches the open page without a reload (realtime refresh).
    await sendOrder(
      'Walk: Harbour Kitchen order',
      'Hi,\n\nHarbour Kitchen please:\n\n2 x basmati rice\n1 x mayonnaise\n\nSam',
    );
    const walkCard = emailCard(page, 'Walk: Harbour Kitchen order');
    await walkCard.waitFor({ timeout: 20_000 });
    await walkCard.getByRole('button', { name: 'Walk: Harbour Kitchen order' }).click();
    const interpretation = page.locator('.co-pilot__interpretation');
    await interpretation.getByText('Harbour Kitchen', { exact: true }).waitFor();
    await interpretation.getByText('Basmati Rice').waitFor();
    await walk.checkScreen('co-pilot-selected');

    await page.getByLabel('Notes').fill('Read right first time');
    await page.getByRole('button', { name: 'Approve Order' }).click();
    await page.getByText(coPilotMessages.approved).first().waitFor();
    await walkCard.getByText('Approved', { exact: true }).waitFor();
    await page.getByRole('button', { name: coPilotMessages.alreadyApproved }).waitFor();

    // The unknown sender's e-mail: warnings, the original, then a rejection with feedback.
    const fox = emailCard(page, 'New customer? Order for the Fox & Hounds');
    await fox.getByRole('button', { name: 'New customer? Order for the Fox & Hounds' }).click();
    await interpretation.getByText(coPilotMessages.venueNotRecognised).first().waitFor();
    await fox.getByRole('button', { name: 'View Original Order' }).click();
    const original = page.getByRole('dialog', { name: 'Original Order' });
    await original.getByText('We are the Fox & Hounds in Ludlow', { exact: false }).waitFor();
    await walk.checkScreen('co-pilot-original');
    await original.locator('.bp6-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await original.waitFor({ state: 'detached' });
    await page.getByLabel('Notes').fill('Not one of our customers yet');
    await page.getByRole('button', { name: 'Reject Order' }).click();
    await page.getByText(coPilotMessages.rejected).first().waitFor();
    await fox.getByText('Rejected', { exact: true }).waitFor();

    // A line the supplier does not sell.
    const weekend = emailCard(page, 'Harbour Kitchen weekend order');
    await weekend.getByRole('button', { name: 'Harbour Kitchen weekend order' }).click();
    await interpretation.getByText(coPilotMessages.notInSupplierPriceFile).first().waitFor();

    // Delete selected, after the confirmation.
    const quick = emailCard(page, 'Quick one for the Crown');
    await quick.locator('label.co-pilot__email-check').click();
    expect(await quick.getByRole('checkbox').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await page.getByText(coPilotMessages.confirmDeleteSelected).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(coPilotMessages.deleted(1)).first().waitFor();
    await quick.waitFor({ state: 'detached' });
    await walk.finish();
  }, 180_000);

  it('edits an order in a new tab: venue required, price file warning, save for later, save and accept', async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    await signInAs(page, app.url, 'supplier@oms.test');
    await page.goto(`${app.url}/supplier/co-pilot`);
    const weekend = emailCard(page, 'Harbour Kitchen weekend order');
    await weekend.getByRole('button', { name: 'Harbour Kitchen weekend order' }).click();
    const [editor] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: 'Edit order' }).click(),
    ]);
    expect(editor.url()).toMatch(/\/supplier\/co-pilot\/[^/]+\/editOrder$/);
    await editor.getByRole('heading', { name: 'Edit order' }).waitFor();
    await editor.getByText(coPilotMessages.notInCustomerPriceFile).first().waitFor();

    const venue = editor.getByLabel('Venue');
    const later = editor.getByRole('button', { name: 'Save Changes for later' });
    const accept = editor.getByRole('button', { name: 'Save Changes & Accept Order' });
    await venue.selectOption({ label: 'Select a venue' });
    expect(await later.isDisabled()).toBe(true);
    expect(await accept.isDisabled()).toBe(true);
    await venue.selectOption({ label: 'Harbour Kitchen' });
    await editor.getByLabel('Price file').waitFor();
    expect(await editor.getByLabel('Price file').inputValue()).toMatch(/Brakes/);
    await editor.getByLabel('Product to add').selectOption({ label: 'Plain Flour (BRK10037)' });
    await editor.getByRole('button', { name: 'Add', exact: true }).click();
    await editor.getByLabel('Notes').fill('Leave at the back door');
    await later.click();
    await editor.getByText(coPilotMessages.savedForLater).first().waitFor();
    await checkEditor(walk, editor, 'co-pilot-edit');

    await accept.click();
    await editor.getByText(coPilotMessages.approved).first().waitFor();
    await editor.getByText(coPilotMessages.alreadyApproved).first().waitFor();
    expect(await editor.getByLabel('Notes').isDisabled()).toBe(true);
    await checkEditor(walk, editor, 'co-pilot-edit-approved');
    await editor.close();
    await walk.finish();
  }, 180_000);

  it('lets an admin drop an .eml on the page', async () => {
    // The demo's supplier admin made a platform admin too: the drop zone is for admins only.
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    await signInAs(page, app.url, 'admin@oms.test');
    const accounts = await page.request.get(`${app.url}/api/admin/accounts`);
    const supplier = ((await accounts.json()) as { accounts: { accountId: string; email: string }[] }).accounts.find(
      (account) => account.email === 'supplier@oms.test',
    );
    const granted = await page.request.put(`${app.url}/api/admin/accounts/${supplier?.accountId}/roles`, {
      data: { isAdmin: true, isTfrAdmin: false, supplierAdminOf: 'sup-brakes' },
      headers: { origin: app.url },
    });
    expect(granted.status()).toBe(200);
    await page.context().clearCookies();
    await signInAs(page, app.url, 'supplier@oms.test');
    await page.goto(`${app.url}/supplier/co-pilot`);
    await page.getByText('Developers: drop an .eml file here').waitFor();
    const eml = [
      'From: Sam Whitfield <venue@oms.test>',
      'To: orders.brakes@capture.oms.test',
      'Subject: Dropped: Crown & Anchor eggs',
      'Date: Wed, 25 Nov 2026 08:00:00 +0000',
      'Message-ID: <dropped-walk@oms.test>',
      '',
      'Crown & Anchor: 2 x free range eggs large please.',
      '',
    ].join('\r\n');
    await page.getByLabel('E-mail file (.eml)').setInputFiles({
      name: 'order.eml',
      mimeType: 'message/rfc822',
      buffer: Buffer.from(eml),
    });
    await page.getByText(coPilotMessages.received).first().waitFor();
    await page.locator('.co-pilot__interpretation').getByText('Free Range Eggs Large').waitFor();
    await walk.checkScreen('co-pilot-admin-drop');
    await walk.finish();
  }, 180_000);

  it("lets a platform admin drop an .eml into any supplier's inbox from the admin area", async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    await signInAs(page, app.url, 'admin@oms.test');
    await page.goto(`${app.url}/admin/co-pilot-test`);
    await page.getByRole('heading', { name: 'Co-Pilot test' }).waitFor();
    await page.getByLabel('Supplier').selectOption({ label: 'Brakes' });
    const eml = [
      'From: Dan Reid <chef@crownandanchor.example>',
      'To: orders.brakes@capture.oms.test',
      'Subject: Admin test: Harbour Kitchen rice',
      'Date: Wed, 25 Nov 2026 09:00:00 +0000',
      'Message-ID: <admin-test-walk@oms.test>',
      '',
      'Harbour Kitchen: 3 x basmati rice please, and 1 mayonnaise.',
      '',
    ].join('\r\n');
    await page.getByLabel('E-mail file (.eml)').setInputFiles({
      name: 'admin-test.eml',
      mimeType: 'message/rfc822',
      buffer: Buffer.from(eml),
    });
    await page.getByText(coPilotMessages.received).first().waitFor();
    const reading = page.locator('.co-pilot__interpretation');
    await reading.getByText('Harbour Kitchen').waitFor();
    await reading.getByText('Basmati Rice').waitFor();
    expect(await reading.getByText('Edit order').count()).toBe(0);
    await walk.checkScreen('co-pilot-admin-test');
    await walk.finish();
  }, 180_000);
});

async function checkEditor(walk: Awaited<ReturnType<typeof startScreenWalk>>, editor: Page, name: string) {
  const { checkScreenAtWidths } = await import('../support/screens');
  await checkScreenAtWidths(editor, name);
  expect(walk.problems).toEqual([]);
}

describe('Co-Pilot: orders that need a person, and the confident ones approved in one click', () => {
  it('highlights the order whose truffle oil is not in the price file and approves the confident ones', async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    await signInAs(page, app.url, 'supplier@oms.test');
    await page.goto(`${app.url}/supplier/co-pilot`);
    await page.getByRole('heading', { name: 'Co-Pilot', level: 1 }).waitFor();
    await sendOrder(
      'Walk: sure order',
      'Crown & Anchor, next delivery please:\n\n2 x basmati rice\n1 x mayonnaise 10L\n\nSam',
    );
    await sendOrder(
      'Walk: truffle oil',
      'Crown & Anchor - 1 heavy duty bin liners please, plus a case of truffle oil if you do it.\n\nSam',
    );
    const sure = emailCard(page, 'Walk: sure order');
    const truffle = emailCard(page, 'Walk: truffle oil');
    await sure.waitFor({ timeout: 20_000 });
    await truffle.getByText(coPilotMessages.needsReview).waitFor({ timeout: 20_000 });
    expect(await sure.getByText(coPilotMessages.needsReview).count()).toBe(0);

    await truffle.getByRole('button', { name: 'Walk: truffle oil' }).click();
    const interpretation = page.locator('.co-pilot__interpretation');
    await interpretation.getByText(coPilotMessages.notInSupplierPriceFile).first().waitFor();
    await interpretation.getByText('truffle oil', { exact: false }).first().waitFor();
    await interpretation.getByText('Heavy Duty Bin Liners').waitFor();
    await walk.checkScreen('co-pilot-needs-review');

    await page.getByRole('button', { name: coPilotMessages.approveAllConfident }).click();
    await page
      .getByText(/confident orders? approved/)
      .first()
      .waitFor();
    await sure.getByText('Approved', { exact: true }).waitFor();
    expect(await truffle.getByText('New', { exact: true }).count()).toBe(1);
    await walk.checkScreen('co-pilot-approved-confident');
    await walk.finish();
  }, 180_000);
});

describe("Co-Pilot: the venue's side in Purchasing", () => {
  it("shows the venue the orders read from its e-mails with each supplier's status", async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    await signInAs(page, app.url, 'venue@oms.test');
    await page.goto(`${app.url}/v/ven-crown-anchor/purchasing/orders`);
    const panel = page.locator('.venue-ai-orders');
    await panel.getByRole('heading', { name: 'Orders sent by e-mail' }).waitFor();
    await panel.getByText('Brakes').first().waitFor();
    await walk.checkScreen('co-pilot-venue-purchasing');
    // The latest five first; the rest on demand (the demo's decided ones among them).
    await panel.getByRole('button', { name: /^Show all \d+$/ }).click();
    await panel.getByText('Approved', { exact: true }).first().waitFor();
    await panel.getByText('Rejected', { exact: true }).first().waitFor();
    await panel.getByRole('button', { name: 'Show fewer' }).waitFor();
    await walk.finish();
  }, 120_000);
});
