import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addBusinessDays, businessDateOf, xeroMessages } from '@oms/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, freePort, runApp } from '../support/appServer';
import { launchChromium } from '../support/browser';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';
import { startTemporalServer } from '../support/temporalServer';

let dataDir: string;
let temporal: Awaited<ReturnType<typeof startTemporalServer>> | null = null;
let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'oms-e2e-xero-'));
  // In the engine suites (`npm run test:engines`) Temporal is provisioned and running; alone, the walk starts its own.
  let address = process.env.TEMPORAL_ADDRESS;
  if (!address) {
    temporal = await startTemporalServer(dataDir);
    address = temporal.address;
  }
  // Seeding the demo with Temporal attached (its Xero bills go through workflows) took over two minutes in CI.
  server = await runApp(dataDir, await freePort(), 360_000, { TEMPORAL_ADDRESS: address });
  browser = await launchChromium();
}, 420_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await temporal?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const integrations = '/v/ven-crown-anchor/integrations';

describe('Xero through the sandbox accounting service', () => {
  it('connects through the sandbox consent, sends a receipted order’s bill and finds it in the sandbox ledger', async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    await signInAs(page, server.url, 'venue@oms.test');

    // The demo venue is connected: disconnect, then connect again the way a venue first does.
    await page.goto(`${server.url}${integrations}`);
    await page.getByRole('heading', { name: xeroMessages.activeIntegrations }).waitFor();
    await page.getByText('Sandbox', { exact: true }).first().waitFor();
    await walk.checkScreen('integrations-connected');
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText('Not connected').waitFor();

    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Finance contact e-mail' });
    await dialog.getByLabel('Finance contact e-mail').fill('accounts@crownandanchor.test');
    await walk.checkScreen('integrations-finance-email');
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();

    await page.waitForURL('**/integrations/sandbox/consent?**');
    await page.getByText('Sandbox accounting service').waitFor();
    await walk.checkScreen('integrations-sandbox-consent');
    await page.getByRole('button', { name: 'Allow access' }).click();
    await page.waitForURL(`**${integrations}`);
    await page.getByText('Connected', { exact: true }).waitFor();
    await page.getByText('accounts@crownandanchor.test').waitFor();

    // Send to Xero from the first receipted order that has not been sent.
    await page.goto(`${server.url}/v/ven-crown-anchor/purchasing/receipting`);
    await page.getByRole('button', { name: xeroMessages.sendToXero }).first().click();
    await page.waitForURL('**/purchasing/receipting/xero?**');
    const poNumber = new URL(page.url()).searchParams.get('poNumber') ?? '';
    await page.getByRole('heading', { name: 'The bill' }).waitFor();

    await page.getByLabel('Account (required)').selectOption({ label: '200 Sales (OUTPUT2)' });
    await page.getByText(xeroMessages.vatOnIncomeWarning).waitFor();
    await page.getByRole('button', { name: xeroMessages.sendToXero }).click();
    await page.getByText(xeroMessages.accountAndDueDateRequired).waitFor();
    await walk.checkScreen('send-to-xero');

    await page.getByLabel('Account (required)').selectOption({ label: '310 Cost of Goods Sold (INPUT2)' });
    const [year, month, day] = addBusinessDays(businessDateOf(new Date()), 14).split('-');
    const dueDate = page.getByLabel('Due date (required)');
    await dueDate.fill(`${day}/${month}/${year}`);
    await dueDate.press('Enter');
    await dueDate.press('Escape');
    // Another file than the PO's invoice goes with the bill.
    await page.locator('.xero-send__file').getByText('Another file', { exact: true }).click();
    await page.getByLabel('File to send with the bill').setInputFiles({
      name: 'crown-delivery-note.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await page.locator('.xero-send__file').getByText('crown-delivery-note.pdf').waitFor();
    await page.getByRole('button', { name: xeroMessages.sendToXero }).click();
    await page.getByText(xeroMessages.sent).waitFor({ timeout: 60_000 });
    await page.waitForURL('**/purchasing/receipting');

    await page.goto(`${server.url}${integrations}/sandbox-ledger`);
    await page.getByRole('heading', { name: new RegExp(`· ${poNumber}$`) }).waitFor();
    await page.getByText('crown-delivery-note.pdf').first().waitFor();
    await walk.checkScreen('sandbox-ledger');
    await walk.finish();
  }, 180_000);

  it('shows the expired connection in the spec’s words and refuses to send', async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    await signInAs(page, server.url, 'venue@oms.test');
    // Ninety days cannot pass in a browser walk: the server's answer is aged here (the API test covers the server).
    await page.route('**/api/venues/ven-crown-anchor/integrations/xero', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), status: 'expired' } });
    });
    await page.goto(`${server.url}${integrations}`);
    await page.getByText(xeroMessages.connectionExpired).waitFor();
    await page.getByRole('button', { name: 'Reconnect' }).waitFor();
    await walk.checkScreen('integrations-expired');
    await page.goto(`${server.url}/v/ven-crown-anchor/purchasing/receipting`);
    await page.getByRole('heading', { name: 'Goods receipting' }).waitFor();
    expect(await page.getByRole('button', { name: xeroMessages.sendToXero }).count()).toBe(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await walk.finish();
  }, 90_000);

  it('shows Free venues the Plan Limit page', async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    await signInAs(page, server.url, 'venue@oms.test');
    for (const path of ['integrations', 'purchasing/receipting/xero']) {
      await page.goto(`${server.url}/v/ven-harbour-kitchen/${path}`);
      await page.getByText('This is a Growth feature.').waitFor();
    }
    await walk.checkScreen('xero-plan-limit');
    await walk.finish();
  }, 90_000);
});
