import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Collection, Document, ReadStore } from '../../projections/src/platform/readStore/readStore';

const orders: Document[] = [
  {
    _id: 'o1',
    venue: { id: 'v1', name: 'The Crown' },
    supplier: 's1',
    status: 'placed',
    totalPence: 1500,
    lines: [
      { sku: 'a', quantity: 2 },
      { sku: 'b', quantity: 1 },
    ],
    tags: ['urgent'],
  },
  {
    _id: 'o2',
    venue: { id: 'v1', name: 'The Crown' },
    supplier: 's2',
    status: 'delivered',
    totalPence: 4200,
    lines: [{ sku: 'a', quantity: 5 }],
    tags: [],
    deliveredOn: '2024-03-05',
  },
  {
    _id: 'o3',
    venue: { id: 'v2', name: 'Red Lion' },
    supplier: 's1',
    status: 'cancelled',
    totalPence: 900,
    lines: [],
    tags: ['late', 'urgent'],
  },
  {
    _id: 'o4',
    venue: { id: 'v3', name: 'crown & anchor' },
    supplier: 's3',
    status: 'placed',
    totalPence: 4200,
    lines: [{ sku: 'c', quantity: 1 }],
    tags: ['late'],
  },
];

const ids = (documents: Document[]) => documents.map((document) => document._id);

/** Operations an engine is known to lack, each with the reason shown when its test is skipped. */
export interface KnownGaps {
  pullByCondition?: string;
}

