import type { RecordedEvent } from '@oms/contracts';

/**
 * A projector threw on an event (its `documentIds` or `evolve`): the event cannot be used by that
 * projection and is skipped. Anything else that fails while applying (the read store) is not the
 * event's fault, and a feed that can deliver again (Kafka) lets it fail the batch instead.
 */
export class ProjectorError extends Error {
  constructor(
    readonly projection: string,
    readonly event: Pick<RecordedEvent, 'eventId' | 'type' | 'globalPosition'>,
    options: { cause: unknown },
  ) {
    super(`Projection ${projection} failed on ${event.type} at ${event.globalPosition}`, options);
    this.name = 'ProjectorError';
  }
}

/** Runs a projector's function on an event, reporting what it throws as the projector's. */
export function byProjector<R>(projection: string, event: RecordedEvent, work: () => R): R {
  try {
    return work();
  } catch (error) {
    throw new ProjectorError(projection, event, { cause: error });
  }
}
