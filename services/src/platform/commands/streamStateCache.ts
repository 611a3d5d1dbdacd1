import type { NewEvent, RecordedEvent } from '@oms/contracts';
import type { EventStore } from '../eventStore/eventStore';
/** The folding half of a decider; the events' type does not matter for caching. */
export interface Folding<TState> {
  initialState: () => TState;
  evolve: (state: TState, event: never) => TState;
}

/** What a stream's history has been folded into, up to `revision` (-1: nothing yet). */
export interface FoldedStream<TState> {
  state: TState;
  revision: number;
  /** Where each idempotency key's events are: a repeat reads them back from the store. */
  byIdempotencyKey: Map<string, KeyedEvents>;
}

/**
 * Only where a key's events are, not the events: a basket stream carries a key on every change,
 * and keeping each one's data and metadata held about a kilobyte per event in memory for as long
 * as the stream stayed cached.
 */
export interface KeyedEvents {
  firstRevision: number;
  lastRevision: number;
  /** Global position of the last one, for read-your-writes waits. */
  position: number;
  /** The first request's digest: the same key with another body is refused. */
  requestDigest: string | undefined;
}

interface CachedStream {
  decider: unknown;
  folded: FoldedStream<unknown>;
}

// As many as the event store remembers last revisions of (sqliteEventStore.ts): streams used in turn
// by more venues than an LRU holds miss every time, and each miss reads the whole stream again.
const MAX_STREAMS_PER_STORE = 20_000;
const caches = new WeakMap<EventStore, Map<string, CachedStream>>();

function cacheOf(store: EventStore): Map<string, CachedStream> {
  let cache = caches.get(store);
  if (!cache) {
    cache = new Map();
    caches.set(store, cache);
  }
  return cache;
}

function foldInto<TState>(decider: Folding<TState>, folded: FoldedStream<TState>, events: RecordedEvent[]) {
  for (const event of events) {
    // Two commands on one stream may read the same tail concurrently; each event folds once.
    if (event.revision <= folded.revision) continue;
    folded.state = decider.evolve(folded.state, event as never);
    folded.revision = event.revision;
    const key = event.metadata.idempotencyKey;
    if (typeof key !== 'string') continue;
    const earlier = folded.byIdempotencyKey.get(key);
    if (earlier) {
      earlier.lastRevision = event.revision;
      earlier.position = event.globalPosition;
    } else {
      folded.byIdempotencyKey.set(key, {
        firstRevision: event.revision,
        lastRevision: event.revision,
        position: event.globalPosition,
        requestDigest: event.metadata.requestDigest,
      });
    }
  }
}

/** The events first recorded under a key, read back from the store. */
export async function keyedEventsOf(
  store: EventStore,
  streamId: string,
  key: string,
  keyed: KeyedEvents,
): Promise<RecordedEvent[]> {
  const events = await store.readStream(streamId, {
    fromRevision: keyed.firstRevision,
    maxCount: keyed.lastRevision - keyed.firstRevision + 1,
  });
  return events.filter((event) => event.metadata.idempotencyKey === key);
}

/**
 * A stream's folded state, reading only the events appended since the last time this process
 * folded it. Long streams (a venue's basket grows with every order) would otherwise be read
 * whole on every command. The store stays the truth: the tail is always read before deciding,
 * so writes from other processes are seen, and a stale fold only costs a retried append.
 */
export async function loadFoldedStream<TState>(
  store: EventStore,
  streamId: string,
  decider: Folding<TState>,
): Promise<FoldedStream<TState>> {
  const cache = cacheOf(store);
  const cached = cache.get(streamId);
  const folded: FoldedStream<TState> =
    cached && cached.decider === decider
      ? (cached.folded as FoldedStream<TState>)
      : { state: decider.initialState(), revision: -1, byIdempotencyKey: new Map() };
  foldInto(decider, folded, await store.readStream(streamId, { fromRevision: folded.revision + 1 }));
  // A stream with no events yet costs nothing to fold: it is cached from its second use on, so the
  // streams a placed order creates (the order, its mails) do not push out the baskets in use.
  if (cached || folded.revision !== -1) remember(cache, streamId, { decider, folded });
  // A copy, so a concurrent command folding more events cannot pair this state with a later revision.
  return { ...folded };
}

/**
 * After a successful append, keep the state the caller already evolved (evolving the cached
 * state again would apply the events twice for a decider that evolves in place).
 */
export function rememberAppended<TState>(
  store: EventStore,
  streamId: string,
  decider: Folding<TState>,
  appended: { state: TState; events: readonly NewEvent[]; firstRevision: number; lastPosition: number },
): void {
  const cached = cacheOf(store).get(streamId);
  if (!cached || cached.decider !== decider || appended.firstRevision !== cached.folded.revision + 1) {
    cacheOf(store).delete(streamId);
    return;
  }
  const folded = cached.folded as FoldedStream<TState>;
  folded.state = appended.state;
  folded.revision = appended.firstRevision + appended.events.length - 1;
  const metadata = appended.events[0]?.metadata;
  if (typeof metadata?.idempotencyKey === 'string') {
    folded.byIdempotencyKey.set(metadata.idempotencyKey, {
      firstRevision: appended.firstRevision,
      lastRevision: folded.revision,
      position: appended.lastPosition,
      requestDigest: metadata.requestDigest,
    });
  }
}

/** Forget a fold, e.g. when a decider failed part-way and the state may be half-evolved. */
export function forgetFoldedStream(store: EventStore, streamId: string): void {
  cacheOf(store).delete(streamId);
}

/** Forget every fold of a store: after an erasure no cached state may still hold what was erased. */
export function forgetAllFoldedStreams(store: EventStore): void {
  caches.delete(store);
}

function remember(cache: Map<string, CachedStream>, streamId: string, entry: CachedStream): void {
  // Re-inserting moves the stream to the back, so the oldest-used stream is evicted first.
  cache.delete(streamId);
  cache.set(streamId, entry);
  if (cache.size > MAX_STREAMS_PER_STORE) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
}
