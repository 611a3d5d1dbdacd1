import { ERASED, uploadErrors } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { startScreenWalk } from '../support/screens';
import { signInAs } from '../support/signIn';
import { appAndChromiumForWalks } from '../support/walkHarness';

const venueId = 'ven-crown-anchor';

const harness = appAndChromiumForWalks();

describe('an erased uploader’s invoice in the viewer', () => {
  it('says the invoice was erased, with no frame to load', async () => {
    const walk = await startScreenWalk(harness.browser);
    const { page } = walk;
    await signInAs(page, harness.server.url, 'admin@oms.test');
    const api = (path: string) => `${harness.server.url}${path}`;
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
      headers: { origin: harness.server.url },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { requestId } = (await sent.json()) as { requestId: string };
    const erased = await page.request.post(api(`/api/admin/data-deletion-requests/${requestId}/action`), {
      data: { outcome: 'erased', note: 'Asked by e-mail' },
      headers: { origin: harness.server.url },
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
