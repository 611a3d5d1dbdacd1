// P4's two loops in a process started with the replay's V8 flags, as `npm run replay` runs:
// `RESULT {...}` on stdout. With `profile`, the rebuild runs again under the CPU profiler.
import { allProjections, createMemoryReadStore, ProjectionRunner } from '@oms/projections';
import Database from 'better-sqlite3';
import { openSqliteEventStore } from '../../../services/src/platform/eventStore/sqliteEventStore';
import { withUpcasting } from '../../../services/src/platform/eventStore/upcastingEventStore';
import { describeProfile, profileWhile, summariseProfile } from '../support/cpuProfile';

interface EventRow {
  position: number;
  event_id: string;
  stream_id: string;
  revision: number;
  type: string;
  schema_version: number;
  data: string;
  metadata: string;
}

/** The floor: every row read in order and its JSON parsed into an event object, nothing else. */
function rawReadAndParse(file: string): { events: number; seconds: number } {
  const db = new Database(file, { readonly: true });
  const started = performance.now();
  let events = 0;
  let checksum = 0;
  for (const row of db.prepare('SELECT * FROM events ORDER BY position').iterate() as IterableIterator<EventRow>) {
    const event = {
      eventId: row.event_id,
      streamId: row.stream_id,
      revision: row.revision,
      globalPosition: row.position,
      type: row.type,
      schemaVersion: row.schema_version,
      data: JSON.parse(row.data) as unknown,
      metadata: JSON.parse(row.metadata) as unknown,
    };
    checksum += event.revision;
    events += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  db.close();
  if (checksum < 0) throw new Error('unreachable: keeps the parse from being optimised away');
  return { events, seconds };
}

/** Every read model rebuilt from an empty read store, as `npm run replay -- all` does. */
async function rebuildAll(file: string) {
  const eventStore = withUpcasting(openSqliteEventStore({ filename: file }));
  const runner = new ProjectionRunner(createMemoryReadStore(), eventStore, allProjections);
  const started = performance.now();
  const { events } = await runner.rebuild(allProjections.map((projection) => projection.name));
  const seconds = (performance.now() - started) / 1000;
  await eventStore.close();
  return { events, seconds };
}

const [file, mode] = process.argv.slice(2);
if (!file) throw new Error('usage: replayPass.ts <event store file> [profile]');
if (mode === 'profile') {
  const { profile } = await profileWhile(() => rebuildAll(file));
  console.log(`RESULT ${JSON.stringify({ profile: describeProfile(summariseProfile(profile)) })}`);
} else {
  // The raw loop gets a warm-up pass and the rebuild none: the rebuild is timed cold, as a start-up replays.
  rawReadAndParse(file);
  const raw = rawReadAndParse(file);
  const replay = await rebuildAll(file);
  console.log(`RESULT ${JSON.stringify({ raw, replay, readModels: allProjections.length })}`);
}
