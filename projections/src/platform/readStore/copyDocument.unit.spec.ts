import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyDocument } from './copyDocument';

describe('copyDocument', () => {
  it('copies any JSON document deeply: equal, and sharing nothing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const document = { _id: 'd', value, nested: { list: [value, { value }] } };
        const copy = copyDocument(document);
        expect(copy).toEqual(document);
        expect(copy).toStrictEqual(structuredClone(document));
        copy.nested.list.push('changed');
        expect(document.nested.list).toHaveLength(2);
      }),
    );
  });

  it('keeps a "__proto__" field a field', () => {
    const copy = copyDocument(JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.hasOwn(copy, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps undefined fields and copies what is not plain data the structured way', () => {
    const when = new Date('2026-11-26T05:00:00.000Z');
    const copy = copyDocument({ gone: undefined, when, tags: new Set(['a']) });
    expect(copy).toHaveProperty('gone', undefined);
    expect(copy.when).toEqual(when);
    expect(copy.when).not.toBe(when);
    expect(copy.tags).toEqual(new Set(['a']));
  });
});
