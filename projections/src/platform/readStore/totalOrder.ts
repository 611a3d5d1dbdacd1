import type { SortSpec } from './readStore';

/**
 * Rows that tie on the asked sort keys would otherwise come back in whatever order the store
 * holds them, which depends on the history of writes (an in-memory look-up reorders a document
 * on every replacement; a snapshot restore rebuilds it in document order; MongoDB promises no
 * order at all). Ending every sort on `_id` makes a page the same after live following, a crash
 * recovery or a full rebuild, and keeps skip/limit pages from repeating or dropping tied rows.
 */
export function totalOrder(sort: SortSpec): SortSpec {
  return '_id' in sort ? sort : { ...sort, _id: 1 };
}
