import { Aggregator } from 'mingo';
import {
  type AnyBulkWriteOperation,
  type Db,
  MongoBulkWriteError,
  MongoClient,
  type Collection as MongoCollection,
  type Document as MongoDocument,
  MongoServerError,
} from 'mongodb';
import { boundedBulkChunks } from './boundedBulkChunks';
import { leadingMatch } from './leadingMatch';
import {
  type BulkOperation,
  type BulkWriteResult,
  type Collection,
  type DeepReadonly,
  type Document,
  DuplicateKeyError,
  type Filter,
  type FindOptions,
  type ReadStore,
  type Update,
  type UpdateResult,
} from './readStore';
import { totalOrder } from './totalOrder';

const duplicateKeyCode = 11000;
const namespaceNotFoundCode = 26;

/**
 * FerretDB 1.x keeps the read of each update statement that matched a document open until the
 * whole command ends (`internal/handler/msg_update.go`), and each statement's write takes one more
 * connection: on SQLite one of 100, on PostgreSQL one of the 50 its pool opens by default. One bulk
 * replacing 50 existing documents hung the PostgreSQL backend for good (measured), 100 the SQLite
 * one. So against FerretDB at most 8 commands are in flight and each carries at most 4 updates or
 * deletes: 8 × (4 + 1) = 40 connections at most.
 */
const FERRETDB_POOL_SIZE = 8;
const FERRETDB_UPDATES_PER_COMMAND = 4;

interface WriteLimits {
  updatesPerCommand: number;
  /**
   * FerretDB 1.x pushes only equality on a top-level field down to its backend (a scan there
   * all the same, PostgreSQL's `@>` uses no index): `{ _id: { $in: ids } }` decodes the whole
   * collection, about 20 ms per 100 documents. Looked up one id at a time, several at once, each
   * costs a scan in PostgreSQL instead: 50 ids of 5,000 documents, 150 ms against 1,100 ms.
   */
  idListsOneByOne: boolean;
  /**
   * FerretDB 1.x implements $group with $sum alone and, given several accumulators, silently
   * computes only the first: pipelines then run here, after the server's leading $match.
   */
  pipelinesOnServer: boolean;
}

/** The production read store: MongoDB through the official driver (also FerretDB, which speaks its protocol). */
export async function openMongoReadStore(options: { url: string; database?: string }): Promise<ReadStore> {
  let client = new MongoClient(options.url, { ignoreUndefined: true });
  await client.connect();
  const limits: WriteLimits = {
    updatesPerCommand: Number.POSITIVE_INFINITY,
    idListsOneByOne: false,
    pipelinesOnServer: true,
  };
  if (await isFerretDb(client)) {
    await client.close();
    client = new MongoClient(options.url, { ignoreUndefined: true, maxPoolSize: FERRETDB_POOL_SIZE });
    await client.connect();
    limits.updatesPerCommand = FERRETDB_UPDATES_PER_COMMAND;
    limits.idListsOneByOne = true;
    limits.pipelinesOnServer = false;
  }
  const db = client.db(options.database ?? 'oms');
  return {
    collection: <T extends Document>(name: string) => mongoCollection<T>(db, name, limits),
    async listCollections() {
      const collections = await db.listCollections({}, { nameOnly: true }).toArray();
      return collections.map((collection) => collection.name).filter((name) => !name.startsWith('system.'));
    },
    async dropCollection(name) {
      await dropIfPresent(db.collection(name));
    },
    async close() {
      await client.close();
    },
  };
}

async function isFerretDb(client: MongoClient): Promise<boolean> {
  const info = await client.db('admin').command({ buildInfo: 1 });
  return 'ferretdbVersion' in info || 'ferretdb' in info;
}

async function dropIfPresent(collection: MongoCollection<MongoDocument>): Promise<void> {
  try {
    await collection.drop();
  } catch (error) {
    if (!(error instanceof MongoServerError && error.code === namespaceNotFoundCode)) throw error;
  }
}

