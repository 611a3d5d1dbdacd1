import type { RecordedEvent } from '@oms/contracts';

/** What the runner needs from a feed of committed events; the event store port satisfies it. */
export interface EventSource {
  /** `types`: only events of these types (a feed that may ignore it hands over more, never fewer). */
  readAll(options?: { after?: number; maxCount?: number; types?: readonly string[] }): Promise<RecordedEvent[]>;
  headPosition(): Promise<number>;
  subscribeToAll(options: {
    after?: number;
    onEvent: (event: RecordedEvent) => Promise<void> | void;
    onError?: (error: unknown) => void;
  }): { stop(): Promise<void> };
}
