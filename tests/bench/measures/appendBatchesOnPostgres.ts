import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { NewEvent } from '@oms/contracts';
import pg from 'pg';
import type { EventStore } from '../../../services/src/platform/eventStore/eventStore';
import { openPostgresEventStore } from '../../../services/src/platform/eventStore/postgresEventStore';
import { eventStoreSchema, schemaDefinition } from '../../../services/src/platform/eventStore/postgresSchema';
import { startBenchEngines } from '../support/engineApp';
import { onEveryCore } from '../support/environment';
import { allPassed, type Measure } from '../support/measure';
import { basketLineEvents } from '../support/sampleEvents';
import { withScratchDir } from '../support/scratchDir';

const BATCH = 100;
const RAW_SCHEMA = 'raw_bench';
const name = `PostgreSQL append, ${BATCH}-event batches, one stream each`;
const goal = '≥ 50 % of baseline';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/**
 * The store's own table in a schema of its own (same columns, keys and constraints, positions from
 * a sequence), filled with plain multi-row INSERTs: one statement, so one transaction, per batch.
 */
async function rawInserter(client: pg.Client, schemaDefinition: string, storeSchema: string) {
  await client.query(`DROP SCHEMA IF EXISTS ${RAW_SCHEMA} CASCADE`);
  await client.query(
    schemaDefinition.replaceAll(`${storeSchema}.`, `${RAW_SCHEMA}.`).replaceAll(` ${storeSchema};`, ` ${RAW_SCHEMA};`),
  );
  return async (streamId: string, events: readonly NewEvent[]) => {
    await client.query(
      `INSERT INTO ${RAW_SCHEMA}.events (position, event_id, stream_id, revision, type, schema_version, data, metadata)
       SELECT nextval('${RAW_SCHEMA}.positions'), event_id, $1, revision - 1, type, schema_version, data, metadata
       FROM unnest($2::text[], $3::text[], $4::int[], $5::text[], $6::text[]) WITH ORDINALITY
         AS row(event_id, type, schema_version, data, metadata, revision)`,
      [
        streamId,
        events.map((event) => event.eventId),
        events.map((event) => event.type),
        events.map((event) => event.schemaVersion),
        events.map((event) => JSON.stringify(event.data)),
        events.map((event) => JSON.stringify(event.metadata)),
      ],
    );
  };
}

async function eventsPerSecond(
  batches: NewEvent[][],
  append: (streamId: string, events: NewEvent[]) => Promise<unknown>,
  prefix: string,
) {
  const started = performance.now();
  for (const [index, batch] of batches.entries()) await append(`${prefix}-${index}`, batch);
  return (batches.length * BATCH) / ((performance.now() - started) / 1000);
}

async function count(client: pg.Client, table: string, prefix: string): Promise<number> {
  const answer = await client.query<{ stored: string }>(
    `SELECT count(*) AS stored FROM ${table} WHERE stream_id LIKE $1`,
    [`${prefix}-%`],
  );
  return Number(answer.rows[0]?.stored ?? 0);
}

/**
 * P2pg (issue 44): appends of 100-event batches through the PostgreSQL event store (one call per
 * batch, awaited, as P2) against plain INSERTs of the same rows in the same batches with the `pg`
 * driver, on one throwaway cluster (durable: fsync and synchronous commit on, as shipped).
 */
export async function measureAppendBatchesOnPostgres(options: { batches: number; rounds: number }): Promise<Measure> {
  return onEveryCore(() =>
    withScratchDir('append-pg', async (dir) => {
      const engines = await startBenchEngines(join(dir, 'engines'), ['postgres']);
      const url = engines.env.EVENTSTORE_URL as string;
      const client = new pg.Client({ connectionString: url });
      let store: EventStore | undefined;
      try {
        await client.connect();
        store = await openPostgresEventStore({ connectionString: url });
        const opened = store;
        const raw = await rawInserter(client, schemaDefinition, eventStoreSchema);
        const viaStore: number[] = [];
        const viaInserts: number[] = [];
        // Round 0 warms both paths up and is not counted; then they take turns going first.
        for (let round = 0; round <= options.rounds; round += 1) {
          const batches = Array.from({ length: options.batches }, (_, index) =>
            basketLineEvents(`venue-${index}`, BATCH),
          );
          const rawFirst = round % 2 === 0;
          const prefix = `basket-bench-r${round}`;
          const insert = () => eventsPerSecond(batches, raw, prefix);
          const append = () =>
            eventsPerSecond(
              batches,
              (streamId, events) => opened.appendToStream(streamId, events, { expectedRevision: 'no_stream' }),
              prefix,
            );
          const rawRate = rawFirst ? await insert() : 0;
          const storeRate = await append();
          const rawRateAfter = rawFirst ? rawRate : await insert();
          // Self-check: every row timed is in its table.
          for (const table of [`${eventStoreSchema}.events`, `${RAW_SCHEMA}.events`]) {
            const stored = await count(client, table, prefix);
            if (stored !== batches.length * BATCH)
              throw new Error(`${table} holds ${stored} of ${batches.length * BATCH} rows`);
          }
          if (round === 0) continue;
          viaStore.push(storeRate);
          viaInserts.push(rawRateAfter);
        }
        const figure = median(viaStore);
        const baseline = median(viaInserts);
        return {
          id: 'P2pg',
          name: `${name} (${options.batches} batches × ${options.rounds} rounds, median)`,
          unit: 'events/s',
          figure,
          baseline,
          baselineName: `plain multi-row INSERTs of the same rows in the same batches (pg, one statement per batch, same table definition)`,
          goal,
          passed: allPassed(figure / baseline >= 0.5),
          details: { storeRounds: viaStore, insertRounds: viaInserts, durability: 'fsync and synchronous_commit on' },
        };
      } finally {
        await store?.close();
        await client.end().catch(() => {});
        await engines.stop();
        // Half a million rows were written: flushed now rather than during the next measure.
        spawnSync('sync');
      }
    }),
  );
}
