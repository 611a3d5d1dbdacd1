import { describe, expect, it } from 'vitest';
import { createMemoryReadStore } from '../../projections/src/platform/readStore/memoryReadStore';
import { DuplicateKeyError } from '../../projections/src/platform/readStore/readStore';
import { describeReadStoreContract } from './readStoreContract';

describeReadStoreContract('memory (mingo)', async () => createMemoryReadStore());

describe('memory read store specifics', () => {
  it('round-trips collections through a JSON snapshot', async () => {
    const store = createMemoryReadStore();
    const orders = store.collection('orders');
    await orders.createIndex({ ref: 1 }, { unique: true });
    await orders.insertMany([
      { _id: 'o1', ref: 'PO-1', lines: [{ sku: 'a', quantity: 2 }], venue: { id: 'v1' } },
      { _id: 'o2', ref: 'PO-2', lines: [], venue: { id: 'v2' } },
    ]);
    await store.collection('venues').insertOne({ _id: 'v1', name: 'The Crown' });

    const snapshot = JSON.parse(JSON.stringify(store.snapshot(['orders', 'venues', 'missing'])));
    expect(Object.keys(snapshot)).toEqual(['orders', 'venues']);

    const restored = createMemoryReadStore();
    restored.restore(snapshot);
    expect(await restored.collection('orders').find({}, { sort: { _id: 1 } })).toEqual(
      await orders.find({}, { sort: { _id: 1 } }),
    );
    expect(await restored.collection('venues').findOne({ _id: 'v1' })).toEqual({ _id: 'v1', name: 'The Crown' });
    expect((await restored.listCollections()).sort()).toEqual(['orders', 'venues']);
  });

  it('saves without copying and restores the parsed file without copying, to the same documents, and later writes stay apart', async () => {
    const store = createMemoryReadStore();
    const orders = store.collection('orders');
    await orders.insertMany([
      { _id: 'o1', ref: 'PO-1', lines: [{ sku: 'a', quantity: 2 }] },
      { _id: 'o2', ref: 'PO-2', lines: [] },
    ]);
    const saved = JSON.stringify(store.snapshot(['orders'], { copy: false }));
    expect(saved).toBe(JSON.stringify(store.snapshot(['orders'])));

    const restored = createMemoryReadStore();
    restored.restore(JSON.parse(saved), { owned: true });
    expect(await restored.collection('orders').find({}, { sort: { _id: 1 } })).toEqual(
      await orders.find({}, { sort: { _id: 1 } }),
    );
    await restored.collection('orders').updateOne({ _id: 'o1' }, { $set: { ref: 'PO-9' } });
    expect(await orders.findOne({ _id: 'o1' })).toMatchObject({ ref: 'PO-1' });
    expect(JSON.parse(saved).orders[0].ref).toBe('PO-1');
  });

  it('keeps indexes when restoring over an existing collection and rejects duplicates in the data', async () => {
    const store = createMemoryReadStore();
    await store.collection('orders').createIndex({ ref: 1 }, { unique: true });
    store.restore({ orders: [{ _id: 'o1', ref: 'PO-1' }] });
    await expect(store.collection('orders').insertOne({ _id: 'o2', ref: 'PO-1' })).rejects.toBeInstanceOf(
      DuplicateKeyError,
    );
    expect(() =>
      store.restore({
        orders: [
          { _id: 'o3', ref: 'PO-3' },
          { _id: 'o4', ref: 'PO-3' },
        ],
      }),
    ).toThrow(DuplicateKeyError);
    expect(await store.collection('orders').find({})).toEqual([{ _id: 'o1', ref: 'PO-1' }]);
  });

  it('hands out copies, so callers cannot change stored documents', async () => {
    const store = createMemoryReadStore();
    const collection = store.collection('orders');
    const inserted = { _id: 'o1', lines: [{ sku: 'a' }], venue: { id: 'v1' } };
    await collection.insertOne(inserted);
    inserted.lines.push({ sku: 'inserted-later' });

    const found = await collection.findOne({ _id: 'o1' });
    (found?.lines as { sku: string }[] | undefined)?.push({ sku: 'found-later' });
    const [listed] = await collection.find({});
    if (listed) listed.venue = { id: 'changed' };
    const [aggregated] = await collection.aggregate<{ venue: { id: string } }>([{ $match: {} }]);
    if (aggregated) aggregated.venue.id = 'changed';
    const pushed = { sku: 'b' };
    await collection.updateOne({ _id: 'o1' }, { $push: { lines: pushed } });
    pushed.sku = 'pushed-later';

    expect(store.snapshot(['orders']).orders).toEqual([
      { _id: 'o1', lines: [{ sku: 'a' }, { sku: 'b' }], venue: { id: 'v1' } },
    ]);
  });

  it('throws DuplicateKeyError instances with the MongoDB code', async () => {
    const collection = createMemoryReadStore().collection('accounts');
    await collection.createIndex({ email: 1 }, { unique: true });
    await collection.insertOne({ _id: 'a1', email: 'ann@example.com' });
    const error = await collection.insertOne({ _id: 'a2', email: 'ann@example.com' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DuplicateKeyError);
    expect(error).toMatchObject({ code: 11000, message: expect.stringContaining('ann@example.com') });
  });

  it('refuses to build a unique index over existing duplicates', async () => {
    const collection = createMemoryReadStore().collection('accounts');
    await collection.insertMany([
      { _id: 'a1', email: 'ann@example.com' },
      { _id: 'a2', email: 'ann@example.com' },
    ]);
    await expect(collection.createIndex({ email: 1 }, { unique: true })).rejects.toBeInstanceOf(DuplicateKeyError);
  });

  it('applies $push modifiers to a missing array field as MongoDB does', async () => {
    const collection = createMemoryReadStore().collection('recent');
    await collection.updateOne(
      { _id: 'v1' },
      { $push: { recent: { $each: ['a', 'b', 'c'], $slice: -2 } } },
      { upsert: true },
    );
    expect(await collection.findOne({ _id: 'v1' })).toEqual({ _id: 'v1', recent: ['b', 'c'] });
  });

  it('supports aggregation-pipeline updates', async () => {
    const collection = createMemoryReadStore().collection('lines');
    await collection.insertOne({ _id: 'l1', quantity: 3, unitPence: 250 });
    await collection.updateOne({ _id: 'l1' }, [{ $set: { totalPence: { $multiply: ['$quantity', '$unitPence'] } } }]);
    expect((await collection.findOne({ _id: 'l1' }))?.totalPence).toBe(750);
  });

  it('refuses to change _id through an update or a replacement', async () => {
    const collection = createMemoryReadStore().collection('ids');
    await collection.insertOne({ _id: 'x', n: 1 });
    await expect(collection.updateOne({ _id: 'x' }, { $set: { _id: 'y' } })).rejects.toThrow();
    await expect(collection.replaceOne({ _id: 'x' }, { _id: 'y', n: 2 })).rejects.toThrow();
    expect(await collection.find({})).toEqual([{ _id: 'x', n: 1 }]);
  });

  it('generates a string _id for documents inserted without one', async () => {
    const collection = createMemoryReadStore().collection('generated');
    await collection.insertOne({ n: 1 } as never);
    const [document] = await collection.find({});
    expect(typeof document?._id).toBe('string');
  });
});
