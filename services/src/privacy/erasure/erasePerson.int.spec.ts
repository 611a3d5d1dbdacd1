import { type DataDeletionRequestView, dataDeletionRequestStreamId, ERASED } from '@oms/contracts';
import { allProjections, createMemoryReadStore, ProjectionRunner, type ReadStore } from '@oms/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../../platform/engines/inMemoryApp';

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asAdmin: ReturnType<typeof injectAs>;

// Words that appear nowhere in the demo, so any trace of them is this person's.
const person = { name: 'Wilhelmina Quarterbridge', email: 'w.quarterbridge@example.org', password: 'Forget!Me9' };
const secondary = 'wq.orders@example.net';
const traces = ['Wilhelmina', 'Quarterbridge', 'quarterbridge', 'w.quarterbridge', 'wq.orders'];

async function everyDocument(store: ReadStore): Promise<string> {
  const names = await store.listCollections();
  const all = await Promise.all(names.map(async (name) => [name, await store.collection(name).find({})] as const));
  return JSON.stringify(all);
}

let requestId: string;
let personCookie: string;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-26T09:00:00.000Z') });
  asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
  const registered = await harness.app.inject({ method: 'POST', url: '/api/auth/register', payload: person });
  expect(registered.statusCode, registered.body).toBe(201);
  personCookie = await sessionCookieFor(harness.app, person.email, person.password);
  // Her venue, a secondary address, a chat message and a special purchase she asked for as staff.
  const accountId = (
    (await injectAs(harness.app, personCookie)({ url: '/api/session' })).json() as {
      account: { accountId: string };
    }
  ).account.accountId;
  const venueId = 'ven-crown-anchor';
  expect(
    (await asAdmin({ method: 'POST', url: `/api/admin/accounts/${accountId}/venues`, payload: { venueId } }))
      .statusCode,
  ).toBe(200);
  const edited = await asAdmin({
    method: 'PUT',
    url: `/api/admin/accounts/${accountId}`,
    payload: { secondaryEmails: [secondary], creditLimitPounds: 0, creditDays: 0, creditApproved: [] },
  });
  expect(edited.statusCode, edited.body).toBe(200);
  personCookie = await sessionCookieFor(harness.app, person.email, person.password);
  const chat = await injectAs(
    harness.app,
    personCookie,
  )({
    method: 'POST',
    url: `/api/venues/${venueId}/chat/messages`,
    payload: { text: 'Please forget me' },
  });
  expect(chat.statusCode, chat.body).toBeLessThan(300);
  const purchase = await injectAs(
    harness.app,
    personCookie,
  )({
    method: 'POST',
    url: `/api/venues/${venueId}/special-purchases`,
    payload: {
      staffName: person.name,
      staffEmail: secondary,
      sku: 'NOT-A-SKU',
      itemName: 'Copper pans',
      itemCostPence: 34_999,
      justification: 'The old ones are worn through',
      managerName: 'Morgan Lee',
      managerEmail: 'morgan@crown.test',
      supplierId: null,
      supplierTitle: 'Kitchen Supplies Ltd',
    },
  });
  expect(purchase.statusCode, purchase.body).toBe(201);
  // She drops the secondary address before asking to be forgotten: what she did under it is still hers.
  const dropped = await asAdmin({
    method: 'PUT',
    url: `/api/admin/accounts/${accountId}`,
    payload: { secondaryEmails: [], creditLimitPounds: 0, creditDays: 0, creditApproved: [] },
  });
  expect(dropped.statusCode, dropped.body).toBe(200);
  // A failed sign-in, a reset code by e-mail and the request itself: guard, outbox and queue hold her too.
  await harness.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: person.email, password: 'x' } });
  const reset = await harness.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password/request',
    payload: { email: person.email },
  });
  expect(reset.statusCode).toBe(202);
  const sent = await harness.app.inject({
    method: 'POST',
    url: '/api/data-deletion-requests',
    payload: {
      venueTitle: 'The Crown & Anchor',
      venueCode: 'CA001',
      accountHolderName: person.name,
      accountEmail: person.email,
    },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  requestId = (sent.json() as { requestId: string }).requestId;
  const before = await everyDocument(harness.platform.readStore);
  for (const trace of traces) expect(before).toContain(trace);
});
afterAll(async () => {
  await harness.close();
});

describe('erasing a person (crypto-shredding)', () => {
  it('records the erasure once, ends their sessions and forgets their address for sign-in', async () => {
    const erased = await asAdmin({
      method: 'POST',
      url: `/api/admin/data-deletion-requests/${requestId}/action`,
      payload: { outcome: 'erased', note: 'Asked by e-mail' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const view = erased.json() as DataDeletionRequestView;
    expect(view).toMatchObject({ status: 'erased', accountHolderName: ERASED, accountFound: false });
    expect(view.accountEmail).toMatch(/@erased\.invalid$/);

    const [, actioned] = await harness.platform.eventStore.readStream(dataDeletionRequestStreamId(requestId));
    expect(actioned?.data).toMatchObject({ outcome: 'erased' });
    const subjects = (actioned?.data as { erasedSubjects?: string[] } | undefined)?.erasedSubjects ?? [];
    expect(subjects.some((subject) => subject.startsWith('account:'))).toBe(true);

    const session = await harness.app.inject({ url: '/api/session', headers: { cookie: personCookie } });
    expect(session.json()).toMatchObject({ account: null });
    const signIn = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: person.password },
    });
    expect(signIn.statusCode).toBe(401);

    const again = await asAdmin({
      method: 'POST',
      url: `/api/admin/data-deletion-requests/${requestId}/action`,
      payload: { outcome: 'erased' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('leaves nothing of them in any live read model, nor in every read model rebuilt from the events', async () => {
    const live = await everyDocument(harness.platform.readStore);
    const rebuiltStore = createMemoryReadStore();
    await new ProjectionRunner(rebuiltStore, harness.platform.eventStore, allProjections).rebuild(
      allProjections.map((projection) => projection.name),
    );
    const rebuilt = await everyDocument(rebuiltStore);
    for (const trace of traces) {
      expect(live).not.toContain(trace);
      expect(rebuilt).not.toContain(trace);
    }
    // Everyone else is still readable, and what she did keeps its meaning without her name.
    expect(rebuilt).toContain('venue@oms.test');
    expect(rebuilt).toContain('Morgan Lee');
    expect(rebuilt).toContain('Copper pans');
    const accounts = await rebuiltStore.collection('accounts').countDocuments();
    expect(await harness.platform.readStore.collection('accounts').countDocuments()).toBe(accounts);
  });

  it('leaves nothing of them in the events as the store keeps them', async () => {
    const events = JSON.stringify(await harness.platform.eventStore.readAll({ maxCount: 1_000_000 }));
    for (const trace of traces) expect(events).not.toContain(trace);
  });
});
