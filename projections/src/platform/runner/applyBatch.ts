import type { RecordedEvent } from '@oms/contracts';
import type { BulkOperation, Document, ReadStore } from '../readStore/readStore';
import { positioned, type Stored, withoutPosition } from './projectedDocument';
import type { DocumentProjection } from './projection';

const handledTypes = new WeakMap<DocumentProjection, Set<string>>();

function handledBy(projection: DocumentProjection): Set<string> {
  let types = handledTypes.get(projection);
  if (!types) {
    types = new Set(projection.handles);
    handledTypes.set(projection, types);
  }
  return types;
}

/** What the next `evolve` of the batch sees: the document as `evolve` returned it, under its id, without a position. */
function asWorking(document: Document, id: string): Document {
  if (document._id === id && !Object.hasOwn(document, '_position')) return document;
  return withoutPosition(positioned(document, id, 0));
}

/**
 * Apply events in order with one read and one bulk write for the whole batch: the same result
 * as applying them one by one, including the position guard that makes redelivery harmless.
 * A document folds through the batch as `evolve` returns it and is positioned once, at the end:
 * copying it in and out of its stored form per event was most of a replay's garbage.
 */
export async function applyBatch(
  projection: DocumentProjection,
  store: ReadStore,
  events: readonly RecordedEvent[],
): Promise<void> {
  const handled = handledBy(projection);
  const relevant: RecordedEvent[] = [];
  const idsOf: (readonly string[])[] = [];
  const ids = new Set<string>();
  for (const event of events) {
    if (!handled.has(event.type)) continue;
    const eventIds = projection.documentIds(event);
    relevant.push(event);
    idsOf.push(eventIds);
    for (const id of eventIds) ids.add(id);
  }
  if (relevant.length === 0) return;
  const collection = store.collection<Stored>(projection.collection);
  const existing = await collection.find({ _id: { $in: [...ids] } });
  const working = new Map<string, Document | null>();
  const positions = new Map<string, number>();
  const stored = new Set<string>();
  const touched = new Set<string>();
  for (const document of existing) {
    working.set(document._id, withoutPosition(document));
    positions.set(document._id, document._position);
    stored.add(document._id);
  }

  for (let index = 0; index < relevant.length; index += 1) {
    const event = relevant[index] as RecordedEvent;
    for (const id of idsOf[index] ?? []) {
      const current = working.get(id) ?? null;
      if (current && (positions.get(id) ?? 0) >= event.globalPosition) continue;
      const next = projection.evolve(current, event);
      working.set(id, next ? asWorking(next, id) : null);
      positions.set(id, event.globalPosition);
      touched.add(id);
    }
  }

  const operations: BulkOperation<Stored>[] = [];
  for (const id of touched) {
    const document = working.get(id) ?? null;
    if (document) {
      const replacement = positioned(document, id, positions.get(id) ?? 0);
      operations.push({ replaceOne: { filter: { _id: id }, replacement, upsert: true } });
    } else if (stored.has(id)) operations.push({ deleteOne: { filter: { _id: id } } });
  }
  // Every replacement was built in this call and is dropped by it: the store may keep it uncopied.
  if (operations.length > 0) await collection.bulkWrite(operations, { handOver: true });
}
