import { currentSchemaVersion, type DomainEvent, httpErrors, type NewEvent } from '@oms/contracts';
import { type EventStore, type ExpectedRevision, WrongExpectedRevisionError } from '../eventStore/eventStore';
import { newId } from '../eventStore/newId';
import { type CommandContext, metadataFor } from './commandContext';
import type { Decider } from './decider';
import { domainErrorOf } from './domainError';
import { oneCommandAtATime } from './oneCommandAtATime';
import { forgetFoldedStream, keyedEventsOf, loadFoldedStream, rememberAppended } from './streamStateCache';

export interface CommandOutcome<TState> {
  /** The events this command produced, or, for a repeated idempotency key, those of the first run. */
  events: NewEvent[];
  state: TState;
  /** Global position of the last event, for read-your-writes waits; 0 when nothing was appended. */
  position: number;
  repeated: boolean;
}

const MAX_ATTEMPTS = 5;

export function toNewEvents(events: readonly DomainEvent[], context: CommandContext): NewEvent[] {
  const metadata = metadataFor(context);
  return events.map((event) => ({
    eventId: newId(),
    type: event.type,
    data: event.data,
    schemaVersion: currentSchemaVersion(event.type),
    metadata,
  }));
}

/**
 * Load, fold, decide, append with the expected revision; on a concurrent write, start over
 * (bounded). With an idempotency key, a command already recorded on the stream returns its
 * first result and appends nothing.
 */
export async function handleCommand<TState, TCommand, TEvent extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<TState, TCommand, TEvent>,
  command: TCommand,
  context: CommandContext,
): Promise<CommandOutcome<TState>> {
  return oneCommandAtATime(store, streamId, () => decideAndAppend(store, streamId, decider, command, context));
}

async function decideAndAppend<TState, TCommand, TEvent extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<TState, TCommand, TEvent>,
  command: TCommand,
  context: CommandContext,
): Promise<CommandOutcome<TState>> {
  for (let attempt = 1; ; attempt += 1) {
    const folded = await loadFoldedStream(store, streamId, decider);
    const state = folded.state;

    if (context.idempotencyKey) {
      const earlier = folded.byIdempotencyKey.get(context.idempotencyKey);
      if (earlier) {
        const firstDigest = earlier.requestDigest;
        if (firstDigest && context.requestDigest && firstDigest !== context.requestDigest) {
          throw domainErrorOf(httpErrors.idempotencyKeyReused);
        }
        const events = await keyedEventsOf(store, streamId, context.idempotencyKey, earlier);
        return { events, state, position: earlier.position, repeated: true };
      }
    }

    const decided = decider.decide(command, state);
    if (decided.length === 0) return { events: [], state, position: 0, repeated: false };

    const expectedRevision: ExpectedRevision = folded.revision === -1 ? 'no_stream' : folded.revision;
    const newEvents = toNewEvents(decided, context);
    try {
      const result = await store.appendToStream(streamId, newEvents, { expectedRevision });
      const nextState = decided.reduce(decider.evolve, state);
      rememberAppended(store, streamId, decider, {
        state: nextState,
        events: newEvents,
        firstRevision: folded.revision + 1,
        lastPosition: result.lastPosition,
      });
      return { events: newEvents, state: nextState, position: result.lastPosition, repeated: false };
    } catch (error) {
      forgetFoldedStream(store, streamId);
      if (error instanceof WrongExpectedRevisionError && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
}
