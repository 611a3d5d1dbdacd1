import type { RecordedEvent } from '@oms/contracts';
import { allProjections, createMemoryReadStore, ProjectionRunner, type ReadStore } from '@oms/projections';
import type { EventStore } from '../eventStore/eventStore';

/** Two moments kept per store: a finance user paging through one report, and the one they compare it with. */
const KEPT = 2;
const keptByStore = new WeakMap<EventStore, Map<string, Promise<ReadStore>>>();

/** The live runner already logs an event a projector cannot use; the replay need not say it again. */
const quiet = { error: () => {} };

/**
 * The store as the feed would have handed it over at `asOf`: only the events recorded by then. A
 * batch whose events were all recorded later is skipped over, so the runner never mistakes it for
 * the end of the store.
 */
function recordedBy(store: EventStore, asOf: string) {
  const wasRecorded = (event: RecordedEvent) => event.metadata.recordedAt <= asOf;
  return {
    async readAll(options: { after?: number; maxCount?: number; types?: readonly string[] } = {}) {
      let after = options.after ?? 0;
      for (;;) {
        const batch = await store.readAll({ ...options, after });
        const last = batch.at(-1);
        if (!last) return [];
        const recorded = batch.filter(wasRecorded);
        if (recorded.length > 0) return recorded;
        after = last.globalPosition;
      }
    },
    headPosition: () => store.headPosition(),
    subscribeToAll: () => ({ stop: async () => {} }),
  };
}

/** After an erasure: a kept moment was replayed while the person could still be read. */
export function forgetReadStoresAsOf(eventStore: EventStore): void {
  keptByStore.delete(eventStore);
}

/**
 * Every read model as it stood at `asOf` (an ISO instant), replayed from the events recorded up to
 * then into a read store of its own: finance's reports as of a past moment are computed from history,
 * never from today's state with filters, so corrections recorded since cannot change them.
 */
export function readStoreAsOf(eventStore: EventStore, asOf: string): Promise<ReadStore> {
  // Later commands record later instants, so a past moment's read models never change: kept by moment.
  const key = asOf;
  const kept = keptByStore.get(eventStore) ?? new Map<string, Promise<ReadStore>>();
  keptByStore.set(eventStore, kept);
  const known = kept.get(key);
  if (known) return known;
  const built = (async () => {
    const readStore = createMemoryReadStore();
    const runner = new ProjectionRunner(readStore, recordedBy(eventStore, asOf), allProjections, quiet);
    await runner.rebuild(allProjections.map((projection) => projection.name));
    return readStore;
  })();
  kept.set(key, built);
  built.catch(() => kept.delete(key));
  while (kept.size > KEPT) {
    const oldest = kept.keys().next().value;
    if (oldest === undefined) break;
    kept.delete(oldest);
  }
  return built;
}
