import type { RecordedEvent } from '@oms/contracts';
import type { SubscribeToAllOptions, Subscription } from './eventStore';

const subscriptionBatchSize = 500;
// Only needed for events appended by another process: in-process appends wake subscribers directly.
const crossProcessPollMs = 250;

export interface SqliteSubscriptions {
  subscribeToAll(options: SubscribeToAllOptions): Subscription;
  /** What this process just committed, in position order: it joins the tail and wakes the subscribers. */
  committed(events: readonly RecordedEvent[]): void;
  stopAll(): Promise<void>;
}

/**
 * The SQLite store's subscriptions: each follows the store from its checkpoint in batches, woken by
 * this process's commits and polling for other processes'. `readEventsAfter` reads the store itself.
 */
export function sqliteSubscriptions(
  readEventsAfter: (position: number, count: number) => RecordedEvent[],
): SqliteSubscriptions {
  const wakers = new Set<() => void>();
  const subscriptions = new Set<Subscription>();

  /**
   * The tail the subscriptions follow, read and parsed once for all of them: every subscriber
   * (projections, search, mail, reactors) wakes on the same append and asks for the same events.
   * `tail` holds consecutive events of the store, the first being the next after `tailAfter`.
   */
  let tailAfter = 0;
  let tail: RecordedEvent[] = [];
  /**
   * True while no event past the tail's end is known to exist: the last read after it reached the
   * head, and every append since was this process's own and joined the tail. Appends by another
   * process on the same file are found by the subscribers' poll, which always reads.
   */
  let tailAtHead = false;
  const tailLimit = 2 * subscriptionBatchSize;

  // Trimmed a batch at a time: trimming to the limit on every append copied the whole tail each time.
  function trimTail(): void {
    if (tail.length <= tailLimit + subscriptionBatchSize) return;
    const dropped = tail.length - tailLimit;
    tailAfter = (tail[dropped - 1] as RecordedEvent).globalPosition;
    tail = tail.slice(dropped);
  }

  function readAfter(position: number, count: number): RecordedEvent[] {
    const read = readEventsAfter(position, count);
    tailAtHead = read.length < count;
    return read;
  }

  /**
   * What this process just committed joins the tail as the store would read it back (parsed from
   * the same JSON), so the subscribers do not read and parse it again. Only when it follows the
   * tail's last event directly: a gap means another process wrote in between, read from the store.
   */
  function joinTail(events: readonly RecordedEvent[]): void {
    const tailEnd = tail.at(-1)?.globalPosition ?? tailAfter;
    const consecutive = events.every((event, index) => event.globalPosition === tailEnd + 1 + index);
    if (!consecutive || events.length === 0) {
      tailAtHead = false;
      return;
    }
    // In place: a copy of the whole tail per commit was a visible share of add to basket.
    for (const event of events) tail.push(event);
    // Nothing came between, and nothing can come after before this commit: the tail is the head.
    tailAtHead = true;
    trimTail();
  }

  function subscriptionBatchAfter(checkpoint: number, polled: boolean): RecordedEvent[] {
    const tailEnd = tail.at(-1)?.globalPosition ?? tailAfter;
    let start = -1;
    if (checkpoint === tailAfter) start = 0;
    else if (checkpoint > tailAfter && checkpoint <= tailEnd) {
      // Positions in the tail are usually consecutive: look where the checkpoint would be first.
      const guess = checkpoint - (tail[0] as RecordedEvent).globalPosition;
      const at =
        tail[guess]?.globalPosition === checkpoint
          ? guess
          : tail.findIndex((event) => event.globalPosition === checkpoint);
      if (at >= 0) start = at + 1;
    }
    if (start < 0) {
      // Behind or apart from the others (a catch-up): its batch becomes the tail.
      tail = readAfter(checkpoint, subscriptionBatchSize);
      tailAfter = checkpoint;
      // A copy: the tail grows in place, and a batch must not grow while its subscriber walks it.
      return tail.slice();
    }
    const held = tail.length - start;
    if (held < subscriptionBatchSize && (polled || !tailAtHead)) {
      // What was appended after the tail is read once, for whoever asks first.
      tail = tail.concat(readAfter(tailEnd, subscriptionBatchSize - held));
    }
    const batch = tail.slice(start, start + subscriptionBatchSize);
    trimTail();
    return batch;
  }

  function subscribeToAll({ after = 0, onEvent, onError }: SubscribeToAllOptions): Subscription {
    let checkpoint = after;
    let stopped = false;
    let signalled = false;
    // True while the handler runs synchronously: a stop() then is the handler's own (see stop).
    let inHandler = false;
    // The first read and every read after the poll's timeout look at the store itself.
    let polled = true;
    // The waiting loop's resolve, and one poll timer re-armed by each wait: a timer and two closures
    // per wait (each named by tsx with a defineProperty call) were a visible share of a command.
    let wake: (() => void) | undefined;
    let pollTimer: NodeJS.Timeout | undefined;
    const endWait = () => {
      const resolve = wake;
      wake = undefined;
      resolve?.();
    };
    const signal = () => {
      signalled = true;
      endWait();
    };
    // Left armed after a wake: firing while events are handled only makes the next read a poll.
    const pollTimedOut = () => {
      polled = true;
      endWait();
    };
    const waitForSignal = () =>
      new Promise<void>((resolve) => {
        if (signalled || stopped) return resolve();
        wake = resolve;
        if (pollTimer) pollTimer.refresh();
        else pollTimer = setTimeout(pollTimedOut, crossProcessPollMs);
      });

    const deliver = (event: RecordedEvent) => {
      inHandler = true;
      try {
        return onEvent(event);
      } finally {
        inHandler = false;
      }
    };

    const run = async () => {
      // Callers get the subscription back before the first event is delivered.
      await Promise.resolve();
      while (!stopped) {
        signalled = false;
        const batch = subscriptionBatchAfter(checkpoint, polled);
        polled = false;
        for (const event of batch) {
          if (stopped) return;
          await deliver(event);
          checkpoint = event.globalPosition;
        }
        if (batch.length < subscriptionBatchSize) await waitForSignal();
      }
    };

    wakers.add(signal);
    const loop = run()
      .catch((error: unknown) => {
        stopped = true;
        onError?.(error);
      })
      .finally(() => {
        clearTimeout(pollTimer);
        wakers.delete(signal);
        subscriptions.delete(subscription);
      });

    const subscription: Subscription = {
      stop() {
        stopped = true;
        signal();
        // Awaiting our own loop from inside onEvent would deadlock; the loop exits once the handler
        // returns. Decorators that defer the handler past an await keep this with stoppableFromHandler.
        return inHandler ? Promise.resolve() : loop;
      },
    };
    subscriptions.add(subscription);
    return subscription;
  }

  return {
    subscribeToAll,
    committed(events) {
      joinTail(events);
      for (const notify of wakers) notify();
    },
    async stopAll() {
      await Promise.all([...subscriptions].map((subscription) => subscription.stop()));
    },
  };
}
