import type { RecordedEvent } from '@oms/contracts';
import type { Consumer, Kafka } from 'kafkajs';
import type { ReadStore } from '../readStore/readStore';
import { applyBatch } from '../runner/applyBatch';
import { applyEvent } from '../runner/applyEvent';
import type { EventSource } from '../runner/eventSource';
import type { DocumentProjection } from '../runner/projection';
import { ProjectionRunner, type RunnerLogger } from '../runner/projectionRunner';
import { fromKafkaMessage } from './kafkaEventCodec';
import { defaultTopicPrefix, topicsOf } from './kafkaTopics';

export interface KafkaFeedOptions {
  kafka: Kafka;
  /** Every runner of one deployment joins this group; Kafka shares the partitions among them. */
  groupId?: string;
  topicPrefix?: string;
  /**
   * Short sessions let a vanished member's partitions move on quickly, and bound how long a
   * rebalance waits for members (tests); kafkajs' defaults otherwise.
   */
  sessionTimeoutMs?: number;
}

/** Positions remembered for read-your-writes after they were applied; older waits fall back to the timeout. */
const RECENT_POSITIONS = 10_000;

/**
 * The projection runner fed by Kafka instead of the event store: a member of a consumer group
 * that applies each partition batch to every projection (one bulk write per projection), and only
 * then commits the batch's offsets. A crash before the commit redelivers the batch, which the
 * documents' positions make harmless. Rebuilds still read the event store (`source`).
 */
export class KafkaProjectionRunner extends ProjectionRunner {
  private consumer: Consumer | undefined;
  private readonly applied = new Set<number>();
  private waiting: { position: number; resolve: () => void }[] = [];

  constructor(
    private readonly store: ReadStore,
    source: EventSource,
    projections: readonly DocumentProjection[],
    private readonly feed: KafkaFeedOptions,
    private readonly log: RunnerLogger = console,
  ) {
    super(store, source, projections, log);
  }

  override async start(): Promise<void> {
    for (const projection of this.projections) {
      for (const index of projection.indexes ?? []) {
        await this.store.collection(projection.collection).createIndex(index.keys, { unique: index.unique });
      }
    }
    const consumer = this.feed.kafka.consumer({
      groupId: this.feed.groupId ?? 'oms-projections',
      ...(this.feed.sessionTimeoutMs
        ? {
            sessionTimeout: this.feed.sessionTimeoutMs,
            rebalanceTimeout: this.feed.sessionTimeoutMs * 2,
            heartbeatInterval: Math.floor(this.feed.sessionTimeoutMs / 4),
          }
        : {}),
    });
    await consumer.connect();
    await consumer.subscribe({ topics: topicsOf(this.feed.topicPrefix ?? defaultTopicPrefix), fromBeginning: true });
    await consumer.run({
      // Partitions hold different streams, so their batches touch different documents.
      partitionsConsumedConcurrently: 3,
      autoCommit: false,
      eachBatchAutoResolve: false,
      eachBatch: async ({ batch, resolveOffset, commitOffsetsIfNecessary }) => {
        const last = batch.messages.at(-1);
        if (!last) return;
        const events = batch.messages.map((message) => fromKafkaMessage(message));
        for (const projection of this.projections) await this.applyToProjection(projection, events);
        resolveOffset(last.offset);
        const next = (BigInt(last.offset) + 1n).toString();
        await commitOffsetsIfNecessary({
          topics: [{ topic: batch.topic, partitions: [{ partition: batch.partition, offset: next }] }],
        });
        this.remember(events);
      },
    });
    this.consumer = consumer;
  }

  override async stop(): Promise<void> {
    // Let the batch in hand finish (and commit) before leaving the group.
    await this.consumer?.stop();
    await this.consumer?.disconnect();
    this.consumer = undefined;
  }

  /**
   * Resolves once the event at `position` has been applied by this member (or times out quietly).
   * The wait is longer than the store-fed runner's: the event first travels through the relay and Kafka.
   */
  override waitFor(position: number, timeoutMs = 30_000): Promise<void> {
    if (position <= 0 || this.applied.has(position)) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter = { position, resolve };
      this.waiting.push(waiter);
      setTimeout(() => {
        this.waiting = this.waiting.filter((candidate) => candidate !== waiter);
        resolve();
      }, timeoutMs).unref();
    });
  }

  private async applyToProjection(projection: DocumentProjection, events: readonly RecordedEvent[]) {
    try {
      await applyBatch(projection, this.store, events);
    } catch {
      // As in the store-fed runner: one event a projector cannot use must not hold up the rest.
      for (const event of events) {
        try {
          await applyEvent(projection, this.store, event);
        } catch (error) {
          this.log.error({ err: error, projection: projection.name, event: event.eventId }, 'event skipped');
        }
      }
    }
  }

  private remember(events: readonly RecordedEvent[]) {
    for (const event of events) this.applied.add(event.globalPosition);
    if (this.applied.size > RECENT_POSITIONS) {
      const oldest = [...this.applied].sort((a, b) => a - b).slice(0, this.applied.size - RECENT_POSITIONS);
      for (const position of oldest) this.applied.delete(position);
    }
    const ready = this.waiting.filter((waiter) => this.applied.has(waiter.position));
    if (ready.length === 0) return;
    this.waiting = this.waiting.filter((waiter) => !this.applied.has(waiter.position));
    for (const waiter of ready) waiter.resolve();
  }
}
