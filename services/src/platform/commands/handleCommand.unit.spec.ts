import type { NewEvent } from '@oms/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { basketDecider } from '../../ordering/basket/basket';
import { type EventStore, type ExpectedRevision, WrongExpectedRevisionError } from '../eventStore/eventStore';
import { openSqliteEventStore } from '../eventStore/sqliteEventStore';
import { addToBasket, commandContext, foreignEvent, stream, venueId } from './basketCommandFixtures';
import { DomainError } from './domainError';
import { handleCommand } from './handleCommand';

const context = commandContext;

/** The store, with every appendToStream call recorded and optionally preceded by another writer. */
function instrumented(store: EventStore, beforeAppend?: (call: number) => Promise<void>) {
  const appends: { streamId: string; events: readonly NewEvent[]; expectedRevision: ExpectedRevision | undefined }[] =
    [];
  const wrapped: EventStore = {
    ...store,
    async appendToStream(streamId, events, options) {
      appends.push({ streamId, events, expectedRevision: options?.expectedRevision });
      await beforeAppend?.(appends.length);
      return store.appendToStream(streamId, events, options);
    },
  };
  return { store: wrapped, appends };
}

describe('handleCommand', () => {
  let store: EventStore;

  beforeEach(() => {
    store = openSqliteEventStore({ filename: ':memory:' });
  });

  afterEach(async () => {
    await store.close();
  });

  it('appends the decided events with the expected revision of the stream it read', async () => {
    const spy = instrumented(store);

    const first = await handleCommand(spy.store, stream, basketDecider, addToBasket('product-1', 2), context());
    const second = await handleCommand(spy.store, stream, basketDecider, addToBasket('product-1', 3), context());

    expect(spy.appends.map((append) => append.expectedRevision)).toEqual(['no_stream', 0]);
    expect(first.events.map((event) => [event.type, event.data])).toEqual([
      ['BasketLineAdded', { venueId, productId: 'product-1', supplierId: 'supplier-1', quantity: 2 }],
    ]);
    expect(first.repeated).toBe(false);
    expect(first.position).toBe(1);
    expect(second.position).toBe(2);
    expect(second.state).toEqual({ lines: [{ productId: 'product-1', supplierId: 'supplier-1', quantity: 5 }] });

    const stored = await store.readStream(stream);
    expect(stored.map((event) => [event.eventId, event.revision])).toEqual([
      [first.events[0]?.eventId, 0],
      [second.events[0]?.eventId, 1],
    ]);
  });

  it('appends nothing when the decider decides nothing', async () => {
    await handleCommand(store, stream, basketDecider, addToBasket('product-1', 2), context());
    const spy = instrumented(store);

    const outcome = await handleCommand(
      spy.store,
      stream,
      basketDecider,
      { type: 'ChangeBasketQuantity', venueId, productId: 'product-1', quantity: 2 },
      context(),
    );

    expect(outcome).toMatchObject({ events: [], position: 0, repeated: false });
    expect(spy.appends).toEqual([]);
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  it('retries after a concurrent write between its read and its append, keeping both events', async () => {
    const spy = instrumented(store, async (call) => {
      if (call === 1) await store.appendToStream(stream, [foreignEvent('foreign-1', 'product-9')]);
    });

    const outcome = await handleCommand(spy.store, stream, basketDecider, addToBasket('product-1', 2), context());

    expect(spy.appends.map((append) => append.expectedRevision)).toEqual(['no_stream', 0]);
    const stored = await store.readStream(stream);
    expect(stored.map((event) => [event.eventId, event.revision])).toEqual([
      ['foreign-1', 0],
      [outcome.events[0]?.eventId, 1],
    ]);
    expect(outcome.state).toEqual({
      lines: [
        { productId: 'product-9', supplierId: 'supplier-2', quantity: 1 },
        { productId: 'product-1', supplierId: 'supplier-1', quantity: 2 },
      ],
    });
    expect(outcome.position).toBe(stored.at(-1)?.globalPosition);
  });

  it('builds a command given as a function from the state it folded, again on each attempt', async () => {
    const spy = instrumented(store, async (call) => {
      if (call === 1) await store.appendToStream(stream, [foreignEvent('foreign-1', 'product-9', 4)]);
    });
    const seen: number[] = [];

    const outcome = await handleCommand(
      spy.store,
      stream,
      basketDecider,
      async (state) => {
        const quantity = state.lines.reduce((sum, line) => sum + line.quantity, 0);
        seen.push(quantity);
        return addToBasket('product-1', quantity + 1);
      },
      context(),
    );

    expect(seen).toEqual([0, 4]);
    expect(outcome.events.map((event) => event.data)).toEqual([
      { venueId, productId: 'product-1', supplierId: 'supplier-1', quantity: 5 },
    ]);
  });

  it('gives up with WrongExpectedRevisionError after a bounded number of attempts', async () => {
    const spy = instrumented(store, async (call) => {
      await store.appendToStream(stream, [foreignEvent(`foreign-${call}`, `product-${call}`)]);
    });

    const attempt = handleCommand(spy.store, stream, basketDecider, addToBasket('product-1', 2), context());

    await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(spy.appends.length).toBeGreaterThan(1);
    expect(spy.appends.length).toBeLessThanOrEqual(5);
    const stored = await store.readStream(stream);
    expect(stored.map((event) => event.eventId)).toEqual(spy.appends.map((_, index) => `foreign-${index + 1}`));
  });

  it('does not retry other append failures', async () => {
    const failure = new Error('disk full');
    let calls = 0;
    const failing: EventStore = {
      ...store,
      async appendToStream() {
        calls += 1;
        throw failure;
      },
    };

    await expect(handleCommand(failing, stream, basketDecider, addToBasket('product-1', 2), context())).rejects.toBe(
      failure,
    );
    expect(calls).toBe(1);
  });

  it('returns the first result for a repeated idempotency key and appends nothing', async () => {
    const keyed = context({ idempotencyKey: 'submit-1' });
    const first = await handleCommand(store, stream, basketDecider, addToBasket('product-1', 2), keyed);
    const lengthAfterFirst = (await store.readStream(stream)).length;
    const spy = instrumented(store);

    const second = await handleCommand(spy.store, stream, basketDecider, addToBasket('product-1', 2), keyed);

    expect(first.repeated).toBe(false);
    expect(second.repeated).toBe(true);
    expect(second.events.map((event) => event.eventId)).toEqual(first.events.map((event) => event.eventId));
    expect(second.events.map((event) => [event.type, event.data])).toEqual(
      first.events.map((event) => [event.type, event.data]),
    );
    expect(second.position).toBe(first.position);
    expect(spy.appends).toEqual([]);
    expect(await store.readStream(stream)).toHaveLength(lengthAfterFirst);
    expect(lengthAfterFirst).toBe(1);
  });

  it('appends once when two submits with the same idempotency key race', async () => {
    const keyed = context({ idempotencyKey: 'double-click' });

    const outcomes = await Promise.all([
      handleCommand(store, stream, basketDecider, addToBasket('product-1', 2), keyed),
      handleCommand(store, stream, basketDecider, addToBasket('product-1', 2), keyed),
    ]);

    const stored = await store.readStream(stream);
    expect(stored).toHaveLength(1);
    expect(outcomes.map((outcome) => outcome.repeated).sort()).toEqual([false, true]);
    expect(outcomes.map((outcome) => outcome.events[0]?.eventId)).toEqual([stored[0]?.eventId, stored[0]?.eventId]);
  });

  it('treats a different idempotency key as a new command', async () => {
    await handleCommand(store, stream, basketDecider, addToBasket('product-1', 2), context({ idempotencyKey: 'a' }));
    const second = await handleCommand(
      store,
      stream,
      basketDecider,
      addToBasket('product-1', 2),
      context({ idempotencyKey: 'b' }),
    );

    expect(second.repeated).toBe(false);
    expect(await store.readStream(stream)).toHaveLength(2);
  });

  it('lets a DomainError from decide propagate and appends nothing', async () => {
    const spy = instrumented(store);

    const attempt = handleCommand(
      spy.store,
      stream,
      basketDecider,
      { type: 'ChangeBasketQuantity', venueId, productId: 'product-1', quantity: 3 },
      context(),
    );

    await expect(attempt).rejects.toBeInstanceOf(DomainError);
    await expect(attempt).rejects.toMatchObject({ code: 'NOT_IN_BASKET', status: 404 });
    expect(spy.appends).toEqual([]);
    expect(await store.readStream(stream)).toEqual([]);
    expect(await store.headPosition()).toBe(0);
  });

  it('records who, how, when and under which correlation on every stored event', async () => {
    await handleCommand(
      store,
      stream,
      basketDecider,
      addToBasket('product-1', 2),
      context({
        actorAccountId: 'account-9',
        actorRole: 'tfrAdmin',
        channel: 'app',
        correlationId: 'correlation-9',
        causationId: 'command-9',
        idempotencyKey: 'key-9',
        now: new Date('2024-05-06T07:08:09.010Z'),
      }),
    );

    const [stored] = await store.readStream(stream);
    expect(stored?.metadata).toEqual({
      actorAccountId: 'account-9',
      actorRole: 'tfrAdmin',
      channel: 'app',
      correlationId: 'correlation-9',
      causationId: 'command-9',
      idempotencyKey: 'key-9',
      recordedAt: '2024-05-06T07:08:09.010Z',
    });
    expect(stored?.schemaVersion).toBe(1);
    expect(stored?.streamId).toBe(stream);
  });

  it('leaves the idempotency key out of the metadata when the command has none', async () => {
    await handleCommand(store, stream, basketDecider, addToBasket('product-1', 2), context());

    const [stored] = await store.readStream(stream);
    expect(stored?.metadata).toEqual({
      actorAccountId: 'account-7',
      actorRole: 'venueUser',
      channel: 'dashboard',
      correlationId: 'correlation-42',
      causationId: 'cause-1',
      recordedAt: '2024-03-04T09:15:00.000Z',
    });
  });
});
