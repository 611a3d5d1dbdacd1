import { createHash, createHmac, randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { openTokens, sealTokens } from '../../integrations/accounting/tokenVault';

/**
 * One data key per subject, kept where a delete really deletes (never in the event store). Keys are
 * sealed at rest under the configured secret. Destroying a subject's key is the erasure.
 */
export interface PersonalDataKeys {
  keyOf(subject: string): Promise<Buffer | null>;
  keyFor(subject: string): Promise<Buffer>;
  destroy(subject: string): Promise<void>;
  /** The subject of a person known only by an e-mail: a keyed hash, so the address itself is not stored. */
  emailSubject(email: string): string;
  close(): Promise<void>;
}

// The token vault's sealing carries the key as a JSON token set: reuse it rather than a second AES helper.
const seal = (secret: string, key: Buffer) =>
  sealTokens(secret, { accessToken: key.toString('base64'), refreshToken: '', accessExpiresAt: '' });
const open = (secret: string, sealed: string) => {
  const tokens = openTokens(secret, sealed);
  return tokens ? Buffer.from(tokens.accessToken, 'base64') : null;
};

const emailSubjectOf = (secret: string, email: string) =>
  `email:${createHmac('sha256', `personal-data-subject\n${secret}`).update(email.trim().toLowerCase()).digest('base64url')}`;

/** The embedded default: a table in its own SQLite file beside the events. */
export function openSqlitePersonalDataKeys(options: { filename: string; secret: string }): PersonalDataKeys {
  const db = new Database(options.filename);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE IF NOT EXISTS personal_keys (subject TEXT PRIMARY KEY, sealed TEXT NOT NULL)');
  const select = db.prepare<[string], { sealed: string }>('SELECT sealed FROM personal_keys WHERE subject = ?');
  const insert = db.prepare('INSERT OR IGNORE INTO personal_keys (subject, sealed) VALUES (?, ?)');
  const remove = db.prepare('DELETE FROM personal_keys WHERE subject = ?');
  const cache = new Map<string, Buffer>();
  const read = (subject: string) => {
    const row = select.get(subject);
    return row ? open(options.secret, row.sealed) : null;
  };
  return {
    async keyOf(subject) {
      const known = cache.get(subject) ?? read(subject);
      if (known) cache.set(subject, known);
      return known;
    },
    async keyFor(subject) {
      const known = cache.get(subject) ?? read(subject);
      if (known) {
        cache.set(subject, known);
        return known;
      }
      insert.run(subject, seal(options.secret, randomBytes(32)));
      // Another writer may have made it first: what the table holds is the key.
      const stored = read(subject);
      if (!stored) throw new Error(`The personal data key of ${subject} could not be kept`);
      cache.set(subject, stored);
      return stored;
    },
    async destroy(subject) {
      remove.run(subject);
      cache.delete(subject);
    },
    emailSubject: (email) => emailSubjectOf(options.secret, email),
    async close() {
      db.close();
    },
  };
}

/** For specs: the same rules in memory. */
export function memoryPersonalDataKeys(secret = createHash('sha256').update('spec').digest('hex')): PersonalDataKeys {
  const keys = new Map<string, Buffer>();
  return {
    keyOf: async (subject) => keys.get(subject) ?? null,
    async keyFor(subject) {
      const known = keys.get(subject);
      if (known) return known;
      const made = randomBytes(32);
      keys.set(subject, made);
      return made;
    },
    destroy: async (subject) => {
      keys.delete(subject);
    },
    emailSubject: (email) => emailSubjectOf(secret, email),
    close: async () => {},
  };
}
