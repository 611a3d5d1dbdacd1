import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERASED, type NewEvent } from '@oms/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '../../platform/eventStore/sqliteEventStore';
import { sqlitePersonalDataKeys } from './personalDataKeys';
import { withPersonalData } from './protectingEventStore';
import { sealStoredPersonalFields } from './sealStoredPersonalFields';

const metadata: NewEvent['metadata'] = {
  correlationId: 'c',
  causationId: null,
  actorAccountId: 'acc-sam',
  actorRole: 'venueUser',
  channel: 'dashboard',
  recordedAt: '2026-11-26T10:00:00.000Z',
};
const chat = (text: string): NewEvent => ({
  eventId: randomUUID(),
  type: 'ChatMessageSent',
  schemaVersion: 2,
  data: {
    messageId: randomUUID(),
    venueId: 'v1',
    fromAccountId: 'acc-sam',
    fromName: 'Sam Whitfield',
    side: 'venue',
    supplierId: null,
    threadSupplierId: null,
    text,
    sentAt: metadata.recordedAt,
  },
  metadata,
});

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

function open() {
  const file = join(mkdtempSync(join(tmpdir(), 'oms-seal-')), 'events.sqlite');
  const raw = openSqliteEventStore({ filename: file });
  closers.push(() => raw.close());
  const keys = sqlitePersonalDataKeys(raw.database, 's'.repeat(32));
  return { file, raw, keys, store: withPersonalData(raw, keys) };
}

describe('sealing the personal fields a data folder kept in plain', () => {
  it('seals them in place once, reads every event back as before, and erases them with their person', async () => {
    const { file, raw, keys, store } = open();
    // Recorded before the text was declared personal: plain, as an older version of the app stored it.
    await raw.appendToStream('chat-v1', [chat('Sam Whitfield here, call me on 07700 900461')]);
    // Recorded since: already sealed, and left as it is.
    await store.appendToStream('chat-v1', [chat('Sealed already')]);
    const before = await store.readStream('chat-v1');

    expect(await sealStoredPersonalFields(raw.database, keys)).toEqual({ sealed: 1, skipped: false });
    expect(await sealStoredPersonalFields(raw.database, keys)).toEqual({ sealed: 0, skipped: true });

    const stored = JSON.stringify(await raw.readStream('chat-v1'));
    for (const word of ['Whitfield', '07700', 'Sealed already']) expect(stored).not.toContain(word);
    expect(await store.readStream('chat-v1')).toEqual(before);
    const bytes = [file, `${file}-wal`].filter(existsSync).map((path) => readFileSync(path).toString('latin1'));
    for (const text of bytes) expect(text).not.toContain('07700 900461');

    await keys.destroy('account:acc-sam');
    const erased = await store.readStream('chat-v1');
    expect(erased.map((event) => (event.data as { text: string }).text)).toEqual([ERASED, ERASED]);
  });
});
