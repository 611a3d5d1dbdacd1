import type { RecordedEvent } from '@oms/contracts';
import type { ReadStore } from '../readStore/readStore';
import { positioned, type Stored, withoutPosition } from './projectedDocument';
import type { DocumentProjection } from './projection';
import { byProjector } from './projectorError';

/**
 * Apply one event to the documents it touches. A document already at or past the event's
 * position is left alone, so redelivery (at-least-once feeds) changes nothing.
 */
export async function applyEvent(projection: DocumentProjection, store: ReadStore, event: RecordedEvent) {
  if (!projection.handles.includes(event.type)) return;
  const collection = store.collection<Stored>(projection.collection);
  for (const id of byProjector(projection.name, event, () => projection.documentIds(event))) {
    const current = await collection.findOne({ _id: id });
    if (current && current._position >= event.globalPosition) continue;
    const next = byProjector(projection.name, event, () =>
      projection.evolve(current ? withoutPosition(current) : null, event),
    );
    if (next === null) {
      if (current) await collection.deleteOne({ _id: id });
      continue;
    }
    // `positioned` builds a document this call drops: the store may keep it uncopied (as a batch does).
    const replacement = positioned(next, id, event.globalPosition);
    await collection.bulkWrite([{ replaceOne: { filter: { _id: id }, replacement, upsert: true } }], {
      handOver: true,
    });
  }
}
