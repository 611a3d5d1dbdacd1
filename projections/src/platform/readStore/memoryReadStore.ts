import { randomUUID } from 'node:crypto';
import { Aggregator, find, Query } from 'mingo';
import { isEqual } from 'mingo/util';
import { runBulk } from './bulkWriteInOrder';
import { copyDocument } from './copyDocument';
import { leadingMatch } from './leadingMatch';
import {
  addToLookups,
  type CollectionState,
  checkUnique,
  defaultIndexName,
  describeKey,
  ensureLookup,
  indexKey,
  insertDocument,
  lookUpByIndex,
  removeFromLookups,
  type UniqueIndex,
} from './memoryIndexes';
import { applyUpdate, assertUpdateOperators, seedFromFilter, withId } from './memoryUpdates';
import {
  type BulkOperation,
  type BulkWriteResult,
  type Collection,
  type DeleteResult,
  type Document,
  DuplicateKeyError,
  type Filter,
  type FindOptions,
  type ReadStore,
  type Update,
  type UpdateOptions,
  type UpdateResult,
} from './readStore';
import { simpleComparator, simpleMatcher } from './simpleFilters';
import { totalOrder } from './totalOrder';

export interface MemoryReadStore extends ReadStore {
  /**
   * The named collections' documents; collections that do not exist are left out. Copies, unless
   * `copy: false` for a caller that only serialises them (saving a snapshot): the store replaces a
   * document on every write, never changing one in place, so the arrays stay this moment's cut.
   */
  snapshot(collectionNames: string[], options?: { copy?: boolean }): Record<string, Document[]>;
  /**
   * Replaces the documents of each named collection (other collections are untouched), keeping its
   * indexes. Copies them, unless `owned: true` hands them over (fresh from JSON.parse, kept by no one).
   */
  restore(data: Record<string, Document[]>, options?: { owned?: boolean }): void;
}

interface StateRegistry {
  existing(name: string): CollectionState | undefined;
  ensure(name: string): CollectionState;
  drop(name: string): void;
}

const noUpdate: UpdateResult = { matchedCount: 0, modifiedCount: 0, upsertedCount: 0 };

export function createMemoryReadStore(): MemoryReadStore {
  const states = new Map<string, CollectionState>();
  const handles = new Map<string, Collection>();

  const registry: StateRegistry = {
    existing: (name) => states.get(name),
    ensure(name) {
      let state = states.get(name);
      if (!state) {
        state = { docs: new Map(), indexes: new Map(), uniqueIndexes: [], lookups: new Map() };
        states.set(name, state);
      }
      return state;
    },
    drop: (name) => states.delete(name),
  };

  return {
    collection<T extends Document = Document>(name: string): Collection<T> {
      let handle = handles.get(name);
      if (!handle) {
        handle = createCollection(name, registry);
        handles.set(name, handle);
      }
      return handle as unknown as Collection<T>;
    },
    async listCollections() {
      return [...states.keys()];
    },
    async dropCollection(name) {
      states.delete(name);
    },
    async close() {},
    snapshot(collectionNames, options = {}) {
      const copy = options.copy ?? true;
      const data: Record<string, Document[]> = {};
      for (const name of collectionNames) {
        const state = states.get(name);
        if (state)
          data[name] = copy ? [...state.docs.values()].map((doc) => copyDocument(doc)) : [...state.docs.values()];
      }
      return data;
    },
    restore(data, options = {}) {
      const copy = !options.owned;
      for (const [name, docs] of Object.entries(data)) {
        const previous = states.get(name);
        const state: CollectionState = {
          docs: new Map(),
          indexes: new Map(previous?.indexes ?? []),
          uniqueIndexes: (previous?.uniqueIndexes ?? []).map(({ keys }) => ({ keys, owners: new Map() })),
          lookups: new Map([...(previous?.lookups.keys() ?? [])].map((path) => [path, new Map()])),
        };
        for (const doc of docs) insertDocument(name, state, copy ? copyDocument(doc) : doc);
        states.set(name, state);
      }
    },
  };
}

