import { Aggregator } from 'mingo';
import {
  type AnyBulkWriteOperation,
  type Db,
  MongoClient,
  type Collection as MongoCollection,
  type Document as MongoDocument,
  MongoServerError,
} from 'mongodb';
import { boundedBulkChunks } from './boundedBulkChunks';
import { leadingMatch } from './leadingMatch';
import {
  type BulkOperation,
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
 * FerretDB 1.x (SQLite) keeps the read of each update statement that matched a document open until
 * the whole command ends, and each statement's write takes one more of its 100 SQLite connections:
 * one bulk replacing 100 existing documents, or a few smaller bulks at once, took them all and every
 * command then waited for ever. So against FerretDB at most 10 commands are in flight and each
 * carries at most 8 updates (10 × (8 + 1) < 100).
 */
const FERRETDB_POOL_SIZE = 10;
const FERRETDB_UPDATES_PER_COMMAND = 8;

interface WriteLimits {
  updatesPerCommand: number;
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
  const limits: WriteLimits = { updatesPerCommand: Number.POSITIVE_INFINITY, pipelinesOnServer: true };
  if (await isFerretDb(client)) {
    await client.close();
    client = new MongoClient(options.url, { ignoreUndefined: true, maxPoolSize: FERRETDB_POOL_SIZE });
    await client.connect();
    limits.updatesPerCommand = FERRETDB_UPDATES_PER_COMMAND;
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
  // FerretDB on SQLite reports a unique index broken by an update as an internal error.
  if (error instanceof MongoServerError && /UNIQUE constraint failed/.test(error.message)) return true;
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
  const find = async (filter: Filter = {}, options?: FindOptions) =>
    (await findCursor(filter, options).toArray()) as unknown as T[];
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
    bulkWrite: (operations) =>
      translated(name, async () => {
        if (operations.length === 0) {
          return { insertedCount: 0, matchedCount: 0, modifiedCount: 0, upsertedCount: 0, deletedCount: 0 };
        }
        const totals = { insertedCount: 0, matchedCount: 0, modifiedCount: 0, upsertedCount: 0, deletedCount: 0 };
        for (const chunk of boundedBulkChunks(
          operations as readonly BulkOperation<Document>[],
          limits.updatesPerCommand,
        )) {
          const result = await collection.bulkWrite(chunk.map(toMongoOperation), { ordered: true });
          totals.insertedCount += result.insertedCount;
          totals.matchedCount += result.matchedCount;
          totals.modifiedCount += result.modifiedCount;
          totals.upsertedCount += result.upsertedCount;
          totals.deletedCount += result.deletedCount;
        }
        return totals;
      }),
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
