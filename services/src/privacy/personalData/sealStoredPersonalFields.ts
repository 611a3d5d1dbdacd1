import { createHash } from 'node:crypto';
import { type EventMetadata, personalFields } from '@oms/contracts';
import type Database from 'better-sqlite3';
import type { PersonalDataKeys } from './personalDataKeys';
import { sealEvent } from './protectingEventStore';

const BATCH = 2_000;

/** Which rules the stored events were last sealed by: a new field sealed anywhere changes it. */
export const personalFieldsFingerprint = () =>
  createHash('sha256').update(JSON.stringify(personalFields)).digest('base64url');

interface StoredRow {
  position: number;
  type: string;
  data: string;
  metadata: string;
}

/**
 * Seals, in place, the personal fields a data folder's events still hold in plain: those recorded
 * before their field was declared personal (docs/architecture.md "Forgetting a person"). Only the
 * stored form of a value changes (plain text becomes its ciphertext); every event reads back as it
 * did, with its id, position, type and metadata untouched. Runs once per set of rules, at open,
 * before any reader; `secure_delete` (on since the keys' table) overwrites the plain text's old
 * bytes and the WAL is checkpointed and truncated after.
 */
export async function sealStoredPersonalFields(
  database: Database.Database,
  keys: PersonalDataKeys,
): Promise<{ sealed: number; skipped: boolean }> {
  database.exec('CREATE TABLE IF NOT EXISTS personal_sealing (rules TEXT PRIMARY KEY)');
  const fingerprint = personalFieldsFingerprint();
  if (database.prepare('SELECT 1 FROM personal_sealing WHERE rules = ?').get(fingerprint))
    return { sealed: 0, skipped: true };
  const types = Object.keys(personalFields);
  const marks = types.map(() => '?').join(', ');
  const select = database.prepare<unknown[], StoredRow>(
    `SELECT position, type, data, metadata FROM events WHERE position > ? AND type IN (${marks}) ORDER BY position LIMIT ${BATCH}`,
  );
  const update = database.prepare('UPDATE events SET data = ? WHERE position = ?');
  let after = 0;
  let sealed = 0;
  for (;;) {
    const rows = select.all(after, ...types);
    const last = rows.at(-1);
    if (!last) break;
    const changes: [string, number][] = [];
    for (const row of rows) {
      const event = {
        type: row.type,
        data: JSON.parse(row.data) as unknown,
        metadata: JSON.parse(row.metadata) as EventMetadata,
      };
      const resealed = await sealEvent(event, keys, { storedSealedStays: true });
      if (resealed !== event) changes.push([JSON.stringify(resealed.data), row.position]);
    }
    database.transaction(() => {
      for (const [data, position] of changes) update.run(data, position);
    })();
    sealed += changes.length;
    after = last.position;
  }
  database.prepare('INSERT OR IGNORE INTO personal_sealing (rules) VALUES (?)').run(fingerprint);
  if (sealed > 0) database.pragma('wal_checkpoint(TRUNCATE)');
  return { sealed, skipped: false };
}
