import type { DomainEvent, NewEvent } from '@oms/contracts';
import { type EventStore, type StreamAppend, WrongExpectedRevisionError } from '../eventStore/eventStore';
import type { CommandContext } from './commandContext';
import type { Decider } from './decider';
import { type CommandOutcome, handleCommand, toNewEvents } from './handleCommand';
import { oneCommandAtATime } from './oneCommandAtATime';
import { type FoldedStream, forgetFoldedStream, loadFoldedStream, rememberAppended } from './streamStateCache';

/** A command on another stream that follows from the first command's events (e.g. a fan-out). */
export interface FollowUpCommand {
  streamId: string;
  // The follow-ups of one command may use different deciders; each is only used with its own command.
  // biome-ignore lint/suspicious/noExplicitAny: a heterogeneous list of (decider, command) pairs
  decider: Decider<any, any, any>;
  command: unknown;
  context: CommandContext;
}

export interface CommandWithFollowUpsOutcome<TState> extends CommandOutcome<TState> {
  /** Positions of the follow-ups' events (or of their first run's), for read-your-writes waits. */
  followUpPositions: number[];
}

const MAX_ATTEMPTS = 5;

interface Decided {
  streamId: string;
  // biome-ignore lint/suspicious/noExplicitAny: see FollowUpCommand
  decider: Decider<any, any, any>;
  folded: FoldedStream<unknown>;
  events: NewEvent[];
  nextState: unknown;
}

/**
 * Like `handleCommand`, and the follow-up commands its events call for are decided at the same
 * time and appended with them in one all-or-nothing multi-stream append, each stream at its own
 * expected revision: either the command and all its consequences are recorded, or none.
 *
 * A repeated idempotency key returns the first run's events and completes its follow-ups one by
 * one through `handleCommand`, whose idempotency keys make that safe: records written before
 * follow-ups were appended atomically may miss some after a crash.
 */
export async function handleCommandWithFollowUps<TState, TCommand, TEvent extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<TState, TCommand, TEvent>,
  command: TCommand,
  context: CommandContext,
  followUps: (events: readonly NewEvent[]) => Promise<FollowUpCommand[]>,
): Promise<CommandWithFollowUpsOutcome<TState>> {
  const appended = await oneCommandAtATime(store, streamId, () =>
    decideAndAppendAll(store, streamId, decider, command, context, followUps),
  );
  if (appended !== alreadyRecorded) return appended;
  // Outside the stream's line: `handleCommand` takes its own place in it.
  const outcome = await handleCommand(store, streamId, decider, command, context);
  const followUpPositions: number[] = [];
  for (const followUp of await followUps(outcome.events)) {
    const recorded = await handleCommand(
      store,
      followUp.streamId,
      followUp.decider,
      followUp.command,
      followUp.context,
    );
    followUpPositions.push(recorded.position);
  }
  return { ...outcome, followUpPositions };
}

/** The command's idempotency key is already on its stream: its first run's follow-ups are completed one by one. */
const alreadyRecorded = Symbol('already recorded');

async function decideAndAppendAll<TState, TCommand, TEvent extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<TState, TCommand, TEvent>,
  command: TCommand,
  context: CommandContext,
  followUps: (events: readonly NewEvent[]) => Promise<FollowUpCommand[]>,
): Promise<CommandWithFollowUpsOutcome<TState> | typeof alreadyRecorded> {
  for (let attempt = 1; ; attempt += 1) {
    const folded = await loadFoldedStream(store, streamId, decider);
    if (context.idempotencyKey && folded.byIdempotencyKey.has(context.idempotencyKey)) return alreadyRecorded;

    const decided = decider.decide(command, folded.state);
    if (decided.length === 0)
      return { events: [], state: folded.state, position: 0, repeated: false, followUpPositions: [] };
    const primary: Decided = {
      streamId,
      decider: decider as unknown as Decided['decider'],
      folded: folded as FoldedStream<unknown>,
      events: toNewEvents(decided, context),
      nextState: decided.reduce(decider.evolve, folded.state),
    };
    const followUpsDecided = await decideFollowUps(store, await followUps(primary.events));
    const all = [primary, ...followUpsDecided.decided];
    const appends: StreamAppend[] = all.map((entry) => ({
      streamId: entry.streamId,
      events: entry.events,
      expectedRevision: entry.folded.revision === -1 ? 'no_stream' : entry.folded.revision,
    }));
    try {
      // The command's own stream first: it is the one concurrent requests contend for.
      const results = await store.appendToStreams(appends);
      all.forEach((entry, index) => {
        rememberAppended(store, entry.streamId, entry.decider, {
          state: entry.nextState,
          events: entry.events,
          firstRevision: entry.folded.revision + 1,
          lastPosition: results[index]?.lastPosition ?? 0,
        });
      });
      return {
        events: primary.events,
        state: primary.nextState as TState,
        position: results[0]?.lastPosition ?? 0,
        repeated: false,
        followUpPositions: [
          ...followUpsDecided.alreadyRecorded,
          ...results.slice(1).map((result) => result.lastPosition),
        ],
      };
    } catch (error) {
      for (const entry of all) forgetFoldedStream(store, entry.streamId);
      if (error instanceof WrongExpectedRevisionError && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
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
    const events = followUp.decider.decide(followUp.command, folded.state);
    if (events.length === 0) continue;
    decided.push({
      streamId: followUp.streamId,
      decider: followUp.decider,
      folded,
      events: toNewEvents(events, followUp.context),
      nextState: events.reduce(followUp.decider.evolve, folded.state),
    });
  }
  return { decided, alreadyRecorded };
}
