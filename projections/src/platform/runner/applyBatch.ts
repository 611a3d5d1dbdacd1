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

/** A document through the batch: as the next `evolve` sees it, the position it is at, whether the store holds it. */
interface Slot {
  document: Document | null;
  position: number;
  stored: boolean;
  touched: boolean;
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
  // One entry per document of the batch, so an event costs one look-up per document it touches.
  const slots = new Map<string, Slot>();
  for (const event of events) {
    if (!handled.has(event.type)) continue;
    const eventIds = projection.documentIds(event);
    relevant.push(event);
    idsOf.push(eventIds);
    for (const id of eventIds) {
      if (!slots.has(id)) slots.set(id, { document: null, position: 0, stored: false, touched: false });
    }
  }
  if (relevant.length === 0) return;
  const collection = store.collection<Stored>(projection.collection);
  for (const document of await collection.find({ _id: { $in: [...slots.keys()] } })) {
    const slot = slots.get(document._id);
    if (!slot) continue;
    slot.document = withoutPosition(document);
    slot.position = document._position;
    slot.stored = true;
  }

  for (let index = 0; index < relevant.length; index += 1) {
    const event = relevant[index] as RecordedEvent;
    for (const id of idsOf[index] ?? []) {
      const slot = slots.get(id) as Slot;
      if (slot.document && slot.position >= event.globalPosition) continue;
      const next = projection.evolve(slot.document, event);
      slot.document = next ? asWorking(next, id) : null;
      slot.position = event.globalPosition;
      slot.touched = true;
    }
  }

  const operations: BulkOperation<Stored>[] = [];
  for (const [id, slot] of slots) {
    if (!slot.touched) continue;
    if (slot.document) {
      const replacement = positioned(slot.document, id, slot.position);
      operations.push({ replaceOne: { filter: { _id: id }, replacement, upsert: true } });
    } else if (slot.stored) operations.push({ deleteOne: { filter: { _id: id } } });
  }
  // Every replacement was built in this call and is dropped by it: the store may keep it uncopied.
  if (operations.length > 0) await collection.bulkWrite(operations, { handOver: true });
}
