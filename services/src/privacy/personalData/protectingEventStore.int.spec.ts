import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERASED, type NewEvent } from '@oms/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSqliteEventStore } from '../../platform/eventStore/sqliteEventStore';
import { sealField } from './personalDataCipher';
import { memoryPersonalDataKeys, sqlitePersonalDataKeys } from './personalDataKeys';
import { withPersonalData } from './protectingEventStore';

const metadata: NewEvent['metadata'] = {
  correlationId: 'c',
  causationId: null,
  actorAccountId: 'system',
  actorRole: 'system',
  channel: 'system',
  recordedAt: '2026-11-26T10:00:00.000Z',
};
const registered = (accountId: string, email: string): NewEvent => ({
  eventId: randomUUID(),
  type: 'AccountRegistered',
  schemaVersion: 1,
  data: { accountId, name: 'Priya Natarajan', email, passwordHash: 'scrypt$x', via: 'register' },
  metadata,
});

const stores: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

function open() {
  const raw = openSqliteEventStore({ filename: join(mkdtempSync(join(tmpdir(), 'oms-pd-')), 'events.sqlite') });
  const keys = memoryPersonalDataKeys();
  stores.push(raw);
  return { raw, keys, store: withPersonalData(raw, keys) };
}

describe('personal fields in the event store', () => {
  it('are stored sealed and read back plain', async () => {
    const { raw, store } = open();
    await store.appendToStream('account-a1', [registered('a1', 'priya@example.com')]);
    const [stored] = await raw.readStream('account-a1');
    expect(JSON.stringify(stored?.data)).not.toContain('priya@example.com');
    expect(JSON.stringify(stored?.data)).not.toContain('Priya');
    const [read] = await store.readAll();
    expect(read?.data).toMatchObject({ accountId: 'a1', name: 'Priya Natarajan', email: 'priya@example.com' });
  });

  it('read as erased once the subject’s key is destroyed, while the rest of the event stays', async () => {
    const { keys, store } = open();
    await store.appendToStream('account-a2', [registered('a2', 'priya@example.com')]);
    await keys.destroy('account:a2');
    const [read] = await store.readStream('account-a2');
    expect(read?.data).toMatchObject({ accountId: 'a2', name: ERASED, passwordHash: 'scrypt$x' });
    expect((read?.data as { email?: string } | undefined)?.email).toMatch(/^erased-.*@erased\.invalid$/);
  });

  it('read as erased after a destroy even when the same stored event was opened just before, and a new key for the subject opens nothing old', async () => {
    const { keys, store } = open();
    await store.appendToStream('account-a5', [registered('a5', 'priya@example.com')]);
    const delivered: unknown[] = [];
    const subscriptions = [1, 2].map(() =>
      store.subscribeToAll({ onEvent: (event) => void delivered.push(event.data) }),
    );
    while (delivered.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    for (const subscription of subscriptions) await subscription.stop();
    expect(delivered).toEqual([
      expect.objectContaining({ name: 'Priya Natarajan' }),
      expect.objectContaining({ name: 'Priya Natarajan' }),
    ]);
    expect((await store.readStream('account-a5'))[0]?.data).toMatchObject({ name: 'Priya Natarajan' });
    await keys.destroy('account:a5');
    await keys.keyFor('account:a5');
    expect((await store.readStream('account-a5'))[0]?.data).toMatchObject({ accountId: 'a5', name: ERASED });
  });

  it('reach a subscriber started after a destroy as erased, though an earlier subscriber opened the same stored event', async () => {
    const { keys, store } = open();
    await store.appendToStream('account-a6', [registered('a6', 'priya@example.com')]);
    const follow = async () => {
      const delivered: unknown[] = [];
      const subscription = store.subscribeToAll({ onEvent: (event) => void delivered.push(event.data) });
      while (delivered.length < 1) await new Promise((resolve) => setTimeout(resolve, 5));
      await subscription.stop();
      return delivered[0];
    };
    expect(await follow()).toMatchObject({ name: 'Priya Natarajan' });
    expect(await follow()).toMatchObject({ name: 'Priya Natarajan' });
    await keys.destroy('account:a6');
    expect(await follow()).toMatchObject({ accountId: 'a6', name: ERASED });
    await keys.keyFor('account:a6');
    expect(await follow()).toMatchObject({ accountId: 'a6', name: ERASED });
  });

  it('seal a field under every person it names, so erasing any one of them forgets it', async () => {
    const { keys, store } = open();
    const mail: NewEvent = {
      ...registered('x', 'x@example.com'),
      type: 'MailQueued',
      data: {
        mailId: 'm1',
        to: 'manager@example.com',
        subject: 'Approve a special purchase',
        text: 'Priya Natarajan asks you to approve',
        purpose: 'specialPurchase',
        aboutEmails: ['priya@example.com'],
      },
    };
    await store.appendToStream('mail-m1', [mail]);
    expect((await store.readStream('mail-m1'))[0]?.data).toMatchObject(mail.data as object);
    await keys.destroy(keys.emailSubject('Priya@Example.com'));
    expect((await store.readStream('mail-m1'))[0]?.data).toMatchObject({
      to: 'manager@example.com',
      subject: ERASED,
      text: ERASED,
      aboutEmails: [],
    });
  });

  it('seal the fields owned by the same people together, once, and erase them together', async () => {
    const { keys, raw, store } = open();
    const mail = (mailId: string, text: string): NewEvent => ({
      ...registered('x', 'x@example.com'),
      type: 'MailQueued',
      data: {
        mailId,
        to: 'orders@supplier.example',
        subject: 'New order from The Anchor',
        text,
        purpose: 'supplierOrder',
      },
    });
    await store.appendToStream('mail-m2', [
      {
        ...mail('m2', 'pd1:a user may write anything'),
        data: { ...(mail('m2', '').data as object), subject: 'pdg@to', text: 'pd1:a user may write anything' },
      },
    ]);
    await store.appendToStream('mail-m3', [mail('m3', '2 x Lemons')]);
    const stored = (await raw.readStream('mail-m3'))[0]?.data as Record<string, string>;
    expect(stored.to).toMatch(/^pdg:pd1:email:/);
    expect([stored.subject, stored.text]).toEqual(['pdg@to', 'pdg@to']);
    expect(JSON.stringify(stored)).not.toMatch(/supplier\.example|Anchor|Lemons/);
    expect((await store.readStream('mail-m3'))[0]?.data).toEqual(mail('m3', '2 x Lemons').data);

    const followed: unknown[] = [];
    const subscription = store.subscribeToAll({ onEvent: (event) => void followed.push(event.data) });
    while (followed.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    await subscription.stop();
    expect(followed).toEqual([
      { ...(mail('m2', '').data as object), subject: 'pdg@to', text: 'pd1:a user may write anything' },
      mail('m3', '2 x Lemons').data,
    ]);

    await keys.destroy(keys.emailSubject('orders@supplier.example'));
    expect((await store.readStream('mail-m3'))[0]?.data).toMatchObject({
      mailId: 'm3',
      to: ERASED,
      subject: ERASED,
      text: ERASED,
      purpose: 'supplierOrder',
    });
  });

  it('open a field sealed on its own, as events recorded before fields were sealed together hold them', async () => {
    const { keys, raw, store } = open();
    const key = await keys.keyFor('account:a9');
    const event = registered('a9', 'priya@example.com');
    const data = event.data as Record<string, unknown>;
    await raw.appendToStream('account-a9', [
      {
        ...event,
        data: {
          ...data,
          name: sealField('account:a9', key, data.name),
          email: sealField('account:a9', key, data.email),
        },
      },
    ]);
    expect((await store.readStream('account-a9'))[0]?.data).toEqual(data);
    await keys.destroy('account:a9');
    expect((await store.readStream('account-a9'))[0]?.data).toMatchObject({ accountId: 'a9', name: ERASED });
  });

  it('seal fields inside objects and inside each element of a list, under the sender, and erase them in shape', async () => {
    const { raw, keys, store } = open();
    const event = (type: string, data: Record<string, unknown>): NewEvent => ({
      eventId: randomUUID(),
      type,
      schemaVersion: 1,
      data,
      metadata,
    });
    const email = { from: 'sam@crown.example', fromName: 'Sam Whitfield', subject: 'Order', text: 'Call 07700 900461' };
    await store.appendToStream('aiOrder-x', [
      event('OrderEmailReceived', {
        aiOrderId: 'x',
        email: { ...email, to: ['orders@capture.test'], attachments: [] },
        rawFile: { key: 'k', fileName: 'Order from Sam Whitfield.eml' },
        attachmentFiles: [],
      }),
      event('OrderEmailInterpreted', {
        aiOrderId: 'x',
        senderEmail: email.from,
        interpretation: {
          venueExplanation: 'The sender sam@crown.example belongs to an account',
          lines: [
            { source: '2 x chips', productId: 'p1' },
            { source: 'Sam Whitfield', productId: null },
          ],
          notInPriceFile: ['07700 900461'],
        },
      }),
    ]);
    const stored = JSON.stringify(await raw.readStream('aiOrder-x'));
    for (const word of ['Sam Whitfield', 'sam@crown', '07700', '2 x chips']) expect(stored).not.toContain(word);
    expect(stored).toContain('orders@capture.test');
    const [received, interpreted] = await store.readStream('aiOrder-x');
    expect(received?.data).toMatchObject({ email: { ...email, to: ['orders@capture.test'], attachments: [] } });
    expect(interpreted?.data).toMatchObject({
      interpretation: {
        lines: [
          { source: '2 x chips', productId: 'p1' },
          { source: 'Sam Whitfield', productId: null },
        ],
        notInPriceFile: ['07700 900461'],
      },
    });
    await keys.destroy(keys.emailSubject(email.from));
    const [erasedReceived, erasedInterpreted] = await store.readStream('aiOrder-x');
    expect(erasedReceived?.data).toMatchObject({
      email: { fromName: ERASED, subject: ERASED, text: ERASED, to: ['orders@capture.test'], attachments: [] },
      rawFile: { key: 'k', fileName: ERASED },
    });
    expect((erasedReceived?.data as { email?: { from?: string } } | undefined)?.email?.from).toMatch(
      /@erased\.invalid$/,
    );
    expect(erasedInterpreted?.data).toMatchObject({
      interpretation: {
        venueExplanation: ERASED,
        lines: [
          { source: ERASED, productId: 'p1' },
          { source: ERASED, productId: null },
        ],
        notInPriceFile: [],
      },
    });
  });

  it('seal each address of a list under its own person, so erasing one leaves the others; words typed under their writer', async () => {
    const { raw, keys, store } = open();
    const settings: NewEvent = {
      eventId: randomUUID(),
      type: 'VenueAdminSettingsSet',
      schemaVersion: 1,
      data: {
        venueId: 'v1',
        statsReciveEmails: ['sam@crown.example', 'kim@crown.example'],
        additionalChatSupport: null,
      },
      metadata,
    };
    const rejected = { aiOrderId: 'x', supplierId: 's', feedback: 'Ring Kim on 07700 900461', rejectedAt: '' };
    const feedback: NewEvent = {
      eventId: randomUUID(),
      type: 'AiOrderRejected',
      schemaVersion: 1,
      data: rejected,
      metadata: { ...metadata, actorAccountId: 'acc-kim', actorRole: 'supplierAdmin' },
    };
    const untouched: NewEvent = { ...feedback, eventId: randomUUID(), data: { ...rejected, feedback: '' } };
    await store.appendToStream('venue-v1', [settings, feedback, untouched]);
    const stored = JSON.stringify(await raw.readStream('venue-v1'));
    for (const word of ['sam@', 'kim@', '07700']) expect(stored).not.toContain(word);
    await keys.destroy(keys.emailSubject('sam@crown.example'));
    await keys.destroy('account:acc-kim');
    const [opened, erasedFeedback, empty] = await store.readStream('venue-v1');
    expect(opened?.data).toMatchObject({ statsReciveEmails: ['kim@crown.example'], additionalChatSupport: null });
    expect(erasedFeedback?.data).toMatchObject({ feedback: ERASED });
    expect(empty?.data).toMatchObject({ feedback: '' });
  });

  it('pass an event recorded before sealing through unchanged', async () => {
    const { raw, store } = open();
    await raw.appendToStream('account-a3', [registered('a3', 'old@example.com')]);
    const [read] = await store.readStream('account-a3');
    expect(read?.data).toMatchObject({ email: 'old@example.com' });
  });

  it('keep their keys in the event store’s own file, which an image carries and a destroy really deletes from', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'oms-pdk-')), 'events.sqlite');
    const raw = openSqliteEventStore({ filename: file });
    stores.push(raw);
    const keys = sqlitePersonalDataKeys(raw.database, 's'.repeat(32));
    const store = withPersonalData(raw, keys);
    await store.appendToStream('account-a4', [registered('a4', 'priya@example.com')]);
    await store.appendToStream('account-a5', [registered('a5', 'tom@example.com')]);

    // The tests' seeded images are of in-memory stores.
    const memory = openSqliteEventStore({ filename: ':memory:' });
    stores.push(memory);
    await withPersonalData(memory, sqlitePersonalDataKeys(memory.database, 's'.repeat(32))).appendToStream(
      'account-a4',
      [registered('a4', 'priya@example.com')],
    );
    const copy = openSqliteEventStore({ filename: ':memory:', image: memory.serialize() });
    stores.push(copy);
    const fromImage = withPersonalData(copy, sqlitePersonalDataKeys(copy.database, 's'.repeat(32)));
    expect((await fromImage.readStream('account-a4'))[0]?.data).toMatchObject({ email: 'priya@example.com' });

    const sealedKey = raw.database
      .prepare<[string], { sealed: string }>('SELECT sealed FROM personal_keys WHERE subject = ?')
      .get('account:a4')?.sealed;
    expect(sealedKey).toBeTruthy();
    await keys.destroy('account:a4');
    raw.database.pragma('wal_checkpoint(TRUNCATE)');
    expect(readFileSync(file).includes(sealedKey as string)).toBe(false);
    expect((await store.readStream('account-a4'))[0]?.data).toMatchObject({ name: ERASED });
    expect((await store.readStream('account-a5'))[0]?.data).toMatchObject({ email: 'tom@example.com' });
  });

  it('let a subscriber stop its own subscription from its handler, after the opening, without deadlocking', async () => {
    const { store } = open();
    const seen: string[] = [];
    let stopped: Promise<void> | undefined;
    const subscription = store.subscribeToAll({
      onEvent: async (event) => {
        seen.push((event.data as { email: string }).email);
        stopped = subscription.stop();
        await stopped;
      },
    });
    await store.appendToStream('account-a7', [registered('a7', 'first@example.com')]);
    await store.appendToStream('account-a8', [registered('a8', 'second@example.com')]);
    await vi.waitFor(() => expect(stopped).toBeDefined());
    await stopped;
    await subscription.stop();
    expect(seen).toEqual(['first@example.com']);
  });

  it('stop from outside a subscriber only once its running handler has finished', async () => {
    const { store } = open();
    let release: () => void = () => {};
    const steps: string[] = [];
    const subscription = store.subscribeToAll({
      onEvent: async () => {
        steps.push('handler started');
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        steps.push('handler finished');
      },
    });
    await store.appendToStream('account-a9', [registered('a9', 'third@example.com')]);
    await vi.waitFor(() => expect(steps).toEqual(['handler started']));
    const stopping = subscription.stop().then(() => steps.push('stopped'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await stopping;
    expect(steps).toEqual(['handler started', 'handler finished', 'stopped']);
  });

  it('refuse to read with another secret rather than show everyone as erased', async () => {
    const raw = openSqliteEventStore({ filename: ':memory:' });
    stores.push(raw);
    await withPersonalData(raw, sqlitePersonalDataKeys(raw.database, 'a'.repeat(32))).appendToStream('account-a6', [
      registered('a6', 'priya@example.com'),
    ]);
    const wrong = withPersonalData(raw, sqlitePersonalDataKeys(raw.database, 'b'.repeat(32)));
    await expect(wrong.readStream('account-a6')).rejects.toThrow(/PERSONAL_DATA_KEY/);
  });
});
