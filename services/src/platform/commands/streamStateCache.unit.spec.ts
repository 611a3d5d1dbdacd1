import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { basketDecider } from '../../ordering/basket/basket';
import type { EventStore, ReadStreamOptions } from '../eventStore/eventStore';
import { openSqliteEventStore } from '../eventStore/sqliteEventStore';
import { addToBasket, commandContext, foreignEvent, stream } from './basketCommandFixtures';
import { DomainError } from './domainError';
import { handleCommand } from './handleCommand';
import { forgetFoldedStream, loadFoldedStream } from './streamStateCache';

const context = commandContext({ causationId: null });

/** The store, counting how many events each stream read returns. */
function countingReads(store: EventStore) {
  const reads: { fromRevision: number | undefined; events: number }[] = [];
  const wrapped: EventStore = {
    ...store,
    async readStream(streamId: string, options?: ReadStreamOptions) {
      const events = await store.readStream(streamId, options);
      reads.push({ fromRevision: options?.fromRevision, events: events.length });
      return events;
    },
  };
  return { store: wrapped, reads };
}

describe('stream state cache', () => {
  let store: EventStore;
  beforeEach(() => {
    store = openSqliteEventStore({ filename: ':memory:' });
  });
  afterEach(async () => {
    await store.close();
  });

  it('reads only the events appended since the stream was last folded, from its second use on', async () => {
    const counted = countingReads(store);
    for (let index = 0; index < 5; index += 1) {
      await handleCommand(counted.store, stream, basketDecider, addToBasket(`product-${index}`, 1), context);
    }
    // A new stream's fold of nothing is not kept: streams written once (an order's mails) would
    // otherwise push the streams in use out of the cache. Its second command reads it once.
    expect(counted.reads).toEqual([
      { fromRevision: 0, events: 0 },
      { fromRevision: 0, events: 1 },
      { fromRevision: 2, events: 0 },
      { fromRevision: 3, events: 0 },
      { fromRevision: 4, events: 0 },
    ]);
    const { state, revision } = await loadFoldedStream(counted.store, stream, basketDecider);
    expect(revision).toBe(4);
    expect(state.lines.map((line) => line.productId)).toEqual([0, 1, 2, 3, 4].map((index) => `product-${index}`));
  });

  it('sees what another writer appended before deciding', async () => {
    await handleCommand(store, stream, basketDecider, addToBasket('product-1', 1), context);
    await store.appendToStream(stream, [foreignEvent('other-1', 'product-2', 4)], { expectedRevision: 0 });

    const outcome = await handleCommand(store, stream, basketDecider, addToBasket('product-1', 2), context);

    expect(outcome.state.lines).toEqual([
      { productId: 'product-1', supplierId: 'supplier-1', quantity: 3 },
      { productId: 'product-2', supplierId: 'supplier-2', quantity: 4 },
    ]);
    expect(await store.readStream(stream)).toHaveLength(3);
  });

  it('folds every event once when two commands read the same tail at the same time', async () => {
    await handleCommand(store, stream, basketDecider, addToBasket('product-1', 1), context);
    await store.appendToStream(stream, [foreignEvent('other-1', 'product-2', 4)], { expectedRevision: 0 });

    const [first, second] = await Promise.all([
      loadFoldedStream(store, stream, basketDecider),
      loadFoldedStream(store, stream, basketDecider),
    ]);

    for (const folded of [first, second]) {
      expect(folded.revision).toBe(1);
      expect(folded.state.lines.map((line) => line.quantity)).toEqual([1, 4]);
    }
  });

  it('keeps each event store apart', async () => {
    const other = openSqliteEventStore({ filename: ':memory:' });
    try {
      await handleCommand(store, stream, basketDecider, addToBasket('product-1', 1), context);
      const folded = await loadFoldedStream(other, stream, basketDecider);
      expect(folded).toMatchObject({ revision: -1, state: { lines: [] } });
    } finally {
      await other.close();
    }
  });

  it('answers a repeated idempotency key by reading back its own events only', async () => {
    const keyed = { ...context, idempotencyKey: 'submit-1' };
    const counted = countingReads(store);
    const first = await handleCommand(counted.store, stream, basketDecider, addToBasket('product-1', 2), keyed);
    await handleCommand(counted.store, stream, basketDecider, addToBasket('product-3', 1), context);
    counted.reads.length = 0;

    const again = await handleCommand(counted.store, stream, basketDecider, addToBasket('product-1', 2), keyed);

    expect(again.repeated).toBe(true);
    expect(again.events.map((event) => event.eventId)).toEqual(first.events.map((event) => event.eventId));
    expect(again.events.map((event) => event.data)).toEqual(first.events.map((event) => event.data));
    expect(again.position).toBe(first.position);
    // The tail, then the key's one event: the fold keeps where a key's events are, not the events.
    expect(counted.reads).toEqual([
      { fromRevision: 2, events: 0 },
      { fromRevision: 0, events: 1 },
    ]);
    expect(await store.readStream(stream)).toHaveLength(2);
  });

  it("keeps where each key's events are, not the events, whether it appended them or read them", async () => {
    const keyed = (key: string) => ({ ...context, idempotencyKey: key, requestDigest: `digest-${key}` });
    await handleCommand(store, stream, basketDecider, addToBasket('product-1', 2), keyed('first'));
    await handleCommand(store, stream, basketDecider, addToBasket('product-2', 1), context);
    await handleCommand(store, stream, basketDecider, addToBasket('product-3', 1), keyed('third'));
    const appended = await loadFoldedStream(store, stream, basketDecider);
    forgetFoldedStream(store, stream);
    const read = await loadFoldedStream(store, stream, basketDecider);

    for (const folded of [appended, read]) {
      expect(Object.fromEntries(folded.byIdempotencyKey)).toEqual({
        first: { firstRevision: 0, lastRevision: 0, position: 1, requestDigest: 'digest-first' },
        third: { firstRevision: 2, lastRevision: 2, position: 3, requestDigest: 'digest-third' },
      });
    }
    // The first request's digest, kept without its events, still refuses the key with another body.
    const reused = handleCommand(store, stream, basketDecider, addToBasket('product-9', 9), {
      ...keyed('first'),
      requestDigest: 'another body',
    });
    await expect(reused).rejects.toBeInstanceOf(DomainError);
    expect(await store.readStream(stream)).toHaveLength(3);
  });
});
