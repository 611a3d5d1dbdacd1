/**
 * A deep copy of a read-model document. Documents are JSON data (the store's snapshot is JSON), so
 * plain objects and arrays are copied by hand, several times faster than `structuredClone`, which
 * was a third of a replay; anything else (a Date, a Map) still goes through `structuredClone`.
 */
export function copyDocument<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const copy = new Array(value.length);
    for (let index = 0; index < value.length; index += 1) copy[index] = copyDocument(value[index]);
    return copy as T;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return structuredClone(value);
  const copy: Record<string, unknown> = {};
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const field = copyDocument((value as Record<string, unknown>)[key]);
    // A "__proto__" field (JSON.parse makes one) must stay a field, not become the prototype.
    if (key === '__proto__')
      Object.defineProperty(copy, key, { value: field, enumerable: true, writable: true, configurable: true });
    else copy[key] = field;
  }
  return copy as T;
}
