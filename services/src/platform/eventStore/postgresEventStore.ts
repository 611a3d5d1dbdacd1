import type { RecordedEvent } from '@oms/contracts';
import pg from 'pg';
import type { AppendResult, EventStore, ReadAllOptions, ReadStreamOptions, StreamAppend } from './eventStore';
import { postgresAppendBatches } from './postgresAppendBatches';
import { appendFunction, eventStoreSchema, schemaDefinition, schemaLockKey } from './postgresSchema';
import { postgresSubscriptions } from './postgresSubscriptions';

/** An event row in `eventColumns` order (array rows: no per-row object to build). */
export type PostgresEventRow = [
  position: string,
  eventId: string,
  streamId: string,
  revision: number,
  type: string,
  schemaVersion: number,
  data: string,
  metadata: string,
];
const eventColumns = 'position, event_id, stream_id, revision, type, schema_version, data, metadata';
const events = `${eventStoreSchema}.events`;

export interface PostgresEventStoreOptions {
  /** `postgres://user:password@host:port/database` */
  connectionString: string;
  /** Connections for reads and appends (the subscriptions' listener has one more of its own). */
  poolSize?: number;
}

/**
 * The production event store on PostgreSQL: every append, one stream or several, is one
 * transaction; positions come from a sequence drawn under an advisory lock (see postgresSchema.ts).
 */
export async function openPostgresEventStore(options: PostgresEventStoreOptions): Promise<EventStore> {
  const pool = new pg.Pool({ connectionString: options.connectionString, max: options.poolSize ?? 10 });
  // An idle connection the server dropped is replaced on the next query; no need to crash for it.
  pool.on('error', () => {});
  try {
    await createSchema(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const batches = postgresAppendBatches(pool);

  const readRows = async (text: string, values: unknown[]): Promise<RecordedEvent[]> => {
    const answer = await pool.query<PostgresEventRow>({ text, values, rowMode: 'array' });
    return answer.rows.map(toRecordedEvent);
  };
  const readAll = (readOptions: ReadAllOptions = {}): Promise<RecordedEvent[]> => {
    const after = readOptions.after ?? 0;
    const limit = readOptions.maxCount ?? null;
    if (readOptions.types) {
      return readRows(
        `SELECT ${eventColumns} FROM ${events} WHERE position > $1 AND type = ANY($2) ORDER BY position LIMIT $3`,
        [after, readOptions.types, limit],
      );
    }
    return readRows(`SELECT ${eventColumns} FROM ${events} WHERE position > $1 ORDER BY position LIMIT $2`, [
      after,
      limit,
    ]);
  };
  const subscriptions = postgresSubscriptions({
    connectionString: options.connectionString,
    channel: `${eventStoreSchema}_appended`,
    readAfter: (position, count) => readAll({ after: position, maxCount: count }),
  });

  return {
    async appendToStream(streamId, appended, appendOptions): Promise<AppendResult> {
      const [result] = await batches.submit([
        { streamId, events: appended, expectedRevision: appendOptions?.expectedRevision ?? 'any' },
      ]);
      return result as AppendResult;
    },

    appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
      const distinct = new Set(appends.map((entry) => entry.streamId));
      if (distinct.size !== appends.length) {
        return Promise.reject(new Error('appendToStreams: each stream may appear once'));
      }
      if (appends.length === 0) return Promise.resolve([]);
      return batches.submit(appends);
    },

    readStream(streamId, readOptions: ReadStreamOptions = {}) {
      const limit = readOptions.maxCount ?? null;
      if (readOptions.direction === 'backwards') {
        return readRows(
          `SELECT ${eventColumns} FROM ${events} WHERE stream_id = $1 AND revision <= $2 ORDER BY revision DESC LIMIT $3`,
          [streamId, readOptions.fromRevision ?? 2_147_483_647, limit],
        );
      }
      return readRows(
        `SELECT ${eventColumns} FROM ${events} WHERE stream_id = $1 AND revision >= $2 ORDER BY revision LIMIT $3`,
        [streamId, readOptions.fromRevision ?? 0, limit],
      );
    },

    readAll,

    async headPosition() {
      const answer = await pool.query<[string | null]>({
        text: `SELECT max(position) FROM ${events}`,
        rowMode: 'array',
      });
      return Number(answer.rows[0]?.[0] ?? 0);
    },

    subscribeToAll: subscriptions.subscribe,

    async close() {
      await subscriptions.close();
      await batches.flush();
      await pool.end();
    },
  };
}

/** Idempotent, and serialised between instances opening the same database at once. */
async function createSchema(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [schemaLockKey]);
    await client.query(schemaDefinition);
    await client.query(appendFunction);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

export function toRecordedEvent(row: PostgresEventRow): RecordedEvent {
  return {
    eventId: row[1],
    streamId: row[2],
    revision: row[3],
    globalPosition: Number(row[0]),
    type: row[4],
    schemaVersion: row[5],
    data: JSON.parse(row[6]),
    metadata: JSON.parse(row[7]),
  };
}
