import type { RecordedEvent } from '@oms/contracts';
import pg from 'pg';
import type { SubscribeToAllOptions, Subscription } from './eventStore';
import { stoppableFromHandler } from './stoppableFromHandler';

const batchSize = 500;
/** A missed notification (a dropped listener connection) costs at most this long a wait. */
const pollMs = 1000;
const reconnectMs = 1000;
const tailLimit = 2 * batchSize;

interface Options {
  connectionString: string;
  channel: string;
  readAfter(position: number, count: number): Promise<RecordedEvent[]>;
}

/**
 * `subscribeToAll` on PostgreSQL: one LISTEN connection wakes every subscriber when an append
 * commits (the append function notifies), and a poll covers a notification lost with the
 * connection. Subscribers that follow the head share one read of each new batch: the tail holds
 * every event after `tailAfter` that the store held when it was read, with nothing missing in
 * between (positions are visible in order: see postgresSchema.ts).
 */
export function postgresSubscriptions(options: Options) {
  const wakers = new Set<() => void>();
  const running = new Set<Subscription>();
  let closed = false;
  let listener: pg.Client | undefined;
  let tailAfter = 0;
  let tail: RecordedEvent[] = [];
  let pendingRead: { after: number; read: Promise<RecordedEvent[]> } | undefined;

  async function listen(): Promise<void> {
    if (closed || listener) return;
    const client = new pg.Client({ connectionString: options.connectionString });
    listener = client;
    const reconnect = () => {
      if (listener !== client) return;
      listener = undefined;
      client.end().catch(() => {});
      if (!closed) setTimeout(() => void listen(), reconnectMs).unref();
    };
    client.on('error', reconnect);
    client.on('end', reconnect);
    client.on('notification', () => {
      for (const wake of wakers) wake();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${options.channel}`);
      // Anything committed while the listener was away is found by this wake-up's reads.
      for (const wake of wakers) wake();
    } catch {
      reconnect();
    }
  }

  /** Reads after `after` once for every subscriber asking the same, and keeps what follows the tail. */
  async function readShared(after: number): Promise<RecordedEvent[]> {
    if (pendingRead?.after !== after) {
      const read = options.readAfter(after, batchSize);
      pendingRead = { after, read };
      read.then(
        (events) => {
          if (pendingRead?.read === read) pendingRead = undefined;
          const tailEnd = tail.at(-1)?.globalPosition ?? tailAfter;
          if (after === tailEnd) tail = tail.concat(events);
          else {
            tailAfter = after;
            tail = events;
          }
          if (tail.length > tailLimit + batchSize) {
            const dropped = tail.length - tailLimit;
            tailAfter = (tail[dropped - 1] as RecordedEvent).globalPosition;
            tail = tail.slice(dropped);
          }
        },
        () => {
          if (pendingRead?.read === read) pendingRead = undefined;
        },
      );
    }
    return pendingRead.read;
  }

  async function batchAfter(checkpoint: number): Promise<RecordedEvent[]> {
    const tailEnd = tail.at(-1)?.globalPosition ?? tailAfter;
    if (checkpoint >= tailAfter && checkpoint < tailEnd) {
      const start = tail.findIndex((event) => event.globalPosition > checkpoint);
      return tail.slice(start, start + batchSize);
    }
    return readShared(checkpoint);
  }

  function subscribe({ after = 0, onEvent, onError }: SubscribeToAllOptions): Subscription {
    void listen();
    let checkpoint = after;
    let stopped = false;
    let signalled = false;
    let wake: (() => void) | undefined;
    const signal = () => {
      signalled = true;
      const resolve = wake;
      wake = undefined;
      resolve?.();
    };
    const waitForSignal = () =>
      new Promise<void>((resolve) => {
        if (signalled || stopped) return resolve();
        const timer = setTimeout(signal, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });

    return stoppableFromHandler(onEvent, (deliver) => {
      const run = async () => {
        await Promise.resolve();
        while (!stopped) {
          signalled = false;
          const batch = await batchAfter(checkpoint);
          for (const event of batch) {
            if (stopped) return;
            await deliver(event);
            checkpoint = event.globalPosition;
          }
          if (batch.length < batchSize) await waitForSignal();
        }
      };
      wakers.add(signal);
      const loop = run()
        .catch((error: unknown) => {
          stopped = true;
          onError?.(error);
        })
        .finally(() => {
          wakers.delete(signal);
          running.delete(subscription);
        });
      const subscription: Subscription = {
        stop() {
          stopped = true;
          signal();
          return loop;
        },
      };
      running.add(subscription);
      return subscription;
    });
  }

  return {
    subscribe,
    async close(): Promise<void> {
      closed = true;
      await Promise.all([...running].map((subscription) => subscription.stop()));
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
}