/** Turns the server's E11000 into the port's error, so callers need not know the driver. */
async function translated<R>(collection: string, operation: () => Promise<R>): Promise<R> {
  try {
    return await operation();
  } catch (error) {
    if (isDuplicateKey(error)) {
      const key = (error as { keyValue?: unknown }).keyValue;
      throw new DuplicateKeyError(collection, key ? JSON.stringify(key) : (error as Error).message);
    }
    throw error;
  }
}

function isDuplicateKey(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, writeErrors } = error as { code?: unknown; writeErrors?: { code?: unknown }[] | { code?: unknown } };
  if (code === duplicateKeyCode) return true;
  // FerretDB reports a unique index broken by an update as an internal error, with its backend's words.
  if (
    error instanceof MongoServerError &&
    /UNIQUE constraint failed|duplicate key value violates unique constraint/.test(error.message)
  )
    return true;
  const errors = Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : [];
  return errors.some((writeError) => writeError.code === duplicateKeyCode);
}

function updateResult(result: {
  matchedCount: number;
  modifiedCount: number;
  upsertedCount: number;
  upsertedId?: unknown;
}): UpdateResult {
  return {
    matchedCount: result.matchedCount,
    modifiedCount: result.modifiedCount,
    upsertedCount: result.upsertedCount,
    ...(result.upsertedId != null ? { upsertedId: String(result.upsertedId) } : {}),
  };
}

/**
 * Upserts must create string ids like every other document of the port, not driver ObjectIds:
 * unless the filter names the _id, the inserted document gets a UUID.
 */
function withUpsertId(filter: Filter, update: Update, upsert: boolean | undefined): MongoDocument {
  if (!upsert || Array.isArray(update) || '_id' in filter) return update as MongoDocument;
  const setOnInsert = (update.$setOnInsert ?? {}) as Record<string, unknown>;
  if ('_id' in setOnInsert) return update as MongoDocument;
  return { ...update, $setOnInsert: { ...setOnInsert, _id: crypto.randomUUID() } };
}

function toMongoOperation(operation: BulkOperation<Document>): AnyBulkWriteOperation<MongoDocument> {
  if ('insertOne' in operation) return { insertOne: { document: operation.insertOne.document as MongoDocument } };
  if ('updateOne' in operation) {
    const { filter, update, upsert } = operation.updateOne;
    return { updateOne: { filter, update: withUpsertId(filter, update, upsert), upsert: upsert ?? false } };
  }
  if ('updateMany' in operation) {
    const { filter, update, upsert } = operation.updateMany;
    return { updateMany: { filter, update: withUpsertId(filter, update, upsert), upsert: upsert ?? false } };
  }
  if ('replaceOne' in operation) {
    const { filter, replacement, upsert } = operation.replaceOne;
    return { replaceOne: { filter, replacement, upsert: upsert ?? false } };
  }
  if ('deleteOne' in operation) return { deleteOne: { filter: operation.deleteOne.filter } };
  return { deleteMany: { filter: operation.deleteMany.filter } };
}

