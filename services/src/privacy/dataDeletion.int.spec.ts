import {
  type DataDeletionRequestView,
  dataDeletionErrors,
  dataDeletionMessages,
  dataDeletionRequestStreamId,
} from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asAdmin: ReturnType<typeof injectAs>;

const form = {
  venueTitle: 'The Crown & Anchor',
  venueCode: 'CA001',
  accountHolderName: 'Sam Whitfield',
  accountEmail: ' Venue@OMS.test ',
};

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-26T09:00:00.000Z') });
  asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
});
afterAll(async () => {
  await harness.close();
});

const send = (payload: Record<string, unknown>, address = '203.0.113.7') =>
  harness.app.inject({ method: 'POST', url: '/api/data-deletion-requests', payload, remoteAddress: address });

describe('data deletion requests', () => {
  it('takes the public form without sign-in and queues it for admins, pending first', async () => {
    const sent = await send(form);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ message: dataDeletionMessages.sent });
    const { requestId } = sent.json() as { requestId: string };
    const events = await harness.platform.eventStore.readStream(dataDeletionRequestStreamId(requestId));
    expect(events.map((event) => event.type)).toEqual(['DataDeletionRequested']);

    const queue = await asAdmin({ url: '/api/admin/data-deletion-requests' });
    expect(queue.statusCode).toBe(200);
    const [first] = (queue.json() as { requests: DataDeletionRequestView[] }).requests;
    expect(first).toMatchObject({
      requestId,
      venueTitle: 'The Crown & Anchor',
      accountEmail: 'venue@oms.test',
      status: 'pending',
      accountFound: true,
      actionedAt: null,
    });
  });

  it('refuses an incomplete form with the field’s words, recording nothing', async () => {
    const before = await harness.platform.eventStore.headPosition();
    for (const [payload, message] of [
      [{ ...form, venueTitle: '  ' }, dataDeletionMessages.venueTitleRequired],
      [{ ...form, venueCode: undefined }, dataDeletionMessages.venueCodeRequired],
      [{ ...form, accountHolderName: '' }, dataDeletionMessages.accountHolderRequired],
      [{ ...form, accountEmail: 'not an e-mail' }, dataDeletionMessages.accountEmailInvalid],
      [{ ...form, accountEmail: `${'a'.repeat(250)}@x.test` }, dataDeletionMessages.accountEmailInvalid],
    ] as const) {
      const response = await send(payload, '203.0.113.8');
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body).toContain(message);
    }
    expect(await harness.platform.eventStore.headPosition()).toBe(before);
  });

  it('limits how often one address may send the form', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) answers.push((await send(form, '198.51.100.9')).statusCode);
    expect(answers.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(answers.slice(5)).toEqual([429, 429]);
  });

  it('lets a platform admin decline a request once, with a note', async () => {
    const { requestId } = (await send({ ...form, accountEmail: 'nobody@example.com' }, '203.0.113.9')).json() as {
      requestId: string;
    };
    const declined = await asAdmin({
      method: 'POST',
      url: `/api/admin/data-deletion-requests/${requestId}/action`,
      payload: { outcome: 'declined', note: 'No account with this e-mail' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'declined',
      note: 'No account with this e-mail',
      accountFound: false,
      actionedBy: 'admin@oms.test',
    });
    const again = await asAdmin({
      method: 'POST',
      url: `/api/admin/data-deletion-requests/${requestId}/action`,
      payload: { outcome: 'declined' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(dataDeletionErrors.alreadyActioned.message);
    const unknown = await asAdmin({
      method: 'POST',
      url: '/api/admin/data-deletion-requests/nope/action',
      payload: { outcome: 'declined' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps the queue from everyone but platform admins', async () => {
    for (const email of ['venue@oms.test', 'supplier@oms.test']) {
      const as = injectAs(harness.app, await sessionCookieFor(harness.app, email));
      expect((await as({ url: '/api/admin/data-deletion-requests' })).statusCode).toBe(403);
      expect(
        (
          await as({
            method: 'POST',
            url: '/api/admin/data-deletion-requests/x/action',
            payload: { outcome: 'declined' },
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await harness.app.inject({ url: '/api/admin/data-deletion-requests' })).statusCode).toBe(401);
  });
});
