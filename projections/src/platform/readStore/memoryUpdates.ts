import { randomUUID } from 'node:crypto';
import { updateOne as applyMingoUpdate } from 'mingo';
import { copyDocument } from './copyDocument';
import type { Document, Filter, Update } from './readStore';

export type Modifier = Record<string, unknown>;

export function withId(doc: Document): Document {
  if (doc._id === undefined) doc._id = randomUUID();
  return doc;
}

export function assertUpdateOperators(update: Update): void {
  if (Array.isArray(update)) return;
  const keys = Object.keys(update);
  if (keys.length === 0 || keys.some((key) => !key.startsWith('$'))) {
    throw new Error('Update document requires update operators such as $set');
  }
}

type Comparable = number | string;
const isComparable = (value: unknown): value is Comparable => typeof value === 'number' || typeof value === 'string';

/**
 * The updates the runner and most projectors send (`$set` of top-level fields, `$max`, `$min` and
 * `$inc` of numbers or strings, as checkpoints do on every event) applied without building mingo's
 * operator context each call. Anything else answers null and goes through mingo.
 */
const simpleOperators = new Set(['$set', '$max', '$min', '$inc']);

function applySimpleUpdate(doc: Document, operators: Modifier): { doc: Document; modified: boolean } | null {
  const allowed = simpleOperators;
  for (const [operator, spec] of Object.entries(operators)) {
    if (!allowed.has(operator) || !isPlainObject(spec)) return null;
    for (const [field, value] of Object.entries(spec)) {
      if (field.includes('.') || field.startsWith('$') || field === '_id') return null;
      if (
        operator === '$inc' &&
        (typeof value !== 'number' || !(doc[field] === undefined || typeof doc[field] === 'number'))
      )
        return null;
      if ((operator === '$max' || operator === '$min') && !isComparable(value)) return null;
      if (
        (operator === '$max' || operator === '$min') &&
        doc[field] !== undefined &&
        typeof doc[field] !== typeof value
      )
        return null;
    }
  }
  const next: Document = { ...doc };
  let modified = false;
  // No closure per call for the writes: tsx names each one with a defineProperty call.
  for (const [operator, spec] of Object.entries(operators) as [string, Record<string, unknown>][]) {
    for (const [field, value] of Object.entries(spec)) {
      const current = next[field];
      let written: unknown = current;
      if (operator === '$set') {
        if (current !== value && JSON.stringify(current) !== JSON.stringify(value)) written = value;
      } else if (operator === '$inc') written = ((current as number | undefined) ?? 0) + (value as number);
      else if (operator === '$max') {
        if (current === undefined || (value as Comparable) > (current as Comparable)) written = value;
      } else if (current === undefined || (value as Comparable) < (current as Comparable)) written = value;
      if (next[field] === written) continue;
      next[field] = copyDocument(written);
      modified = true;
    }
  }
  return { doc: next, modified };
}

/**
 * Applies an update to a copy of the document with mingo. mingo has no $setOnInsert, so it is
 * applied here as a $set when inserting and dropped otherwise.
 */
export function applyUpdate(
  doc: Document,
  update: Update,
  mode: 'insert' | 'update',
): { doc: Document; modified: boolean } {
  if (Array.isArray(update)) {
    const working = [copyDocument(doc)];
    const result = applyMingoUpdate(working, {}, update as never, { cloneMode: 'deep' });
    return { doc: working[0] as Document, modified: result.modifiedCount > 0 };
  }
  const { $setOnInsert, ...operators } = update as Modifier;
  if (mode === 'update' || $setOnInsert === undefined) {
    const simple = applySimpleUpdate(copyDocument(doc), operators);
    if (simple) return simple;
  }
  const working = [copyDocument(doc)];
  let modified = false;
  const steps: Modifier[] = [arrayFieldInitialisers(operators), operators];
  if (mode === 'insert' && $setOnInsert !== undefined) steps.push({ $set: $setOnInsert });
  for (const step of steps) {
    if (Object.keys(step).length === 0) continue;
    const result = applyMingoUpdate(working, {}, step as never, { cloneMode: 'deep' });
    modified ||= result.modifiedCount > 0;
  }
  return { doc: working[0] as Document, modified };
}

/**
 * mingo ignores $each modifiers ($slice, $sort, de-duplication) when $push/$addToSet target a
 * missing field; MongoDB first creates an empty array. Pushing nothing creates that array first.
 */
export function arrayFieldInitialisers(operators: Modifier): Modifier {
  const initialisers: Record<string, { $each: never[] }> = {};
  for (const operator of ['$push', '$addToSet']) {
    const spec = operators[operator];
    if (!isPlainObject(spec)) continue;
    for (const [path, value] of Object.entries(spec)) {
      if (isPlainObject(value) && '$each' in value) initialisers[path] = { $each: [] };
    }
  }
  return Object.keys(initialisers).length > 0 ? { $push: initialisers } : {};
}

/** MongoDB seeds an upserted document with the filter's equality conditions. */
export function seedFromFilter(filter: Filter): Document {
  const equalities: Record<string, unknown> = {};
  collectEqualities(filter, equalities);
  // mingo's updater refuses any $set of _id, so the seed's _id is assigned directly.
  const { _id, ...fields } = equalities;
  const working = [{} as Document];
  if (Object.keys(fields).length > 0) applyMingoUpdate(working, {}, { $set: fields } as never, { cloneMode: 'deep' });
  const seed = working[0] as Document;
  if (_id !== undefined) seed._id = copyDocument(_id) as string;
  return seed;
}

export function collectEqualities(filter: Filter, into: Record<string, unknown>): void {
  for (const [path, condition] of Object.entries(filter)) {
    if (path === '$and' && Array.isArray(condition)) {
      for (const part of condition) collectEqualities(part as Filter, into);
      continue;
    }
    if (path.startsWith('$') || condition instanceof RegExp) continue;
    const isOperatorExpression = isPlainObject(condition) && Object.keys(condition).some((key) => key.startsWith('$'));
    if (!isOperatorExpression) into[path] = condition;
    else if ('$eq' in condition) into[path] = condition.$eq;
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RegExp);
}
