/** How far one read model has come: the last position it applied and how far the feed is ahead. */
export interface ReadModelProgress {
  name: string;
  collection: string;
  position: number;
  /** Events (Kafka messages, or event-store positions) the read model has yet to apply. */
  lag: number;
}

/** A runner's progress, for the health endpoint and the stalled-consumer monitor. */
export interface ProjectionProgress {
  feed: 'event store' | 'kafka';
  /** The largest lag of any read model. */
  lag: number;
  /** Events applied since this process started: unchanged while lag > 0 means the feed is stalled. */
  applied: number;
  readModels: ReadModelProgress[];
  /** What an operator needs to read a stall, e.g. the consumer group's members. */
  detail?: string;
}
