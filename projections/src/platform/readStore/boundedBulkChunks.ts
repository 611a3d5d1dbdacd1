import type { BulkOperation, Document } from './readStore';

const isUpdate = (operation: BulkOperation<Document>) =>
  'updateOne' in operation || 'updateMany' in operation || 'replaceOne' in operation;

/**
 * Splits an ordered bulk write into consecutive chunks holding at most `maxUpdates` update
 * statements each (inserts and deletes ride along), so that written one after another they keep
 * the bulk's order and every command stays small.
 */
export function boundedBulkChunks<T extends BulkOperation<Document>>(
  operations: readonly T[],
  maxUpdates: number,
): T[][] {
  const chunks: T[][] = [];
  let chunk: T[] = [];
  let updates = 0;
  for (const operation of operations) {
    if (isUpdate(operation)) {
      if (updates === maxUpdates) {
        chunks.push(chunk);
        chunk = [];
        updates = 0;
      }
      updates += 1;
    }
    chunk.push(operation);
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}
