import { randomUUID } from 'node:crypto';
import type { EventMetadata, NewEvent, RecordedEvent } from '@oms/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type EventStore, WrongExpectedRevisionError } from '../../services/src/platform/eventStore/eventStore';
import { sampleMetadata as metadata } from '../fixtures/recordedEvents';

export function newEvent(type: string, data: unknown = {}, overrides: Partial<NewEvent> = {}): NewEvent {
  return { eventId: randomUUID(), type, data, schemaVersion: 1, metadata, ...overrides };
}

/** Unique per test, so the suite can run against a shared server. */
export function streamName(prefix = 'contract'): string {
  return `${prefix}-${randomUUID()}`;
}

export async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to reject');
}

export function describeEventStoreContract(engineName: string, open: () => Promise<EventStore>): void {
  describe(`EventStore contract: ${engineName}`, () => {
    let store: EventStore;

    beforeEach(async () => {
      store = await open();
    });

    afterEach(async () => {
      await store.close();
    });

    describe('expected revision', () => {
      it('appends to a new stream with no_stream, starting at revision 0', async () => {
        const stream = streamName();
        const result = await store.appendToStream(stream, [newEvent('A'), newEvent('B')], {
          expectedRevision: 'no_stream',
        });
        expect(result.written).toBe(true);
        expect(result.nextExpectedRevision).toBe(1);
        const events = await store.readStream(stream);
        expect(events.map((e) => [e.type, e.revision])).toEqual([
          ['A', 0],
          ['B', 1],
        ]);
        expect(result.lastPosition).toBe(events[1]?.globalPosition);
      });

      it('rejects no_stream when the stream exists, reporting the actual revision', async () => {
        const stream = streamName();
        await store.appendToStream(stream, [newEvent('A')], { expectedRevision: 'no_stream' });
        const error = await rejectionOf(
          store.appendToStream(stream, [newEvent('B')], { expectedRevision: 'no_stream' }),
        );
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect((error as WrongExpectedRevisionError).actual).toBe(0);
        expect((error as WrongExpectedRevisionError).streamId).toBe(stream);
      });

      it('accepts the exact revision and rejects a stale one', async () => {
        const stream = streamName();
        await store.appendToStream(stream, [newEvent('A'), newEvent('B')], { expectedRevision: 'no_stream' });
        const result = await store.appendToStream(stream, [newEvent('C')], { expectedRevision: 1 });
        expect(result.nextExpectedRevision).toBe(2);
        const error = await rejectionOf(store.appendToStream(stream, [newEvent('D')], { expectedRevision: 1 }));
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect((error as WrongExpectedRevisionError).actual).toBe(2);
        expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['A', 'B', 'C']);
      });

      it('rejects a numeric revision on a missing stream with actual no_stream', async () => {
        const error = await rejectionOf(store.appendToStream(streamName(), [newEvent('A')], { expectedRevision: 0 }));
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect((error as WrongExpectedRevisionError).actual).toBe('no_stream');
      });

      it('stream_exists requires the stream to exist', async () => {
        const stream = streamName();
        const error = await rejectionOf(
          store.appendToStream(stream, [newEvent('A')], { expectedRevision: 'stream_exists' }),
        );
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect((error as WrongExpectedRevisionError).actual).toBe('no_stream');
        await store.appendToStream(stream, [newEvent('A')], { expectedRevision: 'no_stream' });
        const result = await store.appendToStream(stream, [newEvent('B')], { expectedRevision: 'stream_exists' });
        expect(result.nextExpectedRevision).toBe(1);
      });

      it('any appends whatever the state, and is the default', async () => {
        const stream = streamName();
        await store.appendToStream(stream, [newEvent('A')], { expectedRevision: 'any' });
        await store.appendToStream(stream, [newEvent('B')], { expectedRevision: 'any' });
        const result = await store.appendToStream(stream, [newEvent('C')]);
        expect(result.nextExpectedRevision).toBe(2);
      });

      it('lets exactly one of several concurrent appends with the same expected revision win', async () => {
        const stream = streamName();
        await store.appendToStream(stream, [newEvent('Created')], { expectedRevision: 'no_stream' });
        const attempts = await Promise.allSettled(
          Array.from({ length: 5 }, (_, i) =>
            store.appendToStream(stream, [newEvent('Changed', { attempt: i })], { expectedRevision: 0 }),
          ),
        );
        const fulfilled = attempts.filter((attempt) => attempt.status === 'fulfilled');
        const rejected = attempts.filter((attempt) => attempt.status === 'rejected');
        expect(fulfilled).toHaveLength(1);
        for (const attempt of rejected) expect(attempt.reason).toBeInstanceOf(WrongExpectedRevisionError);
        expect(await store.readStream(stream)).toHaveLength(2);
      });
    });

    describe('idempotency', () => {
      it('stores an event id once and reports the retry as not written', async () => {
        const stream = streamName();
        const before = await store.headPosition();
        const event = newEvent('OrderPlaced', { poId: 'po-1' });
        const first = await store.appendToStream(stream, [event], { expectedRevision: 'no_stream' });
        const retry = await store.appendToStream(stream, [event], { expectedRevision: 'no_stream' });
        expect(first.written).toBe(true);
        expect(retry.written).toBe(false);
        expect(retry.nextExpectedRevision).toBe(0);
        expect(retry.lastPosition).toBe(first.lastPosition);
        expect(await store.readStream(stream)).toHaveLength(1);
        const all = await store.readAll({ after: before });
        expect(all.filter((e) => e.eventId === event.eventId)).toHaveLength(1);
      });

      it('treats a retried batch as a retry even after the expected revision moved on', async () => {
        const stream = streamName();
        const batch = [newEvent('A'), newEvent('B')];
        await store.appendToStream(stream, batch, { expectedRevision: 'no_stream' });
        const retry = await store.appendToStream(stream, batch, { expectedRevision: 'no_stream' });
        expect(retry.written).toBe(false);
        expect(retry.nextExpectedRevision).toBe(1);
        expect(await store.readStream(stream)).toHaveLength(2);
      });
    });

    describe('multi-stream append', () => {
      it('appends to several streams, each at its expected revision, and answers in order', async () => {
        const [basket, order] = [streamName('basket'), streamName('order')];
        await store.appendToStream(basket, [newEvent('Added')], { expectedRevision: 'no_stream' });
        const before = await store.headPosition();
        const results = await store.appendToStreams([
          { streamId: basket, events: [newEvent('Placed')], expectedRevision: 0 },
          { streamId: order, events: [newEvent('Recorded'), newEvent('Mailed')], expectedRevision: 'no_stream' },
        ]);
        expect(results.map((result) => [result.written, result.nextExpectedRevision])).toEqual([
          [true, 1],
          [true, 1],
        ]);
        const basketEvents = await store.readStream(basket);
        const orderEvents = await store.readStream(order);
        expect(basketEvents.map((e) => e.type)).toEqual(['Added', 'Placed']);
        expect(orderEvents.map((e) => [e.type, e.revision])).toEqual([
          ['Recorded', 0],
          ['Mailed', 1],
        ]);
        expect(results[0]?.lastPosition).toBe(basketEvents[1]?.globalPosition);
        expect(results[1]?.lastPosition).toBe(orderEvents[1]?.globalPosition);
        const all = await store.readAll({ after: before });
        expect(all.map((e) => e.type)).toEqual(['Placed', 'Recorded', 'Mailed']);
      });

      it('writes nothing on any stream when one expected revision is stale', async () => {
        const [fresh, stale] = [streamName(), streamName()];
        await store.appendToStream(stale, [newEvent('A'), newEvent('B')], { expectedRevision: 'no_stream' });
        const head = await store.headPosition();
        const error = await rejectionOf(
          store.appendToStreams([
            { streamId: fresh, events: [newEvent('X')], expectedRevision: 'no_stream' },
            { streamId: stale, events: [newEvent('C')], expectedRevision: 0 },
          ]),
        );
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect((error as WrongExpectedRevisionError).streamId).toBe(stale);
        expect((error as WrongExpectedRevisionError).actual).toBe(1);
        expect(await store.readStream(fresh)).toEqual([]);
        expect((await store.readStream(stale)).map((e) => e.type)).toEqual(['A', 'B']);
        expect(await store.headPosition()).toBe(head);
      });

      it('treats a retried multi-stream append as a retry on every stream', async () => {
        const appends = [
          { streamId: streamName(), events: [newEvent('A')], expectedRevision: 'no_stream' as const },
          { streamId: streamName(), events: [newEvent('B'), newEvent('C')], expectedRevision: 'no_stream' as const },
        ];
        const first = await store.appendToStreams(appends);
        const retry = await store.appendToStreams(appends);
        expect(retry.map((result) => result.written)).toEqual([false, false]);
        expect(retry.map((result) => result.nextExpectedRevision)).toEqual([0, 1]);
        expect(retry.map((result) => result.lastPosition)).toEqual(first.map((result) => result.lastPosition));
        expect(await store.readStream(appends[1]?.streamId ?? '')).toHaveLength(2);
      });

      it('refuses the same stream twice in one call', async () => {
        const stream = streamName();
        await expect(
          store.appendToStreams([
            { streamId: stream, events: [newEvent('A')] },
            { streamId: stream, events: [newEvent('B')] },
          ]),
        ).rejects.toThrow(/once/);
        expect(await store.readStream(stream)).toEqual([]);
      });

      it('lets one of two concurrent multi-stream appends contending for a stream win, the other writing nothing', async () => {
        const contended = streamName('basket');
        await store.appendToStream(contended, [newEvent('Added')], { expectedRevision: 'no_stream' });
        const followers = [streamName('order'), streamName('order')];
        const attempts = await Promise.allSettled(
          followers.map((follower) =>
            store.appendToStreams([
              { streamId: contended, events: [newEvent('Placed')], expectedRevision: 0 },
              { streamId: follower, events: [newEvent('Recorded')], expectedRevision: 'no_stream' },
            ]),
          ),
        );
        expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
        const rejected = attempts.find((attempt) => attempt.status === 'rejected');
        expect((rejected as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
        expect(await store.readStream(contended)).toHaveLength(2);
        const written = await Promise.all(followers.map((follower) => store.readStream(follower)));
        expect(written.map((events) => events.length).sort()).toEqual([0, 1]);
      });
    });

    describe('reading', () => {
      it('reads a stream forwards and backwards from a revision with a maximum count', async () => {
        const stream = streamName();
        const types = ['E0', 'E1', 'E2', 'E3', 'E4'];
        await store.appendToStream(
          stream,
          types.map((type) => newEvent(type)),
          { expectedRevision: 'no_stream' },
        );
        const typesOf = (events: RecordedEvent[]) => events.map((e) => e.type);
        expect(typesOf(await store.readStream(stream))).toEqual(types);
        expect(typesOf(await store.readStream(stream, { fromRevision: 2 }))).toEqual(['E2', 'E3', 'E4']);
        expect(typesOf(await store.readStream(stream, { fromRevision: 1, maxCount: 2 }))).toEqual(['E1', 'E2']);
        expect(typesOf(await store.readStream(stream, { direction: 'backwards' }))).toEqual([...types].reverse());
        expect(
          typesOf(await store.readStream(stream, { direction: 'backwards', fromRevision: 3, maxCount: 2 })),
        ).toEqual(['E3', 'E2']);
        expect(typesOf(await store.readStream(stream, { direction: 'backwards', maxCount: 1 }))).toEqual(['E4']);
      });

      it('returns an empty list for a missing stream', async () => {
        expect(await store.readStream(streamName())).toEqual([]);
        expect(await store.readStream(streamName(), { direction: 'backwards' })).toEqual([]);
      });

      it('reads all events strictly after a position in global order', async () => {
        const streamA = streamName('a');
        const streamB = streamName('b');
        const before = await store.headPosition();
        await store.appendToStream(streamA, [newEvent('A1')], { expectedRevision: 'no_stream' });
        await store.appendToStream(streamB, [newEvent('B1')], { expectedRevision: 'no_stream' });
        await store.appendToStream(streamA, [newEvent('A2')], { expectedRevision: 0 });

        const ours = (events: RecordedEvent[]) =>
          events.filter((e) => e.streamId === streamA || e.streamId === streamB);
        const all = ours(await store.readAll({ after: before }));
        expect(all.map((e) => e.type)).toEqual(['A1', 'B1', 'A2']);
        const positions = all.map((e) => e.globalPosition);
        expect(positions).toEqual([...positions].sort((x, y) => x - y));
        expect(new Set(positions).size).toBe(3);
        expect(await store.headPosition()).toBeGreaterThanOrEqual(positions[2] ?? Number.POSITIVE_INFINITY);

        const afterFirst = ours(await store.readAll({ after: positions[0] }));
        expect(afterFirst.map((e) => e.type)).toEqual(['B1', 'A2']);
        const limited = await store.readAll({ after: before, maxCount: 1 });
        expect(limited).toHaveLength(1);
        expect(limited[0]?.globalPosition).toBeGreaterThan(before);
      });

      it('reads only the asked types, in global order, after a position and up to the count of those types', async () => {
        const stream = streamName('typed');
        const wanted = `Wanted-${randomUUID().slice(0, 8)}`;
        const other = `Other-${randomUUID().slice(0, 8)}`;
        const before = await store.headPosition();
        await store.appendToStream(stream, [
          newEvent(wanted, { n: 1 }),
          newEvent(other, { n: 2 }),
          newEvent(other, { n: 3 }),
          newEvent(wanted, { n: 4 }),
          newEvent(wanted, { n: 5 }),
        ]);
        const typed = await store.readAll({ after: before, types: [wanted] });
        expect(typed.map((event) => (event.data as { n: number }).n)).toEqual([1, 4, 5]);
        const firstTwo = await store.readAll({ after: before, types: [wanted], maxCount: 2 });
        expect(firstTwo.map((event) => (event.data as { n: number }).n)).toEqual([1, 4]);
        const rest = await store.readAll({ after: firstTwo[1]?.globalPosition, types: [wanted, other] });
        expect(rest.map((event) => (event.data as { n: number }).n)).toEqual([5]);
        expect(await store.readAll({ after: before, types: [] })).toEqual([]);
      });

      it('round-trips data, metadata and schema version exactly', async () => {
        const stream = streamName();
        const data = {
          poId: 'po-1',
          totalPence: 123456,
          lines: [{ productId: 'p-1', quantity: 2.5, note: 'Crème brûlée 🍮' }],
          flags: { urgent: true, approved: false },
          deliveredOn: null,
          empty: [],
        };
        const eventMetadata: EventMetadata = {
          actorAccountId: 'account-9',
          actorRole: 'supplierAdmin',
          channel: 'email',
          correlationId: randomUUID(),
          causationId: randomUUID(),
          recordedAt: '2024-12-31T23:59:59.999Z',
          idempotencyKey: 'key-1',
        };
        const event = newEvent('OrderPlaced', data, { schemaVersion: 3, metadata: eventMetadata });
        const result = await store.appendToStream(stream, [event], { expectedRevision: 'no_stream' });
        const [stored] = await store.readStream(stream);
        expect(stored).toEqual({
          ...event,
          streamId: stream,
          revision: 0,
          globalPosition: result.lastPosition,
        });
        const [fromAll] = await store.readAll({ after: result.lastPosition - 1, maxCount: 1 });
        expect(fromAll).toEqual(stored);
      });
    });

    describe('subscribeToAll', () => {
      it('delivers catch-up events after the checkpoint, then live events, in global order', async () => {
        const stream = streamName('subscription');
        await store.appendToStream(stream, [newEvent('Before')], { expectedRevision: 'no_stream' });
        const checkpoint = await store.headPosition();
        await store.appendToStream(stream, [newEvent('CatchUp1'), newEvent('CatchUp2')], { expectedRevision: 0 });

        const delivered: RecordedEvent[] = [];
        const subscription = store.subscribeToAll({
          after: checkpoint,
          onEvent: async (event) => {
            // A slow handler must still see events one at a time and in order.
            await new Promise((resolve) => setTimeout(resolve, 1));
            delivered.push(event);
          },
        });
        try {
          const ours = () => delivered.filter((e) => e.streamId === stream).map((e) => e.type);
          await waitFor(() => ours().length === 2);
          await store.appendToStream(stream, [newEvent('Live1')], { expectedRevision: 2 });
          await store.appendToStream(stream, [newEvent('Live2'), newEvent('Live3')], { expectedRevision: 3 });
          await waitFor(() => ours().length === 5);
          expect(ours()).toEqual(['CatchUp1', 'CatchUp2', 'Live1', 'Live2', 'Live3']);
          const positions = delivered.map((e) => e.globalPosition);
          expect(positions.every((position) => position > checkpoint)).toBe(true);
          expect(positions).toEqual([...positions].sort((x, y) => x - y));
          expect(new Set(positions).size).toBe(positions.length);
        } finally {
          await subscription.stop();
        }
      });

      it('gives each of several subscribers, slow or fast, started at different points, every event once and in order', async () => {
        const stream = streamName('subscribers');
        await store.appendToStream(stream, [newEvent('Seed0'), newEvent('Seed1')], { expectedRevision: 'no_stream' });
        const head = await store.headPosition();
        const starts = [0, head - 1, head, head];
        const seen = starts.map(() => [] as RecordedEvent[]);
        const subscriptions = starts.map((after, index) =>
          store.subscribeToAll({
            after,
            onEvent: async (event) => {
              if (index % 2 === 1) await new Promise((resolve) => setTimeout(resolve, 1));
              seen[index]?.push(event);
            },
          }),
        );
        try {
          let revision = 1;
          for (let round = 0; round < 30; round += 1) {
            const events =
              round % 3 === 0 ? [newEvent(`Live${round}a`), newEvent(`Live${round}b`)] : [newEvent(`Live${round}`)];
            await store.appendToStream(stream, events, { expectedRevision: revision });
            revision += events.length;
          }
          const last = await store.headPosition();
          await waitFor(() => seen.every((events) => events.at(-1)?.globalPosition === last));
          starts.forEach((after, index) => {
            const positions = (seen[index] ?? []).map((event) => event.globalPosition);
            expect(positions.every((position) => position > after)).toBe(true);
            expect(positions).toEqual([...positions].sort((x, y) => x - y));
            expect(new Set(positions).size).toBe(positions.length);
            const ours = (seen[index] ?? []).filter((event) => event.streamId === stream);
            expect(ours.at(-1)?.revision).toBe(revision);
          });
          // Those that started together saw the same events.
          expect(seen[2]?.map((event) => event.eventId)).toEqual(seen[3]?.map((event) => event.eventId));
        } finally {
          await Promise.all(subscriptions.map((subscription) => subscription.stop()));
        }
      });

      it('delivers nothing more after stop', async () => {
        const stream = streamName('subscription');
        const delivered: RecordedEvent[] = [];
        const subscription = store.subscribeToAll({
          after: await store.headPosition(),
          onEvent: (event) => {
            if (event.streamId === stream) delivered.push(event);
          },
        });
        await store.appendToStream(stream, [newEvent('Live')], { expectedRevision: 'no_stream' });
        await waitFor(() => delivered.length === 1);
        await subscription.stop();
        await store.appendToStream(stream, [newEvent('AfterStop')], { expectedRevision: 0 });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(delivered.map((e) => e.type)).toEqual(['Live']);
      });

      it('stops and reports to onError when the handler throws', async () => {
        const stream = streamName('subscription');
        const errors: unknown[] = [];
        const seen: string[] = [];
        const subscription = store.subscribeToAll({
          after: await store.headPosition(),
          onEvent: (event) => {
            if (event.streamId !== stream) return;
            seen.push(event.type);
            if (event.type === 'Poison') throw new Error('handler failed');
          },
          onError: (error) => errors.push(error),
        });
        await store.appendToStream(stream, [newEvent('Poison'), newEvent('Next')], { expectedRevision: 'no_stream' });
        await waitFor(() => errors.length === 1);
        await subscription.stop();
        expect((errors[0] as Error).message).toBe('handler failed');
        expect(seen).toEqual(['Poison']);
      });
    });
  });
}
