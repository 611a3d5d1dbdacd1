import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addBusinessDays, businessDateOf, uploadErrors, xeroMessages } from '@oms/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, freePort, runApp } from '../support/appServer';
import { launchChromium } from '../support/browser';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';

let server: AppServer;
let browser: Browser;
const dataDir = mkdtempSync(join(tmpdir(), 'oms-e2e-xero-file-'));

// No workflow engine: the page, its defaults and the file are all there; the send itself answers 503
// with the server's words (the bill landing with its file is the engine walk's and the API tests').
beforeAll(async () => {
  server = await runApp(dataDir, await freePort(), 180_000, { TEMPORAL_ADDRESS: '', OMS_WORKFLOWS_STARTING: '' });
  browser = await launchChromium();
}, 200_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('Send to Xero: the supplier’s defaults and a file of the venue’s choosing', () => {
  it('starts from the supplier’s account and contact, and attaches another file checked before and after upload', async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    page.setDefaultTimeout(15_000);
    await signInAs(page, server.url, 'venue@oms.test');
    await page.goto(`${server.url}/v/ven-crown-anchor/purchasing/receipting`);
    await page.getByRole('button', { name: xeroMessages.sendToXero }).first().click();
    await page.waitForURL('**/purchasing/receipting/xero?**');
    await page.getByRole('heading', { name: 'The bill' }).waitFor();

    // The demo's earlier bills left each supplier an account and a contact.
    expect(await page.getByLabel('Account (required)').inputValue()).not.toBe('');
    expect(await page.getByLabel('Contact').inputValue()).not.toBe('');

    await page.locator('.xero-send__file').getByText('Another file', { exact: true }).click();
    const input = page.getByLabel('File to send with the bill');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a bill') });
    await page.getByText(uploadErrors.unsupportedType.message).waitFor();
    await input.setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]),
    });
    await page.getByText(uploadErrors.tooLarge.message).waitFor();
    // A file named like a PDF but not one is refused by the server from its content.
    await input.setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain words') });
    await page.getByText(uploadErrors.unsupportedType.message).waitFor();
    await expect.poll(() => walk.problems.filter((problem) => !problem.includes('415'))).toEqual([]);
    walk.problems.length = 0;

    await input.setInputFiles({ name: 'delivery-note.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.locator('.xero-send__file').getByText('delivery-note.pdf').waitFor();
    await walk.checkScreen('send-to-xero-another-file');

    const [year, month, day] = addBusinessDays(businessDateOf(new Date()), 14).split('-');
    const dueDate = page.getByLabel('Due date (required)');
    await dueDate.fill(`${day}/${month}/${year}`);
    await dueDate.press('Enter');
    await dueDate.press('Escape');
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/integrations/xero/bills'),
    );
    await page.getByRole('button', { name: xeroMessages.sendToXero }).click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({
      attachInvoice: false,
      fileKey: expect.stringMatching(/^xero-bills\/ven-crown-anchor\//),
    });
    await page.getByText('The workflow engine is unavailable', { exact: false }).first().waitFor();
    await expect.poll(() => walk.problems.filter((problem) => !problem.includes('503'))).toEqual([]);
    walk.problems.length = 0;
    await walk.finish();
  }, 150_000);
});
