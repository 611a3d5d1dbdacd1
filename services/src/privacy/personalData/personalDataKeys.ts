import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { ReadStore } from '@oms/projections';
import type Database from 'better-sqlite3';
import { openTokens, sealTokens } from '../../integrations/accounting/tokenVault';

/**
 * One data key per subject, kept where a delete really deletes (never in the event log). Keys are
 * sealed at rest under the configured secret. Destroying a subject's key is the erasure.
 */
export interface PersonalDataKeys {
  keyOf(subject: string): Promise<Buffer | null>;
  /** The key when this process already holds it (never after a destroy), without asking the table. */
  heldKeyOf(subject: string): Buffer | undefined;
  keyFor(subject: string): Promise<Buffer>;
  destroy(subject: string): Promise<void>;
  /** The subject of a person known only by an e-mail: a keyed hash, so the address itself is not stored. */
  emailSubject(email: string): string;
  close(): Promise<void>;
}

/** Where sealed keys are kept: a subject's key is written once and only ever deleted. */
interface SealedKeyTable {
  get(subject: string): Promise<string | null>;
  /** Keeps `sealed` unless the subject already has a key (another writer made it first). */
  insertIfAbsent(subject: string, sealed: string): Promise<void>;
  delete(subject: string): Promise<void>;
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

const rememberedEmailSubjects = 1_000;

/** The same addresses come back with every order (a supplier's, a venue's): each is hashed once. */
function emailSubjectsOnce(secret: string): (email: string) => string {
  const known = new Map<string, string>();
  return (email) => {
    let subject = known.get(email);
    if (subject === undefined) {
      if (known.size >= rememberedEmailSubjects) known.clear();
      subject = emailSubjectOf(secret, email);
      known.set(email, subject);
    }
    return subject;
  };
}

function keysOver(table: SealedKeyTable, secret: string): PersonalDataKeys {
  const cache = new Map<string, Buffer>();
  const read = async (subject: string) => {
    const known = cache.get(subject);
    if (known) return known;
    const sealed = await table.get(subject);
    if (!sealed) return null;
    const key = open(secret, sealed);
    // Another secret would read everyone as erased: refuse loudly instead.
    if (!key)
      throw new Error(
        'A personal data key cannot be opened: PERSONAL_DATA_KEY (else SESSION_SECRET) is not the secret it was sealed under',
      );
    cache.set(subject, key);
    return key;
  };
  return {
    keyOf: read,
    heldKeyOf: (subject) => cache.get(subject),
    async keyFor(subject) {
      const known = await read(subject);
      if (known) return known;
      await table.insertIfAbsent(subject, seal(secret, randomBytes(32)));
      const stored = await read(subject);
      if (!stored) throw new Error(`The personal data key of ${subject} could not be kept`);
      return stored;
    },
    async destroy(subject) {
      cache.delete(subject);
      await table.delete(subject);
    },
    emailSubject: emailSubjectsOnce(secret),
    close: () => table.close(),
  };
}

/**
 * The embedded default: a table in the event store's own SQLite database, so a copy of the store (the
 * tests' seeded images) carries the keys that open it. `secure_delete` overwrites a destroyed key's
 * bytes instead of leaving them in a free page.
 */
export function sqlitePersonalDataKeys(database: Database.Database, secret: string): PersonalDataKeys {
  database.pragma('secure_delete = ON');
  database.exec('CREATE TABLE IF NOT EXISTS personal_keys (subject TEXT PRIMARY KEY, sealed TEXT NOT NULL)');
  const select = database.prepare<[string], { sealed: string }>('SELECT sealed FROM personal_keys WHERE subject = ?');
  const insert = database.prepare('INSERT OR IGNORE INTO personal_keys (subject, sealed) VALUES (?, ?)');
  const remove = database.prepare('DELETE FROM personal_keys WHERE subject = ?');
  return keysOver(
    {
      get: async (subject) => select.get(subject)?.sealed ?? null,
      insertIfAbsent: async (subject, sealed) => void insert.run(subject, sealed),
      delete: async (subject) => void remove.run(subject),
      // The event store owns the connection.
      close: async () => {},
    },
    secret,
  );
}

interface KeyDocument {
  _id: string;
  sealed: string;
  [field: string]: unknown;
}

/**
 * Production: a collection in a database of its own (never the read models' one, which operators may
 * drop and rebuild; losing it would erase everyone).
 */
export function readStorePersonalDataKeys(opening: ReadStore | Promise<ReadStore>, secret: string): PersonalDataKeys {
  const keys = async () => (await opening).collection<KeyDocument>('personalDataKeys');
  return keysOver(
    {
      get: async (subject) => (await (await keys()).findOne({ _id: subject }))?.sealed ?? null,
      insertIfAbsent: async (subject, sealed) => {
        await (await keys()).updateOne({ _id: subject }, { $setOnInsert: { sealed } }, { upsert: true });
      },
      delete: async (subject) => void (await (await keys()).deleteOne({ _id: subject })),
      close: async () => (await opening).close(),
    },
    secret,
  );
}

/** For specs: the same rules in memory. */
export function memoryPersonalDataKeys(secret = createHash('sha256').update('spec').digest('hex')): PersonalDataKeys {
  const table = new Map<string, string>();
  return keysOver(
    {
      get: async (subject) => table.get(subject) ?? null,
      insertIfAbsent: async (subject, sealed) => {
        if (!table.has(subject)) table.set(subject, sealed);
      },
      delete: async (subject) => void table.delete(subject),
      close: async () => {},
    },
    secret,
  );
}
