import { aiOrderStreamId, coPilotMessages, orderStreamId } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';
import { multipartBody } from '../platform/files/multipartBody';
import { coPilotExtractor } from './coPilotExtractor';
import { type InboundSmtp, startInboundSmtp } from './inbox/inboundSmtpServer';

const now = new Date('2026-11-23T09:00:00.000Z');
const capture = 'orders.brakes@capture.oms.test';
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let inbox: InboundSmtp;
let asSupplier: ReturnType<typeof injectAs>;
let asAdmin: ReturnType<typeof injectAs>;
let asVenueUser: ReturnType<typeof injectAs>;
let asOtherSupplier: ReturnType<typeof injectAs>;

const inboxUrl = '/api/suppliers/sup-brakes/co-pilot';

beforeAll(async () => {
  harness = await buildInMemoryApp({ now });
  inbox = await startInboundSmtp(harness.platform, coPilotExtractor(harness.platform), {
    port: 0,
    messagesPerSenderPerHour: 3,
    maxBytes: 200_000,
  });
  asSupplier = injectAs(harness.app, await sessionCookieFor(harness.app, 'supplier@oms.test'));
  asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
  asVenueUser = injectAs(harness.app, await sessionCookieFor(harness.app, 'venue@oms.test'));
  asOtherSupplier = asSupplier;
});
afterAll(async () => {
  await inbox.close();
  await harness.close();
});

const mailer = () =>
  createTransport({
    host: '127.0.0.1',
    port: inbox.port,
    secure: false,
    ignoreTLS: true,
    tls: { rejectUnauthorized: false },
  });

async function send(from: string, subject: string, text: string, to = capture) {
  return mailer().sendMail({ from, to, subject, text, date: now });
}

async function aiOrderIdBySubject(subject: string): Promise<string> {
  const list = (await asSupplier({ url: inboxUrl })).json();
  const found = list.orders.find((order: { subject: string }) => order.subject === subject);
  expect(found, subject).toBeTruthy();
  return found.aiOrderId as string;
}

const saveBody = (overrides: Record<string, unknown> = {}) => ({
  venueId: 'ven-crown-anchor',
  deliveryDate: '2026-11-25',
  lines: [
    { productId: 'sup-brakes-p001', quantity: 2, confidence: 0.92 },
    { productId: 'sup-brakes-p002', quantity: 1, confidence: null },
  ],
  notes: 'Back door please',
  feedback: '',
  approveOrder: false,
  ...overrides,
});

