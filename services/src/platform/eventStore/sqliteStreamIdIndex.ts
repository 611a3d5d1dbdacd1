import type Database from 'better-sqlite3';

/** Past this many streams the index gives up and every question goes to SQLite, to bound memory. */
const defaultLimit = 200_000;

export interface StreamIdIndex {
  /** True only when no event of the stream was committed up to what the index has seen. */
  surelyMissing(streamId: string): boolean;
  /** This connection committed `rows` (position first) to `streamId`. */
  appended(streamId: string, rows: readonly (readonly [number, ...unknown[]])[]): void;
  /** Another connection committed: take in the streams it created. */
  catchUp(): void;
}

/**
 * The ids of every stream holding an event at or below `upTo`, so that a command's first look at a
 * stream nobody wrote (an order or mail stream about to be created) needs no query. Built on the
 * first question; kept complete by this connection's appends and, when another connection commits
 * (the caller watches `PRAGMA data_version`), by reading the streams of the events past `upTo`.
 * A stream that only the index thinks exists (e.g. erased since) costs a query, never a wrong answer.
 */
export function streamIdIndex(db: Database.Database, limit = defaultLimit): StreamIdIndex {
  const selectAllStreamIds = db.prepare<[], string>('SELECT stream_id FROM stream_ids').pluck();
  const selectHead = db.prepare<[], number>('SELECT COALESCE(MAX(position), 0) FROM events').pluck();
  const selectStreamIdsAfter = db
    .prepare<[number], string>('SELECT DISTINCT stream_id FROM events WHERE position > ?')
    .pluck();
  // One read transaction, so the ids and the head come from the same snapshot.
  const build = db.transaction(() => ({ ids: new Set(selectAllStreamIds.all()), upTo: selectHead.get() ?? 0 }));
  const readAfter = db.transaction((after: number) => ({
    ids: selectStreamIdsAfter.all(after),
    upTo: selectHead.get() ?? 0,
  }));

  let ids: Set<string> | null = null;
  let upTo = 0;
  let givenUp = false;

  function keepWithinLimit(): void {
    if (ids && ids.size > limit) {
      ids = null;
      givenUp = true;
    }
  }

  return {
    surelyMissing(streamId) {
      if (givenUp) return false;
      if (!ids) {
        ({ ids, upTo } = build.deferred());
        keepWithinLimit();
        if (!ids) return false;
      }
      return !ids.has(streamId);
    },

    appended(streamId, rows) {
      if (!ids) return;
      ids.add(streamId);
      keepWithinLimit();
      // Advance only over positions known to be this connection's: a gap may hide another's commit.
      for (const row of rows) if (row[0] === upTo + 1) upTo = row[0];
    },

    catchUp() {
      if (!ids) return;
      const after = readAfter.deferred(upTo);
      for (const id of after.ids) ids.add(id);
      upTo = Math.max(upTo, after.upTo);
      keepWithinLimit();
    },
  };
}
