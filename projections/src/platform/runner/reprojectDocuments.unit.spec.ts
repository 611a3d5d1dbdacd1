import type { RecordedEvent } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { createMemoryReadStore } from '../readStore/memoryReadStore';
import { applyEvent } from './applyEvent';
import { defineProjection } from './projection';
import { documentsTouchedBy, reprojectDocuments } from './reprojectDocuments';

interface Greeting {
  _id: string;
  names: string[];
  [key: string]: unknown;
}

type GreetingEvent =
  | { type: 'Greeted'; data: { room: string; name: string } }
  | { type: 'Closed'; data: { room: string } };

const greetings = defineProjection<Greeting, GreetingEvent>({
  name: 'greetings',
  collection: 'greetings',
  handles: ['Greeted', 'Closed'],
  indexes: [],
  documentIds: (event) => [event.data.room],
  evolve: (document, event) =>
    event.type === 'Closed' ? null : { _id: event.data.room, names: [...(document?.names ?? []), event.data.name] },
});

const greeted = (room: string, name: string, position: number) =>
  recordedAt({ type: 'Greeted', data: { room, name } }, position);

/** A feed over a list that can be rewritten, as an erased key rewrites what the store reads back. */
const sourceOf = (events: () => RecordedEvent[]) => ({
  readAll: async (options: { after?: number; maxCount?: number; types?: readonly string[] } = {}) =>
    events()
      .filter((event) => event.globalPosition > (options.after ?? 0))
      .filter((event) => !options.types || options.types.includes(event.type))
      .slice(0, options.maxCount ?? Number.POSITIVE_INFINITY),
});

async function applied(events: readonly RecordedEvent[]) {
  const store = createMemoryReadStore();
  for (const event of events) await applyEvent(greetings, store, event);
  return store;
}

describe('reprojectDocuments', () => {
  const before = [greeted('a', 'Priya', 1), greeted('b', 'Tom', 2), greeted('a', 'Sam', 3), greeted('c', 'Priya', 4)];
  const after = before.map((event) =>
    (event.data as { name: string }).name === 'Priya'
      ? { ...event, data: { ...(event.data as object), name: 'erased' } }
      : event,
  );

  it('leaves the documents the events touch as a rebuild would, and the others alone', async () => {
    const store = await applied(before);
    const touched = documentsTouchedBy([greetings], [before[0], before[3]] as RecordedEvent[]);
    expect([...(touched.get('greetings') ?? [])]).toEqual(['a', 'c']);
    const result = await reprojectDocuments(
      store,
      sourceOf(() => after),
      [greetings],
      touched,
    );
    expect(result.documents).toBe(2);
    const rebuilt = await applied(after);
    expect(await store.collection('greetings').find({}, { sort: { _id: 1 } })).toEqual(
      await rebuilt.collection('greetings').find({}, { sort: { _id: 1 } }),
    );
    expect(JSON.stringify(await store.collection('greetings').find({}))).not.toContain('Priya');
  });

  it('deletes a document the fold ends without, and folds again one the feed moved past meanwhile', async () => {
    const closed = [...after, recordedAt({ type: 'Closed', data: { room: 'c' } }, 5)];
    const store = await applied(before);
    let reads = 0;
    const moving = {
      readAll: async (options: { after?: number; maxCount?: number; types?: readonly string[] } = {}) => {
        reads += 1;
        // While the first fold runs, the live feed applies a later event to room a.
        if (reads === 1) await applyEvent(greetings, store, greeted('a', 'Lee', 6));
        const all = reads === 1 ? closed : [...closed, greeted('a', 'Lee', 6)];
        return sourceOf(() => all).readAll(options);
      },
    };
    await reprojectDocuments(store, moving, [greetings], new Map([['greetings', new Set(['a', 'c'])]]));
    expect(await store.collection('greetings').findOne({ _id: 'c' })).toBeNull();
    expect(await store.collection('greetings').findOne({ _id: 'a' })).toMatchObject({
      names: ['erased', 'Sam', 'Lee'],
      _position: 6,
    });
  });
});
