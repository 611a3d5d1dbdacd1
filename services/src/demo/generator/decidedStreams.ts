import type { DomainEvent, NewEvent } from '@oms/contracts';
import type { CommandContext } from '../../platform/commands/commandContext';
import type { Decider } from '../../platform/commands/decider';
import { type OutcomeEvent, toNewEvents } from '../../platform/commands/handleCommand';
import type { EventStore } from '../../platform/eventStore/eventStore';

interface StreamInProgress {
  state: unknown;
  /** Revision of the stream's last stored event; -1 before the first append. */
  revision: number;
  pending: NewEvent[];
}

/**
 * Runs generated commands through the real deciders with the state kept in memory, and appends
 * the decided events in batches per stream. Meant for an empty store that nothing else writes
 * to while it runs (seeding and benchmarks): it starts every stream at 'no_stream'.
 */
export class DecidedStreams {
  private readonly streams = new Map<string, StreamInProgress>();
  private readonly withPending = new Set<string>();
  private pendingCount = 0;
  eventCount = 0;

  constructor(
    private readonly eventStore: EventStore,
    /** Events kept back per stream before one append; also the bound on everything pending. */
    private readonly batchSize = 100,
  ) {}

  async decide<TState, TCommand, TEvent extends DomainEvent>(
    streamId: string,
    decider: Decider<TState, TCommand, TEvent>,
    command: TCommand,
    context: CommandContext,
  ): Promise<OutcomeEvent<TEvent>[]> {
    let stream = this.streams.get(streamId);
    if (!stream) {
      stream = { state: decider.initialState(), revision: -1, pending: [] };
      this.streams.set(streamId, stream);
    }
    const events = decider.decide(command, stream.state as TState);
    const recorded = toNewEvents(events, context);
    stream.state = events.reduce(decider.evolve, stream.state as TState);
    stream.pending.push(...recorded);
    if (events.length > 0) this.withPending.add(streamId);
    this.pendingCount += events.length;
    this.eventCount += events.length;
    if (stream.pending.length >= this.batchSize) await this.flushStream(streamId, stream);
    else if (this.pendingCount >= this.batchSize * 50) await this.flush();
    return recorded;
  }

  /**
   * Appends everything still pending, many streams per call: one transaction each instead of a
   * round trip per stream, which on a server store is most of a seed's time.
   */
  async flush(): Promise<void> {
    let appends: { streamId: string; stream: StreamInProgress; events: NewEvent[] }[] = [];
    let events = 0;
    for (const streamId of this.withPending) {
      const stream = this.streams.get(streamId);
      if (!stream) continue;
      appends.push({ streamId, stream, events: stream.pending });
      events += stream.pending.length;
      if (events >= this.batchSize * 20) {
        await this.appendTogether(appends);
        appends = [];
        events = 0;
      }
    }
    if (appends.length > 0) await this.appendTogether(appends);
  }

  private async appendTogether(appends: { streamId: string; stream: StreamInProgress; events: NewEvent[] }[]) {
    for (const { streamId, stream, events } of appends) {
      stream.pending = [];
      this.withPending.delete(streamId);
      this.pendingCount -= events.length;
    }
    const results = await this.eventStore.appendToStreams(
      appends.map(({ streamId, stream, events }) => ({
        streamId,
        events,
        expectedRevision: stream.revision === -1 ? ('no_stream' as const) : stream.revision,
      })),
    );
    appends.forEach(({ stream }, index) => {
      stream.revision = results[index]?.nextExpectedRevision ?? stream.revision;
    });
  }

  private async flushStream(streamId: string, stream: StreamInProgress): Promise<void> {
    const events = stream.pending;
    stream.pending = [];
    this.withPending.delete(streamId);
    this.pendingCount -= events.length;
    const result = await this.eventStore.appendToStream(streamId, events, {
      expectedRevision: stream.revision === -1 ? 'no_stream' : stream.revision,
    });
    stream.revision = result.nextExpectedRevision;
  }
}
