import { join } from 'node:path';
import type { NewEvent } from '@oms/contracts';
import Database from 'better-sqlite3';
import {
  openSqliteEventStore,
  sqliteEventStorePragmas,
} from '../../../services/src/platform/eventStore/sqliteEventStore';
import { allPassed, type Measure } from '../support/measure';
import { basketLineEvents } from '../support/sampleEvents';
import { withScratchDir } from '../support/scratchDir';

const BATCH = 100;

/** The event store's table as the raw baseline writes it: same columns, keys and constraints. */
const baselineSchema = `
  CREATE TABLE events (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
    event_id TEXT NOT NULL UNIQUE,
    stream_id TEXT NOT NULL,
    revision INTEGER NOT NULL,
    type TEXT NOT NULL,
    schema_version INTEGER NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL,
    UNIQUE (stream_id, revision)
  );`;

async function embeddedEventsPerSecond(file: string, batches: NewEvent[][]): Promise<number> {
  const store = openSqliteEventStore({ filename: file });
  const started = performance.now();
  for (const [index, batch] of batches.entries()) {
    await store.appendToStream(`basket-bench-${index}`, batch, { expectedRevision: 'no_stream' });
  }
  const seconds = (performance.now() - started) / 1000;
  // Self-check: every event timed is in the store.
  const stored = await store.headPosition();
  await store.close();
  if (stored !== batches.length * BATCH)
    throw new Error(`The store holds ${stored} of ${batches.length * BATCH} events`);
  return (batches.length * BATCH) / seconds;
}

function rawEventsPerSecond(file: string, batches: NewEvent[][]): number {
  const db = new Database(file);
  for (const [name, value] of Object.entries(sqliteEventStorePragmas)) db.pragma(`${name} = ${value}`);
  db.exec(baselineSchema);
  const insert = db.prepare(
    'INSERT INTO events (event_id, stream_id, revision, type, schema_version, data, metadata) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertBatch = db.transaction((streamId: string, events: NewEvent[]) => {
    for (const [revision, event] of events.entries()) {
      insert.run(
        event.eventId,
        streamId,
        revision,
        event.type,
        event.schemaVersion,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
      );
    }
  });
  const started = performance.now();
  for (const [index, batch] of batches.entries()) insertBatch.immediate(`basket-bench-${index}`, batch);
  const seconds = (performance.now() - started) / 1000;
  const { stored } = db.prepare('SELECT COUNT(*) AS stored FROM events').get() as { stored: number };
  db.close();
  if (stored !== batches.length * BATCH)
    throw new Error(`The raw table holds ${stored} of ${batches.length * BATCH} rows`);
  return (batches.length * BATCH) / seconds;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** P2: appends of 100-event batches through the event store against bare inserts of the same rows. */
export async function measureAppendBatches(options: { batches: number; rounds: number }): Promise<Measure> {
  return withScratchDir('append', async (dir) => {
    const embedded: number[] = [];
    const raw: number[] = [];
    // Round 0 warms both paths up and is not counted; then they take turns going first, so drift hits both alike.
    for (let round = 0; round <= options.rounds; round += 1) {
      const batches = Array.from({ length: options.batches }, (_, index) => basketLineEvents(`venue-${index}`, BATCH));
      const rawFirst = round % 2 === 0;
      const rawRate = rawFirst ? rawEventsPerSecond(join(dir, `raw-${round}.sqlite`), batches) : 0;
      const storeRate = await embeddedEventsPerSecond(join(dir, `store-${round}.sqlite`), batches);
      const rawRateAfter = rawFirst ? rawRate : rawEventsPerSecond(join(dir, `raw-${round}.sqlite`), batches);
      if (round === 0) continue;
      raw.push(rawRateAfter);
      embedded.push(storeRate);
    }
    const figure = median(embedded);
    const baseline = median(raw);
    return {
      id: 'P2',
      name: `embedded append, ${BATCH}-event batches (${options.batches} batches × ${options.rounds} rounds, median)`,
      unit: 'events/s',
      figure,
      baseline,
      baselineName: 'raw better-sqlite3 inserts, same rows, schema and pragmas',
      goal: '≥ 50 % of baseline',
      passed: allPassed(figure / baseline >= 0.5),
      details: { embeddedRounds: embedded, rawRounds: raw, pragmas: sqliteEventStorePragmas },
    };
  });
}
