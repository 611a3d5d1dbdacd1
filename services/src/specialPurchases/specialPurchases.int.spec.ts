import { readModels } from '@oms/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';
import { multipartBody } from '../platform/files/multipartBody';

const now = new Date('2026-11-22T10:00:00.000Z');
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asVenueUser: ReturnType<typeof injectAs>;
let asSupplier: ReturnType<typeof injectAs>;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now });
  asVenueUser = injectAs(harness.app, await sessionCookieFor(harness.app, 'venue@oms.test'));
  asSupplier = injectAs(harness.app, await sessionCookieFor(harness.app, 'supplier@oms.test'));
});
afterAll(async () => {
  await harness.close();
});

const crown = '/api/venues/ven-crown-anchor/special-purchases';
const request = {
  staffName: 'Sam Carter',
  staffEmail: 'sam@crown.test',
  sku: 'NOT-A-SKU',
  itemName: 'Copper pans',
  itemCostPence: 34_999,
  justification: 'The old ones are worn through',
  managerName: 'Morgan Lee',
  managerEmail: 'morgan@crown.test',
  supplierId: null,
  supplierTitle: 'Kitchen Supplies Ltd',
};

async function managerLink(requestId: string) {
  const mails = await readModels.mailbox.in(harness.platform.readStore).find({ to: 'morgan@crown.test' });
  const mail = mails.find((candidate) => candidate.text.includes(requestId));
  const token = /token=([^\s&]+)/.exec(mail?.text ?? '')?.[1];
  expect(mail?.subject).toBe('Approve a special purchase: Copper pans');
  return decodeURIComponent(token ?? '');
}

