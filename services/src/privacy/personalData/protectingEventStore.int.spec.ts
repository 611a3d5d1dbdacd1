import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERASED, type NewEvent } from '@oms/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '../../platform/eventStore/sqliteEventStore';
import { memoryPersonalDataKeys, openSqlitePersonalDataKeys } from './personalDataKeys';
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

  it('pass an event recorded before sealing through unchanged', async () => {
    const { raw, store } = open();
    await raw.appendToStream('account-a3', [registered('a3', 'old@example.com')]);
    const [read] = await store.readStream('account-a3');
    expect(read?.data).toMatchObject({ email: 'old@example.com' });
  });

  it('keep their keys in a SQLite table that a destroy really deletes from', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'oms-pdk-')), 'personal-keys.sqlite');
    const keys = openSqlitePersonalDataKeys({ filename: file, secret: 's'.repeat(32) });
    const made = await keys.keyFor('account:a4');
    expect(await keys.keyFor('account:a4')).toEqual(made);
    await keys.close();
    const reopened = openSqlitePersonalDataKeys({ filename: file, secret: 's'.repeat(32) });
    expect(await reopened.keyOf('account:a4')).toEqual(made);
    await reopened.destroy('account:a4');
    expect(await reopened.keyOf('account:a4')).toBeNull();
    await reopened.close();
  });
});