describe('Co-Pilot inbox over SMTP', () => {
  it('receives an e-mail for the capture address: stored, recorded, listed in the inbox', async () => {
    await send(
      'chef@crownandanchor.example',
      'Order for Wednesday',
      'Hi, for The Crown & Anchor on Wednesday please:\n\n2 x frozen chips skin-on\n1 x plain flour\n\nThanks, Chef',
    );
    const aiOrderId = await aiOrderIdBySubject('Order for Wednesday');
    const events = await harness.platform.eventStore.readStream(aiOrderStreamId(aiOrderId));
    expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(['FileStored', 'OrderEmailReceived']));
    const received = events.find((event) => event.type === 'OrderEmailReceived')?.data as {
      rawFile: { key: string };
      email: { from: string; subject: string };
      receivedVia: string;
    };
    expect(received).toMatchObject({ email: { from: 'chef@crownandanchor.example' }, receivedVia: 'smtp' });
    expect(await harness.platform.files.head(received.rawFile.key)).toMatchObject({ contentType: 'message/rfc822' });
    const interpreted = events.find((event) => event.type === 'OrderEmailInterpreted')?.data as {
      interpretation: { venueId: string; deliveryDate: string; lines: { productId: string; quantity: number }[] };
    };
    expect(interpreted.interpretation).toMatchObject({ venueId: 'ven-crown-anchor', deliveryDate: '2026-11-25' });
    expect(interpreted.interpretation.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: 'sup-brakes-p001', quantity: 2 }),
        expect.objectContaining({ productId: 'sup-brakes-p002', quantity: 1 }),
      ]),
    );

    const list = (await asSupplier({ url: inboxUrl })).json();
    expect(list.captureAddress).toBe(capture);
    expect(list.trackingOverview.total).toBeGreaterThanOrEqual(1);
    const detail = (await asSupplier({ url: `${inboxUrl}/${aiOrderId}` })).json();
    expect(detail.email).toMatchObject({ subject: 'Order for Wednesday', from: 'chef@crownandanchor.example' });
    expect(detail.email.text).toContain('2 x frozen chips skin-on');
    expect(detail.email.original.url).toMatch(/^\/api\/files\/download\?/);
    expect(detail.order).toMatchObject({ venueId: 'ven-crown-anchor', venueTitle: 'The Crown & Anchor' });
    expect(detail.warnings).toEqual([]);
  });

  it('approves an order as read: a correct order, with each line’s confidence on the placed order', async () => {
    const aiOrderId = await aiOrderIdBySubject('Order for Wednesday');
    const response = await asSupplier({ method: 'POST', url: `${inboxUrl}/${aiOrderId}/approve`, payload: {} });
    expect(response.statusCode, response.body).toBe(200);
    const [placed] = await harness.platform.eventStore.readStream(orderStreamId(`ai-${aiOrderId}`));
    const lines = (placed?.data as { lines: { aiConfidenceScore?: number }[] } | undefined)?.lines ?? [];
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => typeof line.aiConfidenceScore === 'number')).toBe(true);
    const tracking = (await asSupplier({ url: inboxUrl })).json().trackingOverview;
    expect(tracking).toMatchObject({ approved: 1, correctOrderRate: 100 });
  });

  it('warns of an unknown venue and of a product the supplier does not sell', async () => {
    await send(
      'owner@somewhere-else.example',
      'Strange order',
      'Please send 2 x unicorn steaks and 1 x frozen chips skin-on',
    );
    const detail = (await asSupplier({ url: `${inboxUrl}/${await aiOrderIdBySubject('Strange order')}` })).json();
    expect(detail.warnings).toEqual([coPilotMessages.venueNotRecognised, coPilotMessages.notInSupplierPriceFile]);
    expect(detail.notInPriceFile.join(' ')).toMatch(/unicorn/i);
  });

  it('refuses other recipients at RCPT TO, and records one order for the same message sent twice', async () => {
    await expect(
      send('chef@crownandanchor.example', 'Wrong inbox', 'x', 'nobody@capture.oms.test'),
    ).rejects.toMatchObject({ responseCode: 550 });
    const message = {
      from: 'bar@crownandanchor.example',
      to: capture,
      subject: 'Twice',
      text: '1 mayo',
      messageId: '<twice@crown.example>',
    };
    await mailer().sendMail(message);
    await mailer().sendMail(message);
    const list = (await asSupplier({ url: inboxUrl })).json();
    expect(list.orders.filter((order: { subject: string }) => order.subject === 'Twice')).toHaveLength(1);
  });

  it('refuses a message over the size limit with 552, and a sender past its hourly rate with 450', async () => {
    await expect(send('big@crownandanchor.example', 'Big', 'x'.repeat(300_000))).rejects.toMatchObject({
      responseCode: 552,
    });
    for (let sent = 0; sent < 3; sent += 1) await send('busy@crownandanchor.example', `Busy ${sent}`, '1 mayo');
    await expect(send('busy@crownandanchor.example', 'Busy 4', '1 mayo')).rejects.toMatchObject({ responseCode: 450 });
  });
});

