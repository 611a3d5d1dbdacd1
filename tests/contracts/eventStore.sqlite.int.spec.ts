import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordedEvent } from '@oms/contracts';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { EventStore } from '../../services/src/platform/eventStore/eventStore';
import { openSqliteEventStore, sqliteEventStorePragmas } from '../../services/src/platform/eventStore/sqliteEventStore';
import { describeEventStoreContract, newEvent, streamName, waitFor } from './eventStoreContract';

const directory = mkdtempSync(join(tmpdir(), 'oms-sqlite-event-store-'));
let fileCount = 0;
const freshFile = () => join(directory, `events-${++fileCount}.sqlite`);

afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

describeEventStoreContract('sqlite file', async () => openSqliteEventStore({ filename: freshFile() }));
describeEventStoreContract('sqlite :memory:', async () => openSqliteEventStore({ filename: ':memory:' }));

describe('SQLite event store specifics', () => {
  const opened: EventStore[] = [];
  const open = (filename: string) => {
    const store = openSqliteEventStore({ filename });
    opened.push(store);
    return store;
  };

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });

  it('applies the pragmas it reports', () => {
    const filename = freshFile();
    open(filename);
    const db = new Database(filename, { readonly: true });
    try {
      expect(String(db.pragma('journal_mode', { simple: true })).toUpperCase()).toBe(
        sqliteEventStorePragmas.journal_mode,
      );
    } finally {
      db.close();
    }
  });

  it('opens a store made before stream ids had their own table, and goes on from its streams', async () => {
    const filename = freshFile();
    const old = new Database(filename);
    old.pragma('journal_mode = WAL');
    old.exec(`
      CREATE TABLE events (
        position INTEGER PRIMARY KEY AUTOINCREMENT, event_id TEXT NOT NULL UNIQUE, stream_id TEXT NOT NULL,
        revision INTEGER NOT NULL, type TEXT NOT NULL, schema_version INTEGER NOT NULL, data TEXT NOT NULL,
        metadata TEXT NOT NULL, UNIQUE (stream_id, revision));
      CREATE TABLE streams (stream_id TEXT PRIMARY KEY, last_revision INTEGER NOT NULL, last_position INTEGER NOT NULL) WITHOUT ROWID;
      INSERT INTO events (event_id, stream_id, revision, type, schema_version, data, metadata) VALUES
        ('e1', 'old-a', 0, 'A', 1, '{"n":1}', '{}'), ('e2', 'old-a', 1, 'A', 1, '{"n":2}', '{}'),
        ('e3', 'old-b', 0, 'B', 1, '{"n":3}', '{}');
      INSERT INTO streams VALUES ('old-a', 1, 2), ('old-b', 0, 3);
    `);
    old.close();

    const store = open(filename);
    expect(await store.appendToStream('old-a', [newEvent('A', { n: 4 })], { expectedRevision: 1 })).toMatchObject({
      nextExpectedRevision: 2,
      lastPosition: 4,
    });
    await expect(store.appendToStream('old-b', [newEvent('B')], { expectedRevision: 'no_stream' })).rejects.toThrow();
    expect(await store.appendToStream('old-b', [], { expectedRevision: 0 })).toMatchObject({ lastPosition: 3 });
    expect((await store.readStream('old-a')).map((event) => event.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 4 }]);
    await store.close();

    const db = new Database(filename, { readonly: true });
    try {
      expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'streams'").all()).toEqual([]);
      expect(db.prepare('SELECT stream_id FROM stream_ids ORDER BY stream_id').pluck().all()).toEqual([
        'old-a',
        'old-b',
      ]);
    } finally {
      db.close();
    }
  });

  it('keeps events across close and reopen, and never reuses positions', async () => {
    const filename = freshFile();
    const stream = streamName();
    const first = open(filename);
    const appended = await first.appendToStream(stream, [newEvent('A', { n: 1 }), newEvent('B', { n: 2 })], {
      expectedRevision: 'no_stream',
    });
    await first.close();

    const reopened = open(filename);
    const events = await reopened.readStream(stream);
    expect(events.map((e) => [e.type, e.data, e.revision])).toEqual([
      ['A', { n: 1 }, 0],
      ['B', { n: 2 }, 1],
    ]);
    expect(await reopened.headPosition()).toBe(appended.lastPosition);
    const next = await reopened.appendToStream(stream, [newEvent('C')], { expectedRevision: 1 });
    expect(next.lastPosition).toBe(appended.lastPosition + 1);
  });

  it('delivers events appended by another store instance on the same file to a subscription', async () => {
    const filename = freshFile();
    const writer = open(filename);
    const reader = open(filename);
    const stream = streamName();
    const delivered: RecordedEvent[] = [];
    const subscription = reader.subscribeToAll({ onEvent: (event) => void delivered.push(event) });
    await writer.appendToStream(stream, [newEvent('FromOtherProcess')], { expectedRevision: 'no_stream' });
    await waitFor(() => delivered.length === 1, 3000);
    await subscription.stop();
    expect(delivered[0]?.type).toBe('FromOtherProcess');
  });

  it('wakes an in-process subscription on append instead of waiting for the poll', async () => {
    const store = open(':memory:');
    const stream = streamName();
    const deliveredAt: number[] = [];
    const subscription = store.subscribeToAll({ onEvent: () => void deliveredAt.push(Date.now()) });
    let totalLatency = 0;
    for (let revision = 0; revision < 5; revision++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const appendedAt = Date.now();
      await store.appendToStream(stream, [newEvent('Live')]);
      await waitFor(() => deliveredAt.length === revision + 1);
      totalLatency += (deliveredAt[revision] ?? appendedAt) - appendedAt;
    }
    await subscription.stop();
    expect(totalLatency / 5).toBeLessThan(50);
  });

  it("reads another instance's append as soon as it has committed, even in the turn it checked for writers", async () => {
    const filename = freshFile();
    const reader = open(filename);
    const writer = open(filename);
    const stream = streamName();
    await reader.appendToStream(stream, [newEvent('A')], { expectedRevision: 'no_stream' });
    // The writer's commit is queued first, then the reader looks for other writers in the same turn.
    const written = writer.appendToStream(stream, [newEvent('B')], { expectedRevision: 0 });
    expect(await reader.readStream(stream, { fromRevision: 1 })).toEqual([]);
    await written;
    expect((await reader.readStream(stream, { fromRevision: 1 })).map((event) => event.type)).toEqual(['B']);
  });

  it('checks expected revisions across two instances on the same file', async () => {
    const filename = freshFile();
    const one = open(filename);
    const two = open(filename);
    const stream = streamName();
    await one.appendToStream(stream, [newEvent('A')], { expectedRevision: 'no_stream' });
    await expect(two.appendToStream(stream, [newEvent('B')], { expectedRevision: 'no_stream' })).rejects.toMatchObject({
      code: 'WRONG_EXPECTED_REVISION',
      actual: 0,
    });
  });

  it('rejects an event id that is already stored in a different stream', async () => {
    const store = open(':memory:');
    const event = newEvent('A');
    await store.appendToStream(streamName(), [event]);
    await expect(store.appendToStream(streamName(), [event])).rejects.toThrow(/already stored in stream/);
  });

  it('writes only the new events of a partly retried batch, checking the expected revision', async () => {
    const store = open(':memory:');
    const stream = streamName();
    const stored = newEvent('A');
    await store.appendToStream(stream, [stored], { expectedRevision: 'no_stream' });
    const result = await store.appendToStream(stream, [stored, newEvent('B')], { expectedRevision: 0 });
    expect(result).toMatchObject({ written: true, nextExpectedRevision: 1 });
    expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['A', 'B']);
    await expect(
      store.appendToStream(stream, [stored, newEvent('C')], { expectedRevision: 'no_stream' }),
    ).rejects.toMatchObject({ code: 'WRONG_EXPECTED_REVISION' });
  });

  it('accepts an empty append and returns the current state', async () => {
    const store = open(':memory:');
    const stream = streamName();
    expect(await store.appendToStream(stream, [])).toEqual({
      nextExpectedRevision: -1,
      lastPosition: 0,
      written: false,
    });
    const appended = await store.appendToStream(stream, [newEvent('A')]);
    expect(await store.appendToStream(stream, [], { expectedRevision: 0 })).toEqual({
      nextExpectedRevision: 0,
      lastPosition: appended.lastPosition,
      written: false,
    });
  });

  it('catches up across several batches without skipping or repeating', async () => {
    const store = open(':memory:');
    const stream = streamName();
    const total = 1234;
    await store.appendToStream(
      stream,
      Array.from({ length: total }, (_, i) => newEvent('Counted', { i })),
    );
    const seen: number[] = [];
    const subscription = store.subscribeToAll({ onEvent: (event) => void seen.push((event.data as { i: number }).i) });
    await waitFor(() => seen.length === total);
    await subscription.stop();
    expect(seen).toEqual(Array.from({ length: total }, (_, i) => i));
  });

  it('close stops running subscriptions', async () => {
    const store = openSqliteEventStore({ filename: ':memory:' });
    let delivered = 0;
    store.subscribeToAll({ onEvent: () => void delivered++ });
    await store.appendToStream(streamName(), [newEvent('A')]);
    await waitFor(() => delivered === 1);
    await store.close();
    await expect(store.headPosition()).rejects.toThrow();
  });

  it('lets a handler stop its own subscription without deadlocking', async () => {
    const store = open(':memory:');
    const stream = streamName();
    const seen: string[] = [];
    let stopped: Promise<void> | undefined;
    const subscription = store.subscribeToAll({
      onEvent: async (event) => {
        seen.push(event.type);
        stopped = subscription.stop();
        await stopped;
      },
    });
    await store.appendToStream(stream, [newEvent('A'), newEvent('B')]);
    await waitFor(() => stopped !== undefined);
    await subscription.stop();
    expect(seen).toEqual(['A']);
  });
});
