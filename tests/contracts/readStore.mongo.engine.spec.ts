import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openMongoReadStore } from '../../projections/src/platform/readStore/mongoReadStore';
import { describeReadStoreContract } from './readStoreContract';

// MONGO_URL comes from `npm run test:engines` (FerretDB here, MongoDB under Docker) or the caller.
const url = process.env.MONGO_URL;
const database = `oms_contract_${randomUUID().slice(0, 8)}`;

describe.skipIf(!url)('MongoDB read store', () => {
  const engine = process.env.MONGO_ENGINE ?? 'mongodb';
  describeReadStoreContract(
    engine,
    () => openMongoReadStore({ url: url ?? '', database }),
    engine === 'ferretdb' ? { pullByCondition: 'FerretDB 1.x has no $pull by condition; no projector uses it' } : {},
  );

  it('reports a duplicate key inside a bulk write as DuplicateKeyError', async () => {
    const store = await openMongoReadStore({ url: url ?? '', database });
    try {
      const collection = store.collection(`bulk_${randomUUID().slice(0, 8)}`);
      await collection.createIndex({ ref: 1 }, { unique: true });
      await collection.insertOne({ _id: 'a', ref: 'PO-1' });
      await expect(
        collection.bulkWrite([
          { insertOne: { document: { _id: 'b', ref: 'PO-2' } } },
          { insertOne: { document: { _id: 'c', ref: 'PO-1' } } },
        ]),
      ).rejects.toMatchObject({ code: 11000 });
      expect(await collection.countDocuments()).toBe(2);
      await collection.drop();
    } finally {
      await store.close();
    }
  });

  // FerretDB 1.x keeps an update statement's read of a matched document open until the whole command
  // ends: a bulk of over 100 replacements of existing documents, or a few smaller ones at once, used
  // up its 100 SQLite connections and then waited for ever (the production start's silent hang).
  it('replaces 120 existing documents per bulk from 12 writers at once without exhausting the server', async () => {
    const store = await openMongoReadStore({ url: url ?? '', database });
    try {
      const collection = store.collection<{ _id: string; writer: number; n: number }>(
        `wide_${randomUUID().slice(0, 8)}`,
      );
      const writeAll = (round: number) =>
        Promise.all(
          Array.from({ length: 12 }, (_, writer) =>
            collection.bulkWrite(
              Array.from({ length: 120 }, (_, n) => ({
                replaceOne: {
                  filter: { _id: `${writer}-${n}` },
                  replacement: { _id: `${writer}-${n}`, writer, n: n + round },
                  upsert: true,
                },
              })),
            ),
          ),
        );
      // The second round replaces documents that exist: the statements that held their connections.
      await writeAll(0);
      await writeAll(1);
      expect(await collection.countDocuments()).toBe(1440);
      expect(await collection.findOne({ _id: '11-119' })).toEqual({ _id: '11-119', writer: 11, n: 120 });
      await collection.drop();
    } finally {
      await store.close();
    }
  }, 120_000);
});
