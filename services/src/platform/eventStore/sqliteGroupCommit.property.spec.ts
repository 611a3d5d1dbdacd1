import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NewEvent, RecordedEvent } from '@oms/contracts';
import { sampleMetadata as metadata } from '@oms/tests/fixtures/recordedEvents';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { EventStore, ExpectedRevision } from './eventStore';
import { openSqliteEventStore, type SqliteEventStore } from './sqliteEventStore';

const directory = mkdtempSync(join(tmpdir(), 'oms-sqlite-group-commit-'));
let files = 0;
const freshFile = () => join(directory, `events-${++files}.sqlite`);

afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

const streamCount = 3;
const streamOf = (index: number) => `s-${index}`;
// Few event ids, so that retries of the same event, and the same event aimed at another stream, happen.
const eventIdCount = 8;

interface Share {
  stream: number;
  eventIds: number[];
  expected: ExpectedRevision;
}

type Call = { kind: 'one'; share: Share } | { kind: 'many'; shares: Share[] };

const expected: fc.Arbitrary<ExpectedRevision> = fc.constantFrom<ExpectedRevision[]>(
  'any',
  'no_stream',
  'stream_exists',
  0,
  1,
  2,
  3,
);
const share: fc.Arbitrary<Share> = fc.record({
  stream: fc.integer({ min: 0, max: streamCount - 1 }),
  eventIds: fc.array(fc.integer({ min: 0, max: eventIdCount - 1 }), { minLength: 0, maxLength: 3 }),
  expected,
});
const call: fc.Arbitrary<Call> = fc.oneof(
  fc.record({ kind: fc.constant('one' as const), share }),
  // Sometimes names a stream twice: that call throws before writing, and only that call fails.
  fc.record({ kind: fc.constant('many' as const), shares: fc.array(share, { minLength: 1, maxLength: 3 }) }),
);

function eventsOf(shared: Share, callIndex: number): NewEvent[] {
  return shared.eventIds.map((id) => ({
    eventId: `event-${id}`,
    type: `Happened${id % 3}`,
    data: { id, call: callIndex },
    schemaVersion: 1,
    metadata,
  }));
}

function issue(store: EventStore, issued: Call, index: number): Promise<unknown> {
  if (issued.kind === 'one') {
    const { stream, expected: expectedRevision } = issued.share;
    return store.appendToStream(streamOf(stream), eventsOf(issued.share, index), { expectedRevision });
  }
  return store.appendToStreams(
    issued.shares.map((entry) => ({
      streamId: streamOf(entry.stream),
      events: eventsOf(entry, index),
      expectedRevision: entry.expected,
    })),
  );
}

/** What a caller saw: its result, or its error's kind and details. */
async function outcomeOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    return { result: await promise };
  } catch (error) {
    const { name, message, code, expected: wanted, actual } = error as Record<string, unknown>;
    return { error: { name, message, code, expected: wanted, actual } };
  }
}

const comparable = (event: RecordedEvent) => ({ ...event });

function openSeeded(history: readonly Call[]): Promise<SqliteEventStore> {
  const store = openSqliteEventStore({ filename: freshFile() });
  return history
    .reduce<Promise<unknown>>(
      (previous, earlier, index) => previous.then(() => outcomeOf(issue(store, earlier, index))),
      Promise.resolve(),
    )
    .then(() => store);
}

describe('SQLite group commit', () => {
  it('gives appends issued in one turn of the event loop exactly the outcomes they would have had one by one, in one commit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(call, { maxLength: 4 }),
        fc.array(call, { minLength: 2, maxLength: 10 }),
        async (history, calls) => {
          const together = await openSeeded(history);
          const oneByOne = await openSeeded(history);
          const file = new Database(together.database.name, { readonly: true });
          const countEvents = file.prepare<[], number>('SELECT COUNT(*) FROM events').pluck();
          try {
            const before = countEvents.get();
            const issued = calls.map((each, index) => issue(together, each, history.length + index));
            // Nothing is written while the calls are being issued: they wait for the turn's end.
            expect(countEvents.get()).toBe(before);
            await Promise.race(issued.map((promise) => promise.catch(() => {})));
            // One commit: as soon as any caller hears back, everything that batch writes is on file.
            const committedAtFirstAnswer = countEvents.get();
            const outcomesTogether = await Promise.all(issued.map(outcomeOf));

            const outcomesOneByOne: unknown[] = [];
            for (const [index, each] of calls.entries()) {
              outcomesOneByOne.push(await outcomeOf(issue(oneByOne, each, history.length + index)));
            }

            expect(outcomesTogether).toEqual(outcomesOneByOne);
            const stored = (await together.readAll()).map(comparable);
            expect(stored).toEqual((await oneByOne.readAll()).map(comparable));
            expect(committedAtFirstAnswer).toBe(stored.length);
            for (let stream = 0; stream < streamCount; stream += 1) {
              expect(await together.readStream(streamOf(stream))).toEqual(await oneByOne.readStream(streamOf(stream)));
            }
          } finally {
            file.close();
            await together.close();
            await oneByOne.close();
          }
        },
      ),
      { numRuns: 80 },
    );
  });

  it('rejects every caller of a batch whose transaction cannot be had, and writes none of it', async () => {
    const filename = freshFile();
    const store = openSqliteEventStore({ filename });
    const newEvent = (id: string): NewEvent => ({
      eventId: id,
      type: 'Happened',
      data: {},
      schemaVersion: 1,
      metadata,
    });
    await store.appendToStream('s-0', [newEvent('first')]);
    store.database.pragma('busy_timeout = 50');
    // Another process holds the write lock for longer than this store waits.
    const other = new Database(filename);
    other.exec('BEGIN IMMEDIATE');
    try {
      const outcomes = await Promise.allSettled([
        store.appendToStream('s-0', [newEvent('a')]),
        store.appendToStreams([{ streamId: 's-1', events: [newEvent('b')] }]),
        store.appendToStream('s-2', [newEvent('c')]),
      ]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
      expect(outcomes.map((outcome) => (outcome as PromiseRejectedResult).reason.code)).toEqual([
        'SQLITE_BUSY',
        'SQLITE_BUSY',
        'SQLITE_BUSY',
      ]);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect((await store.readAll()).map((event) => event.eventId)).toEqual(['first']);
    // Nothing of the failed batch is remembered: the same appends now go through.
    const retried = await store.appendToStream('s-0', [newEvent('a')], { expectedRevision: 0 });
    expect(retried).toMatchObject({ nextExpectedRevision: 1, written: true });
    await store.close();
  });
});
