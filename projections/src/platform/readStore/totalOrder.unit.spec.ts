import { describe, expect, it } from 'vitest';
import { createMemoryReadStore } from './memoryReadStore';
import type { Document } from './readStore';

const lemonsA = { _id: 'p-a', supplierId: 's-1', title: 'Lemons', price: 100 };
const lemonsB = { _id: 'p-b', supplierId: 's-1', title: 'Lemons', price: 120 };
const page = { sort: { title: 1 as const }, limit: 50 };

async function indexedStore() {
  const store = createMemoryReadStore();
  await store.collection('products').createIndex({ supplierId: 1, title: 1 });
  return store;
}

describe('sorted reads', () => {
  it('answer rows that tie on the sort keys in the same order whatever the write history', async () => {
    // Live: both listed, then a price change rewrites the first (the look-up moves it last).
    const live = await indexedStore();
    await live.collection('products').insertMany([lemonsA, lemonsB]);
    await live.collection('products').replaceOne({ _id: 'p-a' }, { ...lemonsA, price: 90 });

    // Recovered: the same documents restored from a snapshot, as after a restart or a replay.
    const restored = await indexedStore();
    restored.restore(live.snapshot(['products']));
    await restored.collection('products').createIndex({ supplierId: 1, title: 1 });

    const filter = { supplierId: { $in: ['s-1'] } };
    const liveIds = (await live.collection<Document>('products').find(filter, page)).map((doc) => doc._id);
    const restoredIds = (await restored.collection<Document>('products').find(filter, page)).map((doc) => doc._id);
    expect(liveIds).toEqual(['p-a', 'p-b']);
    expect(restoredIds).toEqual(liveIds);
  });

  it('keep tied rows from repeating or vanishing across skip/limit pages', async () => {
    const store = await indexedStore();
    const products = store.collection<Document>('products');
    const ids = ['p-e', 'p-c', 'p-a', 'p-d', 'p-b'];
    await products.insertMany(ids.map((_id) => ({ _id, supplierId: 's-1', title: 'Lemons' })));
    for (const _id of ['p-c', 'p-a'])
      await products.replaceOne({ _id }, { _id, supplierId: 's-1', title: 'Lemons', n: 1 });
    const filter = { supplierId: 's-1' };
    const first = await products.find(filter, { sort: { title: 1 }, skip: 0, limit: 3 });
    const second = await products.find(filter, { sort: { title: 1 }, skip: 3, limit: 3 });
    expect([...first, ...second].map((doc) => doc._id)).toEqual(['p-a', 'p-b', 'p-c', 'p-d', 'p-e']);
  });

  it('leave a sort that already names _id as asked', async () => {
    const store = await indexedStore();
    const products = store.collection<Document>('products');
    await products.insertMany([lemonsA, lemonsB]);
    const found = await products.find({}, { sort: { _id: -1 } });
    expect(found.map((doc) => doc._id)).toEqual(['p-b', 'p-a']);
  });
});
