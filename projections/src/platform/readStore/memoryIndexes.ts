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
}

export function insertDocument(collectionName: string, state: CollectionState, doc: Document): void {
  if (state.docs.has(doc._id)) {
    throw new DuplicateKeyError(collectionName, `{ _id: ${JSON.stringify(doc._id)} }`);
  }
  checkUnique(collectionName, state, doc, undefined);
  for (const index of state.uniqueIndexes) index.owners.set(indexKey(doc, index.keys), doc._id);
  state.docs.set(doc._id, doc);
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
