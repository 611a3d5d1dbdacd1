import { coPilotMessages } from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';
import { multipartBody } from '../platform/files/multipartBody';
import { orderEml } from './orderEmailFixture';

const now = new Date('2026-11-23T09:00:00.000Z');
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

describe("the venue's side of Co-Pilot", () => {
  it("lists the orders read from the venue's e-mails with the supplier's status", async () => {
    const eml = orderEml({
      from: 'Sam Whitfield <venue@oms.test>',
      subject: 'Venue side: Harbour Kitchen rice',
      messageId: 'venue-side@oms.test',
      body: 'Harbour Kitchen, next delivery please:\r\n2 x basmati rice 10kg\r\n1 x mayonnaise 10L',
    });
    const dropped = await asAdmin({
      method: 'POST',
      url: '/api/suppliers/sup-brakes/co-pilot/emails',
      ...multipartBody({ name: 'order.eml', content: eml, contentType: 'message/rfc822' }),
    });
    expect(dropped.statusCode, dropped.body).toBe(201);
    const { aiOrderId } = dropped.json() as { aiOrderId: string };

    const listed = await asVenueUser({ url: '/api/venues/ven-harbour-kitchen/ai-orders' });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().orders).toContainEqual(
      expect.objectContaining({
        aiOrderId,
        subject: 'Venue side: Harbour Kitchen rice',
        supplierId: 'sup-brakes',
        supplierTitle: 'Brakes',
        status: 'unprocessed',
        lineCount: 2,
        orderIds: [],
      }),
    );
    const crown = (await asVenueUser({ url: '/api/venues/ven-crown-anchor/ai-orders' })).json();
    expect(crown.orders.map((order: { aiOrderId: string }) => order.aiOrderId)).not.toContain(aiOrderId);

    const approved = await asSupplier({
      method: 'POST',
      url: `/api/suppliers/sup-brakes/co-pilot/${aiOrderId}/approve`,
      payload: { feedback: 'Thanks' },
    });
    expect(approved.json()).toEqual({ message: coPilotMessages.approved });
    const after = (await asVenueUser({ url: '/api/venues/ven-harbour-kitchen/ai-orders' })).json();
    expect(after.orders.find((order: { aiOrderId: string }) => order.aiOrderId === aiOrderId)).toMatchObject({
      status: 'approved',
      feedback: 'Thanks',
      orderIds: [expect.any(String)],
    });
  });

  it("refuses a venue the account does not hold, and a supplier's account", async () => {
    expect((await asVenueUser({ url: '/api/venues/ven-the-red-lion/ai-orders' })).statusCode).toBe(403);
    expect((await asSupplier({ url: '/api/venues/ven-harbour-kitchen/ai-orders' })).statusCode).toBe(403);
  });
});
