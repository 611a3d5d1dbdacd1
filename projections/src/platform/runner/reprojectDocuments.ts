import type { RecordedEvent } from '@oms/contracts';
import type { Document, ReadStore } from '../readStore/readStore';
import type { EventSource } from './eventSource';
import type { DocumentProjection, ProjectedFields } from './projection';

type Stored = Document & ProjectedFields;

/** Which documents of which projections to fold again: projection name → document ids. */
export type DocumentsToReproject = Map<string, Set<string>>;

const BATCH = 5_000;

/** The documents the given events touch, per projection that handles them. */
export function documentsTouchedBy(
  projections: readonly DocumentProjection[],
  events: Iterable<RecordedEvent>,
  into: DocumentsToReproject = new Map(),
): DocumentsToReproject {
  for (const event of events) {
    for (const projection of projections) {
      if (!projection.handles.includes(event.type)) continue;
      const ids = into.get(projection.name) ?? new Set<string>();
      for (const id of projection.documentIds(event)) ids.add(id);
      if (ids.size > 0) into.set(projection.name, ids);
    }
  }
  return into;
}

/**
 * Folds the named documents again from every event the store holds and replaces them in place, as a
 * rebuild would have left them, without emptying any collection (readers and other writers go on).
 * A document the live feed moved past the fold meanwhile is folded again.
 */
export async function reprojectDocuments(
  readStore: ReadStore,
  source: Pick<EventSource, 'readAll'>,
  projections: readonly DocumentProjection[],
  documents: DocumentsToReproject,
): Promise<{ documents: number }> {
  const chosen = projections.filter((projection) => (documents.get(projection.name)?.size ?? 0) > 0);
  let pending = new Map(chosen.map((projection) => [projection, new Set(documents.get(projection.name))]));
  let written = 0;
  for (let attempt = 0; pending.size > 0; attempt += 1) {
    if (attempt > 5) throw new Error('The documents kept moving while they were folded again');
    const folded = await fold(source, pending);
    const moved = new Map<DocumentProjection, Set<string>>();
    for (const [projection, byId] of folded) {
      const collection = readStore.collection<Stored>(projection.collection);
      for (const [id, state] of byId) {
        const current = await collection.findOne({ _id: id });
        if (current && state && current._position > state.position) {
          moved.set(projection, (moved.get(projection) ?? new Set()).add(id));
          continue;
        }
        if (!state?.document) {
          if (current) await collection.deleteOne({ _id: id });
        } else {
          await collection.replaceOne(
            { _id: id },
            { ...state.document, _id: id, _position: state.position },
            { upsert: true },
          );
        }
        written += 1;
      }
    }
    pending = moved;
  }
  return { documents: written };
}

async function fold(
  source: Pick<EventSource, 'readAll'>,
  pending: Map<DocumentProjection, Set<string>>,
): Promise<Map<DocumentProjection, Map<string, { document: Document | null; position: number } | null>>> {
  const states = new Map(
    [...pending].map(([projection, ids]) => [
      projection,
      new Map<string, { document: Document | null; position: number } | null>([...ids].map((id) => [id, null])),
    ]),
  );
  const types = [...new Set([...pending.keys()].flatMap((projection) => projection.handles))];
  let after = 0;
  for (;;) {
    const batch = await source.readAll({ after, maxCount: BATCH, types });
    for (const event of batch) {
      for (const [projection, byId] of states) {
        if (!projection.handles.includes(event.type)) continue;
        for (const id of projection.documentIds(event)) {
          if (!byId.has(id)) continue;
          const before = byId.get(id);
          try {
            byId.set(id, {
              document: projection.evolve(before?.document ?? null, event),
              position: event.globalPosition,
            });
          } catch {
            // As the runner does: an event a projector cannot use is skipped (the live runner logged it).
          }
        }
      }
    }
    const last = batch.at(-1);
    if (!last) return states;
    after = last.globalPosition;
  }
}
