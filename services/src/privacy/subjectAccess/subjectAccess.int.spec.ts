import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ERASED,
  type Mailbox,
  type OwnSubjectAccessRequest,
  type SubjectAccessDownloadLink,
  type SubjectAccessRequestView,
  subjectAccessErrors,
  subjectAccessMessages,
  subjectAccessRequestStreamId,
} from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../../platform/engines/inMemoryApp';
import { multipartFilesBody } from '../../platform/files/multipartFilesBody';

const now = new Date('2026-11-26T09:00:00.000Z');
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asAdmin: ReturnType<typeof injectAs>;
let asPerson: ReturnType<typeof injectAs>;
let accountId: string;

const person = { name: 'Ottoline Brackenbury', email: 'o.brackenbury@example.org', password: 'Copy!Me99' };
const venueId = 'ven-crown-anchor';

/** The zip's entries by name: JSON files parsed, other files as text. */
function entriesOf(zip: Buffer): Record<string, unknown> {
  const file = join(mkdtempSync(join(tmpdir(), 'oms-subject-access-')), 'export.zip');
  writeFileSync(file, zip);
  const script = [
    'import sys, json, zipfile',
    'z = zipfile.ZipFile(sys.argv[1])',
    'print(json.dumps({n: z.read(n).decode("utf-8", "replace") for n in z.namelist()}))',
  ].join('\n');
  const listing = spawnSync('python3', ['-c', script, file], { encoding: 'utf8' });
  const raw = JSON.parse(listing.stdout) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(raw).map(([name, text]) => [name, name.endsWith('.json') ? JSON.parse(text) : text]),
  );
}

async function signUp(who: typeof person) {
  const registered = await harness.app.inject({ method: 'POST', url: '/api/auth/register', payload: who });
  expect(registered.statusCode, registered.body).toBe(201);
  const cookie = await sessionCookieFor(harness.app, who.email, who.password);
  const id = (
    (await injectAs(harness.app, cookie)({ url: '/api/session' })).json() as { account: { accountId: string } }
  ).account.accountId;
  return { cookie, id };
}

