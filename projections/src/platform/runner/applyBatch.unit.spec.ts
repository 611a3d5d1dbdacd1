import type { RecordedEvent } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryReadStore } from '../readStore/memoryReadStore';
import type { Collection, Document, ReadStore } from '../readStore/readStore';
import { applyBatch, DocumentsChangedError } from './applyBatch';
import { applyEvent } from './applyEvent';
import { defineProjection } from './projection';

interface Counter {
  _id: string;
  count: number;
  [key: string]: unknown;
}

/** Counts per key; 'Reset' deletes the document, so batches must handle deletion mid-way. */
type CounterEvent = { type: 'Counted'; data: { key: string } } | { type: 'Reset'; data: { key: string } };

const counters = defineProjection<Counter, CounterEvent>({
  name: 'counters',
  collection: 'counters',
  handles: ['Counted', 'Reset'],
  indexes: [],
  documentIds: (event) => [event.data.key],
  evolve: (document, event) =>
    event.type === 'Reset' ? null : { _id: event.data.key, count: (document?.count ?? 0) + 1 },
});

const counted = (key: string, position: number) => recordedAt({ type: 'Counted', data: { key } }, position);
const reset = (key: string, position: number) => recordedAt({ type: 'Reset', data: { key } }, position);

async function documentsAfter(apply: (store: ReturnType<typeof createMemoryReadStore>) => Promise<void>) {
  const store = createMemoryReadStore();
  await apply(store);
  return store.collection('counters').find({}, { sort: { _id: 1 } });
}

describe('applyBatch', () => {
  const events: RecordedEvent[] = [
    counted('a', 1),
    counted('b', 2),
    counted('a', 3),
    reset('b', 4),
    counted('b', 5),
    reset('a', 6),
    recordedAt({ type: 'Ignored', data: { key: 'a' } }, 7),
    counted('c', 8),
  ];

  it('gives the same documents as applying the events one by one', async () => {
    const oneByOne = await documentsAfter(async (store) => {
      for (const event of events) await applyEvent(counters, store, event);
    });
    const batched = await documentsAfter((store) => applyBatch(counters, store, events));
    expect(batched).toEqual(oneByOne);
    expect(batched).toEqual([
      { _id: 'b', count: 1, _position: 5 },
      { _id: 'c', count: 1, _position: 8 },
    ]);
  });

  it('skips events already applied, across batches', async () => {
    const documents = await documentsAfter(async (store) => {
      await applyBatch(counters, store, events.slice(0, 3));
      await applyBatch(counters, store, events.slice(0, 3));
    });
    expect(documents).toEqual([
      { _id: 'a', count: 2, _position: 3 },
      { _id: 'b', count: 1, _position: 2 },
    ]);
  });
});

interface Tally {
  _id: string;
  keys: string[];
  [key: string]: unknown;
}

/** The worst a projector may do: change the document it was given in place before returning it. */
const tallies = defineProjection<Tally, CounterEvent>({
  name: 'tallies',
  collection: 'tallies',
  handles: ['Counted', 'Reset'],
  indexes: [],
  documentIds: () => ['all'],
  evolve: (document, event) => {
    const tally = document ?? { _id: 'all', keys: [] };
    tally.keys.push(event.data.key);
    return tally;
  },
});

describe('documents shared by the read-only reads, through the runner', () => {
  it.each([
    ['applyEvent', (store: ReturnType<typeof createMemoryReadStore>) => applyEvent(tallies, store, counted('b', 2))],
    ['applyBatch', (store: ReturnType<typeof createMemoryReadStore>) => applyBatch(tallies, store, [counted('b', 2)])],
  ])('stay as they were when %s folds a projector that changes its input', async (_name, apply) => {
    const store = createMemoryReadStore();
    await applyEvent(tallies, store, counted('a', 1));
    const shared = await store.collection<Tally>('tallies').findOneReadOnly({ _id: 'all' });

    await apply(store);

    expect(shared).toEqual({ _id: 'all', keys: ['a'], _position: 1 });
    expect(await store.collection('tallies').findOne({ _id: 'all' })).toEqual({
      _id: 'all',
      keys: ['a', 'b'],
      _position: 2,
    });
  });
});

/** The store with some of each collection's methods replaced; the rest are the store's own. */
function withCollections(
  store: ReadStore,
  replace: (collection: Collection<Document>) => Partial<Collection<Document>>,
): ReadStore {
  return {
    ...store,
    collection: <T extends Document>(name: string) => {
      const collection = store.collection(name);
      return { ...collection, ...replace(collection) } as unknown as Collection<T>;
    },
  };
}

class Crash extends Error {}

/**
 * The process dies after `writes` more documents were written: a bulk or an insert then writes
 * only its first ones (in order; the rest never reach the store) and throws.
 */
function crashingAfter(store: ReadStore, writes: number): ReadStore {
  let left = writes;
  return withCollections(store, (collection) => ({
    async bulkWrite(operations, options) {
      const allowed = operations.slice(0, left);
      left -= allowed.length;
      const result = await collection.bulkWrite(allowed, options);
      if (allowed.length < operations.length) throw new Crash('crashed in a bulk write');
      return result;
    },
    async insertNew(documents, options) {
      const allowed = documents.slice(0, left);
      left -= allowed.length;
      const result = await collection.insertNew(allowed, options);
      if (allowed.length < documents.length) throw new Crash('crashed in an insert');
      return result;
    },
  }));
}