export function describeReadStoreContract(
  engineName: string,
  open: () => Promise<ReadStore>,
  gaps: KnownGaps = {},
): void {
  const itUnless = (gap: keyof KnownGaps) => {
    const reason = gaps[gap];
    return reason ? (name: string, test: () => Promise<void>) => it.skip(`${name} (skipped: ${reason})`, test) : it;
  };
  describe(`ReadStore contract: ${engineName}`, () => {
    // Unique per run, so the suite can share a server with other runs.
    const prefix = `contract_${randomUUID().replaceAll('-', '').slice(0, 12)}_`;
    const used = new Set<string>();
    let store: ReadStore;

    const fresh = (label: string): Collection => {
      const name = `${prefix}${label}_${used.size}`;
      used.add(name);
      return store.collection(name);
    };
    const withOrders = async (): Promise<Collection> => {
      const collection = fresh('orders');
      await collection.insertMany(orders);
      return collection;
    };

    beforeAll(async () => {
      store = await open();
    });

    afterAll(async () => {
      for (const name of used) await store.dropCollection(name);
      await store.close();
    });

    describe('find', () => {
      it('filters with $in, $nin, $gte/$lte, $ne and $exists', async () => {
        const collection = await withOrders();
        const sort = { sort: { _id: 1 } } as const;
        expect(ids(await collection.find({ status: { $in: ['placed', 'delivered'] } }, sort))).toEqual([
          'o1',
          'o2',
          'o4',
        ]);
        expect(ids(await collection.find({ status: { $nin: ['placed'] } }, sort))).toEqual(['o2', 'o3']);
        expect(ids(await collection.find({ totalPence: { $gte: 1000, $lte: 4200 } }, sort))).toEqual([
          'o1',
          'o2',
          'o4',
        ]);
        expect(ids(await collection.find({ supplier: { $ne: 's1' } }, sort))).toEqual(['o2', 'o4']);
        expect(ids(await collection.find({ deliveredOn: { $exists: true } }, sort))).toEqual(['o2']);
      });

      it('filters with $regex, case-insensitively on request', async () => {
        const collection = await withOrders();
        const sort = { sort: { _id: 1 } } as const;
        expect(ids(await collection.find({ 'venue.name': { $regex: '^The' } }, sort))).toEqual(['o1', 'o2']);
        expect(ids(await collection.find({ 'venue.name': { $regex: 'crown', $options: 'i' } }, sort))).toEqual([
          'o1',
          'o2',
          'o4',
        ]);
      });

      it('filters on nested fields, array elements and with $or', async () => {
        const collection = await withOrders();
        const sort = { sort: { _id: 1 } } as const;
        expect(ids(await collection.find({ 'venue.id': 'v1' }, sort))).toEqual(['o1', 'o2']);
        expect(ids(await collection.find({ 'lines.sku': 'c' }, sort))).toEqual(['o4']);
        expect(ids(await collection.find({ tags: 'urgent' }, sort))).toEqual(['o1', 'o3']);
        expect(
          ids(await collection.find({ $or: [{ status: 'cancelled' }, { totalPence: { $gt: 4000 } }] }, sort)),
        ).toEqual(['o2', 'o3', 'o4']);
        expect(await collection.find({ status: 'unknown' })).toEqual([]);
      });

      it('sorts on several keys, then skips and limits', async () => {
        const collection = await withOrders();
        const sort = { totalPence: -1, _id: 1 } as const;
        expect(ids(await collection.find({}, { sort }))).toEqual(['o2', 'o4', 'o1', 'o3']);
        expect(ids(await collection.find({}, { sort, skip: 1, limit: 2 }))).toEqual(['o4', 'o1']);
        expect(ids(await collection.find({}, { sort: { 'venue.name': 1 }, limit: 1 }))).toEqual(['o3']);
      });

      it('projects included and excluded fields', async () => {
        const collection = await withOrders();
        expect(await collection.find({ _id: 'o1' }, { projection: { status: 1, 'venue.name': 1 } })).toEqual([
          { _id: 'o1', status: 'placed', venue: { name: 'The Crown' } },
        ]);
        expect(
          await collection.find({ _id: 'o3' }, { projection: { lines: 0, tags: 0, venue: 0, supplier: 0 } }),
        ).toEqual([{ _id: 'o3', status: 'cancelled', totalPence: 900 }]);
        expect(await collection.find({ _id: 'o3' }, { projection: { _id: 0, status: 1 } })).toEqual([
          { status: 'cancelled' },
        ]);
      });

      it('returns documents exactly as stored', async () => {
        const collection = await withOrders();
        expect(await collection.find({}, { sort: { _id: 1 } })).toEqual(orders);
      });

      it('finds one document, honouring sort, or null', async () => {
        const collection = await withOrders();
        expect((await collection.findOne({ status: 'placed' }, { sort: { totalPence: -1 } }))?._id).toBe('o4');
        expect((await collection.findOne({ _id: 'o2' }))?.status).toBe('delivered');
        expect(await collection.findOne({ _id: 'missing' })).toBeNull();
        expect(await fresh('empty').findOne({})).toBeNull();
      });

      it('answers the read-only reads as find and findOne, for every kind of filter and option', async () => {
        const collection = await withOrders();
        const cases: [Record<string, unknown>, Record<string, unknown>][] = [
          [{}, {}],
          [{ _id: 'o2' }, {}],
          [{ _id: { $in: ['o3', 'o1', 'missing'] } }, { sort: { _id: 1 } }],
          [{ status: 'placed' }, { sort: { totalPence: -1, _id: 1 } }],
          [{ 'venue.id': 'v1' }, { sort: { _id: -1 }, skip: 1, limit: 1 }],
          [{ tags: 'urgent' }, { projection: { status: 1 }, sort: { _id: 1 } }],
        ];
        for (const [filter, options] of cases) {
          expect(await collection.findReadOnly(filter, options)).toEqual(await collection.find(filter, options));
          expect(await collection.findOneReadOnly(filter, options)).toEqual(await collection.findOne(filter, options));
        }
        expect(await fresh('empty').findOneReadOnly({ _id: 'o1' })).toBeNull();
      });

      it('counts documents', async () => {
        const collection = await withOrders();
        expect(await collection.countDocuments()).toBe(4);
        expect(await collection.countDocuments({ status: 'placed' })).toBe(2);
        expect(await fresh('empty').countDocuments()).toBe(0);
      });

      it('rejects an unknown query operator', async () => {
        const collection = await withOrders();
        await expect(collection.find({ status: { $noSuchOperator: 1 } })).rejects.toBeDefined();
      });
    });

    describe('aggregate', () => {
      it('groups with $sum after $match and sorts the groups', async () => {
        const collection = await withOrders();
        const match = { $match: { status: { $ne: 'cancelled' } } };
        const totals = await collection.aggregate([
          match,
          { $group: { _id: '$supplier', totalPence: { $sum: '$totalPence' } } },
          { $sort: { _id: 1 } },
        ]);
        expect(totals).toEqual([
          { _id: 's1', totalPence: 1500 },
          { _id: 's2', totalPence: 4200 },
          { _id: 's3', totalPence: 4200 },
        ]);
        const counts = await collection.aggregate([match, { $group: { _id: null, orders: { $sum: 1 } } }]);
        expect(counts).toEqual([{ _id: null, orders: 3 }]);
      });

      it('computes several accumulators in one $group', async () => {
        const collection = await withOrders();
        const result = await collection.aggregate([
          { $group: { _id: '$venue.id', totalPence: { $sum: '$totalPence' }, orders: { $sum: 1 } } },
          { $sort: { _id: 1 } },
        ]);
        expect(result).toEqual([
          { _id: 'v1', totalPence: 5700, orders: 2 },
          { _id: 'v2', totalPence: 900, orders: 1 },
          { _id: 'v3', totalPence: 4200, orders: 1 },
        ]);
      });

      it('keeps the last, the least, the most and the set of each group, as the analytics pages read them', async () => {
        const collection = await withOrders();
        const result = await collection.aggregate<{
          _id: string;
          lastStatus: string;
          least: number;
          most: number;
          orders: string[];
          totals: { totalPence: number }[];
        }>([
          { $match: { status: { $ne: 'cancelled' } } },
          { $sort: { totalPence: 1, _id: 1 } },
          {
            $group: {
              _id: '$venue.id',
              lastStatus: { $last: '$status' },
              least: { $min: '$totalPence' },
              most: { $max: '$totalPence' },
              orders: { $addToSet: '$_id' },
              totals: { $push: { totalPence: '$totalPence' } },
            },
          },
          { $sort: { _id: 1 } },
        ]);
        expect(result.map((group) => ({ ...group, orders: [...group.orders].sort() }))).toEqual([
          {
            _id: 'v1',
            lastStatus: 'delivered',
            least: 1500,
            most: 4200,
            orders: ['o1', 'o2'],
            totals: [{ totalPence: 1500 }, { totalPence: 4200 }],
          },
          { _id: 'v3', lastStatus: 'placed', least: 4200, most: 4200, orders: ['o4'], totals: [{ totalPence: 4200 }] },
        ]);
      });

      it('unwinds arrays before grouping', async () => {
        const collection = await withOrders();
        const result = await collection.aggregate([
          { $unwind: '$lines' },
          { $group: { _id: '$lines.sku', quantity: { $sum: '$lines.quantity' } } },
          { $sort: { quantity: -1, _id: 1 } },
        ]);
        expect(result).toEqual([
          { _id: 'a', quantity: 7 },
          { _id: 'b', quantity: 1 },
          { _id: 'c', quantity: 1 },
        ]);
      });

      it('projects, skips, limits and counts', async () => {
        const collection = await withOrders();
        const page = await collection.aggregate([
          { $sort: { totalPence: -1, _id: 1 } },
          { $skip: 1 },
          { $limit: 2 },
          { $project: { _id: 0, status: 1, totalPence: 1 } },
        ]);
        expect(page).toEqual([
          { status: 'placed', totalPence: 4200 },
          { status: 'placed', totalPence: 1500 },
        ]);
        expect(await collection.aggregate([{ $match: { status: 'placed' } }, { $count: 'placed' }])).toEqual([
          { placed: 2 },
        ]);
        expect(await collection.aggregate([{ $group: { _id: null, all: { $sum: '$totalPence' } } }])).toEqual([
          { _id: null, all: 10800 },
        ]);
      });

      it('leaves stored documents untouched', async () => {
        const collection = await withOrders();
        await collection.aggregate([{ $unwind: '$tags' }, { $project: { tags: 1 } }]);
        expect(await collection.find({}, { sort: { _id: 1 } })).toEqual(orders);
      });
    });

    describe('updates', () => {
      it('applies $set, $inc and $unset, including nested paths', async () => {
        const collection = await withOrders();
        const result = await collection.updateOne(
          { _id: 'o1' },
          {
            $set: { status: 'delivered', 'venue.name': 'The Crown Inn' },
            $inc: { totalPence: 250 },
            $unset: { tags: '' },
          },
        );
        expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
        const updated = await collection.findOne({ _id: 'o1' });
        expect(updated).toMatchObject({
          status: 'delivered',
          venue: { id: 'v1', name: 'The Crown Inn' },
          totalPence: 1750,
        });
        expect(updated).not.toHaveProperty('tags');
      });

      it('reports matched but not modified when nothing changes, and nothing when nothing matches', async () => {
        const collection = await withOrders();
        expect(await collection.updateOne({ _id: 'o1' }, { $set: { status: 'placed' } })).toMatchObject({
          matchedCount: 1,
          modifiedCount: 0,
        });
        expect(await collection.updateOne({ _id: 'missing' }, { $set: { status: 'placed' } })).toMatchObject({
          matchedCount: 0,
          modifiedCount: 0,
          upsertedCount: 0,
        });
        expect(await collection.countDocuments()).toBe(4);
      });

      it('updates only the first match with updateOne and every match with updateMany', async () => {
        const collection = await withOrders();
        expect(await collection.updateOne({ status: 'placed' }, { $inc: { revisions: 1 } })).toMatchObject({
          matchedCount: 1,
          modifiedCount: 1,
        });
        expect(await collection.countDocuments({ revisions: 1 })).toBe(1);
        expect(await collection.updateMany({ 'venue.id': 'v1' }, { $set: { region: 'north' } })).toMatchObject({
          matchedCount: 2,
          modifiedCount: 2,
          upsertedCount: 0,
        });
        expect(ids(await collection.find({ region: 'north' }, { sort: { _id: 1 } }))).toEqual(['o1', 'o2']);
      });

      it('applies array operators $push, $addToSet and $pull', async () => {
        const collection = await withOrders();
        await collection.updateOne({ _id: 'o1' }, { $push: { lines: { sku: 'd', quantity: 3 } } });
        await collection.updateOne({ _id: 'o1' }, { $addToSet: { tags: 'urgent' } });
        await collection.updateOne({ _id: 'o1' }, { $addToSet: { tags: { $each: ['vip', 'urgent', 'vip'] } } });
        await collection.updateOne({ _id: 'o1' }, { $addToSet: { labels: { $each: ['x', 'y', 'x'] } } });
        await collection.updateOne({ _id: 'o1' }, { $push: { history: { $each: ['one', 'two'] } } });
        await collection.updateOne({ _id: 'o3' }, { $pull: { tags: 'late' } });
        const o1 = await collection.findOne({ _id: 'o1' });
        expect(o1?.lines).toEqual([
          { sku: 'a', quantity: 2 },
          { sku: 'b', quantity: 1 },
          { sku: 'd', quantity: 3 },
        ]);
        expect(o1?.tags).toEqual(['urgent', 'vip']);
        expect(o1?.labels).toEqual(['x', 'y']);
        expect(o1?.history).toEqual(['one', 'two']);
        expect((await collection.findOne({ _id: 'o3' }))?.tags).toEqual(['urgent']);
      });

      itUnless('pullByCondition')('applies $pull with a condition on array elements', async () => {
        const collection = await withOrders();
        await collection.updateOne({ _id: 'o1' }, { $pull: { lines: { sku: 'a' } } });
        await collection.updateMany({}, { $pull: { lines: { quantity: { $gte: 5 } } } });
        expect((await collection.findOne({ _id: 'o1' }))?.lines).toEqual([{ sku: 'b', quantity: 1 }]);
        expect((await collection.findOne({ _id: 'o2' }))?.lines).toEqual([]);
      });

      it('applies $min and $max, creating missing fields', async () => {
        const collection = await withOrders();
        await collection.updateOne({ _id: 'o1' }, { $min: { totalPence: 1000, lowest: 7 }, $max: { highest: 3 } });
        await collection.updateOne({ _id: 'o1' }, { $min: { lowest: 9 }, $max: { highest: 8, totalPence: 500 } });
        expect(
          await collection.findOne({ _id: 'o1' }, { projection: { totalPence: 1, lowest: 1, highest: 1 } }),
        ).toEqual({
          _id: 'o1',
          totalPence: 1000,
          lowest: 7,
          highest: 8,
        });
      });

      it('rejects an unknown update operator and an update without operators', async () => {
        const collection = await withOrders();
        await expect(collection.updateOne({ _id: 'o1' }, { $noSuchOperator: { status: 'x' } })).rejects.toBeDefined();
        await expect(collection.updateOne({ _id: 'o1' }, { status: 'x' })).rejects.toBeDefined();
        expect((await collection.findOne({ _id: 'o1' }))?.status).toBe('placed');
      });
    });

    describe('upserts', () => {
      it('seeds the new document from the filter equality fields, then applies the update', async () => {
        const collection = fresh('totals');
        const filter = { venueId: 'v1', 'period.month': '2024-03', totalPence: { $gte: 0 } };
        const inserted = await collection.updateOne(
          filter,
          { $inc: { orders: 1 }, $setOnInsert: { createdAt: 'first' } },
          { upsert: true },
        );
        expect(inserted).toMatchObject({ matchedCount: 0, modifiedCount: 0, upsertedCount: 1 });
        expect(typeof inserted.upsertedId).toBe('string');
        const document = await collection.findOne({ _id: inserted.upsertedId as string });
        expect(document).toEqual({
          _id: inserted.upsertedId,
          venueId: 'v1',
          period: { month: '2024-03' },
          orders: 1,
          createdAt: 'first',
        });
      });

      it('applies $setOnInsert only when inserting', async () => {
        const collection = fresh('totals');
        const upsert = (createdAt: string) =>
          collection.updateOne(
            { _id: 'v1-2024-03' },
            { $inc: { orders: 1 }, $setOnInsert: { createdAt } },
            { upsert: true },
          );
        expect(await upsert('first')).toMatchObject({ upsertedCount: 1, upsertedId: 'v1-2024-03' });
        expect(await upsert('second')).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
        expect(await collection.find({})).toEqual([{ _id: 'v1-2024-03', orders: 2, createdAt: 'first' }]);
      });

      it('upserts one document with updateMany when nothing matches', async () => {
        const collection = fresh('totals');
        const result = await collection.updateMany({ kind: 'summary' }, { $set: { count: 0 } }, { upsert: true });
        expect(result).toMatchObject({ matchedCount: 0, upsertedCount: 1 });
        expect(await collection.find({}, { projection: { _id: 0 } })).toEqual([{ kind: 'summary', count: 0 }]);
      });

      it('upserts with a $push and $addToSet on a new document', async () => {
        const collection = fresh('totals');
        await collection.updateOne(
          { _id: 'basket-v1' },
          { $push: { lines: { sku: 'a' } }, $addToSet: { suppliers: { $each: ['s1', 's1', 's2'] } } },
          { upsert: true },
        );
        expect(await collection.findOne({ _id: 'basket-v1' })).toEqual({
          _id: 'basket-v1',
          lines: [{ sku: 'a' }],
          suppliers: ['s1', 's2'],
        });
      });
    });

    describe('replace and delete', () => {
      it('replaces a whole document, keeping its _id', async () => {
        const collection = await withOrders();
        const result = await collection.replaceOne({ _id: 'o1' }, { _id: 'o1', status: 'archived' });
        expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
        expect(await collection.findOne({ _id: 'o1' })).toEqual({ _id: 'o1', status: 'archived' });
        expect(await collection.replaceOne({ _id: 'missing' }, { _id: 'missing', status: 'x' })).toMatchObject({
          matchedCount: 0,
          upsertedCount: 0,
        });
        expect(await collection.findOne({ _id: 'missing' })).toBeNull();
      });

      it('upserts a replacement', async () => {
        const collection = fresh('replacements');
        const result = await collection.replaceOne({ _id: 'r1' }, { _id: 'r1', value: 1 }, { upsert: true });
        expect(result).toMatchObject({ matchedCount: 0, upsertedCount: 1, upsertedId: 'r1' });
        await collection.replaceOne({ _id: 'r1' }, { _id: 'r1', value: 2 }, { upsert: true });
        expect(await collection.find({})).toEqual([{ _id: 'r1', value: 2 }]);
      });

      it('deletes one or many documents', async () => {
        const collection = await withOrders();
        expect(await collection.deleteOne({ totalPence: 4200 })).toEqual({ deletedCount: 1 });
        expect(await collection.countDocuments({ totalPence: 4200 })).toBe(1);
        expect(await collection.deleteOne({ _id: 'missing' })).toEqual({ deletedCount: 0 });
        expect(await collection.deleteMany({ totalPence: { $lt: 2000 } })).toEqual({ deletedCount: 2 });
        expect(await collection.deleteMany({})).toEqual({ deletedCount: 1 });
        expect(await collection.countDocuments()).toBe(0);
      });
    });

    describe('bulkWrite', () => {
      it('applies mixed operations in order', async () => {
        const collection = fresh('bulk');
        const result = await collection.bulkWrite([
          { insertOne: { document: { _id: 'b1', n: 1 } } },
          { updateOne: { filter: { _id: 'b1' }, update: { $inc: { n: 1 } } } },
          { updateOne: { filter: { _id: 'b2' }, update: { $set: { n: 10 } }, upsert: true } },
          { updateMany: { filter: { n: { $gte: 1 } }, update: { $inc: { n: 100 } } } },
          { replaceOne: { filter: { _id: 'b2' }, replacement: { _id: 'b2', n: 0, replaced: true } } },
          { deleteOne: { filter: { _id: 'b1' } } },
          { insertOne: { document: { _id: 'b3', n: 5000 } } },
          { deleteMany: { filter: { n: { $gt: 1000 } } } },
        ]);
        expect(result).toEqual({
          insertedCount: 2,
          matchedCount: 4,
          modifiedCount: 4,
          upsertedCount: 1,
          deletedCount: 2,
        });
        expect(await collection.find({})).toEqual([{ _id: 'b2', n: 0, replaced: true }]);
      });
    });

    describe('indexes', () => {
      it('enforces a unique index on insert, update, upsert, replace and bulk writes', async () => {
        const collection = fresh('accounts');
        expect(typeof (await collection.createIndex({ email: 1 }, { unique: true }))).toBe('string');
        await collection.insertMany([
          { _id: 'a1', email: 'ann@example.com' },
          { _id: 'a2', email: 'bob@example.com' },
        ]);
        const duplicate = { code: 11000 };
        await expect(collection.insertOne({ _id: 'a3', email: 'ann@example.com' })).rejects.toMatchObject(duplicate);
        await expect(collection.updateOne({ _id: 'a2' }, { $set: { email: 'ann@example.com' } })).rejects.toMatchObject(
          duplicate,
        );
        await expect(
          collection.updateOne({ _id: 'a4' }, { $set: { email: 'bob@example.com' } }, { upsert: true }),
        ).rejects.toMatchObject(duplicate);
        await expect(
          collection.replaceOne({ _id: 'a1' }, { _id: 'a1', email: 'bob@example.com' }),
        ).rejects.toMatchObject(duplicate);
        await expect(
          collection.bulkWrite([
            { insertOne: { document: { _id: 'a5', email: 'cat@example.com' } } },
            { insertOne: { document: { _id: 'a6', email: 'cat@example.com' } } },
          ]),
        ).rejects.toMatchObject(duplicate);
        expect(await collection.find({}, { sort: { _id: 1 } })).toEqual([
          { _id: 'a1', email: 'ann@example.com' },
          { _id: 'a2', email: 'bob@example.com' },
          { _id: 'a5', email: 'cat@example.com' },
        ]);
      });

      it('frees a unique key when its document changes or goes, and allows updating the holder', async () => {
        const collection = fresh('accounts');
        await collection.createIndex({ email: 1 }, { unique: true });
        await collection.insertOne({ _id: 'a1', email: 'ann@example.com', logins: 0 });
        await collection.updateOne({ _id: 'a1' }, { $inc: { logins: 1 } });
        await collection.updateOne({ _id: 'a1' }, { $set: { email: 'ann@new.example.com' } });
        await collection.insertOne({ _id: 'a2', email: 'ann@example.com' });
        await collection.deleteOne({ _id: 'a2' });
        await collection.insertOne({ _id: 'a3', email: 'ann@example.com' });
        expect(await collection.countDocuments()).toBe(2);
      });

      it('enforces a compound unique index on the combination', async () => {
        const collection = fresh('prices');
        await collection.createIndex({ venueId: 1, sku: 1 }, { unique: true, name: 'venue_sku' });
        await collection.insertOne({ _id: 'p1', venueId: 'v1', sku: 'a' });
        await collection.insertOne({ _id: 'p2', venueId: 'v2', sku: 'a' });
        await expect(collection.insertOne({ _id: 'p3', venueId: 'v1', sku: 'a' })).rejects.toMatchObject({
          code: 11000,
        });
      });

      it('rejects a duplicate _id', async () => {
        const collection = fresh('ids');
        await collection.insertOne({ _id: 'x' });
        await expect(collection.insertOne({ _id: 'x' })).rejects.toMatchObject({ code: 11000 });
      });

      it('accepts a non-unique index, also when created twice', async () => {
        const collection = await withOrders();
        const name = await collection.createIndex({ status: 1, totalPence: -1 });
        expect(await collection.createIndex({ status: 1, totalPence: -1 })).toBe(name);
        expect(await collection.countDocuments({ status: 'placed' })).toBe(2);
      });
    });

    describe('collections', () => {
      it('lists collections once written, and drops them', async () => {
        const first = await withOrders();
        const second = fresh('other');
        await second.insertOne({ _id: 'x' });
        const listed = await store.listCollections();
        expect(listed).toEqual(expect.arrayContaining([first.name, second.name]));

        await first.drop();
        await store.dropCollection(second.name);
        const remaining = await store.listCollections();
        expect(remaining).not.toContain(first.name);
        expect(remaining).not.toContain(second.name);
        expect(await first.find({})).toEqual([]);
      });

      it('drops idempotently and recreates a dropped collection on the next write', async () => {
        const collection = await withOrders();
        await collection.drop();
        await collection.drop();
        await store.dropCollection(collection.name);
        await collection.insertOne({ _id: 'again' });
        expect(await collection.find({})).toEqual([{ _id: 'again' }]);
      });
    });
  });
}
