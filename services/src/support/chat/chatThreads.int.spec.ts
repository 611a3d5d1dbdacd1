import { randomUUID } from 'node:crypto';
import { type ChatConversation, type ChatThreads, chatStreamId } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountIdForEmail } from '../../identity/account/accountId';
import { checklistToken } from '../../ordering/checklist/checklistToken';
import { type ApiScenario, givenStreams } from '../../platform/engines/apiScenario';
import { testPlatformOptions } from '../../platform/engines/inMemoryApp';
import { account, linked, supplier, venue } from '../../platform/engines/scenarioStreams';
import { changeRequestToken } from '../../receipting/changeRequests/changeRequestToken';

const now = new Date('2026-11-22T10:00:00.000Z');
const venueId = 'ven-crown';
const chat = `/api/venues/${venueId}/chat`;
const brakesThread = `${chat}/suppliers/brakes`;
const fishThread = `${chat}/suppliers/fish`;

let scenario: ApiScenario;
let as: Record<'venue' | 'brakes' | 'fish' | 'admin', Awaited<ReturnType<ApiScenario['signedInAs']>>>;

/** A message as version 1 recorded it, when a venue had one conversation for everybody. */
function sentV1(
  email: string,
  name: string,
  side: 'support' | 'venue' | 'supplier',
  supplierId: string | null,
  text: string,
) {
  return {
    eventId: randomUUID(),
    type: 'ChatMessageSent',
    schemaVersion: 1,
    data: {
      messageId: randomUUID(),
      venueId,
      fromAccountId: accountIdForEmail(email),
      fromName: name,
      side,
      supplierId,
      text,
      sentAt: '2026-11-01T09:00:00.000Z',
    },
    metadata: {
      actorAccountId: accountIdForEmail(email),
      actorRole: 'admin' as const,
      channel: 'dashboard' as const,
      correlationId: randomUUID(),
      causationId: null,
      recordedAt: '2026-11-01T09:00:00.000Z',
    },
  };
}

beforeEach(async () => {
  scenario = await givenStreams(
    Object.fromEntries([
      venue(venueId, { title: 'The Crown' }, linked(venueId, 'brakes'), linked(venueId, 'fish')),
      supplier('brakes', { title: 'Brakes' }),
      supplier('fish', { title: 'Fresh Fish' }),
      await account('chef@crown.test', { name: 'Sam Chef', venueIds: [venueId] }),
      await account('rep@brakes.test', { name: 'Priya Shah', roles: { supplierAdminOf: 'brakes' } }),
      await account('rep@fish.test', { name: 'Finn Fisher', roles: { supplierAdminOf: 'fish' } }),
      await account('admin@oms.test', { name: 'Alex Morgan', roles: { isAdmin: true } }),
    ]),
    { now },
  );
  // The one conversation of the days before threads, exactly as version 1 stored it.
  await scenario.platform.eventStore.appendToStream(
    chatStreamId(venueId),
    [
      sentV1('admin@oms.test', 'Alex Morgan', 'support', null, 'Your invoices are overdue'),
      sentV1('chef@crown.test', 'Sam Chef', 'venue', null, 'We are changing our bank, sorry'),
      sentV1('rep@brakes.test', 'Priya Shah', 'supplier', 'brakes', 'Brakes delivers at 6:30'),
      sentV1('rep@fish.test', 'Finn Fisher', 'supplier', 'fish', 'Fish prices up next week'),
    ],
    { expectedRevision: 'no_stream' },
  );
  await scenario.platform.runner.waitFor(await scenario.platform.eventStore.headPosition());
  as = {
    venue: await scenario.signedInAs('chef@crown.test'),
    brakes: await scenario.signedInAs('rep@brakes.test'),
    fish: await scenario.signedInAs('rep@fish.test'),
    admin: await scenario.signedInAs('admin@oms.test'),
  };
});
afterEach(async () => {
  await scenario.close();
});

const textsOf = async (response: Promise<{ statusCode: number; json: () => unknown }>) => {
  const answered = await response;
  expect(answered.statusCode).toBe(200);
  return (answered.json() as ChatConversation).messages.map((message) => message.text);
};

