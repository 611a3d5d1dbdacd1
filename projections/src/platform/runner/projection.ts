import type { RecordedEvent } from '@oms/contracts';
import type { Document, IndexKeys } from '../readStore/readStore';

/** Every projected document remembers the last event applied to it. */
export interface ProjectedFields {
  _position: number;
}

/**
 * A projection that keeps one document per key: pure `evolve(doc | null, event)`, told which
 * documents an event touches. Returning null deletes the document.
 */
export interface DocumentProjection<TDoc extends Document = Document> {
  name: string;
  collection: string;
  handles: readonly string[];
  /** Every read model declares the indexes its queries need (an empty list when read by _id only). */
  indexes: readonly { keys: IndexKeys; unique?: boolean }[];
  documentIds: (event: RecordedEvent) => readonly string[];
  evolve: (document: TDoc | null, event: RecordedEvent) => TDoc | null;
}

export function defineProjection<TDoc extends Document>(projection: DocumentProjection<TDoc>): DocumentProjection {
  return projection as unknown as DocumentProjection;
}
