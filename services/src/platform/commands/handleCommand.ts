import { currentSchemaVersion, type DomainEvent, httpErrors, type NewEvent } from '@oms/contracts';
import { type EventStore, WrongExpectedRevisionError } from '../eventStore/eventStore';
import { newId } from '../eventStore/newId';
import { type CommandContext, metadataFor } from './commandContext';
import type { Decider } from './decider';
import { domainErrorOf } from './domainError';
import { oneCommandAtATime } from './oneCommandAtATime';
import {
  type FoldedStream,
  forgetFoldedStream,
  keyedEventsOf,
  loadFoldedStream,
  rememberAppended,
} from './streamStateCache';

/** A decider's event as appended: each member of its union keeps its own `data` type. */
export type OutcomeEvent<TEvent extends DomainEvent> = TEvent extends DomainEvent
  ? NewEvent<TEvent['type'], TEvent['data']>
  : never;

export interface CommandOutcome<TState, TEvent extends DomainEvent = DomainEvent> {
  /** The events this command produced, or, for a repeated idempotency key, those of the first run. */
  events: OutcomeEvent<TEvent>[];
  state: TState;
  /** Global position of the last event, for read-your-writes waits; 0 when nothing was appended. */
  position: number;
  repeated: boolean;
  /** Positions of the follow-ups' events (or of their first run's), for read-your-writes waits. */
  followUpPositions: number[];
}

/** A command on another stream that follows from the first command's events (e.g. a fan-out). */
export interface FollowUpCommand {
  streamId: string;
  // The follow-ups of one command may use different deciders; each is only used with its own command.
  // biome-ignore lint/suspicious/noExplicitAny: a heterogeneous list of (decider, command) pairs
  decider: Decider<any, any, any>;
  command: unknown;
  context: CommandContext;
}

export type FollowUps<TEvent extends DomainEvent> = (
  events: readonly OutcomeEvent<TEvent>[],
) => Promise<FollowUpCommand[]>;

/** A command, or how to build it from the folded state (e.g. pricing a basket's lines): built on each attempt. */
export type CommandOf<TState, TCommand> = TCommand | ((state: TState) => Promise<TCommand>);

const MAX_ATTEMPTS = 5;

export function toNewEvents<TEvent extends DomainEvent>(
  events: readonly TEvent[],
  context: CommandContext,
): OutcomeEvent<TEvent>[] {
  const metadata = metadataFor(context);
  return events.map(
    (event) =>
      ({
        eventId: newId(),
        type: event.type,
        data: event.data,
        schemaVersion: currentSchemaVersion(event.type),
        metadata,
      }) as OutcomeEvent<TEvent>,
  );
}

interface Decided {
  streamId: string;
  // biome-ignore lint/suspicious/noExplicitAny: see FollowUpCommand
  decider: Decider<any, any, any>;
  folded: FoldedStream<unknown>;
  decided: DomainEvent[];
  events: NewEvent[];
}

/**
 * Load, fold, decide, append with the expected revision; on a concurrent write, start over
 * (bounded). With an idempotency key, a command already recorded on the stream returns its
 * first result and appends nothing.
 *
 * With follow-ups, the commands on other streams that the events call for are decided at the same
 * time and appended with them in one all-or-nothing multi-stream append, each stream at its own
 * expected revision: either the command and all its consequences are recorded, or none. A repeated
 * key completes its first run's follow-ups one by one, which their own keys make safe: records
 * written before follow-ups were appended atomically may miss some after a crash.
 */
export async function handleCommand<TState, TCommand, TEvent extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<TState, TCommand, TEvent>,
  command: CommandOf<TState, TCommand>,
  context: CommandContext,
  followUps?: FollowUps<TEvent>,
): Promise<CommandOutcome<TState, TEvent>> {
  const outcome = await oneCommandAtATime(store, streamId, () =>
    decideAndAppend(store, streamId, decider, command, context, followUps),
  );
  if (!outcome.repeated || !followUps) return outcome;
  // Outside the stream's line: each follow-up takes its place in its own stream's line.
  for (const followUp of await followUps(outcome.events)) {
    const recorded = await handleCommand(
      store,
      followUp.streamId,
      followUp.decider,
      followUp.command,
      followUp.context,
    );
    outcome.followUpPositions.push(recorded.position);
  }
  return outcome;
}

