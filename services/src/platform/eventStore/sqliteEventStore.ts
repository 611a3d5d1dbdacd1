import type { NewEvent, RecordedEvent } from '@oms/contracts';
import Database from 'better-sqlite3';
import {
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type ReadAllOptions,
  type ReadStreamOptions,
  type StreamAppend,
  WrongExpectedRevisionError,
} from './eventStore';
import { backgroundCheckpoints, isFileBacked } from './sqliteCheckpoints';
import { sqliteGroupCommit } from './sqliteGroupCommit';
import { streamIdIndex } from './sqliteStreamIdIndex';
import { sqliteSubscriptions } from './sqliteSubscriptions';

/** Applied on open; exported so that benchmarks can report the durability they measured. */
export const sqliteEventStorePragmas = {
  journal_mode: 'WAL',
  synchronous: 'NORMAL',
  // Lets a second process writing the same file wait for the lock instead of failing at once.
  busy_timeout: 5000,
} as const;

const noRevision = -1;
/** Commits by every store of this process, so each notices its neighbours' without asking SQLite. */
let processCommits = 0;

const schema = `
  CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
    event_id TEXT NOT NULL UNIQUE,
    stream_id TEXT NOT NULL,
    revision INTEGER NOT NULL,
    type TEXT NOT NULL,
    schema_version INTEGER NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL,
    UNIQUE (stream_id, revision)
  );
  CREATE TABLE IF NOT EXISTS stream_ids (stream_id TEXT PRIMARY KEY) WITHOUT ROWID;
`;

/**
 * Stores made before kept each stream's last revision in a `streams` table, updated by every
 * append: a page written at a random place per command, for what the events' own index on
 * (stream, revision) answers. Their ids move to `stream_ids`, written once per stream.
 */
const streamsTableMigration = `
  INSERT OR IGNORE INTO stream_ids (stream_id) SELECT stream_id FROM streams;
  DROP TABLE streams;
`;

/** An event row as an array in `eventColumns` order: better-sqlite3's raw rows cost a third less to read than objects. */
type EventRow = [
  position: number,
  eventId: string,
  streamId: string,
  revision: number,
  type: string,
  schemaVersion: number,
  data: string,
  metadata: string,
];
const eventColumns = 'position, event_id, stream_id, revision, type, schema_version, data, metadata';

interface StreamEnd {
  revision: number;
  position: number;
}

/** An append's result, with the rows it wrote for the subscriptions' tail. */
interface AppendOutcome extends AppendResult {
  rows?: EventRow[];
}

interface StoredEventRef {
  stream_id: string;
  position: number;
}

/** The SQLite adapter can also hand out an image of its database, to start other stores from. */
export interface SqliteEventStore extends EventStore {
  serialize(): Buffer;
  /** The connection, for the personal data keys kept in the same file (so an image carries them). */
  readonly database: Database.Database;
}

