import { httpErrors, type NewEvent, type RecordedEvent } from '@oms/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basketDecider } from '../../ordering/basket/basket';
import type { EventStore } from '../eventStore/eventStore';
import { openSqliteEventStore } from '../eventStore/sqliteEventStore';
import { addToBasket, foreignEvent as anotherWritersEvent, commandContext, stream } from './basketCommandFixtures';
import { DomainError } from './domainError';
import { handleCommand } from './handleCommand';
import { forgetFoldedStream } from './streamStateCache';

// Few keys and bodies, so that repeats, and a key reused with another body, happen.
const keys = [null, 'key-a', 'key-b', 'key-c'] as const;
const digests = ['body-1', 'body-2'] as const;

type Step =
  | { kind: 'command'; key: (typeof keys)[number]; digest: (typeof digests)[number]; product: number; quantity: number }
  /** Another process appends to the stream, sometimes under a key a later command repeats. */
  | { kind: 'foreign'; key: (typeof keys)[number]; digest: (typeof digests)[number]; product: number }
  /** The cache drops the stream (evicted, or a failed append): the next command reads it whole. */
  | { kind: 'forget' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('command' as const),
      key: fc.constantFrom(...keys),
      digest: fc.constantFrom(...digests),
      product: fc.integer({ min: 0, max: 2 }),
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('foreign' as const),
      key: fc.constantFrom(...keys),
      digest: fc.constantFrom(...digests),
      product: fc.integer({ min: 0, max: 2 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'forget' as const }) },
);

let foreignIds = 0;
function foreignEvent(key: string | null, digest: string, product: number): NewEvent {
  const event = anotherWritersEvent(`foreign-${++foreignIds}`, `product-${product}`);
  return key ? { ...event, metadata: { ...event.metadata, idempotencyKey: key, requestDigest: digest } } : event;
}

/** What a caller sees of a command: refused, or repeated or not, which stored events, and the basket. */
async function outcomeOf(store: EventStore, run: Extract<Step, { kind: 'command' }>) {
  const context = commandContext(run.key ? { idempotencyKey: run.key, requestDigest: run.digest } : {});
  try {
    const outcome = await handleCommand(
      store,
      stream,
      basketDecider,
      addToBasket(`product-${run.product}`, run.quantity),
      context,
    );
    return {
      repeated: outcome.repeated,
      eventIds: outcome.events.map((event) => event.eventId),
      position: outcome.position,
      lines: outcome.state.lines,
    };
  } catch (error) {
    return { refused: error instanceof DomainError ? error.message : String(error) };
  }
}

/** The same, worked out from the whole stream as stored, without the cache's help. */
function expectedOutcome(before: RecordedEvent[], after: RecordedEvent[], run: Extract<Step, { kind: 'command' }>) {
  const fold = (events: RecordedEvent[]) =>
    events.reduce((state, event) => basketDecider.evolve(state, event as never), basketDecider.initialState()).lines;
  const earlier = run.key ? before.filter((event) => event.metadata.idempotencyKey === run.key) : [];
  const first = earlier[0];
  if (first) {
    if (first.metadata.requestDigest !== run.digest) return { refused: httpErrors.idempotencyKeyReused.message };
    return {
      repeated: true,
      eventIds: earlier.map((event) => event.eventId),
      position: earlier.at(-1)?.globalPosition,
      lines: fold(before),
    };
  }
  const appended = after.slice(before.length);
  return {
    repeated: false,
    eventIds: appended.map((event) => event.eventId),
    position: appended.at(-1)?.globalPosition,
    lines: fold(after),
  };
}

describe('stream state cache (property)', () => {
  it('answers every command as the whole stream, read without the cache, says it should', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (steps) => {
        const store = openSqliteEventStore({ filename: ':memory:' });
        try {
          for (const current of steps) {
            if (current.kind === 'forget') forgetFoldedStream(store, stream);
            else if (current.kind === 'foreign') {
              await store.appendToStream(stream, [foreignEvent(current.key, current.digest, current.product)]);
            } else {
              const before = await store.readStream(stream);
              const outcome = await outcomeOf(store, current);
              const after = await store.readStream(stream);
              expect(after.length - before.length).toBe('repeated' in outcome && !outcome.repeated ? 1 : 0);
              expect(outcome).toEqual(expectedOutcome(before, after, current));
            }
          }
        } finally {
          await store.close();
        }
      }),
      { numRuns: 150 },
    );
  });
});
