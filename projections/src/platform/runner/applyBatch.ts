import type { RecordedEvent } from '@oms/contracts';
import type { BulkOperation, ReadStore } from '../readStore/readStore';
import { positioned, type Stored, withoutPosition } from './projectedDocument';
import type { DocumentProjection } from './projection';

/**
 * Apply events in order with one read and one bulk write for the whole batch: the same result
 * as applying them one by one, including the position guard that makes redelivery harmless.
 */
export async function applyBatch(
  projection: DocumentProjection,
  store: ReadStore,
  events: readonly RecordedEvent[],
): Promise<void> {
  const relevant = events.filter((event) => projection.handles.includes(event.type));
  if (relevant.length === 0) return;
  const collection = store.collection<Stored>(projection.collection);
  const idsOf = relevant.map((event) => projection.documentIds(event));
  const ids = [...new Set(idsOf.flat())];
  const existing = await collection.find({ _id: { $in: ids } });
  const working = new Map<string, Stored | null>(existing.map((document) => [document._id, document]));
  const stored = new Set(existing.map((document) => document._id));
  const touched = new Set<string>();

  for (const [index, event] of relevant.entries()) {
    for (const id of idsOf[index] ?? []) {
      const current = working.get(id) ?? null;
      if (current && current._position >= event.globalPosition) continue;
      const next = projection.evolve(current ? withoutPosition(current) : null, event);
      working.set(id, next ? positioned(next, id, event.globalPosition) : null);
      touched.add(id);
    }
  }

  const operations: BulkOperation<Stored>[] = [];
  for (const id of touched) {
    const document = working.get(id) ?? null;
    if (document) operations.push({ replaceOne: { filter: { _id: id }, replacement: document, upsert: true } });
    else if (stored.has(id)) operations.push({ deleteOne: { filter: { _id: id } } });
  }
  // Every replacement was built in this call and is dropped by it: the store may keep it uncopied.
  if (operations.length > 0) await collection.bulkWrite(operations, { handOver: true });
}
