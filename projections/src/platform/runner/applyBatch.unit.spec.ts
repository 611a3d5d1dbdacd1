import type { RecordedEvent } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { createMemoryReadStore } from '../readStore/memoryReadStore';
import { applyBatch } from './applyBatch';
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
