import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NewEvent, RecordedEvent } from '@oms/contracts';
import { sampleMetadata as metadata } from '@oms/tests/fixtures/recordedEvents';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { ExpectedRevision } from './eventStore';
import { openSqliteEventStore } from './sqliteEventStore';

const directory = mkdtempSync(join(tmpdir(), 'oms-sqlite-feed-'));
let files = 0;

afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

const streams = ['s-0', 's-1'] as const;

type Step =
  /** By this process (its commits join the shared tail) or by another process on the same file. */
  | { kind: 'append'; by: 'here' | 'other'; stream: number; count: number; expected: 'any' | 'current' | 'stale' }
  /** The same events again: an idempotent retry, which writes nothing. */
  | { kind: 'retry' }
  /** Several appends at once, as concurrent requests make them. */
  | { kind: 'concurrent'; streams: number[] }
  | { kind: 'subscribe'; from: number }
  /** A command reading its stream's tail from just past what it folded (this process may know the end). */
  | { kind: 'readTail'; stream: number; offset: number }
  | { kind: 'yield'; ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('append' as const),
    by: fc.constantFrom('here' as const, 'other' as const),
    stream: fc.integer({ min: 0, max: 1 }),
    count: fc.integer({ min: 1, max: 3 }),
    expected: fc.constantFrom('any' as const, 'current' as const, 'stale' as const),
  }),
  fc.constant({ kind: 'retry' as const }),
  fc.record({
    kind: fc.constant('concurrent' as const),
    streams: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 2, maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant('subscribe' as const), from: fc.integer({ min: 0, max: 100 }) }),
  fc.record({
    kind: fc.constant('readTail' as const),
    stream: fc.integer({ min: 0, max: 1 }),
    offset: fc.integer({ min: -2, max: 1 }),
  }),
  fc.record({ kind: fc.constant('yield' as const), ms: fc.constantFrom(0, 0, 1, 5) }),
);

const newEvent = (index: number): NewEvent => ({
  eventId: randomUUID(),
  type: `Happened${index % 3}`,
  data: { index, nested: { list: [index, 'x'], flag: index % 2 === 0 } },
  schemaVersion: 1,
  metadata,
});

const comparable = (event: RecordedEvent) => ({ ...event });

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('the SQLite store feed', () => {
  it('delivers to every subscriber, and reads to every command, exactly what the store holds, whichever process appended and however appends interleave', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const filename = join(directory, `events-${++files}.sqlite`);
        const here = openSqliteEventStore({ filename });
        const other = openSqliteEventStore({ filename });
        // What the file holds, read without any knowledge of streams: the whole log.
        const truthOf = async (stream: string, fromRevision: number) =>
          (await here.readAll()).filter((event) => event.streamId === stream && event.revision >= fromRevision);
        const lastRevisionSeen = new Map<string, number>();
        const subscribers: { after: number; delivered: RecordedEvent[]; stop: () => Promise<void> }[] = [];
        const last: { batch?: { stream: string; events: NewEvent[] } } = {};
        let counter = 0;
        const revisionOf = async (stream: string) =>
          (await here.readStream(stream, { direction: 'backwards', maxCount: 1 }))[0]?.revision;
        const append = async (by: 'here' | 'other', stream: string, count: number, expected: ExpectedRevision) => {
          const events = Array.from({ length: count }, () => newEvent(counter++));
          last.batch = { stream, events };
          try {
            const appended = await (by === 'here' ? here : other).appendToStream(stream, events, {
              expectedRevision: expected,
            });
            // As the command's cached fold does: it knows the revision it wrote.
            if (by === 'here') lastRevisionSeen.set(stream, appended.nextExpectedRevision);
          } catch {
            // A stale expected revision is refused and writes nothing; the feed must not show it either.
          }
        };
        try {
          for (const current of steps) {
            if (current.kind === 'append') {
              const stream = streams[current.stream] ?? 's-0';
              const revision = await revisionOf(stream);
              const expected: ExpectedRevision =
                current.expected === 'any'
                  ? 'any'
                  : current.expected === 'current'
                    ? (revision ?? 'no_stream')
                    : (revision ?? -1) + 5;
              await append(current.by, stream, current.count, expected);
            } else if (current.kind === 'retry') {
              const batch = last.batch;
              if (batch) await here.appendToStream(batch.stream, batch.events).catch(() => undefined);
            } else if (current.kind === 'concurrent') {
              await Promise.all(current.streams.map((index) => append('here', streams[index] ?? 's-0', 1, 'any')));
            } else if (current.kind === 'readTail') {
              const stream = streams[current.stream] ?? 's-0';
              const fromRevision = Math.max(0, (lastRevisionSeen.get(stream) ?? -1) + 1 + current.offset);
              const tail = await here.readStream(stream, { fromRevision });
              const truth = await truthOf(stream, fromRevision);
              expect(tail.map(comparable)).toEqual(truth.map(comparable));
              const end = tail.at(-1)?.revision;
              if (end !== undefined) lastRevisionSeen.set(stream, end);
            } else if (current.kind === 'subscribe') {
              const after = Math.min(current.from, await here.headPosition());
              const delivered: RecordedEvent[] = [];
              const subscription = here.subscribeToAll({ after, onEvent: (event) => void delivered.push(event) });
              subscribers.push({ after, delivered, stop: () => subscription.stop() });
            } else {
              await new Promise((resolve) => setTimeout(resolve, current.ms));
            }
          }
          const head = await here.headPosition();
          // Another process's appends reach this one's subscribers at the next poll.
          await until(
            () => subscribers.every(({ delivered, after }) => (delivered.at(-1)?.globalPosition ?? after) >= head),
            3000,
          );
          for (const { after, delivered } of subscribers) {
            expect(delivered.map(comparable)).toEqual((await here.readAll({ after })).map(comparable));
          }
        } finally {
          await Promise.all(subscribers.map(({ stop }) => stop()));
          await here.close();
          await other.close();
        }
      }),
      { numRuns: 60 },
    );
  });
});
