import { resolve } from 'mingo/util';
import { type Document, DuplicateKeyError, type IndexKeys } from './readStore';

export interface UniqueIndex {
  keys: IndexKeys;
  /** Index key (JSON of the indexed values) to the _id of the document holding it. */
  owners: Map<string, string>;
}

export interface CollectionState {
  docs: Map<string, Document>;
  indexes: Map<string, { keys: IndexKeys; unique: boolean }>;
  uniqueIndexes: UniqueIndex[];
  /**
   * Equality look-ups on the first field of every declared index: field path to value key to the
   * ids holding that value. Documents whose value is an array or object sit under `unindexable`
   * and are always candidates, so a look-up only narrows the scan and never changes its answer.
   */
  lookups: Map<string, Map<LookupKey, Set<string>>>;
}

/** The indexed scalar itself: a Map tells 1 from '1' and true from 'true' without a prefixed string per document. */
type LookupKey = string | number | boolean | null | typeof unindexable;

const unindexable: unique symbol = Symbol('unindexable');

function valueKey(value: unknown): LookupKey | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return undefined;
}

/** Where a document sits in a look-up: under its scalar, or with the always-candidates. */
function documentKey(value: unknown): LookupKey {
  const key = valueKey(value);
  return key === undefined ? unindexable : key;
}

function addTo(lookup: Map<LookupKey, Set<string>>, key: LookupKey, id: string): void {
  let ids = lookup.get(key);
  if (!ids) {
    ids = new Set();
    lookup.set(key, ids);
  }
  ids.add(id);
}

export function addToLookups(state: CollectionState, doc: Document): void {
  for (const [path, lookup] of state.lookups) addTo(lookup, documentKey(resolve(doc, path)), doc._id);
}

export function removeFromLookups(state: CollectionState, doc: Document): void {
  for (const [path, lookup] of state.lookups) {
    const key = documentKey(resolve(doc, path));
    const ids = lookup.get(key);
    ids?.delete(doc._id);
    if (ids?.size === 0) lookup.delete(key);
  }
}

export function ensureLookup(state: CollectionState, keys: IndexKeys): void {
  const [path] = Object.keys(keys);
  if (!path || path === '_id' || state.lookups.has(path)) return;
  const lookup = new Map<LookupKey, Set<string>>();
  state.lookups.set(path, lookup);
  for (const doc of state.docs.values()) addTo(lookup, documentKey(resolve(doc, path)), doc._id);
}

/** The value keys an equality condition asks for: `v`, `{ $eq: v }` or `{ $in: [v…] }` of scalars. */
function wantedKeys(condition: unknown): LookupKey[] | null {
  if (condition === undefined) return null;
  const direct = valueKey(condition);
  if (direct !== undefined) return [direct];
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) return null;
  const operators = Object.keys(condition);
  if (operators.length !== 1) return null;
  const operand = (condition as Record<string, unknown>)[operators[0] ?? ''];
  if (operators[0] === '$eq') {
    const key = valueKey(operand);
    return key === undefined ? null : [key];
  }
  if (operators[0] === '$in' && Array.isArray(operand)) {
    const keys = operand.map(valueKey);
    return keys.every((key): key is LookupKey => key !== undefined) ? keys : null;
  }
  return null;
}

/**
 * Candidates for a filter with an equality on an indexed field; null when no index helps. Of
 * several indexed conditions, only the narrowest is gathered: `{ venueId, supplierId: { $in } }`
 * must not collect every venue linked to the supplier only to throw them away.
 */
export function lookUpByIndex(state: CollectionState, filter: Record<string, unknown>): Document[] | null {
  let best: { lookup: Map<LookupKey, Set<string>>; keys: LookupKey[]; size: number } | null = null;
  for (const [path, condition] of Object.entries(filter)) {
    const lookup = state.lookups.get(path);
    if (!lookup) continue;
    const keys = wantedKeys(condition);
    if (!keys) continue;
    const withUnindexable: LookupKey[] = [...new Set(keys), unindexable];
    let size = 0;
    for (const key of withUnindexable) size += lookup.get(key)?.size ?? 0;
    if (!best || size < best.size) best = { lookup, keys: withUnindexable, size };
  }
  if (!best) return null;
  const ids = new Set<string>();
  for (const key of best.keys) for (const id of best.lookup.get(key) ?? []) ids.add(id);
  return [...ids].flatMap((id) => state.docs.get(id) ?? []);
}

export function insertDocument(collectionName: string, state: CollectionState, doc: Document): void {
  if (state.docs.has(doc._id)) {
    throw new DuplicateKeyError(collectionName, `{ _id: ${JSON.stringify(doc._id)} }`);
  }
  checkUnique(collectionName, state, doc, undefined);
  for (const index of state.uniqueIndexes) index.owners.set(indexKey(doc, index.keys), doc._id);
  state.docs.set(doc._id, doc);
  addToLookups(state, doc);
}

export function checkUnique(
  collectionName: string,
  state: CollectionState,
  doc: Document,
  ownId: string | undefined,
): void {
  for (const index of state.uniqueIndexes) {
    const owner = index.owners.get(indexKey(doc, index.keys));
    if (owner !== undefined && owner !== ownId) {
      throw new DuplicateKeyError(collectionName, describeKey(doc, index.keys));
    }
  }
}

/** As in MongoDB, a missing field is indexed as null, so two documents without it collide. */
export function indexKey(doc: Document, keys: IndexKeys): string {
  return JSON.stringify(Object.keys(keys).map((path) => resolve(doc, path) ?? null));
}

export function describeKey(doc: Document, keys: IndexKeys): string {
  const parts = Object.keys(keys).map((path) => `${path}: ${JSON.stringify(resolve(doc, path) ?? null)}`);
  return `{ ${parts.join(', ')} }`;
}

export function defaultIndexName(keys: IndexKeys): string {
  return Object.entries(keys)
    .map(([path, direction]) => `${path}_${direction}`)
    .join('_');
}
