import {
  ANY,
  BACKWARDS,
  END,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  KurrentDBClient,
  NO_STREAM,
  type ResolvedEvent,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import type { EventMetadata, NewEvent, RecordedEvent } from '@oms/contracts';
import {
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type ReadAllOptions,
  type ReadStreamOptions,
  type SubscribeToAllOptions,
  type Subscription,
  WrongExpectedRevisionError,
} from './eventStore';

/** How far back an append looks for event ids it already stored (a retried command's events). */
const IDEMPOTENCY_WINDOW = 1000;

type StoredMetadata = EventMetadata & { schemaVersion: number };

/**
 * A global position is the event's prepare position in the KurrentDB log: unique per event and
 * growing in log order, so it serves as the exclusive checkpoint of `readAll` and `subscribeToAll`.
 */
function toRecordedEvent(resolved: ResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event?.isJson || !event.position) return null;
  const { schemaVersion, ...metadata } = event.metadata as StoredMetadata;
  return {
    eventId: event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    globalPosition: Number(event.position.prepare),
    type: event.type,
    schemaVersion,
    data: event.data,
    metadata,
  };
}

/** The production event store: EventStoreDB/KurrentDB through the maintained `@kurrent/kurrentdb-client`. */
export function openKurrentEventStore(options: { connectionString: string }): EventStore {
  const client = KurrentDBClient.connectionString(options.connectionString);
  const subscriptions = new Set<Subscription>();

  async function readStreamEvents(streamId: string, readOptions: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = readOptions.direction === 'backwards';
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of client.readStream(streamId, {
        direction: backwards ? BACKWARDS : FORWARDS,
        fromRevision:
          readOptions.fromRevision === undefined ? (backwards ? END : START) : BigInt(readOptions.fromRevision),
        ...(readOptions.maxCount !== undefined ? { maxCount: readOptions.maxCount } : {}),
      })) {
        const event = toRecordedEvent(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async function readAllAfter(after: number, maxCount?: number, types?: readonly string[]): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    const wanted = types ? new Set(types) : null;
    const from = after > 0 ? { commit: BigInt(after), prepare: BigInt(after) } : START;
    for await (const resolved of client.readAll({ fromPosition: from, filter: excludeSystemEvents() })) {
      const event = toRecordedEvent(resolved);
      if (!event || event.globalPosition <= after || (wanted && !wanted.has(event.type))) continue;
      events.push(event);
      if (maxCount !== undefined && events.length >= maxCount) break;
    }
    return events;
  }

  function checkExpected(streamId: string, expected: ExpectedRevision, last: RecordedEvent | undefined): void {
    const current = last?.revision;
    const matches =
      expected === 'any' ||
      (expected === 'no_stream' && current === undefined) ||
      (expected === 'stream_exists' && current !== undefined) ||
      expected === current;
    if (!matches) throw new WrongExpectedRevisionError(streamId, expected, current ?? 'no_stream');
  }

  /** Reads and checks the stream: the result when nothing is to be written, else the write to do. */
  async function prepareAppend(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult | (() => Promise<AppendResult>)> {
    const recent = await readStreamEvents(streamId, { direction: 'backwards', maxCount: IDEMPOTENCY_WINDOW });
    const last = recent[0];
    const stored = new Map(recent.map((event) => [event.eventId, event]));
    const unique = [...new Map(events.map((event) => [event.eventId, event])).values()];
    const fresh = unique.filter((event) => !stored.has(event.eventId));
    if (unique.length > 0 && fresh.length === 0) {
      const positions = unique.map((event) => stored.get(event.eventId)?.globalPosition ?? 0);
      return { nextExpectedRevision: last?.revision ?? -1, lastPosition: Math.max(...positions), written: false };
    }
    checkExpected(streamId, expected, last);
    if (fresh.length === 0) {
      return { nextExpectedRevision: last?.revision ?? -1, lastPosition: last?.globalPosition ?? 0, written: false };
    }
    return async () => {
      try {
        const result = await client.appendToStream(
          streamId,
          fresh.map((event) =>
            jsonEvent({
              id: event.eventId,
              type: event.type,
              data: (event.data ?? {}) as Record<string, unknown>,
              metadata: { ...event.metadata, schemaVersion: event.schemaVersion },
            }),
          ),
          // The revision checked above is the one sent, so a concurrent writer in between still fails.
          { streamState: expected === 'any' ? ANY : last ? BigInt(last.revision) : NO_STREAM },
        );
        const [written] = await readStreamEvents(streamId, { direction: 'backwards', maxCount: 1 });
        return {
          nextExpectedRevision: Number(result.nextExpectedRevision),
          lastPosition: written?.globalPosition ?? 0,
          written: true,
        };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          const actual = error.actualState;
          throw new WrongExpectedRevisionError(streamId, expected, actual === NO_STREAM ? 'no_stream' : Number(actual));
        }
        throw error;
      }
    };
  }

  return {
    async appendToStream(streamId, events: readonly NewEvent[], appendOptions): Promise<AppendResult> {
      const prepared = await prepareAppend(streamId, events, appendOptions?.expectedRevision ?? 'any');
      return typeof prepared === 'function' ? prepared() : prepared;
    },

    /**
     * KurrentDB's own multi-stream append (server 25.1+) keeps only string metadata, which this
     * adapter's events do not have: every stream is checked first, so a stale expected revision writes
     * nothing, then the streams are written one by one, in the given order. A writer racing in between
     * the check and the writes can still fail a later stream after earlier ones are written: callers
     * put first the stream whose revision others contend for, and make the rest safe to complete.
     */
    async appendToStreams(appends): Promise<AppendResult[]> {
      if (new Set(appends.map((entry) => entry.streamId)).size !== appends.length) {
        throw new Error('appendToStreams: each stream may appear once');
      }
      const prepared: (AppendResult | (() => Promise<AppendResult>))[] = [];
      for (const entry of appends) {
        prepared.push(await prepareAppend(entry.streamId, entry.events, entry.expectedRevision ?? 'any'));
      }
      const results: AppendResult[] = [];
      for (const step of prepared) results.push(typeof step === 'function' ? await step() : step);
      return results;
    },

    readStream: (streamId, readOptions) => readStreamEvents(streamId, readOptions),

    readAll: (readOptions: ReadAllOptions = {}) =>
      readAllAfter(readOptions.after ?? 0, readOptions.maxCount, readOptions.types),

    async headPosition() {
      for await (const resolved of client.readAll({
        direction: BACKWARDS,
        fromPosition: END,
        maxCount: 1,
        filter: excludeSystemEvents(),
      })) {
        const event = toRecordedEvent(resolved);
        if (event) return event.globalPosition;
      }
      return 0;
    },

    subscribeToAll({ after = 0, onEvent, onError }: SubscribeToAllOptions): Subscription {
      const stream = client.subscribeToAll({
        fromPosition: after > 0 ? { commit: BigInt(after), prepare: BigInt(after) } : START,
        filter: excludeSystemEvents(),
      });
      let stopped = false;
      const forget = () => subscriptions.delete(subscription);
      const loop = (async () => {
        try {
          for await (const resolved of stream) {
            if (stopped) break;
            const event = toRecordedEvent(resolved);
            if (!event || event.globalPosition <= after) continue;
            await onEvent(event);
          }
        } catch (error) {
          if (!stopped) onError?.(error);
        } finally {
          stopped = true;
          await stream.unsubscribe().catch(() => {});
          forget();
        }
      })();
      const subscription: Subscription = {
        async stop() {
          stopped = true;
          await stream.unsubscribe().catch(() => {});
          await loop;
        },
      };
      subscriptions.add(subscription);
      return subscription;
    },

    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.stop()));
      await client.dispose();
    },
  };
}
