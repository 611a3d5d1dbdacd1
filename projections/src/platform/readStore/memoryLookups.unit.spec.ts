import fc from 'fast-check';
import { find } from 'mingo';
import { describe, expect, it } from 'vitest';
import { createMemoryReadStore } from './memoryReadStore';
import type { Document, Filter, SortSpec } from './readStore';

const value = fc.oneof(fc.constantFrom('a', 'b', 'c'), fc.integer({ min: 0, max: 3 }), fc.constant(null));
const fieldValue = fc.oneof(value, fc.array(value, { maxLength: 3 }), fc.constant(undefined));
const doc = fc.record({ id: fc.integer({ min: 0, max: 20 }), kind: fieldValue, count: fieldValue });
const condition = fc.oneof(
  value,
  fc.record({ $in: fc.array(value, { maxLength: 3 }) }),
  fc.record({ $eq: value }),
  fc.record({ $ne: value }),
  fc.record({ $nin: fc.array(value, { maxLength: 3 }) }),
);
const filter = fc.oneof(
  fc.record({ kind: condition }),
  fc.record({ count: condition }),
  fc.record({ kind: condition, count: condition }),
);
const operation = fc.oneof(
  fc.record({ type: fc.constant('upsert' as const), doc }),
  fc.record({ type: fc.constant('delete' as const), id: fc.integer({ min: 0, max: 20 }) }),
  fc.record({ type: fc.constant('set' as const), filter, kind: value }),
);

describe('equality look-ups on declared indexes', () => {
  it('answer every filter exactly as a full scan does, through inserts, updates and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { maxLength: 40 }),
        fc.array(filter, { maxLength: 10 }),
        async (ops, filters) => {
          const indexed = createMemoryReadStore().collection('things');
          const scanned = createMemoryReadStore().collection('things');
          await indexed.createIndex({ kind: 1 });
          await indexed.createIndex({ count: 1, kind: 1 });
          for (const store of [indexed, scanned]) {
            for (const op of ops) {
              if (op.type === 'upsert') {
                const { id, ...fields } = op.doc;
                const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
                await store.replaceOne({ _id: `t${id}` }, { _id: `t${id}`, ...defined } as Document, { upsert: true });
              } else if (op.type === 'delete') {
                await store.deleteOne({ _id: `t${op.id}` });
              } else {
                await store.updateMany(op.filter as Filter, { $set: { kind: op.kind } });
              }
            }
          }
          for (const query of filters) {
            const ids = async (store: typeof indexed) =>
              (await store.find(query as Filter, { sort: { _id: 1 } })).map((found) => found._id);
            expect(await ids(indexed)).toEqual(await ids(scanned));
            expect(await indexed.countDocuments(query as Filter)).toBe(await scanned.countDocuments(query as Filter));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answer equality filters and scalar sorts exactly as mingo does', async () => {
    const sort = fc.constantFrom(
      { kind: 1 as const },
      { count: -1 as const },
      { kind: -1 as const, count: 1 as const },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(doc, { maxLength: 30 }), filter, sort, async (docs, query, order) => {
        const store = createMemoryReadStore().collection('things');
        await store.createIndex({ kind: 1 });
        const stored = new Map<string, Document>();
        for (const { id, ...fields } of docs) {
          const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
          stored.set(`t${id}`, { _id: `t${id}`, ...defined } as Document);
        }
        for (const document of stored.values()) await store.insertOne(document);
        // _id last, so documents that tie on the sorted fields have one order in both.
        const fullSort = { ...order, _id: 1 } as SortSpec;
        const expected = find([...stored.values()], query as Filter)
          .sort(fullSort)
          .all()
          .map((found) => (found as Document)._id);
        const actual = (await store.find(query as Filter, { sort: fullSort })).map((found) => found._id);
        expect(actual).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });
});