/**
 * Projections read their documents by _id or by a list of ids; those filters skip the scan.
 * Answers null when the filter does not pin _id down.
 */
function lookUpById(state: CollectionState, filter: Filter): Document[] | null {
  const id = filter._id;
  const ids = typeof id === 'string' ? [id] : isIdList(id) ? id.$in : null;
  if (!ids) return null;
  const found: Document[] = [];
  // Duplicates are dropped among the ids found only: a batch's list is mostly new ids, found nowhere.
  let seen: Set<string> | null = null;
  for (const candidate of ids) {
    const doc = state.docs.get(candidate);
    if (!doc) continue;
    if (ids.length > 1) {
      seen ??= new Set();
      if (seen.has(candidate)) continue;
      seen.add(candidate);
    }
    found.push(doc);
  }
  return found;
}

function isIdList(value: unknown): value is { $in: string[] } {
  if (typeof value !== 'object' || value === null || Object.keys(value).length !== 1) return false;
  const list = (value as { $in?: unknown }).$in;
  return Array.isArray(list) && list.every((entry) => typeof entry === 'string');
}

// Counted without Object.keys: a replay hands over a document per write, and the key arrays were its garbage.
function hasOneKey(object: object): boolean {
  let keys = 0;
  for (const key in object) if (Object.hasOwn(object, key) && ++keys > 1) return false;
  return keys === 1;
}

function hasOperatorKey(document: Document): boolean {
  for (const key in document) if (key.charCodeAt(0) === 36 && Object.hasOwn(document, key)) return true;
  return false;
}

// Not a closure per find: tsx names each one with a defineProperty call.
function handedOut(docs: Document[], copied: boolean): Document[] {
  return copied ? docs.map((doc) => copyDocument(doc)) : docs;
}

function queryTest(filter: Filter): (doc: Document) => boolean {
  const query = new Query(filter, {});
  return (doc) => query.test(doc);
}

