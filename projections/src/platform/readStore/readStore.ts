import type { DeepReadonly } from './deepReadonly';

export type { DeepReadonly } from './deepReadonly';

/**
 * The read-store port: the subset of the MongoDB collection API that projectors and queries use.
 * Filters, update operators and pipelines follow MongoDB semantics so that every adapter
 * (in-memory with mingo, MongoDB, FerretDB) answers alike.
 */
export type Document = { _id: string } & Record<string, unknown>;
export type Filter = Record<string, unknown>;
export type Update = Record<string, unknown> | Record<string, unknown>[];
export type SortSpec = Record<string, 1 | -1>;
export type ProjectionSpec = Record<string, 0 | 1 | boolean>;
export type IndexKeys = Record<string, 1 | -1 | 'text'>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  projection?: ProjectionSpec;
}

export interface UpdateOptions {
  upsert?: boolean;
}

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  upsertedCount: number;
  upsertedId?: string;
}

export interface DeleteResult {
  deletedCount: number;
}

export type BulkOperation<T extends Document> =
  | { insertOne: { document: T } }
  | { updateOne: { filter: Filter; update: Update; upsert?: boolean } }
  | { updateMany: { filter: Filter; update: Update; upsert?: boolean } }
  | { replaceOne: { filter: Filter; replacement: T; upsert?: boolean } }
  | { deleteOne: { filter: Filter } }
  | { deleteMany: { filter: Filter } };

export interface BulkWriteOptions {
  /**
   * The inserted and replacement documents are handed over: the caller keeps no reference it will
   * change, so a store holding documents in memory may keep them as they are instead of copying.
   */
  handOver?: boolean;
  /**
   * Every operation names its own document by `_id` and no two name the same one, so their order
   * does not matter: a store may apply them in any order, several at once. Counts are totals as
   * ever; on an error, any of the others may or may not have been applied (all have settled).
   */
  distinctDocuments?: boolean;
}

export interface BulkWriteResult {
  insertedCount: number;
  matchedCount: number;
  modifiedCount: number;
  upsertedCount: number;
  deletedCount: number;
}

export interface Collection<T extends Document = Document> {
  readonly name: string;
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter?: Filter, options?: Omit<FindOptions, 'limit'>): Promise<T | null>;
  /**
   * As `find`, for a caller that only reads what it gets: the documents may be the store's own,
   * shared with every other reader, so they are typed read-only and must never be changed (copy
   * one to change it). The in-memory store answers them uncopied: it never changes a stored
   * document in place, it replaces it. The array itself is the caller's.
   */
  findReadOnly(filter?: Filter, options?: FindOptions): Promise<DeepReadonly<T>[]>;
  /** As `findOne`, with `findReadOnly`'s contract: the document may be shared and must never be changed. */
  findOneReadOnly(filter?: Filter, options?: Omit<FindOptions, 'limit'>): Promise<DeepReadonly<T> | null>;
  countDocuments(filter?: Filter): Promise<number>;
  aggregate<R = Record<string, unknown>>(pipeline: Record<string, unknown>[]): Promise<R[]>;
  insertOne(document: T): Promise<void>;
  insertMany(documents: readonly T[]): Promise<void>;
  updateOne(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult>;
  replaceOne(filter: Filter, replacement: T, options?: UpdateOptions): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<DeleteResult>;
  deleteMany(filter?: Filter): Promise<DeleteResult>;
  bulkWrite(operations: readonly BulkOperation<T>[], options?: BulkWriteOptions): Promise<BulkWriteResult>;
  /**
   * Inserts every document whose `_id` no stored document has (in any order, several at once) and
   * answers the ids of those it left out because one had: a create that cannot overwrite anything,
   * without reading first. Refused by another unique index, it throws `DuplicateKeyError` once
   * the others have settled. `handOver` as for `bulkWrite`.
   */
  insertNew(documents: readonly T[], options?: Pick<BulkWriteOptions, 'handOver'>): Promise<{ taken: string[] }>;
  createIndex(keys: IndexKeys, options?: { unique?: boolean; name?: string }): Promise<string>;
  drop(): Promise<void>;
}

export interface ReadStore {
  collection<T extends Document = Document>(name: string): Collection<T>;
  listCollections(): Promise<string[]>;
  dropCollection(name: string): Promise<void>;
  close(): Promise<void>;
}

/** Thrown when an insert or upsert would break a unique index, as MongoDB's E11000. */
export class DuplicateKeyError extends Error {
  readonly code = 11000;
  constructor(collection: string, key: string) {
    super(`E11000 duplicate key error collection: ${collection} key: ${key}`);
    this.name = 'DuplicateKeyError';
  }
}
