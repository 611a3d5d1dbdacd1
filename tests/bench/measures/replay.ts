import { allProjections, createMemoryReadStore, ProjectionRunner } from '@oms/projections';
import Database from 'better-sqlite3';
import { openSqliteEventStore } from '../../../services/src/platform/eventStore/sqliteEventStore';
import { withUpcasting } from '../../../services/src/platform/eventStore/upcastingEventStore';
import { describeProfile, profileWhile, summariseProfile } from '../support/cpuProfile';
import { historyStore } from '../support/datasets';
import { allPassed, type Measure } from '../support/measure';

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

/** P4: rebuilding every read model from the generated history, against reading and parsing it. */
export async function measureReplay(options: { events: number }): Promise<Measure> {
  const file = await historyStore(options.events);
  rawReadAndParse(file);
  const raw = rawReadAndParse(file);
  const { result: replay, profile } = await profileWhile(() => rebuildAll(file));
  // Self-check: the rebuild folded every event the raw loop read, or its rate measures nothing.
  if (replay.events !== raw.events) throw new Error(`The rebuild read ${replay.events} events of ${raw.events}`);
  const figure = replay.events / replay.seconds;
  const baseline = raw.events / raw.seconds;
  const passed = allPassed(figure >= 100_000, figure / baseline >= 0.5);
  return {
    id: 'P4',
    name: `replay: rebuild every read model from ${replay.events.toLocaleString('en-GB')} generated events`,
    unit: 'events/s',
    figure,
    baseline,
    baselineName: 'raw read + JSON parse loop over the same events',
    goal: '≥ 100,000 events/s and ≥ 50 % of baseline',
    passed,
    ...(passed
      ? {}
      : {
          note: `${replay.seconds.toFixed(1)} s for ${allProjections.length} read models in one pass over the store. Profile (self time): ${describeProfile(
            summariseProfile(profile),
          )}`,
        }),
    details: { replay, raw },
  };
}
