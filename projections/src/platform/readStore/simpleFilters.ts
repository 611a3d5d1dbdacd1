import { resolve } from 'mingo/util';
import type { Document, Filter, SortSpec } from './readStore';

type Scalar = string | number | boolean | null;

const isScalar = (value: unknown): value is Scalar =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** MongoDB equality on one field: an array field matches when any element does; null also matches a missing field. */
function equals(actual: unknown, wanted: Scalar): boolean {
  if (Array.isArray(actual)) return actual.some((element) => equals(element, wanted));
  if (wanted === null) return actual === null || actual === undefined;
  return actual === wanted;
}

function conditionTest(condition: unknown): ((actual: unknown) => boolean) | null {
  if (isScalar(condition)) return (actual) => equals(actual, condition);
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) return null;
  const entries = Object.entries(condition);
  if (entries.length !== 1) return null;
  const [operator, operand] = entries[0] as [string, unknown];
  if (operator === '$eq' && isScalar(operand)) return (actual) => equals(actual, operand);
  if (operator === '$in' && Array.isArray(operand) && operand.every(isScalar)) {
    return (actual) => operand.some((wanted) => equals(actual, wanted));
  }
  // As in MongoDB, `$ne` and `$nin` are exactly the negations of `$eq` and `$in` (a missing field included).
  if (operator === '$ne' && isScalar(operand)) return (actual) => !equals(actual, operand);
  if (operator === '$nin' && Array.isArray(operand) && operand.every(isScalar)) {
    return (actual) => !operand.some((wanted) => equals(actual, wanted));
  }
  return null;
}

/**
 * Screens and projectors mostly ask for plain equality (`{ venueId, orderedDate }`, `{ _id: { $in } }`,
 * `{ isDeleted: { $ne: true } }`).
 * Those filters are tested here directly, without building a mingo query per call; anything else
 * (ranges, regexes, operators on documents) answers null and goes to mingo.
 */
export function simpleMatcher(filter: Filter): ((doc: Document) => boolean) | null {
  const tests: [string, (actual: unknown) => boolean][] = [];
  for (const [path, condition] of Object.entries(filter)) {
    if (path.startsWith('$')) return null;
    const test = conditionTest(condition);
    if (!test) return null;
    tests.push([path, test]);
  }
  return (doc) => tests.every(([path, test]) => test(resolve(doc, path)));
}

/** A comparator for sorts on string or number fields (missing and null first, as MongoDB orders them). */
export function simpleComparator(
  sort: SortSpec,
  docs: readonly Document[],
): ((a: Document, b: Document) => number) | null {
  const fields = Object.entries(sort);
  for (const [path] of fields) {
    let kind: 'string' | 'number' | null = null;
    for (const doc of docs) {
      const value = resolve(doc, path);
      if (value === undefined || value === null) continue;
      const type = typeof value;
      if (type !== 'string' && type !== 'number') return null;
      if (kind && kind !== type) return null;
      kind = type;
    }
  }
  return (a, b) => {
    for (const [path, direction] of fields) {
      const left = resolve(a, path) as string | number | null | undefined;
      const right = resolve(b, path) as string | number | null | undefined;
      const leftMissing = left === undefined || left === null;
      const rightMissing = right === undefined || right === null;
      let order = 0;
      if (leftMissing || rightMissing) order = leftMissing === rightMissing ? 0 : leftMissing ? -1 : 1;
      else order = left < right ? -1 : left > right ? 1 : 0;
      if (order !== 0) return direction === -1 ? -order : order;
    }
    return 0;
  };
}