/** `image`: open an in-memory store holding a copy of a serialized one (tests and benchmarks). */
export function openSqliteEventStore(options: { filename: string; image?: Buffer }): SqliteEventStore {
  const db = options.image ? new Database(options.image) : new Database(options.filename);
  for (const [name, value] of Object.entries(sqliteEventStorePragmas)) db.pragma(`${name} = ${value}`);
  db.exec(schema);
  const hasStreamsTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'streams'").pluck();
  // Asked again in the write transaction: another process may have moved them meanwhile.
  if (hasStreamsTable.get()) {
    db.transaction(() => {
      if (hasStreamsTable.get()) db.exec(streamsTableMigration);
    }).immediate();
  }

  // The (stream, revision) index holds the position too (the rowid): the last entry answers alone.
  const selectStreamEnd = db.prepare<[string], StreamEnd>(
    'SELECT revision, position FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
  );
  const selectEventRef = db.prepare<[string], StoredEventRef>(
    'SELECT stream_id, position FROM events WHERE event_id = ?',
  );
  const insertEventIfNew = db.prepare<[string, string, number, string, number, string, string]>(
    `INSERT INTO events (event_id, stream_id, revision, type, schema_version, data, metadata)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (event_id) DO NOTHING`,
  );
  const insertStreamId = db.prepare<[string]>('INSERT INTO stream_ids (stream_id) VALUES (?) ON CONFLICT DO NOTHING');
  const selectStreamForwards = db
    .prepare<[string, number, number], EventRow>(
      `SELECT ${eventColumns} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision ASC LIMIT ?`,
    )
    .raw(true);
  // A stream read to its end (every command's fold) binds no LIMIT: a bound LIMIT, even -1, made
  // SQLite's search of the stream's index about twice as slow (7.5 against 3.8 µs for one event).
  const selectStreamToTheEnd = db
    .prepare<[string, number], EventRow>(
      `SELECT ${eventColumns} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision ASC`,
    )
    .raw(true);
  const selectStreamBackwards = db
    .prepare<[string, number, number], EventRow>(
      `SELECT ${eventColumns} FROM events WHERE stream_id = ? AND revision <= ? ORDER BY revision DESC LIMIT ?`,
    )
    .raw(true);
  const selectAllAfter = db
    .prepare<[number, number], EventRow>(
      `SELECT ${eventColumns} FROM events WHERE position > ? ORDER BY position ASC LIMIT ?`,
    )
    .raw(true);
  const selectAllAfterOfTypes = db
    .prepare<[number, string, number], EventRow>(
      `SELECT ${eventColumns} FROM events WHERE position > ? AND type IN (SELECT value FROM json_each(?)) ORDER BY position ASC LIMIT ?`,
    )
    .raw(true);
  const selectHead = db.prepare<[], { head: number }>('SELECT COALESCE(MAX(position), 0) AS head FROM events');
  // Changes whenever another connection (another process) commits to the file; never for our own commits.
  const selectDataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();

  /**
   * Each stream's last revision as this connection last appended or read it to the end. A command
   * reads its stream's tail before deciding (usually nothing, as the fold is cached): while no other
   * connection has written, a tail past the known last revision is answered empty without a query.
   */
  const lastRevisions = new Map<string, number>();
  let seenDataVersion = selectDataVersion.get();
  let checkedAtCommit = -1;
  const forgetCheck = () => {
    checkedAtCommit = -1;
  };
  const lastRevisionsLimit = 20_000;
  const streamIds = streamIdIndex(db);

  /**
   * Another connection's commits make what this one remembers stale: forget or catch up first.
   * Asking SQLite takes a read lock on the shared memory (system calls, about a twentieth of an
   * add to basket), so it is asked once per turn of the event loop and again after any commit by a
   * store of this process: in-process writers are always seen, another process's within a turn.
   */
  function noticeOtherWriters(): void {
    if (checkedAtCommit === processCommits) return;
    checkedAtCommit = processCommits;
    setImmediate(forgetCheck);
    const version = selectDataVersion.get();
    if (version === seenDataVersion) return;
    seenDataVersion = version;
    lastRevisions.clear();
    streamIds.catchUp();
  }

  function knownLastRevision(streamId: string): number | undefined {
    noticeOtherWriters();
    const known = lastRevisions.get(streamId);
    // A stream no event names reads as empty from revision 0 on: "no revision" is -1.
    if (known === undefined && streamIds.surelyMissing(streamId)) return noRevision;
    return known;
  }

  function rememberLastRevision(streamId: string, revision: number): void {
    if (lastRevisions.size >= lastRevisionsLimit && !lastRevisions.has(streamId)) lastRevisions.clear();
    lastRevisions.set(streamId, revision);
  }

  function rememberAppend(streamId: string, revision: number, rows: readonly EventRow[]): void {
    rememberLastRevision(streamId, revision);
    streamIds.appended(streamId, rows);
  }

  /** Where an event id is already stored, if it is; one in another stream is refused. */
  function storedRef(streamId: string, eventId: string): StoredEventRef | undefined {
    const stored = selectEventRef.get(eventId);
    if (stored && stored.stream_id !== streamId) {
      throw new Error(`Event ${eventId} is already stored in stream ${stored.stream_id}, not ${streamId}`);
    }
    return stored;
  }

  /**
   * A call whose expected revision does not hold is still a success when it is a retry: every one
   * of its events already stored, in this stream.
   */
  function retriedOrRefused(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
    current: number | undefined,
  ): AppendOutcome {
    let duplicatePosition = 0;
    let allStored = events.length > 0;
    for (const event of events) {
      const stored = storedRef(streamId, event.eventId);
      if (stored) duplicatePosition = Math.max(duplicatePosition, stored.position);
      else allStored = false;
    }
    if (!allStored) throw new WrongExpectedRevisionError(streamId, expected, current ?? 'no_stream');
    return { nextExpectedRevision: current ?? noRevision, lastPosition: duplicatePosition, written: false };
  }

  // Runs inside the batch's transaction or a savepoint of it, so a throw undoes its inserts.
  function appendOne(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): AppendOutcome {
    const end = selectStreamEnd.get(streamId);
    const current = end?.revision;
    if (!expectedRevisionHolds(expected, current)) return retriedOrRefused(streamId, events, expected, current);

    // Event ids are unique in the table: an insert that does nothing met one already stored, and
    // only then is it looked up (a retried event is skipped, one from another stream refused).
    let revision = current ?? noRevision;
    let lastPosition = 0;
    let duplicatePosition = 0;
    const rows: EventRow[] = [];
    for (const event of events) {
      const values = [
        event.eventId,
        streamId,
        revision + 1,
        event.type,
        event.schemaVersion,
        JSON.stringify(event.data ?? null),
        JSON.stringify(event.metadata),
      ] as const;
      const inserted = insertEventIfNew.run(...values);
      if (inserted.changes === 0) {
        duplicatePosition = Math.max(duplicatePosition, storedRef(streamId, event.eventId)?.position ?? 0);
        continue;
      }
      revision += 1;
      lastPosition = Number(inserted.lastInsertRowid);
      rows.push([lastPosition, ...values]);
    }
    if (rows.length === 0) {
      const position = events.length > 0 ? duplicatePosition : (end?.position ?? 0);
      return { nextExpectedRevision: current ?? noRevision, lastPosition: position, written: false };
    }
    if (!end) insertStreamId.run(streamId);
    return { nextExpectedRevision: revision, lastPosition, written: true, rows };
  }
  // Each call runs in its own savepoint of a batch: when any stream's check throws, the call's
  // writes on every stream are undone (all or nothing), the other calls' are kept.
  const appendMany = (appends: readonly StreamAppend[]) => {
    const distinct = new Set(appends.map((entry) => entry.streamId));
    if (distinct.size !== appends.length) throw new Error('appendToStreams: each stream may appear once');
    return appends.map((entry) => appendOne(entry.streamId, entry.events, entry.expectedRevision ?? 'any'));
  };
  function afterAppendMany(appends: readonly StreamAppend[], outcomes: ReturnType<typeof appendMany>): AppendResult[] {
    const written: EventRow[] = [];
    const results = outcomes.map(({ rows, ...result }, index) => {
      if (rows) {
        rememberAppend((appends[index] as StreamAppend).streamId, result.nextExpectedRevision, rows);
        written.push(...rows);
      }
      return result;
    });
    if (written.length > 0) {
      // One savepoint, so its rows are consecutive once put in position order.
      subscriptions.committed(written.sort((a, b) => a[0] - b[0]).map(toRecordedEvent));
    }
    return results;
  }
  const checkpoints = isFileBacked(options) ? backgroundCheckpoints(db, options.filename) : undefined;
  const batches = sqliteGroupCommit(db, () => {
    processCommits += 1;
    checkpoints?.committed();
  });

  const subscriptions = sqliteSubscriptions((position, count) =>
    selectAllAfter.all(position, count).map(toRecordedEvent),
  );

  return {
    appendToStream(streamId, events, appendOptions): Promise<AppendResult> {
      const expected = appendOptions?.expectedRevision ?? 'any';
      return batches.submit(
        () => appendOne(streamId, events, expected),
        ({ rows, ...result }) => {
          if (rows) {
            rememberAppend(streamId, result.nextExpectedRevision, rows);
            subscriptions.committed(rows.map(toRecordedEvent));
          }
          return result;
        },
      );
    },

    appendToStreams(appends): Promise<AppendResult[]> {
      return batches.submit(
        () => appendMany(appends),
        (outcomes) => afterAppendMany(appends, outcomes),
      );
    },

    async readStream(streamId, readOptions: ReadStreamOptions = {}) {
      const limit = readOptions.maxCount ?? -1;
      if (readOptions.direction === 'backwards') {
        return selectStreamBackwards
          .all(streamId, readOptions.fromRevision ?? Number.MAX_SAFE_INTEGER, limit)
          .map(toRecordedEvent);
      }
      const from = readOptions.fromRevision ?? 0;
      const toTheEnd = readOptions.maxCount === undefined;
      const known = toTheEnd ? knownLastRevision(streamId) : undefined;
      if (known !== undefined && from > known) return [];
      const rows = toTheEnd
        ? selectStreamToTheEnd.all(streamId, from)
        : selectStreamForwards.all(streamId, from, limit);
      const last = rows.at(-1);
      if (toTheEnd && last) rememberLastRevision(streamId, last[3]);
      return rows.map(toRecordedEvent);
    },

    async readAll(readOptions: ReadAllOptions = {}) {
      const after = readOptions.after ?? 0;
      const limit = readOptions.maxCount ?? -1;
      if (readOptions.types) {
        return selectAllAfterOfTypes.all(after, JSON.stringify(readOptions.types), limit).map(toRecordedEvent);
      }
      return selectAllAfter.all(after, limit).map(toRecordedEvent);
    },

    async headPosition() {
      return selectHead.get()?.head ?? 0;
    },

    subscribeToAll: subscriptions.subscribeToAll,

    serialize: () => db.serialize(),
    database: db,

    async close() {
      await subscriptions.stopAll();
      if (db.open) batches.flush();
      // The checkpointer's connection closes first, so that ours, the last, checkpoints the WAL away.
      await checkpoints?.stop();
      if (db.open) db.close();
    },
  };
}

function expectedRevisionHolds(expected: ExpectedRevision, current: number | undefined): boolean {
  return (
    expected === 'any' ||
    (expected === 'no_stream' && current === undefined) ||
    (expected === 'stream_exists' && current !== undefined) ||
    expected === current
  );
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    eventId: row[1],
    streamId: row[2],
    revision: row[3],
    globalPosition: row[0],
    type: row[4],
    schemaVersion: row[5],
    data: JSON.parse(row[6]),
    metadata: JSON.parse(row[7]),
  };
}
