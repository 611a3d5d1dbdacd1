import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryReadStore, type MemoryReadStore } from './memoryReadStore';
import type { Collection, DeepReadonly, Document } from './readStore';

interface Order extends Document {
  venueId: string;
  code: string;
  count: number;
  status?: string;
  lines: { sku: string; quantity: number }[];
  tags: string[];
  nested: { level: { deep: number } };
}

const order = (id: string, code: string): Order => ({
  _id: id,
  venueId: 'v1',
  code,
  count: 1,
  status: 'placed',
  lines: [{ sku: 'a', quantity: 2 }],
  tags: ['x'],
  nested: { level: { deep: 1 } },
});

type Write = (orders: Collection<Order>, store: MemoryReadStore) => Promise<unknown>;

/**
 * Every kind of write, each changing document o1 somewhere (top level, nested, arrays) and what
 * the store must hold afterwards. The store's indexes make it keep its look-ups and unique keys too.
 */
const writes: [string, Write, (now: Order | null) => void][] = [
  [
    '$set of a top-level field',
    (c) => c.updateOne({ _id: 'o1' }, { $set: { status: 'sent' } }),
    (now) => expect(now?.status).toBe('sent'),
  ],
  [
    '$set of a nested path',
    (c) => c.updateOne({ _id: 'o1' }, { $set: { 'nested.level.deep': 2 } }),
    (now) => expect(now?.nested.level.deep).toBe(2),
  ],
  [
    '$set of an array element',
    (c) => c.updateOne({ _id: 'o1' }, { $set: { 'lines.0.quantity': 9 } }),
    (now) => expect(now?.lines[0]?.quantity).toBe(9),
  ],
  ['$inc', (c) => c.updateOne({ _id: 'o1' }, { $inc: { count: 4 } }), (now) => expect(now?.count).toBe(5)],
  [
    '$max and $min',
    (c) => c.updateOne({ _id: 'o1' }, { $max: { count: 7 }, $min: { code: 'a' } }),
    (now) => expect([now?.count, now?.code]).toEqual([7, 'a']),
  ],
  [
    '$unset',
    (c) => c.updateOne({ _id: 'o1' }, { $unset: { status: '' } }),
    (now) => expect(now).not.toHaveProperty('status'),
  ],
  [
    '$push',
    (c) => c.updateOne({ _id: 'o1' }, { $push: { lines: { sku: 'b', quantity: 1 } } }),
    (now) => expect(now?.lines).toHaveLength(2),
  ],
  [
    '$push with $each and $slice',
    (c) => c.updateOne({ _id: 'o1' }, { $push: { tags: { $each: ['y', 'z'], $slice: -2 } } }),
    (now) => expect(now?.tags).toEqual(['y', 'z']),
  ],
  [
    '$addToSet',
    (c) => c.updateOne({ _id: 'o1' }, { $addToSet: { tags: 'y' } }),
    (now) => expect(now?.tags).toEqual(['x', 'y']),
  ],
  [
    '$pull',
    (c) => c.updateOne({ _id: 'o1' }, { $pull: { lines: { sku: 'a' } } }),
    (now) => expect(now?.lines).toEqual([]),
  ],
  [
    'a pipeline update',
    (c) => c.updateOne({ _id: 'o1' }, [{ $set: { count: { $add: ['$count', 1] } } }]),
    (now) => expect(now?.count).toBe(2),
  ],
  [
    'updateMany through an index',
    (c) => c.updateMany({ venueId: 'v1' }, { $set: { 'nested.level.deep': 3 } }),
    (now) => expect(now?.nested.level.deep).toBe(3),
  ],
  [
    'an upsert that finds the document',
    (c) => c.updateOne({ _id: 'o1' }, { $set: { count: 2 }, $setOnInsert: { status: 'new' } }, { upsert: true }),
    (now) => expect([now?.count, now?.status]).toEqual([2, 'placed']),
  ],
  [
    'replaceOne',
    (c) => c.replaceOne({ _id: 'o1' }, { ...order('o1', 'c9'), tags: [] }),
    (now) => expect([now?.code, now?.tags]).toEqual(['c9', []]),
  ],
  [
    'replaceOne with upsert',
    (c) => c.replaceOne({ code: 'c1' }, { ...order('o1', 'c1'), count: 3 }, { upsert: true }),
    (now) => expect(now?.count).toBe(3),
  ],
  [
    'bulkWrite',
    (c) =>
      c.bulkWrite([
        { updateOne: { filter: { _id: 'o1' }, update: { $push: { tags: 'y' } } } },
        { updateMany: { filter: { venueId: 'v1' }, update: { $inc: { count: 1 } } } },
        { replaceOne: { filter: { _id: 'o2' }, replacement: order('o2', 'c3') } },
      ]),
    (now) => expect([now?.tags, now?.count]).toEqual([['x', 'y'], 2]),
  ],
  [
    'a handed-over bulkWrite',
    (c) =>
      c.bulkWrite(
        [
          { replaceOne: { filter: { _id: 'o1' }, replacement: { ...order('o1', 'c1'), count: 8 }, upsert: true } },
          { updateOne: { filter: { _id: 'o1' }, update: { $set: { 'nested.level.deep': 5 } } } },
        ],
        { handOver: true },
      ),
    (now) => expect([now?.count, now?.nested.level.deep]).toEqual([8, 5]),
  ],
  ['deleteOne', (c) => c.deleteOne({ _id: 'o1' }), (now) => expect(now).toBeNull()],
  ['deleteMany', (c) => c.deleteMany({ venueId: 'v1' }), (now) => expect(now).toBeNull()],
  ['drop', (c) => c.drop(), (now) => expect(now).toBeNull()],
  [
    'restore',
    async (_c, store) => store.restore({ orders: [{ ...order('o1', 'c1'), count: 6 }] }),
    (now) => expect(now?.count).toBe(6),
  ],
  [
    'an owned restore',
    async (_c, store) => store.restore({ orders: [{ ...order('o1', 'c1'), count: 6 }] }, { owned: true }),
    (now) => expect(now?.count).toBe(6),
  ],
];

describe('documents shared by the read-only reads', () => {
  let store: MemoryReadStore;
  let orders: Collection<Order>;

  beforeEach(async () => {
    store = createMemoryReadStore();
    orders = store.collection<Order>('orders');
    await orders.createIndex({ code: 1 }, { unique: true });
    await orders.createIndex({ venueId: 1 });
    await orders.insertMany([order('o1', 'c1'), order('o2', 'c2')]);
  });

  it('are the stored documents themselves, not copies', async () => {
    const [first] = await orders.findReadOnly({ _id: 'o1' });
    expect(await orders.findOneReadOnly({ _id: 'o1' })).toBe(first);
    expect(await orders.findOneReadOnly({ venueId: 'v1', code: 'c1' })).toBe(first);
    expect(store.snapshot(['orders'], { copy: false }).orders?.[0]).toBe(first);
    expect(await orders.findOne({ _id: 'o1' })).not.toBe(first);
  });

  it.each(writes)('stay as they were through %s, which the store holds instead', async (_name, write, holds) => {
    const shared: DeepReadonly<Order> | null = await orders.findOneReadOnly({ _id: 'o1' });
    const sharedList = await orders.findReadOnly({ venueId: 'v1' }, { sort: { _id: 1 } });
    const before = structuredClone({ shared, sharedList });

    await write(orders, store);

    expect({ shared, sharedList }).toEqual(before);
    const now = await orders.findOne({ _id: 'o1' });
    holds(now);
    expect(await orders.findOneReadOnly({ _id: 'o1' })).toEqual(now);
  });
});
