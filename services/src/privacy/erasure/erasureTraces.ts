import type Database from 'better-sqlite3';

const ATTEMPTS = 50;
const WAIT_MS = 20;

/**
 * Folds the WAL into the database file and empties it, so the frames that held a destroyed key's
 * page (or a person's plain text before it was sealed) leave the disk's files. The checkpoint
 * thread may hold the WAL for a moment: tried again a few times. False when it never got through.
 */
export async function truncateWal(database: Database.Database): Promise<boolean> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const [result] = database.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
    if (!result?.busy) return true;
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
  }
  return false;
}
