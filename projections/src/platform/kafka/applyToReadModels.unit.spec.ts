import type { RecordedEvent } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { createMemoryReadStore } from '../readStore/memoryReadStore';
import type { Collection, Document, ReadStore } from '../readStore/readStore';
import { defineProjection } from '../runner/projection';
import { applyToReadModels } from './applyToReadModels';

interface Counter {
  _id: string;
  count: number;
  [key: string]: unknown;
}

type CounterEvent = { type: 'Counted'; data: { key: string } };

/** Counts per key, and cannot use a key named 'bad'. */
const counters = defineProjection<Counter, CounterEvent>({
  name: 'counters',
  collection: 'counters',
  handles: ['Counted'],
  indexes: [],
  documentIds: (event) => [event.data.key],
  evolve: (document, event) => {
    if (event.data.key === 'bad') throw new Error('cannot count bad');
    return { _id: event.data.key, count: (document?.count ?? 0) + 1 };
  },
});

/** The same counts in a collection of its own. */
const tallies = defineProjection<Counter, CounterEvent>({
  name: 'tallies',
  collection: 'tallies',
  handles: ['Counted'],
  indexes: [],
  documentIds: () => ['all'],
  evolve: (document) => ({ _id: 'all', count: (document?.count ?? 0) + 1 }),
});

const counted = (key: string, position: number) => recordedAt({ type: 'Counted', data: { key } }, position);

function recordingLog() {
  const errors: { object: unknown; message?: string }[] = [];
  return { errors, error: (object: unknown, message?: string) => errors.push({ object, message }) };
}

function apply(store: ReadStore, events: readonly RecordedEvent[], log = recordingLog(), stillOurs?: () => boolean) {
  return applyToReadModels({ projections: [counters, tallies], store, events, log, stillOurs, readModelsAtOnce: 2 });
}

describe('applyToReadModels', () => {
  it('writes a batch to every read model handling its events', async () => {
    const store = createMemoryReadStore();
    expect(await apply(store, [counted('a', 1), counted('b', 2), counted('a', 3)])).toBe(true);
    expect(await store.collection('counters').find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'a', count: 2, _position: 3 },
      { _id: 'b', count: 1, _position: 2 },
    ]);
    expect(await store.collection('tallies').find({})).toEqual([{ _id: 'all', count: 3, _position: 3 }]);
  });

  it('skips an event its projector cannot use, says so, and applies the rest of the batch', async () => {
    const store = createMemoryReadStore();
    const log = recordingLog();
    expect(await apply(store, [counted('a', 1), counted('bad', 2), counted('a', 3)], log)).toBe(true);
    expect(await store.collection('counters').find({})).toEqual([{ _id: 'a', count: 2, _position: 3 }]);
    expect(log.errors).toEqual([
      { object: expect.objectContaining({ projection: 'counters', event: 'event-2' }), message: 'event skipped' },
    ]);
  });

  it('fails the batch when the read store fails, so that it is not committed and comes again', async () => {
    const store = createMemoryReadStore();
    const failing: ReadStore = {
      ...store,
      collection: <T extends Document>(name: string) => {
        const collection = store.collection(name);
        const reset = () => Promise.reject(new Error('connection reset'));
        const refusing: Partial<Collection<Document>> = {
          find: reset,
          findOne: reset,
          bulkWrite: reset,
          insertNew: reset,
        };
        return { ...collection, ...(name === 'tallies' ? refusing : {}) } as unknown as Collection<T>;
      },
    };
    const log = recordingLog();
    await expect(apply(failing, [counted('a', 1)], log)).rejects.toThrow('connection reset');
    expect(log.errors).toEqual([]);

    expect(await apply(store, [counted('a', 1)])).toBe(true);
    expect(await store.collection('tallies').find({})).toEqual([{ _id: 'all', count: 1, _position: 1 }]);
  });

  it('starts no read model once the batch is no longer its own, and says it did not finish', async () => {
    const store = createMemoryReadStore();
    let asked = 0;
    const once = () => {
      asked += 1;
      return asked === 1;
    };
    const finished = await applyToReadModels({
      projections: [counters, tallies],
      store,
      events: [counted('a', 1)],
      log: recordingLog(),
      stillOurs: once,
      readModelsAtOnce: 1,
    });
    expect(finished).toBe(false);
    expect(await store.collection('counters').find({})).toHaveLength(1);
    expect(await store.collection('tallies').find({})).toEqual([]);
  });
});
