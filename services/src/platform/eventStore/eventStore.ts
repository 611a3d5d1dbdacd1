import type { NewEvent, RecordedEvent } from '@oms/contracts';

/**
 * 'no_stream': the stream must not exist yet. 'stream_exists': it must exist.
 * 'any': no check. A number: the revision of the stream's last event.
 */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | number;

export interface AppendResult {
  /** Revision of the stream's last event after the append. */
  nextExpectedRevision: number;
  /** Global position of the last event written (or of the already-present duplicate). */
  lastPosition: number;
  /** False when every event id was already in the store, so nothing was written. */
  written: boolean;
}

/** One stream's share of a multi-stream append. */
export interface StreamAppend {
  streamId: string;
  events: readonly NewEvent[];
  expectedRevision?: ExpectedRevision;
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive starting revision; defaults to the start (forwards) or the end (backwards). */
  fromRevision?: number;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this global position. 0 (default) reads from the beginning. */
  after?: number;
  /** At most this many events (of the asked types, when `types` is given). */
  maxCount?: number;
  /** Only events of these types: a reader that needs a few types skips reading the rest. */
  types?: readonly string[];
}

export interface SubscribeToAllOptions {
  /** Exclusive checkpoint: the subscription delivers events strictly after it. */
  after?: number;
  onEvent: (event: RecordedEvent) => Promise<void> | void;
  onError?: (error: unknown) => void;
}

export interface Subscription {
  /**
   * Delivers nothing more; resolves once the running handler, if any, has returned. The SQLite
   * store lets a handler stop its own subscription and await that, when it calls stop() before its
   * first await (a later call there would wait for the handler itself).
   */
  stop(): Promise<void>;
}

export interface EventStore {
  appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options?: { expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult>;
  /**
   * Appends to several distinct streams, all or nothing: each stream's expected revision and
   * event-id idempotency are checked as `appendToStream` does, and if any check fails nothing is
   * written. Results come back in the order of `appends`. (KurrentDB checks all first, then writes
   * in order: see its adapter for the one race that can leave a later stream unwritten.)
   */
  appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]>;
  /** Returns an empty list when the stream does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Position of the last event in the store, 0 when empty. */
  headPosition(): Promise<number>;
  /** Catch-up from the checkpoint, then live; events arrive one at a time, in order. */
  subscribeToAll(options: SubscribeToAllOptions): Subscription;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  readonly code = 'WRONG_EXPECTED_REVISION';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}
