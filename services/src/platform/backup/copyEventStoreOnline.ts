import Database from 'better-sqlite3';

export interface EventStoreCopy {
  events: number;
  streams: number;
  /** Global position of the last event in the copy, 0 when it holds none. */
  lastPosition: number;
}

/**
 * SQLite's backup API starts over whenever another connection writes between two of its steps, so
 * under a steady load a copy made 100 pages at a time never ends. Asked for every page at once, the
 * copy is made inside one read transaction: the store exactly as it stood when that step began,
 * while the app (WAL) goes on committing beside it.
 */
const everyRemainingPage = 0x7fffffff;

/**
 * Copies a live SQLite event store file, events and the personal-data keys kept beside them, into a
 * new database file through SQLite's online backup API, then checks the copy and counts what it holds.
 */
export async function copyEventStoreOnline(sourceFile: string, targetFile: string): Promise<EventStoreCopy> {
  const source = new Database(sourceFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(targetFile, { progress: () => everyRemainingPage });
  } finally {
    source.close();
  }
  const copy = new Database(targetFile, { fileMustExist: true });
  try {
    // One self-contained file, with no -wal or -shm beside it; the app turns WAL on again when it opens it.
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`the copy of the event store failed SQLite's check: ${String(check)}`);
    const counts = copy
      .prepare(
        'SELECT count(*) AS events, coalesce(max(position), 0) AS lastPosition, count(DISTINCT stream_id) AS streams FROM events',
      )
      .get() as EventStoreCopy;
    return { events: counts.events, streams: counts.streams, lastPosition: counts.lastPosition };
  } finally {
    copy.close();
  }
}