describe('special purchases API', () => {
  it('records a request on a Pro venue and e-mails the manager a signed link', async () => {
    const response = await asVenueUser({ method: 'POST', url: crown, payload: request });
    expect(response.statusCode, response.body).toBe(201);
    const { request: created, message, warning } = response.json();
    expect(message).toBe('Your request has been sent to the manager for approval.');
    expect(warning).toBeNull();
    expect(created).toMatchObject({ status: 'pending', supplier: { supplierId: null, title: 'Kitchen Supplies Ltd' } });
    expect(await managerLink(created.requestId)).toMatch(/^\d+\./);
    const list = (await asVenueUser({ url: crown })).json();
    expect(list.requests.map((entry: { requestId: string }) => entry.requestId)).toContain(created.requestId);
  });

  it("warns when the chosen supplier's price file lacks the sku", async () => {
    const response = await asVenueUser({
      method: 'POST',
      url: crown,
      payload: { ...request, supplierId: 'sup-brakes', supplierTitle: '' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().warning).toBe('Product is not in the price file of the customer.');
  });

  it('lets the manager approve and then reject through the link, and e-mails the staff member each time', async () => {
    const created = (await asVenueUser({ method: 'POST', url: crown, payload: request })).json().request;
    const token = await managerLink(created.requestId);
    const view = await harness.app.inject({ url: `/api/special-purchases/${created.requestId}?token=${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ managerName: 'Morgan Lee', itemCostPence: 34_999, status: 'pending' });
    expect(view.json().venueId).toBeUndefined();

    const decide = (decision: string) =>
      harness.app.inject({
        method: 'POST',
        url: `/api/special-purchases/${created.requestId}/decision?token=${token}`,
        payload: { decision },
      });
    const approved = await decide('approved');
    expect(approved.json()).toMatchObject({
      message: 'The special purchase has been approved.',
      request: { status: 'approved' },
    });
    expect((await decide('approved')).statusCode).toBe(200);
    const rejected = await decide('declined');
    expect(rejected.json()).toMatchObject({
      message: 'The special purchase has been rejected.',
      request: { status: 'declined' },
    });

    const listed = (await asVenueUser({ url: crown }))
      .json()
      .requests.find((entry: { requestId: string }) => entry.requestId === created.requestId);
    expect(listed.decisions.map((entry: { decision: string }) => entry.decision)).toEqual(['approved', 'declined']);
    const staffMails = await readModels.mailbox.in(harness.platform.readStore).find({ to: 'sam@crown.test' });
    expect(staffMails.filter((mail) => mail.text.includes('Copper pans')).map((mail) => mail.subject)).toEqual(
      expect.arrayContaining(['Special purchase approved: Copper pans', 'Special purchase rejected: Copper pans']),
    );
  });

  it('refuses an altered or foreign token and changes nothing', async () => {
    const created = (await asVenueUser({ method: 'POST', url: crown, payload: request })).json().request;
    const token = await managerLink(created.requestId);
    const [expires, signature] = token.split('.');
    const later = `${Number(expires) + 1}.${signature}`;
    for (const forged of [later, 'x', `${expires}.${'A'.repeat(43)}`]) {
      const response = await harness.app.inject({
        method: 'POST',
        url: `/api/special-purchases/${created.requestId}/decision?token=${encodeURIComponent(forged)}`,
        payload: { decision: 'approved' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(
        'This approval link is not valid. Please use the link in the approval e-mail.',
      );
    }
    const other = (await asVenueUser({ method: 'POST', url: crown, payload: request })).json().request;
    const elsewhere = await harness.app.inject({ url: `/api/special-purchases/${other.requestId}?token=${token}` });
    expect(elsewhere.statusCode).toBe(403);
    const view = await harness.app.inject({ url: `/api/special-purchases/${created.requestId}?token=${token}` });
    expect(view.json().status).toBe('pending');
  });

  it('refuses an expired link as expired', async () => {
    const created = (await asVenueUser({ method: 'POST', url: crown, payload: request })).json().request;
    const token = await managerLink(created.requestId);
    harness.setNow(new Date('2026-12-07T10:00:01.000Z'));
    try {
      const response = await harness.app.inject({ url: `/api/special-purchases/${created.requestId}?token=${token}` });
      expect(response.statusCode).toBe(410);
    } finally {
      harness.setNow(now);
    }
  });

  it('keeps one PDF or image per request, checked by content and size, opened through a signed link', async () => {
    const created = (await asVenueUser({ method: 'POST', url: crown, payload: request })).json().request;
    const attach = (name: string, content: Buffer, contentType: string, venue = 'ven-crown-anchor') => {
      const body = multipartBody({ name, content, contentType });
      return asVenueUser({
        method: 'POST',
        url: `/api/venues/${venue}/special-purchases/${created.requestId}/attachment`,
        payload: body.payload,
        headers: body.headers,
      });
    };
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const attached = await attach('quote.pdf', pdf, 'application/pdf');
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().attachment).toMatchObject({ fileName: 'quote.pdf', contentType: 'application/pdf' });
    const download = await harness.app.inject({ url: attached.json().attachment.url });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('%PDF-1.4');

    const token = await managerLink(created.requestId);
    const view = await harness.app.inject({ url: `/api/special-purchases/${created.requestId}?token=${token}` });
    expect(view.json().attachment.fileName).toBe('quote.pdf');

    const script = await attach('quote.pdf', Buffer.from('<script>alert(1)</script>'), 'application/pdf');
    expect(script.statusCode).toBe(415);
    const large = await attach('big.pdf', Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]), 'application/pdf');
    expect(large.statusCode).toBe(413);
    expect(large.json().error.message).toBe('File must be smaller than 10MB');
    const elsewhere = await attach('quote.pdf', pdf, 'application/pdf', 'ven-harbour-kitchen');
    expect(elsewhere.statusCode).toBe(403);
  });

  it('keeps special purchases to Pro venues, their own users, and valid requests', async () => {
    const free = await asVenueUser({ url: '/api/venues/ven-harbour-kitchen/special-purchases' });
    expect(free.statusCode).toBe(403);
    expect(free.json().error.message).toBe('This is a Pro feature.');
    expect((await asSupplier({ url: crown })).statusCode).toBe(403);
    const noSupplier = await asVenueUser({ method: 'POST', url: crown, payload: { ...request, supplierTitle: '' } });
    expect(noSupplier.statusCode).toBe(400);
    const badEmail = await asVenueUser({ method: 'POST', url: crown, payload: { ...request, managerEmail: 'nope' } });
    expect(badEmail.statusCode).toBe(400);
    const foreignSupplier = await asVenueUser({
      method: 'POST',
      url: crown,
      payload: { ...request, supplierId: 'sup-unknown' },
    });
    expect(foreignSupplier.statusCode).toBe(400);
  });
});