async function decideAndAppend<TState, TCommand, TEvent extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<TState, TCommand, TEvent>,
  command: CommandOf<TState, TCommand>,
  context: CommandContext,
  followUps: FollowUps<TEvent> | undefined,
): Promise<CommandOutcome<TState, TEvent>> {
  for (let attempt = 1; ; attempt += 1) {
    const folded = await loadFoldedStream(store, streamId, decider);
    const state = folded.state;

    const key = context.idempotencyKey;
    const earlier = key ? folded.byIdempotencyKey.get(key) : undefined;
    if (key && earlier) {
      const firstDigest = earlier.requestDigest;
      if (firstDigest && context.requestDigest && firstDigest !== context.requestDigest) {
        throw domainErrorOf(httpErrors.idempotencyKeyReused);
      }
      // The stream's events are this decider's: what it appended under the key.
      const events = (await keyedEventsOf(store, streamId, key, earlier)) as unknown as OutcomeEvent<TEvent>[];
      return { events, state, position: earlier.position, repeated: true, followUpPositions: [] };
    }

    const decided = decider.decide(await commandFor(command, state), state);
    if (decided.length === 0) return { events: [], state, position: 0, repeated: false, followUpPositions: [] };

    const events = toNewEvents(decided, context);
    const followedUp = followUps
      ? await decideFollowUps(store, await followUps(events))
      : { decided: [], alreadyRecorded: [] };
    const all: Decided[] = [
      { streamId, decider, folded: folded as FoldedStream<unknown>, decided, events },
      ...followedUp.decided,
    ];
    try {
      const positions = await appendAll(store, all);
      const states = all.map((entry, index) => {
        const nextState = entry.decided.reduce(entry.decider.evolve, entry.folded.state);
        rememberAppended(store, entry.streamId, entry.decider, {
          state: nextState,
          events: entry.events,
          firstRevision: entry.folded.revision + 1,
          lastPosition: positions[index] ?? 0,
        });
        return nextState;
      });
      return {
        events,
        state: states[0] as TState,
        position: positions[0] ?? 0,
        repeated: false,
        followUpPositions: [...followedUp.alreadyRecorded, ...positions.slice(1)],
      };
    } catch (error) {
      for (const entry of all) forgetFoldedStream(store, entry.streamId);
      if (error instanceof WrongExpectedRevisionError && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
}

async function commandFor<TState, TCommand>(command: CommandOf<TState, TCommand>, state: TState): Promise<TCommand> {
  return typeof command === 'function' ? (command as (state: TState) => Promise<TCommand>)(state) : command;
}

/** Each stream at its expected revision, several all or nothing; the command's own stream first. */
async function appendAll(store: EventStore, all: readonly Decided[]): Promise<number[]> {
  const appends = all.map((entry) => ({
    streamId: entry.streamId,
    events: entry.events,
    expectedRevision: entry.folded.revision === -1 ? ('no_stream' as const) : entry.folded.revision,
  }));
  const [only] = appends;
  if (only && appends.length === 1) {
    const result = await store.appendToStream(only.streamId, only.events, { expectedRevision: only.expectedRevision });
    return [result.lastPosition];
  }
  return (await store.appendToStreams(appends)).map((result) => result.lastPosition);
}

async function decideFollowUps(
  store: EventStore,
  followUps: readonly FollowUpCommand[],
): Promise<{ decided: Decided[]; alreadyRecorded: number[] }> {
  const decided: Decided[] = [];
  const alreadyRecorded: number[] = [];
  for (const followUp of followUps) {
    const folded = await loadFoldedStream(store, followUp.streamId, followUp.decider);
    const key = followUp.context.idempotencyKey;
    const earlier = key ? folded.byIdempotencyKey.get(key) : undefined;
    if (earlier) {
      alreadyRecorded.push(earlier.position);
      continue;
    }
    const events: DomainEvent[] = followUp.decider.decide(followUp.command, folded.state);
    if (events.length === 0) continue;
    decided.push({
      streamId: followUp.streamId,
      decider: followUp.decider,
      folded,
      decided: events,
      events: toNewEvents(events, followUp.context),
    });
  }
  return { decided, alreadyRecorded };
}
