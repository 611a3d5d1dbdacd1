import type { RecordedEvent } from '@oms/contracts';
import { contextOfStream, defaultTopicPrefix, type ReadStore, toKafkaMessage, topicsOf } from '@oms/projections';
import { type Kafka, Partitioners, type Producer } from 'kafkajs';
import type { EventStore } from '../eventStore/eventStore';

const RELAY_CHECKPOINTS = 'relay_checkpoints';
const BATCH = 500;
/** How often an idle relay looks for new events; appends in this process wake it at once. */
const IDLE_POLL_MS = 200;

export interface KafkaRelayOptions {
  kafka: Kafka;
  eventStore: EventStore;
  /** Where the relay keeps its checkpoint: the read store, which outlives the relay process. */
  checkpointStore: ReadStore;
  name?: string;
  topicPrefix?: string;
  partitions?: number;
  logger?: { error(object: unknown, message?: string): void };
}

export interface KafkaRelay {
  /** Resolves once every event up to `position` is published. */
  waitFor(position: number): Promise<void>;
  stop(): Promise<void>;
}

/** Creates the context topics if missing; partitioned so consumer groups can share the work. */
export async function ensureTopics(kafka: Kafka, topicPrefix = defaultTopicPrefix, partitions = 3): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = topicsOf(topicPrefix).filter((topic) => !existing.has(topic));
    if (missing.length > 0) {
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({ topic, numPartitions: partitions, replicationFactor: -1 })),
      });
    }
  } finally {
    await admin.disconnect();
  }
}

/**
 * Follows the event store's all-stream from its own checkpoint and publishes each event to its
 * context's topic, keyed by stream id. The checkpoint is written after Kafka acknowledged the
 * batch: a crash in between republishes that batch, which consumers absorb (projections skip
 * positions they already applied), so nothing is ever lost.
 */
export async function startKafkaRelay(options: KafkaRelayOptions): Promise<KafkaRelay> {
  const { kafka, eventStore, checkpointStore } = options;
  const name = options.name ?? 'kafka-relay';
  const topicPrefix = options.topicPrefix ?? defaultTopicPrefix;
  await ensureTopics(kafka, topicPrefix, options.partitions);
  const checkpoints = checkpointStore.collection<{ _id: string; position: number }>(RELAY_CHECKPOINTS);
  // One request in flight and idempotence: retries cannot reorder or duplicate within a session.
  // The default partitioner hashes keys as the Java client does, so any client finds a stream's partition.
  const producer: Producer = kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  await producer.connect();

  let published = (await checkpoints.findOne({ _id: name }))?.position ?? 0;
  let stopped = false;
  let wake: (() => void) | undefined;
  let waiters: { position: number; resolve: () => void }[] = [];

  const publish = async (events: readonly RecordedEvent[]) => {
    const byTopic = new Map<string, ReturnType<typeof toKafkaMessage>[]>();
    for (const event of events) {
      const topic = `${topicPrefix}${contextOfStream(event.streamId)}`;
      const messages = byTopic.get(topic) ?? [];
      messages.push(toKafkaMessage(event));
      byTopic.set(topic, messages);
    }
    await producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
    });
  };

  // The checkpoint is written behind the publishing, one write at a time carrying the latest
  // position: waiters are answered as soon as Kafka acknowledged, and a checkpoint that lags
  // after a crash only republishes what consumers skip.
  let checkpointWrite: Promise<void> | undefined;
  let checkpointed = published;
  const saveCheckpoint = () => {
    if (checkpointWrite || checkpointed >= published) return;
    const position = published;
    checkpointWrite = checkpoints.updateOne({ _id: name }, { $max: { position } }, { upsert: true }).then(
      () => {
        checkpointed = position;
        checkpointWrite = undefined;
        if (!stopped) saveCheckpoint();
      },
      (error: unknown) => {
        // The next published batch tries again.
        checkpointWrite = undefined;
        options.logger?.error({ err: error, relay: name }, 'relay checkpoint not saved');
      },
    );
  };

  const loop = (async () => {
    while (!stopped) {
      try {
        const events = await eventStore.readAll({ after: published, maxCount: BATCH });
        const last = events.at(-1);
        if (!last) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(done, IDLE_POLL_MS);
            function done() {
              clearTimeout(timer);
              wake = undefined;
              resolve();
            }
            wake = done;
          });
          continue;
        }
        await publish(events);
        published = last.globalPosition;
        saveCheckpoint();
        const ready = waiters.filter((waiter) => waiter.position <= published);
        waiters = waiters.filter((waiter) => waiter.position > published);
        for (const waiter of ready) waiter.resolve();
      } catch (error) {
        if (stopped) break;
        options.logger?.error({ err: error, relay: name }, 'relay batch failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  })();

  // In-process appends wake the relay at once instead of waiting for the next poll.
  const watcher = eventStore.subscribeToAll({
    after: await eventStore.headPosition(),
    onEvent: () => wake?.(),
  });

  return {
    waitFor(position) {
      if (published >= position) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ position, resolve }));
    },
    async stop() {
      stopped = true;
      wake?.();
      await watcher.stop();
      await loop;
      await checkpointWrite;
      saveCheckpoint();
      await checkpointWrite;
      await producer.disconnect();
      for (const waiter of waiters) waiter.resolve();
    },
  };
}
