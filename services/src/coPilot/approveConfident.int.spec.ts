import { coPilotMessages } from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';
import { multipartBody } from '../platform/files/multipartBody';
import { orderEml } from './orderEmailFixture';

const now = new Date('2026-11-23T09:00:00.000Z');
const inboxUrl = '/api/suppliers/sup-brakes/co-pilot';
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asSupplier: ReturnType<typeof injectAs>;
let asAdmin: ReturnType<typeof injectAs>;
let asVenueUser: ReturnType<typeof injectAs>;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now });
  asSupplier = injectAs(harness.app, await sessionCookieFor(harness.app, 'supplier@oms.test'));
  asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
  asVenueUser = injectAs(harness.app, await sessionCookieFor(harness.app, 'venue@oms.test'));
});
afterAll(async () => {
  await harness.close();
});

async function drop(subject: string, from: string, body: string): Promise<string> {
  const eml = orderEml({ from, subject, body });
  const response = await asAdmin({
    method: 'POST',
    url: `${inboxUrl}/emails`,
    ...multipartBody({ name: 'order.eml', content: eml, contentType: 'message/rfc822' }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().aiOrderId as string;
}

describe('Approve all confident', () => {
  it('marks which orders need review and approves only the confident ones in one call', async () => {
    const sure = await drop(
      'Sure order',
      'Chef <chef@crownandanchor.example>',
      'For The Crown & Anchor, Wednesday please:\r\n\r\n2 x mayonnaise 10L\r\n1 x plain flour 16kg\r\n\r\nThanks',
    );
    const unsure = await drop(
      'Unsure order',
      'Someone <someone@nowhere.example>',
      'Hi, 2 x mayonnaise and a case of truffle oil for Wednesday please',
    );
    const listed = (await asSupplier({ url: inboxUrl })).json().orders as { aiOrderId: string; needsReview: boolean }[];
    expect(listed.find((order) => order.aiOrderId === sure)?.needsReview).toBe(false);
    expect(listed.find((order) => order.aiOrderId === unsure)?.needsReview).toBe(true);
    const detail = (await asSupplier({ url: `${inboxUrl}/${unsure}` })).json();
    expect(detail.reviewReasons).toContain(coPilotMessages.venueNotRecognised);

    const response = await asSupplier({
      method: 'POST',
      url: `${inboxUrl}/approve-confident`,
      payload: { aiOrderIds: [sure, unsure] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: coPilotMessages.approvedConfident(1), approved: [sure] });
    const after = (await asSupplier({ url: inboxUrl })).json().orders as { aiOrderId: string; status: string }[];
    expect(after.find((order) => order.aiOrderId === sure)?.status).toBe('approved');
    expect(after.find((order) => order.aiOrderId === unsure)?.status).toBe('unprocessed');

    // Asked again, the approved order is decided and is not approved twice.
    const again = await asSupplier({
      method: 'POST',
      url: `${inboxUrl}/approve-confident`,
      payload: { aiOrderIds: [sure] },
    });
    expect(again.json()).toEqual({ message: coPilotMessages.approvedConfident(0), approved: [] });
  });

  it('refuses an empty selection with 400 and other roles with 403', async () => {
    const empty = await asSupplier({
      method: 'POST',
      url: `${inboxUrl}/approve-confident`,
      payload: { aiOrderIds: [] },
    });
    expect(empty.statusCode).toBe(400);
    const venue = await asVenueUser({
      method: 'POST',
      url: `${inboxUrl}/approve-confident`,
      payload: { aiOrderIds: ['x'] },
    });
    expect(venue.statusCode).toBe(403);
  });
});
