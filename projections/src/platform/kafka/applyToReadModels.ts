import type { RecordedEvent } from '@oms/contracts';
import { DuplicateKeyError, type ReadStore } from '../readStore/readStore';
import { applyBatch, DocumentsChangedError } from '../runner/applyBatch';
import { applyEvent } from '../runner/applyEvent';
import type { DocumentProjection } from '../runner/projection';
import type { RunnerLogger } from '../runner/projectionRunner';
import { ProjectorError } from '../runner/projectorError';

/**
 * Read models a partition's batch is written to at once. Each is one read and one bulk write of
 * its own collection, so they cannot disturb each other; the read store's pool bounds the
 * commands in flight (8 against FerretDB), and partitions are applied three at a time.
 */
export const READ_MODELS_AT_ONCE = 4;

/** A guarded batch that found its documents changed is applied again this often before going event by event. */
const ATTEMPTS_PER_BATCH = 3;

export interface ReadModelsBatch {
  projections: readonly DocumentProjection[];
  store: ReadStore;
  /** One partition's batch, in its order. */
  events: readonly RecordedEvent[];
  log: RunnerLogger;
  /** Asked before each read model's write: false leaves the rest of the batch (a rebalance handed it on). */
  stillOurs?: () => boolean;
  /** After each read model's write: the member's heartbeat, which keeps it in the group. */
  afterEach?: () => Promise<void>;
  readModelsAtOnce?: number;
}

/**
 * Applies a batch to every read model handling any of its events: per read model one read and one
 * guarded bulk write (`applyBatch`), a few read models at once. Answers whether every read model
 * holds the batch (false when `stillOurs` said to stop; nothing is then to be committed).
 */
export async function applyToReadModels(batch: ReadModelsBatch): Promise<boolean> {
  const types = new Set(batch.events.map((event) => event.type));
  const concerned = batch.projections.filter((projection) => projection.handles.some((type) => types.has(type)));
  return eachAtMost(batch.readModelsAtOnce ?? READ_MODELS_AT_ONCE, concerned, async (projection) => {
    if (batch.stillOurs && !batch.stillOurs()) return false;
    await applyToReadModel(projection, batch);
    await batch.afterEach?.();
    return true;
  });
}

/**
 * Guarded writes: partitions are applied at once, by one member or several, so another writer may
 * change a document between this batch's read and its write. A batch that found its documents
 * changed, or created meanwhile, is read and applied again; one that still fails (a projector
 * that throws, a unique index refusing a document) goes event by event, skipping what cannot be
 * used. A read store that fails fails the batch: it is not committed, and Kafka delivers it again.
 */
async function applyToReadModel(projection: DocumentProjection, batch: ReadModelsBatch): Promise<void> {
  for (let attempt = 1; attempt <= ATTEMPTS_PER_BATCH; attempt += 1) {
    try {
      await applyBatch(projection, batch.store, batch.events, { guarded: true });
      return;
    } catch (error) {
      if (!(error instanceof DocumentsChangedError || error instanceof DuplicateKeyError)) break;
    }
  }
  // As in the store-fed runner: one event a projector cannot use must not hold up the rest.
  for (const event of batch.events) {
    try {
      await applyEvent(projection, batch.store, event);
    } catch (error) {
      if (!(error instanceof ProjectorError || error instanceof DuplicateKeyError)) throw error;
      batch.log.error({ err: error, projection: projection.name, event: event.eventId }, 'event skipped');
    }
  }
}

/**
 * Runs `work` on every item, at most `limit` at a time; starts no more once one answers false,
 * and answers whether all answered true, after every started one has settled.
 */
async function eachAtMost<T>(
  limit: number,
  items: readonly T[],
  work: (item: T) => Promise<boolean>,
): Promise<boolean> {
  let next = 0;
  let complete = true;
  const lane = async () => {
    while (complete && next < items.length) {
      const item = items[next] as T;
      next += 1;
      if (!(await work(item))) complete = false;
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, lane));
  const failure = settled.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return complete;
}