function mongoCollection<T extends Document>(db: Db, name: string, limits: WriteLimits): Collection<T> {
  // String ids everywhere (the port's documents carry their own _id), so the driver's ObjectId never appears.
  const collection = db.collection<MongoDocument>(name);
  const findCursor = (filter: Filter, options: FindOptions = {}) => {
    let cursor = collection.find(filter);
    if (options.projection) cursor = cursor.project(options.projection);
    if (options.sort) cursor = cursor.sort(totalOrder(options.sort));
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return cursor;
  };
  const find = async (filter: Filter = {}, options?: FindOptions) => {
    const ids = idList(filter);
    if (ids?.length === 0) return [];
    if (ids && limits.idListsOneByOne && !options?.sort && !options?.skip) {
      const projection = options?.projection ? { projection: options.projection } : {};
      // The driver's pool bounds how many are in flight.
      const found = await Promise.all(ids.map((_id) => collection.findOne({ _id } as Filter, projection)));
      const present = found.filter(isPresent) as unknown as T[];
      return options?.limit ? present.slice(0, options.limit) : present;
    }
    return (await findCursor(filter, options).toArray()) as unknown as T[];
  };
  const findOne = async (filter: Filter = {}, options: Omit<FindOptions, 'limit'> = {}) => {
    const [first] = await findCursor(filter, { ...options, limit: 1 }).toArray();
    return (first as T | undefined) ?? null;
  };
  const withId = (document: T) =>
    (document._id === undefined ? { ...document, _id: crypto.randomUUID() } : document) as MongoDocument;

  return {
    name,
    find,
    findOne,
    // The driver decodes fresh documents on every read: nothing is shared, so there is nothing to spare.
    findReadOnly: async (filter, options) => (await find(filter, options)) as DeepReadonly<T>[],
    findOneReadOnly: async (filter, options) => (await findOne(filter, options)) as DeepReadonly<T> | null,
    countDocuments: (filter = {}) => collection.countDocuments(filter),
    async aggregate<R>(pipeline: Record<string, unknown>[]) {
      if (limits.pipelinesOnServer) return (await collection.aggregate(pipeline).toArray()) as R[];
      const { filter, rest } = leadingMatch(pipeline);
      const input = await collection.find(filter ?? {}).toArray();
      return new Aggregator(rest, {}).run(input) as R[];
    },
    insertOne: (document) => translated(name, async () => void (await collection.insertOne(withId(document)))),
    insertMany: (documents) =>
      translated(name, async () => {
        if (documents.length > 0) await collection.insertMany(documents.map(withId), { ordered: true });
      }),
    updateOne: (filter, update: Update, options = {}) =>
      translated(name, async () =>
        updateResult(
          await collection.updateOne(filter, withUpsertId(filter, update, options.upsert), {
            upsert: options.upsert ?? false,
          }),
        ),
      ),
    updateMany: (filter, update: Update, options = {}) =>
      translated(name, async () =>
        updateResult(
          await collection.updateMany(filter, withUpsertId(filter, update, options.upsert), {
            upsert: options.upsert ?? false,
          }),
        ),
      ),
    replaceOne: (filter, replacement, options = {}) =>
      translated(name, async () =>
        updateResult(await collection.replaceOne(filter, replacement, { upsert: options.upsert ?? false })),
      ),
    deleteOne: (filter) =>
      translated(name, async () => ({ deletedCount: (await collection.deleteOne(filter)).deletedCount })),
    deleteMany: (filter = {}) =>
      translated(name, async () => ({ deletedCount: (await collection.deleteMany(filter)).deletedCount })),
    bulkWrite: (operations, options = {}) =>
      translated(name, async () => {
        const bulk = operations as readonly BulkOperation<Document>[];
        if (bulk.length === 0) return emptyBulkResult();
        if (options.distinctDocuments) return writeDistinct(collection, bulk, limits);
        const totals = emptyBulkResult();
        for (const chunk of boundedBulkChunks(bulk, limits.updatesPerCommand)) {
          addBulkResult(totals, await collection.bulkWrite(chunk.map(toMongoOperation), { ordered: true }));
        }
        return totals;
      }),
    insertNew: (documents) => translated(name, () => insertNew(collection, documents, limits)),
    createIndex: (keys, options = {}) =>
      translated(name, () =>
        collection.createIndex(keys, {
          ...(options.unique ? { unique: true } : {}),
          ...(options.name ? { name: options.name } : {}),
        }),
      ),
    drop: () => dropIfPresent(collection),
  };
}

function emptyBulkResult(): BulkWriteResult {
  return { insertedCount: 0, matchedCount: 0, modifiedCount: 0, upsertedCount: 0, deletedCount: 0 };
}

function addBulkResult(totals: BulkWriteResult, result: BulkWriteResult): void {
  totals.insertedCount += result.insertedCount;
  totals.matchedCount += result.matchedCount;
  totals.modifiedCount += result.modifiedCount;
  totals.upsertedCount += result.upsertedCount;
  totals.deletedCount += result.deletedCount;
}

/** At most this many documents per insert command when a bulk is split (FerretDB); inserts hold no reads open. */
const INSERTS_PER_COMMAND = 100;