beforeAll(async () => {
  harness = await buildInMemoryApp({ now });
  asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
  const signedUp = await signUp(person);
  accountId = signedUp.id;
  const granted = await asAdmin({
    method: 'POST',
    url: `/api/admin/accounts/${accountId}/venues`,
    payload: { venueId },
  });
  expect(granted.statusCode).toBe(200);
  asPerson = injectAs(harness.app, await sessionCookieFor(harness.app, person.email, person.password));
  const chat = await asPerson({
    method: 'POST',
    url: `/api/venues/${venueId}/chat/messages`,
    payload: { text: 'Is the Friday delivery still on?' },
  });
  expect(chat.statusCode, chat.body).toBeLessThan(300);
  const invoice = multipartFilesBody(
    [{ name: 'june-invoice.pdf', content: Buffer.from('%PDF-1.7\n%%EOF\n'), contentType: 'application/pdf' }],
    {
      items: JSON.stringify([
        { supplierId: 'sup-brakes', supplierTitle: '', purchaseOrderNumber: 'PO-77', comment: '' },
      ]),
    },
  );
  const uploaded = await asPerson({
    method: 'POST',
    url: `/api/venues/${venueId}/invoice-uploads`,
    payload: invoice.payload,
    headers: invoice.headers,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
});
afterAll(async () => {
  await harness.close();
});

const ask = () => asPerson({ method: 'POST', url: '/api/account/subject-access-requests' });
const ownRequests = async () =>
  ((await asPerson({ url: '/api/account/subject-access-requests' })).json() as { requests: OwnSubjectAccessRequest[] })
    .requests;
const queue = async () =>
  ((await asAdmin({ url: '/api/admin/subject-access-requests' })).json() as { requests: SubjectAccessRequestView[] })
    .requests;

describe('subject access: the person asks, an admin delivers, both download', () => {
  let requestId: string;

  it('records the request from the account page on a stream of its own, once while it is pending', async () => {
    const asked = await ask();
    expect(asked.statusCode, asked.body).toBe(201);
    requestId = (asked.json() as OwnSubjectAccessRequest).requestId;
    expect(asked.json()).toEqual({ requestId, requestedAt: now.toISOString(), status: 'pending', deliveredAt: null });
    const events = await harness.platform.eventStore.readStream(subjectAccessRequestStreamId(requestId));
    expect(events.map((event) => event.type)).toEqual(['SubjectAccessRequested']);
    expect(events[0]?.data).toEqual({ requestId, accountId, requestedAt: now.toISOString(), requestedVia: 'account' });

    const again = await ask();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: subjectAccessErrors.alreadyPending.message } });
    expect(await ownRequests()).toHaveLength(1);
  });

  it('shows the request in the admins’ queue with the person’s name and e-mail, pending first', async () => {
    const [first] = await queue();
    expect(first).toMatchObject({
      requestId,
      accountId,
      accountName: person.name,
      accountEmail: person.email,
      requestedVia: 'account',
      status: 'pending',
      deliveredBy: null,
    });
  });

  it('tells the person it is not ready before an admin delivers it', async () => {
    const early = await asPerson({ url: `/api/account/subject-access-requests/${requestId}/download-link` });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { message: subjectAccessErrors.notReady.message } });
  });

  it('lets an admin download the zip: a JSON file per kind of record, no password hash', async () => {
    const link = await asAdmin({ url: `/api/admin/subject-access-requests/${requestId}/download-link` });
    expect(link.statusCode, link.body).toBe(200);
    const { url, expiresAt } = link.json() as SubjectAccessDownloadLink;
    expect(expiresAt).toBe(new Date(now.getTime() + 300_000).toISOString());
    const zip = await harness.app.inject({ url });
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toContain('filename="oms-data-2026-11-26.zip"');
    const entries = entriesOf(zip.rawPayload);
    const [invoice] = entries['invoices.json'] as { invoiceId: string; purchaseOrderNumber: string }[];
    expect(invoice?.purchaseOrderNumber).toBe('PO-77');
    expect(entries[`files/invoices/${invoice?.invoiceId}/june-invoice.pdf`]).toBe('%PDF-1.7\n%%EOF\n');
    expect(
      Object.keys(entries)
        .filter((name) => name.endsWith('.json'))
        .sort(),
    ).toEqual([
      'account.json',
      'chat-messages.json',
      'co-pilot-emails.json',
      'data-access-requests.json',
      'data-deletion-requests.json',
      'invoices.json',
      'mail.json',
      'orders.json',
      'sessions.json',
      'sign-ins.json',
    ]);
    expect(entries['account.json']).toMatchObject({
      accountId,
      name: person.name,
      email: person.email,
      venueIds: [venueId],
    });
    expect(JSON.stringify(entries)).not.toMatch(/passwordHash|codeHash/);
    expect(entries['chat-messages.json']).toEqual([
      expect.objectContaining({ fromAccountId: accountId, text: 'Is the Friday delivery still on?' }),
    ]);
    expect((entries['sessions.json'] as unknown[]).length).toBeGreaterThanOrEqual(2);
    expect(entries['sign-ins.json']).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'SignInSucceeded', accountId })]),
    );
    expect(entries['data-access-requests.json']).toEqual([expect.objectContaining({ requestId, status: 'pending' })]);
  });

  it('delivers once: records who and when, and tells the person by mail', async () => {
    const delivered = await asAdmin({ method: 'POST', url: `/api/admin/subject-access-requests/${requestId}/deliver` });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toMatchObject({
      status: 'delivered',
      deliveredBy: 'admin@oms.test',
      deliveredAt: now.toISOString(),
    });
    const events = await harness.platform.eventStore.readStream(subjectAccessRequestStreamId(requestId));
    expect(events.map((event) => event.type)).toEqual(['SubjectAccessRequested', 'SubjectAccessDelivered']);

    const box = (await asPerson({ url: '/api/mailbox' })).json() as Mailbox;
    const mail = box.mails.find((each) => each.subject === subjectAccessMessages.mailSubject);
    expect(mail?.to).toBe(person.email);
    expect(mail?.text).toContain(`/v/${venueId}/settings`);

    const again = await asAdmin({ method: 'POST', url: `/api/admin/subject-access-requests/${requestId}/deliver` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: subjectAccessErrors.alreadyDelivered.message } });
  });

  it('lets the person download their own zip through a signed link', async () => {
    expect(await ownRequests()).toEqual([expect.objectContaining({ requestId, status: 'delivered' })]);
    const link = await asPerson({ url: `/api/account/subject-access-requests/${requestId}/download-link` });
    expect(link.statusCode, link.body).toBe(200);
    const zip = await harness.app.inject({ url: (link.json() as SubjectAccessDownloadLink).url });
    expect(zip.statusCode).toBe(200);
    expect(entriesOf(zip.rawPayload)['account.json']).toMatchObject({ email: person.email });
  });

  it('refuses another person’s request with 403, and their list stays their own', async () => {
    const other = injectAs(harness.app, await sessionCookieFor(harness.app, 'venue@oms.test'));
    const refused = await other({ url: `/api/account/subject-access-requests/${requestId}/download-link` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { message: subjectAccessErrors.notYours.message } });
    const theirs = (await other({ url: '/api/account/subject-access-requests' })).json() as {
      requests: OwnSubjectAccessRequest[];
    };
    expect(theirs.requests.map((each) => each.requestId)).not.toContain(requestId);
    const queueAsUser = await other({ url: '/api/admin/subject-access-requests' });
    expect(queueAsUser.statusCode).toBe(403);
  });

  it('refuses an expired, altered or bare link with a clear message, never the zip', async () => {
    const link = await asPerson({ url: `/api/account/subject-access-requests/${requestId}/download-link` });
    const { url } = link.json() as SubjectAccessDownloadLink;
    const altered = await harness.app.inject({ url: url.replace(/signature=[^&]+/, 'signature=forged') });
    expect(altered.statusCode).toBe(404);
    const bare = await harness.app.inject({ url: `/api/subject-access/download?requestId=${requestId}` });
    expect(bare.statusCode).toBe(404);
    expect(bare.json()).toMatchObject({ error: { message: subjectAccessErrors.linkInvalid.message } });
    const junk = await harness.app.inject({ url: '/api/subject-access/download?expires=soon' });
    expect(junk.statusCode).toBe(400);

    harness.setNow(new Date(now.getTime() + 301_000));
    try {
      const expired = await harness.app.inject({ url });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({ error: { message: subjectAccessErrors.linkExpired.message } });
    } finally {
      harness.setNow(now);
    }
  });

  it('lets an admin start a request for an account by e-mail, and says when there is no such account', async () => {
    const started = await asAdmin({
      method: 'POST',
      url: '/api/admin/subject-access-requests',
      payload: { accountEmail: ' Venue@OMS.test ' },
    });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toMatchObject({ accountEmail: 'venue@oms.test', requestedVia: 'admin', status: 'pending' });
    const unknown = await asAdmin({
      method: 'POST',
      url: '/api/admin/subject-access-requests',
      payload: { accountEmail: 'nobody@example.org' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { message: subjectAccessErrors.accountNotFound.message } });
    const invalid = await asAdmin({
      method: 'POST',
      url: '/api/admin/subject-access-requests',
      payload: { accountEmail: 'x' },
    });
    expect(invalid.statusCode).toBe(400);
    const missing = await asAdmin({ url: '/api/admin/subject-access-requests/no-such-request/download-link' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('subject access after erasure', () => {
  it('exports "erased" for the fields whose key is gone', async () => {
    const forgotten = { name: 'Peregrine Wolstenholme', email: 'p.wolstenholme@example.org', password: 'Erase!Me99' };
    const { cookie, id } = await signUp(forgotten);
    const asked = await injectAs(harness.app, cookie)({ method: 'POST', url: '/api/account/subject-access-requests' });
    const { requestId } = asked.json() as OwnSubjectAccessRequest;
    const deletion = await harness.app.inject({
      method: 'POST',
      url: '/api/data-deletion-requests',
      payload: {
        venueTitle: 'The Crown',
        venueCode: 'CA001',
        accountHolderName: forgotten.name,
        accountEmail: forgotten.email,
      },
    });
    const erased = await asAdmin({
      method: 'POST',
      url: `/api/admin/data-deletion-requests/${(deletion.json() as { requestId: string }).requestId}/action`,
      payload: { outcome: 'erased' },
    });
    expect(erased.statusCode, erased.body).toBe(200);

    const [view] = (await queue()).filter((each) => each.requestId === requestId);
    expect(view).toMatchObject({ accountId: id, accountName: ERASED });
    const link = await asAdmin({ url: `/api/admin/subject-access-requests/${requestId}/download-link` });
    const zip = await harness.app.inject({ url: (link.json() as SubjectAccessDownloadLink).url });
    expect(zip.statusCode).toBe(200);
    const entries = entriesOf(zip.rawPayload);
    expect(entries['account.json']).toMatchObject({ accountId: id, name: ERASED });
    expect(JSON.stringify(entries)).not.toMatch(/Peregrine|Wolstenholme|wolstenholme/);
  });
});
