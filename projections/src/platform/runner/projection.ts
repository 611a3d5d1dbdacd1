import { createHash } from 'node:crypto';
import type { DomainEvent, RecordedEvent } from '@oms/contracts';
import type { Collection, Document, IndexKeys, ReadStore } from '../readStore/readStore';

/** Every projected document remembers the last event applied to it. */
export interface ProjectedFields {
  _position: number;
}

/** An event as a projection receives it: one of the domain events it handles, with where it was recorded. */
export type Projected<TEvent extends DomainEvent> = TEvent & Omit<RecordedEvent, 'type' | 'data'>;

/** The members of an event union with the given types: what a projection of a few of them handles. */
export type EventsOf<TUnion extends DomainEvent, TType extends TUnion['type']> = Extract<TUnion, { type: TType }>;

/** A read model's collection paired with its document type, so no caller pairs them by hand. */
export interface ReadModel<TDoc extends Document> {
  readonly collection: string;
  in(store: ReadStore): Collection<TDoc>;
}

export function readModel<TDoc extends Document>(collection: string): ReadModel<TDoc> {
  return { collection, in: (store) => store.collection<TDoc>(collection) };
}

/**
 * What a projection author writes: pure `evolve(doc | null, event)` over exactly the events listed
 * in `handles`, told which documents an event touches. Returning null deletes the document.
 */
export interface ProjectionDefinition<TDoc extends Document, TEvent extends DomainEvent> {
  name: string;
  collection: string;
  /** The event types it handles; the runner delivers no other, which is what types `evolve`'s event. */
  handles: readonly TEvent['type'][];
  /** Every read model declares the indexes its queries need (an empty list when read by _id only). */
  indexes: readonly { keys: IndexKeys; unique?: boolean }[];
  documentIds: (event: Projected<TEvent>) => readonly string[];
  evolve: (document: TDoc | null, event: Projected<TEvent>) => TDoc | null;
  /**
   * Bump when what the read model holds changes through code `evolve` calls elsewhere; a change to
   * `evolve`, `documentIds`, `handles` or the collection is noticed on its own.
   */
  version?: number;
}

/** A projection as the runner drives it: any recorded event in, documents out. */
export interface DocumentProjection {
  name: string;
  collection: string;
  handles: readonly string[];
  indexes: readonly { keys: IndexKeys; unique?: boolean }[];
  documentIds: (event: RecordedEvent) => readonly string[];
  evolve: (document: Document | null, event: RecordedEvent) => Document | null;
  /**
   * Changes whenever the projection's code does: a stored read model built by another version is
   * rebuilt from the event store on start instead of being served stale.
   */
  version?: string;
}

/** A fingerprint of the projection's code, so a changed projector never reads a stale snapshot as its own. */
function versionOf(definition: ProjectionDefinition<Document, DomainEvent>): string {
  return createHash('sha256')
    .update(
      [
        definition.collection,
        definition.handles.join(','),
        definition.documentIds.toString(),
        definition.evolve.toString(),
        String(definition.version ?? 1),
      ].join('\n'),
    )
    .digest('hex')
    .slice(0, 16);
}

export interface TypedProjection<TDoc extends Document> extends DocumentProjection {
  readonly readModel: ReadModel<TDoc>;
}

export function defineProjection<TDoc extends Document, TEvent extends DomainEvent>(
  definition: ProjectionDefinition<TDoc, TEvent>,
): TypedProjection<TDoc> {
  const handled = new Set<string>(definition.handles);
  const asHandled = (event: RecordedEvent): Projected<TEvent> => {
    if (!handled.has(event.type)) {
      throw new Error(`Projection ${definition.name} was given ${event.type}, which it does not handle`);
    }
    // The one narrowing of the read side: `handles` decided it, at run time, just above.
    return event as unknown as Projected<TEvent>;
  };
  return {
    name: definition.name,
    collection: definition.collection,
    handles: definition.handles,
    indexes: definition.indexes,
    documentIds: (event) => definition.documentIds(asHandled(event)),
    evolve: (document, event) => definition.evolve(document as TDoc | null, asHandled(event)),
    version: versionOf(definition as unknown as ProjectionDefinition<Document, DomainEvent>),
    readModel: readModel<TDoc>(definition.collection),
  };
}
