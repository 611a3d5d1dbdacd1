import type { RecordedEvent } from '@oms/contracts';

/** What the runner needs from a feed of committed events; the event store port satisfies it. */
export interface EventSource {
  readAll(options?: { after?: number; maxCount?: number }): Promise<RecordedEvent[]>;
  headPosition(): Promise<number>;
  subscribeToAll(options: {
    after?: number;
    onEvent: (event: RecordedEvent) => Promise<void> | void;
    onError?: (error: unknown) => void;
  }): { stop(): Promise<void> };
}