// Looks its state up on every call, so a handle keeps working after its collection is dropped.
function createCollection(name: string, registry: StateRegistry): Collection {
  const all = () => [...(registry.existing(name)?.docs.values() ?? [])];

  function matching(filter: Filter, limit = 0): Document[] {
    const state = registry.existing(name);
    if (!state) {
      // Still compiled, so a bad filter fails the same way on an empty collection.
      new Query(filter, {});
      return [];
    }
    const byId = lookUpById(state, filter);
    if (byId && Object.keys(filter).length === 1) return limit > 0 ? byId.slice(0, limit) : byId;
    const test = simpleMatcher(filter) ?? queryTest(filter);
    const found: Document[] = [];
    for (const doc of byId ?? lookUpByIndex(state, filter) ?? state.docs.values()) {
      if (!test(doc)) continue;
      found.push(doc);
      if (found.length === limit) break;
    }
    return found;
  }

  /**
   * The documents a find answers. `copied: false` hands out the stored documents themselves, for
   * `findReadOnly`: safe because every write below replaces a stored document, none changes one.
   */
  function findDocuments(filter: Filter, options: FindOptions, copied: boolean): Document[] {
    const state = registry.existing(name);
    const unordered = !options.projection && !options.sort && !options.skip;
    // By _id alone (how projectors and findOne read their documents) the look-up is the answer: no matching.
    const byId = state && unordered && hasOneKey(filter) ? lookUpById(state, filter) : null;
    if (byId) {
      const page = options.limit && byId.length > options.limit ? byId.slice(0, options.limit) : byId;
      return handedOut(page, copied);
    }
    const candidates = (state && (lookUpById(state, filter) ?? lookUpByIndex(state, filter))) ?? all();
    const simple = options.projection ? null : simpleMatcher(filter);
    if (simple) {
      const found = candidates.filter(simple);
      const compare = options.sort ? simpleComparator(totalOrder(options.sort), found) : null;
      if (!options.sort || compare) {
        if (compare) found.sort(compare);
        const start = options.skip ?? 0;
        const page = options.limit ? found.slice(start, start + options.limit) : found.slice(start);
        return handedOut(page, copied);
      }
    }
    const cursor = find(candidates, filter, options.projection ?? {});
    if (options.sort) cursor.sort(totalOrder(options.sort));
    if (options.skip) cursor.skip(options.skip);
    if (options.limit) cursor.limit(options.limit);
    return handedOut(cursor.all() as Document[], copied);
  }

  function insert(doc: Document): string {
    const state = registry.ensure(name);
    insertDocument(name, state, doc);
    return doc._id;
  }

  function commitReplacement(previous: Document, next: Document): void {
    const state = registry.ensure(name);
    checkUnique(name, state, next, previous._id);
    for (const index of state.uniqueIndexes) {
      index.owners.delete(indexKey(previous, index.keys));
      index.owners.set(indexKey(next, index.keys), next._id);
    }
    removeFromLookups(state, previous);
    state.docs.set(next._id, next);
    addToLookups(state, next);
  }

  function remove(doc: Document): void {
    const state = registry.ensure(name);
    for (const index of state.uniqueIndexes) index.owners.delete(indexKey(doc, index.keys));
    removeFromLookups(state, doc);
    state.docs.delete(doc._id);
  }

  async function update(
    filter: Filter,
    updateSpec: Update,
    options: UpdateOptions | undefined,
    limit: number,
  ): Promise<UpdateResult> {
    assertUpdateOperators(updateSpec);
    const targets = matching(filter, limit);
    if (targets.length === 0) {
      if (!options?.upsert) return noUpdate;
      const { doc } = applyUpdate(seedFromFilter(filter), updateSpec, 'insert');
      if (doc._id === undefined) doc._id = randomUUID();
      const upsertedId = insert(doc);
      return { matchedCount: 0, modifiedCount: 0, upsertedCount: 1, upsertedId };
    }
    let modifiedCount = 0;
    for (const target of targets) {
      const { doc, modified } = applyUpdate(target, updateSpec, 'update');
      if (!modified) continue;
      if (doc._id !== target._id) throw new Error("Performing an update on the path '_id' is not allowed");
      commitReplacement(target, doc);
      modifiedCount += 1;
    }
    return { matchedCount: targets.length, modifiedCount, upsertedCount: 0 };
  }

  async function replaceOne(filter: Filter, replacement: Document, options?: UpdateOptions): Promise<UpdateResult> {
    if (Object.keys(replacement).some((key) => key.startsWith('$'))) {
      throw new Error('Replacement document must not contain update operators');
    }
    const [target] = matching(filter, 1);
    if (!target) {
      if (!options?.upsert) return noUpdate;
      const _id = replacement._id ?? (typeof filter._id === 'string' ? filter._id : randomUUID());
      const upsertedId = insert({ ...copyDocument(replacement), _id });
      return { matchedCount: 0, modifiedCount: 0, upsertedCount: 1, upsertedId };
    }
    if (replacement._id !== undefined && replacement._id !== target._id) {
      throw new Error('The _id field cannot be changed by a replacement');
    }
    const next = { ...copyDocument(replacement), _id: target._id };
    if (isEqual(next, target)) return { matchedCount: 1, modifiedCount: 0, upsertedCount: 0 };
    commitReplacement(target, next);
    return { matchedCount: 1, modifiedCount: 1, upsertedCount: 0 };
  }

  async function deleteMatching(filter: Filter, limit: number): Promise<DeleteResult> {
    const targets = matching(filter, limit);
    for (const doc of targets) remove(doc);
    return { deletedCount: targets.length };
  }

  /**
   * bulkWrite of documents the caller no longer holds: replacements by _id and inserts are kept as
   * given, neither copied nor compared with what they replace (a replacement counts as modified).
   * Anything else goes through the ordinary path, in order.
   */
  async function writeHandedOver(operations: readonly BulkOperation<Document>[]): Promise<BulkWriteResult> {
    const totals = { insertedCount: 0, matchedCount: 0, modifiedCount: 0, upsertedCount: 0, deletedCount: 0 };
    for (const operation of operations) {
      const replacement = 'replaceOne' in operation ? operation.replaceOne : null;
      const id = replacement?.filter._id;
      if (
        replacement?.upsert &&
        typeof id === 'string' &&
        replacement.replacement._id === id &&
        hasOneKey(replacement.filter) &&
        !hasOperatorKey(replacement.replacement)
      ) {
        const state = registry.ensure(name);
        const previous = state.docs.get(id);
        if (previous) {
          commitReplacement(previous, replacement.replacement);
          totals.matchedCount += 1;
          totals.modifiedCount += 1;
        } else {
          insertDocument(name, state, replacement.replacement);
          totals.upsertedCount += 1;
        }
      } else if ('insertOne' in operation) {
        insert(withId(operation.insertOne.document));
        totals.insertedCount += 1;
      } else {
        const result = await runBulk(collection, [operation]);
        for (const key of Object.keys(totals) as (keyof BulkWriteResult)[]) totals[key] += result[key];
      }
    }
    return totals;
  }

  const collection: Collection = {
    name,
    async find(filter = {}, options = {}) {
      return findDocuments(filter, options, true);
    },
    async findOne(filter = {}, options = {}) {
      return findDocuments(filter, { ...options, limit: 1 }, true)[0] ?? null;
    },
    async findReadOnly(filter = {}, options = {}) {
      return findDocuments(filter, options, false);
    },
    async findOneReadOnly(filter = {}, options = {}) {
      return findDocuments(filter, { ...options, limit: 1 }, false)[0] ?? null;
    },
    async countDocuments(filter = {}) {
      return matching(filter).length;
    },
    async aggregate<R>(pipeline: Record<string, unknown>[]) {
      const { filter, rest } = leadingMatch(pipeline);
      const input = filter ? matching(filter) : all();
      // Pipeline stages may modify their input in place, so they get copies, never the stored documents.
      const copies = input.map((doc) => copyDocument(doc));
      return new Aggregator(rest, {}).run(copies) as R[];
    },
    async insertOne(document) {
      insert(withId(copyDocument(document)));
    },
    async insertMany(documents) {
      for (const document of documents) insert(withId(copyDocument(document)));
    },
    updateOne: (filter, updateSpec, options) => update(filter, updateSpec, options, 1),
    updateMany: (filter, updateSpec, options) => update(filter, updateSpec, options, 0),
    replaceOne,
    deleteOne: (filter) => deleteMatching(filter, 1),
    deleteMany: (filter = {}) => deleteMatching(filter, 0),
    async bulkWrite(operations, options = {}) {
      return options.handOver ? writeHandedOver(operations) : runBulk(collection, operations);
    },
    async insertNew(documents, options = {}) {
      const taken: string[] = [];
      let refusal: unknown = null;
      for (const document of documents) {
        if (registry.existing(name)?.docs.has(document._id)) {
          taken.push(document._id);
          continue;
        }
        try {
          insert(withId(options.handOver ? document : copyDocument(document)));
        } catch (error) {
          refusal ??= error;
        }
      }
      if (refusal) throw refusal;
      return { taken };
    },
    async createIndex(keys, options = {}) {
      const state = registry.ensure(name);
      const indexName = options.name ?? defaultIndexName(keys);
      if (state.indexes.has(indexName)) return indexName;
      if (options.unique) {
        const index: UniqueIndex = { keys, owners: new Map() };
        for (const doc of state.docs.values()) {
          const key = indexKey(doc, keys);
          if (index.owners.has(key)) throw new DuplicateKeyError(name, describeKey(doc, keys));
          index.owners.set(key, doc._id);
        }
        state.uniqueIndexes.push(index);
      }
      state.indexes.set(indexName, { keys, unique: options.unique ?? false });
      ensureLookup(state, keys);
      return indexName;
    },
    async drop() {
      registry.drop(name);
    },
  };
  return collection;
}
