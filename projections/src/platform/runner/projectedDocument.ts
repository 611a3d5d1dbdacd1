import type { Document } from '../readStore/readStore';
import type { ProjectedFields } from './projection';

export type Stored = Document & ProjectedFields;

// Built by assignment, not `{ ...document, _position }`: in V8 a spread copy that then gains a field gets
// a shape of its own, slow to build and to read, which cost a replay about a third of its time. A
// "__proto__" field (JSON.parse makes one) would become the prototype by assignment, so it keeps the spread.

/** The document as `evolve` sees it: every field but the position. */
export function withoutPosition(document: Stored): Document {
  if (Object.hasOwn(document, '__proto__')) {
    const { _position: _ignored, ...rest } = document;
    return rest as Document;
  }
  const rest: Record<string, unknown> = {};
  for (const key in document) if (key !== '_position' && Object.hasOwn(document, key)) rest[key] = document[key];
  return rest as Document;
}

/** What `evolve` returned, stored under its id with the position of the event that made it. */
export function positioned(document: Document, id: string, position: number): Stored {
  if (Object.hasOwn(document, '__proto__')) return { ...document, _id: id, _position: position };
  const stored = Object.assign({}, document) as Stored;
  stored._id = id;
  stored._position = position;
  return stored;
}