async function oneByOne(events: readonly RecordedEvent[]) {
  return documentsAfter(async (store) => {
    for (const event of events) await applyEvent(counters, store, event);
  });
}

describe('applyBatch, guarded (the Kafka consumer: other writers may change the same documents)', () => {
  const events: RecordedEvent[] = [
    counted('a', 1),
    counted('b', 2),
    counted('a', 3),
    reset('b', 4),
    counted('b', 5),
    reset('a', 6),
    recordedAt({ type: 'Ignored', data: { key: 'a' } }, 7),
    counted('c', 8),
  ];

  it('gives the same documents as applying the events one by one, in one batch or several', async () => {
    const expected = await oneByOne(events);
    expect(await documentsAfter((store) => applyBatch(counters, store, events, { guarded: true }))).toEqual(expected);
    const inThree = await documentsAfter(async (store) => {
      for (const batch of [events.slice(0, 3), events.slice(3, 5), events.slice(5)]) {
        await applyBatch(counters, store, batch, { guarded: true });
      }
    });
    expect(inThree).toEqual(expected);
  });

  it('changes nothing when a batch it already applied is delivered again', async () => {
    const documents = await documentsAfter(async (store) => {
      await applyBatch(counters, store, events.slice(0, 3), { guarded: true });
      await applyBatch(counters, store, events.slice(0, 3), { guarded: true });
      await applyBatch(counters, store, events.slice(0, 5), { guarded: true });
    });
    expect(documents).toEqual(await oneByOne(events.slice(0, 5)));
  });

  it('given a crash part-way through its writes, when the batch is delivered again, then the documents are those of one event at a time', async () => {
    const batch = [counted('a', 1), counted('b', 2), counted('a', 3), counted('c', 4)];
    const documents = await documentsAfter(async (store) => {
      await applyBatch(counters, store, [counted('a', 0.5)], { guarded: true });
      await expect(applyBatch(counters, crashingAfter(store, 1), batch, { guarded: true })).rejects.toThrow(Crash);
      await applyBatch(counters, store, batch, { guarded: true });
    });
    expect(documents).toEqual(await oneByOne([counted('a', 0.5), ...batch]));
  });

  it('keeps what another writer wrote between its read and its write, and fails so that the batch is read again', async () => {
    const store = createMemoryReadStore();
    await applyBatch(counters, store, [counted('a', 1)], { guarded: true });
    // Another member applies event 2 to the same document while this one folds event 3.
    const racing = withCollections(store, (collection) => ({
      async bulkWrite(operations, options) {
        await applyBatch(counters, store, [counted('a', 2)], { guarded: true });
        return collection.bulkWrite(operations, options);
      },
    }));

    await expect(applyBatch(counters, racing, [counted('a', 3)], { guarded: true })).rejects.toThrow(
      DocumentsChangedError,
    );
    expect(await store.collection('counters').findOne({ _id: 'a' })).toEqual({ _id: 'a', count: 2, _position: 2 });

    await applyBatch(counters, store, [counted('a', 3)], { guarded: true });
    expect(await store.collection('counters').findOne({ _id: 'a' })).toEqual({ _id: 'a', count: 3, _position: 3 });
  });

  it('folds a document another writer created meanwhile from what that writer stored, instead of overwriting it', async () => {
    const store = createMemoryReadStore();
    const racing = withCollections(store, (collection) => ({
      async insertNew(documents, options) {
        await applyBatch(counters, store, [counted('a', 1)], { guarded: true });
        return collection.insertNew(documents, options);
      },
    }));

    await applyBatch(counters, racing, [counted('a', 2), counted('b', 3)], { guarded: true });

    expect(await store.collection('counters').find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'a', count: 2, _position: 2 },
      { _id: 'b', count: 1, _position: 3 },
    ]);
  });

  it('holds for any events delivered at least once, in batches of any size, crashing part-way through and delivered again', async () => {
    const step = fc.record({ key: fc.constantFrom('a', 'b', 'c', 'd'), reset: fc.boolean() });
    // One delivery: how many events from the last committed one, whether the process dies after
    // that many writes, and whether the offsets are committed after a delivery that went through.
    const delivery = fc.record({
      length: fc.integer({ min: 1, max: 8 }),
      crashAfter: fc.option(fc.nat({ max: 5 }), { nil: undefined }),
      committed: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { maxLength: 40 }),
        fc.array(delivery, { maxLength: 60 }),
        async (steps, deliveries) => {
          const stream = steps.map(({ key, reset: isReset }, index) =>
            isReset ? reset(key, index + 1) : counted(key, index + 1),
          );
          const store = createMemoryReadStore();
          let committed = 0;
          for (const { length, crashAfter, committed: commits } of deliveries) {
            if (committed >= stream.length) break;
            const batch = stream.slice(committed, committed + length);
            if (crashAfter !== undefined) {
              await applyBatch(counters, crashingAfter(store, crashAfter), batch, { guarded: true }).catch((error) => {
                if (!(error instanceof Crash)) throw error;
              });
              continue;
            }
            await applyBatch(counters, store, batch, { guarded: true });
            if (commits) committed += batch.length;
          }
          // Whatever was left uncommitted is delivered again, the process alive this time.
          await applyBatch(counters, store, stream.slice(committed), { guarded: true });
          const documents = await store.collection('counters').find({}, { sort: { _id: 1 } });
          expect(documents).toEqual(await oneByOne(stream));
        },
      ),
      { numRuns: 200 },
    );
  });
});
