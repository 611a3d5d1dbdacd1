import type { RecordedEvent } from '@oms/contracts';
import type { BulkOperation, Collection, Document, ReadStore } from '../readStore/readStore';
import { positioned, type Stored, withoutPosition } from './projectedDocument';
import type { DocumentProjection } from './projection';
import { ProjectorError } from './projectorError';

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
  /** The position of the stored document as read, which a guarded write expects to find still there. */
  storedPosition: number;
  touched: boolean;
}

/** The events of a batch a projection handles, each with the documents it touches. */
interface Routed {
  events: RecordedEvent[];
  idsOf: (readonly string[])[];
  ids: Set<string>;
}

export interface ApplyBatchOptions {
  /**
   * Other writers may change the same documents meanwhile (the members of a consumer group, or
   * partitions applied at once, when a document is folded from several streams). Every write then
   * holds only if the document is as this batch found it: a document the batch folds from nothing
   * is created only where none exists (`insertNew`: it is read and folded again where one does), a
   * stored one is replaced or deleted only at the position read. A document changed in between is
   * left as the other writer made it and the batch fails with `DocumentsChangedError` (or
   * `DuplicateKeyError`): applied again, it reads afresh, and the positions skip what was written.
   * Without it, the stored documents are read and replaced (upserts), as a single writer may.
   */
  guarded?: boolean;
}

/** A guarded batch found documents changed since it read them; applying it again is safe. */
export class DocumentsChangedError extends Error {
  constructor(
    readonly collection: string,
    readonly changed: number,
  ) {
    super(`${changed} document(s) of ${collection} changed while the batch was applied`);
    this.name = 'DocumentsChangedError';
  }
}

/** What the next `evolve` of the batch sees: the document as `evolve` returned it, under its id, without a position. */
function asWorking(document: Document, id: string): Document {
  if (document._id === id && !Object.hasOwn(document, '_position')) return document;
  return withoutPosition(positioned(document, id, 0));
}

function route(projection: DocumentProjection, events: readonly RecordedEvent[]): Routed {
  const handled = handledBy(projection);
  const routed: Routed = { events: [], idsOf: [], ids: new Set() };
  for (const event of events) {
    if (!handled.has(event.type)) continue;
    // Inline, not through a closure per event: this loop is a replay's.
    let eventIds: readonly string[];
    try {
      eventIds = projection.documentIds(event);
    } catch (error) {
      throw new ProjectorError(projection.name, event, { cause: error });
    }
    routed.events.push(event);
    routed.idsOf.push(eventIds);
    for (const id of eventIds) routed.ids.add(id);
  }
  return routed;
}

/** One entry per document, so an event costs one look-up per document it touches; `stored` as read. */
function slotsOf(ids: Iterable<string>, stored: readonly Stored[] = []): Map<string, Slot> {
  const slots = new Map<string, Slot>();
  for (const id of ids)
    slots.set(id, { document: null, position: 0, stored: false, storedPosition: 0, touched: false });
  for (const document of stored) {
    const slot = slots.get(document._id);
    if (!slot) continue;
    slot.document = withoutPosition(document);
    slot.position = document._position;
    slot.storedPosition = document._position;
    slot.stored = true;
  }
  return slots;
}

/** Folds the batch's events, in order, into the documents of `slots` (others are left out), skipping what they hold. */
function fold(projection: DocumentProjection, routed: Routed, slots: Map<string, Slot>): void {
  for (let index = 0; index < routed.events.length; index += 1) {
    const event = routed.events[index] as RecordedEvent;
    for (const id of routed.idsOf[index] ?? []) {
      const slot = slots.get(id);
      if (!slot || (slot.document && slot.position >= event.globalPosition)) continue;
      let next: Document | null;
      try {
        next = projection.evolve(slot.document, event);
      } catch (error) {
        throw new ProjectorError(projection.name, event, { cause: error });
      }
      slot.document = next ? asWorking(next, id) : null;
      slot.position = event.globalPosition;
      slot.touched = true;
    }
  }
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
  options: ApplyBatchOptions = {},
): Promise<void> {
  const routed = route(projection, events);
  if (routed.events.length === 0) return;
  const collection = store.collection<Stored>(projection.collection);
  if (options.guarded) {
    await applyGuarded(projection, collection, routed);
    return;
  }
  const slots = slotsOf(routed.ids, await collection.find({ _id: { $in: [...routed.ids] } }));
  fold(projection, routed, slots);
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

/**
 * Most documents of a batch are new (an order placed, a line added), and reading one that does not
 * exist costs as much as reading one that does (FerretDB scans the collection for either). So
 * every document is first folded from nothing, and those that come out as a document are created
 * where none exists; only the rest (a document the events may change or delete) and those found
 * to exist are read and folded from what is stored.
 */
async function applyGuarded(projection: DocumentProjection, collection: Collection<Stored>, routed: Routed) {
  const fromNothing = slotsOf(routed.ids);
  fold(projection, routed, fromNothing);
  const created: Stored[] = [];
  const toRead: string[] = [];
  for (const [id, slot] of fromNothing) {
    if (slot.document) created.push(positioned(slot.document, id, slot.position));
    else toRead.push(id);
  }
  const nothing: Stored[] = [];
  const [{ taken }, found] = await Promise.all([
    created.length > 0 ? collection.insertNew(created, { handOver: true }) : { taken: [] },
    toRead.length > 0 ? collection.find({ _id: { $in: toRead } }) : nothing,
  ]);
  if (taken.length > 0) found.push(...(await collection.find({ _id: { $in: taken } })));
  const slots = slotsOf([...toRead, ...taken], found);
  fold(projection, routed, slots);
  await writeGuarded(collection, slots);
}

/**
 * The guarded writes of a batch, one bulk whose operations each name their own document: deletes,
 * then replacements, then inserts (a unique key a document gives up is free before another takes it).
 */
async function writeGuarded(collection: Collection<Stored>, slots: Map<string, Slot>): Promise<void> {
  const deletes: BulkOperation<Stored>[] = [];
  const replacements: BulkOperation<Stored>[] = [];
  const inserts: BulkOperation<Stored>[] = [];
  for (const [id, slot] of slots) {
    if (!slot.touched) continue;
    const asRead = { _id: id, _position: slot.storedPosition };
    if (slot.document) {
      const replacement = positioned(slot.document, id, slot.position);
      if (slot.stored) replacements.push({ replaceOne: { filter: asRead, replacement } });
      else inserts.push({ insertOne: { document: replacement } });
    } else if (slot.stored) deletes.push({ deleteOne: { filter: asRead } });
  }
  const operations = [...deletes, ...replacements, ...inserts];
  if (operations.length === 0) return;
  const result = await collection.bulkWrite(operations, { handOver: true, distinctDocuments: true });
  const changed = deletes.length - result.deletedCount + (replacements.length - result.matchedCount);
  if (changed > 0) throw new DocumentsChangedError(collection.name, changed);
}