describe('a venue talks to support and to each supplier in its own thread', () => {
  it('folds the old single conversation by author: support and the venue stay with support, each supplier in its own', async () => {
    expect(await textsOf(as.venue({ url: chat }))).toEqual([
      'Your invoices are overdue',
      'We are changing our bank, sorry',
    ]);
    expect(await textsOf(as.brakes({ url: brakesThread }))).toEqual(['Brakes delivers at 6:30']);
    expect(await textsOf(as.fish({ url: fishThread }))).toEqual(['Fish prices up next week']);
    expect(await textsOf(as.venue({ url: fishThread }))).toEqual(['Fish prices up next week']);
  });

  it('answers a supplier 403 for the thread with support and for another supplier', async () => {
    for (const url of [chat, fishThread, `${chat}/suppliers/unknown`]) {
      const refused = await as.brakes({ url });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.message).toBe('You do not have access to this page');
    }
    const written = await as.brakes({
      method: 'POST',
      url: `${fishThread}/messages`,
      payload: { text: 'Cheaper here' },
    });
    expect(written.statusCode).toBe(403);
    const threads = (await as.brakes({ url: `${chat}/threads` })).json() as ChatThreads;
    expect(threads.threads).toEqual([
      { supplierId: 'brakes', title: 'Brakes', lastMessageAt: '2026-11-01T09:00:00.000Z' },
    ]);
  });

  it('lists the venue its threads: support first, then its suppliers by title', async () => {
    const threads = (await as.venue({ url: `${chat}/threads` })).json() as ChatThreads;
    expect(threads.threads.map((thread) => thread.title)).toEqual(['OMS support', 'Brakes', 'Fresh Fish']);
  });

  it("e-mails the venue's message to a supplier's admins only, never to support or the other supplier", async () => {
    const sent = await as.venue({
      method: 'POST',
      url: `${brakesThread}/messages`,
      payload: { text: 'Gate code 4321' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await textsOf(as.fish({ url: fishThread }))).not.toContain('Gate code 4321');
    const mail = await readModels.mailbox
      .in(scenario.platform.readStore)
      .find({ subject: 'New message from The Crown' });
    expect(mail.map((message) => message.to)).toEqual(['rep@brakes.test']);

    await as.brakes({ method: 'POST', url: `${brakesThread}/messages`, payload: { text: 'Noted' } });
    const toVenue = await readModels.mailbox
      .in(scenario.platform.readStore)
      .find({ subject: 'New message from Priya Shah (The Crown)' });
    expect(toVenue.map((message) => message.to)).toEqual(['chef@crown.test']);
  });

  it('lets a supplier holding only the e-mailed checklist link answer in its own thread (issue 49)', async () => {
    const params = { venueId, supplierId: 'brakes', date: '2026-11-23', orderNumber: 'all' };
    const link = `/api/checklist/${venueId}/brakes/2026-11-23/all/chat`;
    const token = checklistToken(testPlatformOptions.sessionSecret, params, now);

    expect((await scenario.app.inject({ url: link })).statusCode).toBe(400);
    expect((await scenario.app.inject({ url: `${link}?token=forged` })).statusCode).toBe(403);
    expect(await textsOf(scenario.app.inject({ url: `${link}?token=${token}` }))).toEqual(['Brakes delivers at 6:30']);
    const answered = await scenario.app.inject({
      method: 'POST',
      url: `${link}/messages?token=${token}`,
      payload: { text: 'Yes, Tuesday is fine' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((answered.json() as ChatConversation).messages.at(-1)).toMatchObject({
      fromName: 'Brakes',
      side: 'supplier',
      text: 'Yes, Tuesday is fine',
    });
    expect(await textsOf(as.venue({ url: brakesThread }))).toContain('Yes, Tuesday is fine');
    expect(await textsOf(as.venue({ url: chat }))).not.toContain('Yes, Tuesday is fine');
    // Fish's link opens Fish's thread, never Brakes's.
    const fishToken = checklistToken(testPlatformOptions.sessionSecret, { ...params, supplierId: 'fish' }, now);
    expect((await scenario.app.inject({ url: `${link}?token=${fishToken}` })).statusCode).toBe(403);
  });

  it("lets a supplier holding only the receipting change request's link answer in its own thread", async () => {
    const link = `/api/receipting/checklist/${venueId}/brakes/PO-7/chat`;
    const token = changeRequestToken(
      testPlatformOptions.sessionSecret,
      { venueId, supplierId: 'brakes', poNumber: 'PO-7' },
      now,
    );
    expect((await scenario.app.inject({ url: `${link}?token=forged` })).statusCode).toBe(403);
    const answered = await scenario.app.inject({
      method: 'POST',
      url: `${link}/messages?token=${token}`,
      payload: { text: 'The credit is on its way' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await textsOf(as.venue({ url: brakesThread }))).toContain('The credit is on its way');
    expect(await textsOf(as.fish({ url: fishThread }))).not.toContain('The credit is on its way');
  });
});
