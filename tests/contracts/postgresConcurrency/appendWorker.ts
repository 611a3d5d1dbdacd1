// One of the concurrency spec's writers, in a process of its own: appends to streams it shares with
// the other writers until its deadline, and prints each acknowledged event id, one per line.
import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@oms/contracts';
import { WrongExpectedRevisionError } from '../../../services/src/platform/eventStore/eventStore';
import { openPostgresEventStore } from '../../../services/src/platform/eventStore/postgresEventStore';
import { sampleMetadata as metadata } from '../../fixtures/recordedEvents';

const [connectionString, writer, streamCount, seconds] = process.argv.slice(2) as [string, string, string, string];

function eventFor(stream: number): NewEvent {
  return {
    eventId: randomUUID(),
    type: 'Appended',
    schemaVersion: 1,
    data: { writer: Number(writer), stream },
    metadata,
  };
}

const store = await openPostgresEventStore({ connectionString, poolSize: 4 });
const streamOf = (index: number) => `concurrency-${index}`;
const deadline = Date.now() + Number(seconds) * 1000;
const pick = () => Math.floor(Math.random() * Number(streamCount));
const known = new Map<number, number>();
const acknowledged: string[] = [];

async function appendOnce(): Promise<void> {
  const first = pick();
  const second = pick();
  const events = [eventFor(first), eventFor(first)];
  try {
    if (second !== first && Math.random() < 0.3) {
      // A multi-stream append at the expected revisions this writer last saw: all or nothing.
      const other = eventFor(second);
      const results = await store.appendToStreams([
        { streamId: streamOf(first), events, expectedRevision: known.get(first) ?? 'any' },
        { streamId: streamOf(second), events: [other], expectedRevision: 'any' },
      ]);
      known.set(first, (results[0] as { nextExpectedRevision: number }).nextExpectedRevision);
      acknowledged.push(...events.map((event) => event.eventId), other.eventId);
    } else {
      const result = await store.appendToStream(streamOf(first), events, {
        expectedRevision: known.get(first) ?? 'any',
      });
      known.set(first, result.nextExpectedRevision);
      acknowledged.push(...events.map((event) => event.eventId));
    }
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
    known.delete(first);
  }
}

// Several appends in flight at once per process, so group commit and the lock both take part.
await Promise.all(
  Array.from({ length: 4 }, async () => {
    while (Date.now() < deadline) await appendOnce();
  }),
);
await store.close();
process.stdout.write(`${acknowledged.join('\n')}\n`);
