import { randomUUID } from 'node:crypto';
import { currentSchemaVersion, type DomainEvent, type NewEvent } from '@oms/contracts';
import { type EventStore, type ExpectedRevision, WrongExpectedRevisionError } from '../eventStore/eventStore';
import { type CommandContext, metadataFor } from './commandContext';
import type { Decider } from './decider';

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
    eventId: randomUUID(),
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
  for (let attempt = 1; ; attempt += 1) {
    const history = await store.readStream(streamId);
    const state = history.reduce((current, event) => decider.evolve(current, event as never), decider.initialState());

    if (context.idempotencyKey) {
      const earlier = history.filter((event) => event.metadata.idempotencyKey === context.idempotencyKey);
      if (earlier.length > 0) {
        return { events: earlier, state, position: earlier.at(-1)?.globalPosition ?? 0, repeated: true };
      }
    }

    const decided = decider.decide(command, state);
    if (decided.length === 0) return { events: [], state, position: 0, repeated: false };

    const expectedRevision: ExpectedRevision = history.length === 0 ? 'no_stream' : history.length - 1;
    const newEvents = toNewEvents(decided, context);
    try {
      const result = await store.appendToStream(streamId, newEvents, { expectedRevision });
      const nextState = decided.reduce(decider.evolve, state);
      return { events: newEvents, state: nextState, position: result.lastPosition, repeated: false };
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
}
