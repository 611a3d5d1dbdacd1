import { type FeedbackView, feedbackMessages, supplierFeedbackStreamId } from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../../platform/engines/inMemoryApp';

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asBrakes: ReturnType<typeof injectAs>;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-22T10:00:00.000Z') });
  asBrakes = injectAs(harness.app, await sessionCookieFor(harness.app, 'supplier@oms.test'));
});
afterAll(async () => {
  await harness.close();
});

describe('supplier feedback', () => {
  it('records a rating and a comment as an event, and admins read it', async () => {
    const sent = await asBrakes({
      method: 'POST',
      url: '/api/suppliers/sup-brakes/feedback',
      payload: { rating: 9, comment: 'Customers list saves us hours' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ message: feedbackMessages.sent });

    const { feedbackId } = sent.json() as { feedbackId: string };
    const events = await harness.platform.eventStore.readStream(supplierFeedbackStreamId(feedbackId));
    expect(events.some((event) => event.type === 'SupplierFeedbackGiven')).toBe(true);

    const asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
    const list = await asAdmin({ url: '/api/admin/supplier-feedback' });
    expect(list.statusCode).toBe(200);
    const [first] = (list.json() as { feedback: FeedbackView[] }).feedback;
    expect(first).toMatchObject({
      supplierId: 'sup-brakes',
      supplierTitle: 'Brakes',
      rating: 9,
      comment: 'Customers list saves us hours',
      givenBy: 'supplier@oms.test',
    });
    expect((await asBrakes({ url: '/api/admin/supplier-feedback' })).statusCode).toBe(403);
  });

  it('needs a rating 0 to 10 and a comment: "Please provide a rating and a feedback!"', async () => {
    for (const payload of [
      {},
      { rating: 5 },
      { rating: 5, comment: '   ' },
      { rating: 11, comment: 'x' },
      { comment: 'x' },
    ]) {
      const response = await asBrakes({ method: 'POST', url: '/api/suppliers/sup-brakes/feedback', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(feedbackMessages.required);
    }
  });

  it("cannot be given on another supplier's behalf", async () => {
    const response = await asBrakes({
      method: 'POST',
      url: '/api/suppliers/sup-smithfield/feedback',
      payload: { rating: 1, comment: 'not mine' },
    });
    expect(response.statusCode).toBe(403);
  });
});