/**
 * A bulk whose operations each name their own document: one unordered command on MongoDB. On
 * FerretDB the inserts go in commands of their own and the other operations in small commands,
 * all at once (the driver's pool bounds how many are in flight); every command settles before the
 * first error is thrown, so nothing is still being written when the caller retries.
 */
async function writeDistinct(
  collection: MongoCollection<MongoDocument>,
  operations: readonly BulkOperation<Document>[],
  limits: WriteLimits,
): Promise<BulkWriteResult> {
  if (!Number.isFinite(limits.updatesPerCommand)) {
    const result = await collection.bulkWrite(operations.map(toMongoOperation), { ordered: false });
    const totals = emptyBulkResult();
    addBulkResult(totals, result);
    return totals;
  }
  const inserts = operations.filter((operation) => 'insertOne' in operation);
  const others = operations.filter((operation) => !('insertOne' in operation));
  const commands: BulkOperation<Document>[][] = [];
  for (let start = 0; start < inserts.length; start += INSERTS_PER_COMMAND) {
    commands.push(inserts.slice(start, start + INSERTS_PER_COMMAND));
  }
  for (let start = 0; start < others.length; start += limits.updatesPerCommand) {
    commands.push(others.slice(start, start + limits.updatesPerCommand));
  }
  const settled = await Promise.allSettled(
    commands.map((command) => collection.bulkWrite(command.map(toMongoOperation), { ordered: false })),
  );
  const totals = emptyBulkResult();
  for (const outcome of settled) {
    if (outcome.status === 'rejected') throw outcome.reason;
    addBulkResult(totals, outcome.value);
  }
  return totals;
}

/**
 * Unordered inserts, in commands of at most INSERTS_PER_COMMAND documents at once; a duplicate
 * `_id` leaves that document out and is answered as taken, any other refusal throws once every
 * command has settled.
 */
async function insertNew(
  collection: MongoCollection<MongoDocument>,
  documents: readonly Document[],
  limits: WriteLimits,
): Promise<{ taken: string[] }> {
  const size = Number.isFinite(limits.updatesPerCommand) ? INSERTS_PER_COMMAND : Math.max(1, documents.length);
  const commands: Document[][] = [];
  for (let start = 0; start < documents.length; start += size) commands.push(documents.slice(start, start + size));
  const settled = await Promise.allSettled(
    commands.map((command) => collection.insertMany(command as MongoDocument[], { ordered: false })),
  );
  const taken: string[] = [];
  for (const [index, outcome] of settled.entries()) {
    if (outcome.status === 'fulfilled') continue;
    const error = outcome.reason;
    if (!(error instanceof MongoBulkWriteError)) throw error;
    const command = commands[index] as Document[];
    for (const writeError of Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors]) {
      const document = command[writeError.index];
      if (writeError.code !== duplicateKeyCode || !document || !refusesIdOnly(writeError.err)) throw error;
      taken.push(document._id);
    }
  }
  return { taken };
}

/**
 * MongoDB names the unique index that refused a document. FerretDB 1.x names none: its E11000 may
 * also be another unique index (on PostgreSQL), which the caller finds when it reads the id and
 * no document has it.
 */
function refusesIdOnly(writeError: { keyPattern?: unknown }): boolean {
  const { keyPattern } = writeError;
  if (keyPattern === null || typeof keyPattern !== 'object') return true;
  return Object.keys(keyPattern).join() === '_id';
}

/** The ids of a filter that is exactly `{ _id: { $in: [strings] } }`, else null. */
function idList(filter: Filter): string[] | null {
  const keys = Object.keys(filter);
  if (keys.length !== 1 || keys[0] !== '_id') return null;
  const id = filter._id;
  if (!id || typeof id !== 'object' || Array.isArray(id)) return null;
  const operators = Object.keys(id);
  const list = (id as { $in?: unknown }).$in;
  if (operators.length !== 1 || !Array.isArray(list) || !list.every((value) => typeof value === 'string')) return null;
  return [...new Set(list as string[])];
}

const isPresent = <V>(value: V | null): value is V => value !== null;
