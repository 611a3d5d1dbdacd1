import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NewEvent } from '@oms/contracts';
import { sampleMetadata as metadata } from '@oms/tests/fixtures/recordedEvents';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteEventStore } from './sqliteEventStore';

const directory = mkdtempSync(join(tmpdir(), 'oms-sqlite-stream-ids-'));
let files = 0;

afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

const streamCount = 6;
const streamOf = (index: number) => `s-${index}`;

type Step =
  /** A write by this store (whose reads the index answers) or by another connection on the same file. */
  | { kind: 'append'; by: 'here' | 'other'; streams: number[]; stale: boolean }
  /** Several of this store's writes at once, as concurrent commands make them. */
  | { kind: 'concurrent'; streams: number[] }
  /** A command's first look at a stream: read it from a revision to the end. */
  | { kind: 'read'; stream: number; from: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('append' as const),
    by: fc.constantFrom('here' as const, 'other' as const),
    streams: fc.uniqueArray(fc.integer({ min: 0, max: streamCount - 1 }), { minLength: 1, maxLength: 3 }),
    stale: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('concurrent' as const),
    streams: fc.array(fc.integer({ min: 0, max: streamCount - 1 }), { minLength: 2, maxLength: 4 }),
  }),
  fc.record({
    kind: fc.constant('read' as const),
    stream: fc.integer({ min: 0, max: streamCount - 1 }),
    from: fc.integer({ min: 0, max: 2 }),
  }),
);

const newEvent = (): NewEvent => ({ eventId: randomUUID(), type: 'Happened', data: {}, schemaVersion: 1, metadata });

describe('SQLite stream id index (answers "no such stream" without a query)', () => {
  it('reads every stream as the store holds it, under this and other writers and failed multi-stream appends', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), async (steps) => {
        const filename = join(directory, `events-${++files}.sqlite`);
        const here = openSqliteEventStore({ filename });
        const other = openSqliteEventStore({ filename });
        const truth = new Database(filename, { readonly: true });
        const truthRevisions = truth.prepare<[string, number], number>(
          'SELECT revision FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision',
        );
        try {
          for (const current of steps) {
            if (current.kind === 'read') {
              const stream = streamOf(current.stream);
              const read = await here.readStream(stream, { fromRevision: current.from });
              expect(read.map((event) => event.revision)).toEqual(truthRevisions.pluck().all(stream, current.from));
            } else if (current.kind === 'append') {
              const writer = current.by === 'here' ? here : other;
              // A stale append claims a stream is new when it may not be: the whole call must then fail.
              const appends = current.streams.map((index) => ({
                streamId: streamOf(index),
                events: [newEvent()],
                expectedRevision: current.stale ? ('no_stream' as const) : ('any' as const),
              }));
              const head = truth.prepare('SELECT COUNT(*) FROM events').pluck().get();
              await writer.appendToStreams(appends).catch(() => {
                expect(truth.prepare('SELECT COUNT(*) FROM events').pluck().get()).toBe(head);
              });
            } else {
              await Promise.all(current.streams.map((index) => here.appendToStream(streamOf(index), [newEvent()])));
            }
          }
          for (let index = 0; index < streamCount; index += 1) {
            const stream = streamOf(index);
            const read = await here.readStream(stream);
            expect(read.map((event) => event.revision)).toEqual(truthRevisions.pluck().all(stream, 0));
          }
        } finally {
          truth.close();
          await here.close();
          await other.close();
        }
      }),
      { numRuns: 60 },
    );
  });
});
