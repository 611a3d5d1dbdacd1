import { mailStreamId, type NewEvent } from '@oms/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { basketDecider } from '../../ordering/basket/basket';
import { queueMailFollowUp } from '../../support/mail/outbox';
import type { EventStore, StreamAppend } from '../eventStore/eventStore';
import { openSqliteEventStore } from '../eventStore/sqliteEventStore';
import { addToBasket, commandContext, foreignEvent, stream } from './basketCommandFixtures';
import { handleCommand } from './handleCommand';

/** One mail per basket event, keyed by it, as an order's fan-out derives its streams from the basket event. */
const mailPerEvent = async (events: readonly NewEvent[]) =>
  events.map((event) =>
    queueMailFollowUp(
      commandContext({ idempotencyKey: `mail-for-${event.eventId}` }),
      { to: 'supplier@example.test', subject: 'New order', text: event.eventId, purpose: 'supplierOrder' },
      event.eventId,
    ),
  );

/** The store, with every multi-stream append recorded and optionally preceded by another writer. */
function instrumented(store: EventStore, beforeAppend?: (call: number) => Promise<void>) {
  const calls: (readonly StreamAppend[])[] = [];
  const wrapped: EventStore = {
    ...store,
    async appendToStreams(appends) {
      calls.push(appends);
      await beforeAppend?.(calls.length);
      return store.appendToStreams(appends);
    },
  };
  return { store: wrapped, calls };
}

describe('handleCommand with follow-ups', () => {
  let store: EventStore;

  beforeEach(() => {
    store = openSqliteEventStore({ filename: ':memory:' });
  });

  afterEach(async () => {
    await store.close();
  });

  it('appends the command and the follow-ups its events call for in one append, each at its revision', async () => {
    const spy = instrumented(store);
    const outcome = await handleCommand(
      spy.store,
      stream,
      basketDecider,
      addToBasket('product-1', 2),
      commandContext(),
      mailPerEvent,
    );

    expect(spy.calls).toHaveLength(1);
    const mailId = outcome.events[0]?.eventId ?? '';
    expect(spy.calls[0]?.map((append) => [append.streamId, append.expectedRevision])).toEqual([
      [stream, 'no_stream'],
      [mailStreamId(mailId), 'no_stream'],
    ]);
    const [mail] = await store.readStream(mailStreamId(mailId));
    expect(mail?.metadata.idempotencyKey).toBe(`mail-for-${mailId}`);
    expect(outcome.position).toBe(1);
    expect(outcome.followUpPositions).toEqual([mail?.globalPosition]);
    expect(outcome.state).toEqual({ lines: [{ productId: 'product-1', supplierId: 'supplier-1', quantity: 2 }] });
  });

  it('decides again, follow-ups included, when another writer moved the stream on, writing the loser nothing', async () => {
    const spy = instrumented(store, async (call) => {
      if (call === 1) await store.appendToStream(stream, [foreignEvent('foreign-1', 'product-9')]);
    });
    const outcome = await handleCommand(
      spy.store,
      stream,
      basketDecider,
      addToBasket('product-1', 1),
      commandContext(),
      mailPerEvent,
    );

    expect(spy.calls.map((call) => call[0]?.expectedRevision)).toEqual(['no_stream', 0]);
    const firstAttemptMail = spy.calls[0]?.[1]?.streamId ?? '';
    expect(await store.readStream(firstAttemptMail)).toEqual([]);
    expect((await store.readStream(stream)).map((event) => event.eventId)).toEqual([
      'foreign-1',
      outcome.events[0]?.eventId,
    ]);
    expect(await store.readStream(mailStreamId(outcome.events[0]?.eventId ?? ''))).toHaveLength(1);
  });

  it('writes nothing at all when a follow-up stream was written meanwhile, then succeeds on the retry', async () => {
    let contended = '';
    const spy = instrumented(store, async (call) => {
      if (call !== 1) return;
      contended = spy.calls[0]?.[1]?.streamId ?? '';
      await store.appendToStream(contended, [foreignEvent('foreign-mail', 'product-9')]);
    });
    const outcome = await handleCommand(
      spy.store,
      stream,
      basketDecider,
      addToBasket('product-1', 1),
      commandContext(),
      mailPerEvent,
    );

    expect(spy.calls).toHaveLength(2);
    expect((await store.readStream(stream)).map((event) => event.eventId)).toEqual([outcome.events[0]?.eventId]);
    expect((await store.readStream(contended)).map((event) => event.eventId)).toEqual(['foreign-mail']);
  });

  it('answers a repeated idempotency key with the first result and completes follow-ups an older run left out', async () => {
    const context = commandContext({ idempotencyKey: 'key-1' });
    // A first run recorded before follow-ups were appended together: the basket event, no mail yet.
    const first = await handleCommand(store, stream, basketDecider, addToBasket('product-1', 1), context);
    const mail = mailStreamId(first.events[0]?.eventId ?? '');
    expect(await store.readStream(mail)).toEqual([]);

    const repeated = await handleCommand(
      store,
      stream,
      basketDecider,
      addToBasket('product-1', 1),
      context,
      mailPerEvent,
    );
    const again = await handleCommand(store, stream, basketDecider, addToBasket('product-1', 1), context, mailPerEvent);

    expect(repeated.repeated).toBe(true);
    expect(repeated.events.map((event) => event.eventId)).toEqual(first.events.map((event) => event.eventId));
    expect(await store.readStream(stream)).toHaveLength(1);
    const mails = await store.readStream(mail);
    expect(mails).toHaveLength(1);
    expect(again.followUpPositions).toEqual([mails[0]?.globalPosition]);
  });
});
