import { ERASED, uploadErrors } from '@oms/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../support/appServer';
import { launchChromium } from '../support/browser';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';

let server: AppServer;
let browser: Browser;
const venueId = 'ven-crown-anchor';

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('an erased uploader’s invoice in the viewer', () => {
  it('says the invoice was erased, with no frame to load', async () => {
    const walk = await startScreenWalk(browser);
    const { page } = walk;
    await signInAs(page, server.url, 'admin@oms.test');
    const api = (path: string) => `${server.url}${path}`;
    const listed = await page.request.get(api(`/api/venues/${venueId}/invoice-uploads`));
    const { invoices } = (await listed.json()) as { invoices: { invoiceId: string; uploaderName: string }[] };
    const sams = invoices.find((invoice) => invoice.uploaderName === 'Sam Whitfield');
    expect(sams, 'a demo invoice Sam Whitfield uploaded').toBeTruthy();

    // Sam asks to be forgotten and the admin erases them, as on the Data deletion page.
    const sent = await page.request.post(api('/api/data-deletion-requests'), {
      data: {
        venueTitle: 'Crown & Anchor',
        venueCode: 'CA001',
        accountHolderName: 'Sam Whitfield',
        accountEmail: 'venue@oms.test',
      },
      headers: { origin: server.url },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { requestId } = (await sent.json()) as { requestId: string };
    const erased = await page.request.post(api(`/api/admin/data-deletion-requests/${requestId}/action`), {
      data: { outcome: 'erased', note: 'Asked by e-mail' },
      headers: { origin: server.url },
    });
    expect(erased.status(), await erased.text()).toBe(200);

    await page.goto(api(`/invoice/${venueId}/${sams?.invoiceId}`));
    await page.getByText(`Invoice ${ERASED}`).waitFor();
    await page.getByText(uploadErrors.fileErased.message).waitFor();
    expect(await page.locator('iframe, img.invoice-viewer__image').count()).toBe(0);
    await walk.checkScreen('invoice-viewer-erased');
    await walk.finish();
  });
});