describe('Co-Pilot orders API', () => {
  it('saves an edit for later, then approves it into a real order placed via e-mail', async () => {
    await send('sam@crownandanchor.example', 'Edit me', '2 chips, 1 flour');
    const aiOrderId = await aiOrderIdBySubject('Edit me');
    const saved = await asSupplier({ method: 'PUT', url: `${inboxUrl}/${aiOrderId}`, payload: saveBody() });
    expect(saved.statusCode, saved.body).toBe(200);
    const detail = (await asSupplier({ url: `${inboxUrl}/${aiOrderId}` })).json();
    expect(detail.order).toMatchObject({
      venueId: 'ven-crown-anchor',
      venueTitle: 'The Crown & Anchor',
      notes: 'Back door please',
    });
    expect(detail.order.lines).toHaveLength(2);
    expect(detail.status).toBe('unprocessed');

    const approved = await asSupplier({
      method: 'POST',
      url: `${inboxUrl}/${aiOrderId}/approve`,
      payload: { feedback: 'Fixed the flour' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ message: coPilotMessages.approved });
    const orderEvents = await harness.platform.eventStore.readStream(orderStreamId(`ai-${aiOrderId}`));
    expect(orderEvents[0]).toMatchObject({
      type: 'OrderPlaced',
      data: {
        venueId: 'ven-crown-anchor',
        supplierId: 'sup-brakes',
        requiredDeliveryDay: '2026-11-25',
        placedVia: 'email',
        placedManually: false,
        notes: 'Back door please',
        lines: [
          expect.objectContaining({ productId: 'sup-brakes-p001', quantity: 2, aiConfidenceScore: 92 }),
          expect.not.objectContaining({ aiConfidenceScore: expect.anything() }),
        ],
      },
    });
    // The venue sees it among its orders.
    const order = await readModels.orders.in(harness.platform.readStore).findOne({ _id: `ai-${aiOrderId}` });
    expect(order).toBeTruthy();

    const again = await asSupplier({ method: 'POST', url: `${inboxUrl}/${aiOrderId}/approve`, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Order is already approved');
    const edit = await asSupplier({ method: 'PUT', url: `${inboxUrl}/${aiOrderId}`, payload: saveBody() });
    expect(edit.json().error.message).toBe('Order is already approved');
    const tracking = (await asSupplier({ url: inboxUrl })).json().trackingOverview;
    expect(tracking.approved).toBe(2);
    // One approved as read, one after an edit.
    expect(tracking.correctOrderRate).toBe(50);
  });

  it('refuses a product outside the supplier’s list, and a save without a venue', async () => {
    await send('sam@crownandanchor.example', 'Bad products', 'a unicorn');
    const aiOrderId = await aiOrderIdBySubject('Bad products');
    const invalid = await asSupplier({
      method: 'PUT',
      url: `${inboxUrl}/${aiOrderId}`,
      payload: saveBody({
        lines: [{ productId: 'sup-smithfield-p001', quantity: 1, confidence: null }],
        approveOrder: true,
      }),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe(
      'Invalid Products: Some products are invalid. Please check and try again.',
    );
    const noVenue = await asSupplier({
      method: 'PUT',
      url: `${inboxUrl}/${aiOrderId}`,
      payload: saveBody({ venueId: null }),
    });
    expect(noVenue.statusCode).toBe(400);
    expect(noVenue.json().error.code).toBe('VENUE_REQUIRED');
  });

  it('saves and accepts at once; the venue’s users can read the AI order of their venue only', async () => {
    await send('sam@crownandanchor.example', 'Save and accept', '3 chips');
    const aiOrderId = await aiOrderIdBySubject('Save and accept');
    const accepted = await asSupplier({
      method: 'PUT',
      url: `${inboxUrl}/${aiOrderId}`,
      payload: saveBody({ approveOrder: true }),
    });
    expect(accepted.json()).toEqual({ message: coPilotMessages.approved });
    const own = await asVenueUser({ url: `/api/venues/ven-crown-anchor/ai-orders/${aiOrderId}` });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ status: 'approved', orderIds: [`ai-${aiOrderId}`] });
    const otherVenueOfTheSameUser = await asVenueUser({
      url: `/api/venues/ven-harbour-kitchen/ai-orders/${aiOrderId}`,
    });
    expect(otherVenueOfTheSameUser.statusCode).toBe(404);
  });

  it('lets the venue’s users approve and reject an AI order for their venue, with feedback', async () => {
    await send('kitchen@crownandanchor.example', 'Venue rejects', '1 chips');
    const aiOrderId = await aiOrderIdBySubject('Venue rejects');
    await asSupplier({ method: 'PUT', url: `${inboxUrl}/${aiOrderId}`, payload: saveBody() });
    const rejected = await asVenueUser({
      method: 'POST',
      url: `/api/venues/ven-crown-anchor/ai-orders/${aiOrderId}/reject`,
      payload: { feedback: 'We did not send this' },
    });
    expect(rejected.json()).toEqual({ message: coPilotMessages.rejected });
    const detail = (await asSupplier({ url: `${inboxUrl}/${aiOrderId}` })).json();
    expect(detail).toMatchObject({ status: 'rejected', feedback: 'We did not send this' });
    const approved = await asVenueUser({
      method: 'POST',
      url: `/api/venues/ven-crown-anchor/ai-orders/${aiOrderId}/approve`,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await asSupplier({ url: `${inboxUrl}/${aiOrderId}` })).json().status).toBe('approved');
  });

  it('keeps each supplier to its own inbox', async () => {
    const other = await asOtherSupplier({ url: '/api/suppliers/sup-smithfield/co-pilot' });
    expect(other.statusCode).toBe(403);
    const aiOrderId = await aiOrderIdBySubject('Order for Wednesday');
    const throughAnotherSupplier = await asAdmin({ url: `/api/suppliers/sup-smithfield/co-pilot/${aiOrderId}` });
    expect(throughAnotherSupplier.statusCode).toBe(404);
    const venueUser = await asVenueUser({ url: inboxUrl });
    expect(venueUser.statusCode).toBe(403);
  });

  it('reads an e-mail again on demand (parseOrder)', async () => {
    const aiOrderId = await aiOrderIdBySubject('Order for Wednesday');
    const response = await asSupplier({ method: 'POST', url: `${inboxUrl}/${aiOrderId}/interpret` });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail.interpretation !== null || detail.interpretationFailed !== null).toBe(true);
  });

  it('lets only admins drop an .eml, checked by its content', async () => {
    const eml = [
      'From: Chef <chef@crownandanchor.example>',
      `To: ${capture}`,
      'Subject: Dropped by a developer',
      'Date: Mon, 23 Nov 2026 08:00:00 +0000',
      'Message-ID: <dropped@crown.example>',
      '',
      '2 x mayonnaise',
      '',
    ].join('\r\n');
    const upload = (as: ReturnType<typeof injectAs>, content: string) => {
      const body = multipartBody({ name: 'order.eml', content, contentType: 'message/rfc822' });
      return as({ method: 'POST', url: `${inboxUrl}/emails`, ...body });
    };
    const dropped = await upload(asAdmin, eml);
    expect(dropped.statusCode, dropped.body).toBe(201);
    expect(dropped.json()).toMatchObject({ message: coPilotMessages.received, aiOrderId: expect.any(String) });
    expect(await aiOrderIdBySubject('Dropped by a developer')).toBe(dropped.json().aiOrderId);
    expect((await upload(asAdmin, 'just,a,csv\n1,2,3\n')).statusCode).toBe(415);
    expect((await upload(asSupplier, eml)).statusCode).toBe(403);
  });

  it('deletes the selected e-mails, then all of them', async () => {
    const target = await aiOrderIdBySubject('Bad products');
    const selected = await asSupplier({ method: 'POST', url: `${inboxUrl}/delete`, payload: { aiOrderIds: [target] } });
    expect(selected.json()).toEqual({ message: coPilotMessages.deleted(1) });
    const list = (await asSupplier({ url: inboxUrl })).json();
    expect(list.orders.some((order: { aiOrderId: string }) => order.aiOrderId === target)).toBe(false);
    expect((await asSupplier({ url: `${inboxUrl}/${target}` })).statusCode).toBe(404);
    const all = await asSupplier({ method: 'POST', url: `${inboxUrl}/delete`, payload: { all: true } });
    expect(all.statusCode).toBe(200);
    expect((await asSupplier({ url: inboxUrl })).json().trackingOverview.total).toBe(0);
  });
});
