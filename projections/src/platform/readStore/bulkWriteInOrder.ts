import type { BulkOperation, BulkWriteResult, Collection, Document, UpdateResult } from './readStore';

/** bulkWrite for adapters without a native one: each operation in order, counts added up. */
export async function runBulk<T extends Document>(
  collection: Collection<T>,
  operations: readonly BulkOperation<T>[],
): Promise<BulkWriteResult> {
  const totals: BulkWriteResult = {
    insertedCount: 0,
    matchedCount: 0,
    modifiedCount: 0,
    upsertedCount: 0,
    deletedCount: 0,
  };
  const addUpdate = (result: UpdateResult) => {
    totals.matchedCount += result.matchedCount;
    totals.modifiedCount += result.modifiedCount;
    totals.upsertedCount += result.upsertedCount;
  };
  for (const operation of operations) {
    if ('insertOne' in operation) {
      await collection.insertOne(operation.insertOne.document);
      totals.insertedCount += 1;
    } else if ('updateOne' in operation) {
      const { filter, update, upsert } = operation.updateOne;
      addUpdate(await collection.updateOne(filter, update, { upsert }));
    } else if ('updateMany' in operation) {
      const { filter, update, upsert } = operation.updateMany;
      addUpdate(await collection.updateMany(filter, update, { upsert }));
    } else if ('replaceOne' in operation) {
      const { filter, replacement, upsert } = operation.replaceOne;
      addUpdate(await collection.replaceOne(filter, replacement, { upsert }));
    } else if ('deleteOne' in operation) {
      totals.deletedCount += (await collection.deleteOne(operation.deleteOne.filter)).deletedCount;
    } else {
      totals.deletedCount += (await collection.deleteMany(operation.deleteMany.filter)).deletedCount;
    }
  }
  return totals;
}
