import type { RecordedEvent } from '@oms/contracts';
import type { Admin, Consumer, Kafka } from 'kafkajs';
import type { ReadStore } from '../readStore/readStore';
import { applyBatch } from '../runner/applyBatch';
import { applyEvent } from '../runner/applyEvent';
import type { EventSource } from '../runner/eventSource';
import type { DocumentProjection } from '../runner/projection';
import type { ProjectionProgress } from '../runner/projectionProgress';
import { ProjectionRunner, type RunnerLogger } from '../runner/projectionRunner';
import { askAgainWhileRetriable } from './askAgainWhileRetriable';
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
  /**
   * The topics carry events as the store holds them (personal fields sealed, docs/architecture.md
   * "Forgetting a person"); this opens each one before the projections see it.
   */
  openEvent?: (event: RecordedEvent) => Promise<RecordedEvent>;
}

/**
 * A fetch takes at most this much per partition: a batch is written to every read model before it
 * is committed, and a smaller batch keeps each write (and the time between heartbeats) short.
 */
const MAX_BYTES_PER_PARTITION = 256 * 1024;

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
  private kafkaAdmin: Promise<Admin> | undefined;
  private eventsApplied = 0;
  private readonly appliedPositions = new Map<string, number>();

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
      groupId: this.groupId,
      maxBytesPerPartition: MAX_BYTES_PER_PARTITION,
      ...(this.feed.sessionTimeoutMs
        ? {
            sessionTimeout: this.feed.sessionTimeoutMs,
            rebalanceTimeout: this.feed.sessionTimeoutMs * 2,
            heartbeatInterval: Math.floor(this.feed.sessionTimeoutMs / 4),
          }
        : {}),
    });
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      this.log.error(
        { err: payload.error, groupId: payload.groupId, restart: payload.restart },
        payload.restart ? 'projection consumer crashed; it restarts' : 'projection consumer crashed and stopped',
      );
    });
    await consumer.connect();
    await consumer.subscribe({ topics: topicsOf(this.feed.topicPrefix ?? defaultTopicPrefix), fromBeginning: true });
    await consumer.run({
      // Partitions hold different streams, so their batches touch different documents.
      partitionsConsumedConcurrently: 3,
      autoCommit: false,
      eachBatchAutoResolve: false,
      eachBatch: async ({ batch, resolveOffset, commitOffsetsIfNecessary, heartbeat, isRunning, isStale }) => {
        const last = batch.messages.at(-1);
        if (!last) return;
        const open = this.feed.openEvent;
        const decoded = batch.messages.map((message) => fromKafkaMessage(message));
        const events = open ? await Promise.all(decoded.map((event) => open(event))) : decoded;
        const highest = events.reduce((top, event) => Math.max(top, event.globalPosition), 0);
        for (const projection of this.projections) {
          // A member that stops heartbeating while it writes is dropped from the group, and its
          // batch is redelivered to whoever joins next: keep the membership alive between writes,
          // and leave a batch that a rebalance has handed to someone else.
          if (!isRunning() || isStale()) return;
          await this.applyToProjection(projection, events);
          const applied = this.appliedPositions.get(projection.name) ?? 0;
          this.appliedPositions.set(projection.name, Math.max(applied, highest));
          await heartbeat();
        }
        resolveOffset(last.offset);
        const next = (BigInt(last.offset) + 1n).toString();
        await commitOffsetsIfNecessary({
          topics: [{ topic: batch.topic, partitions: [{ partition: batch.partition, offset: next }] }],
        });
        this.eventsApplied += events.length;
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
    const admin = this.kafkaAdmin;
    this.kafkaAdmin = undefined;
    await (await admin?.catch(() => undefined))?.disconnect();
  }

  /**
   * The consumer group's lag: messages on the topics that the group has not yet committed. A batch
   * is committed only after every read model applied it, so each read model is that far behind.
   */
  override async progress(): Promise<ProjectionProgress> {
    return askAgainWhileRetriable(() => this.groupProgress());
  }

  private async groupProgress(): Promise<ProjectionProgress> {
    const admin = await this.connectedAdmin();
    const topics = topicsOf(this.feed.topicPrefix ?? defaultTopicPrefix);
    const committed = await admin.fetchOffsets({ groupId: this.groupId, topics });
    let lag = 0;
    for (const topic of topics) {
      const partitions = committed.find((entry) => entry.topic === topic)?.partitions ?? [];
      for (const end of await admin.fetchTopicOffsets(topic)) {
        const offset = partitions.find((partition) => partition.partition === end.partition)?.offset;
        const from = offset && offset !== '-1' ? BigInt(offset) : BigInt(end.low);
        lag += Math.max(0, Number(BigInt(end.high) - from));
      }
    }
    const group = (await admin.describeGroups([this.groupId])).groups[0];
    return {
      feed: 'kafka',
      lag,
      applied: this.eventsApplied,
      readModels: this.projections.map((projection) => ({
        name: projection.name,
        collection: projection.collection,
        position: this.appliedPositions.get(projection.name) ?? 0,
        lag,
      })),
      detail: `consumer group ${this.groupId}: ${group?.state ?? 'unknown'}, ${group?.members.length ?? 0} member(s)`,
    };
  }

  private get groupId(): string {
    return this.feed.groupId ?? 'oms-projections';
  }

  private connectedAdmin(): Promise<Admin> {
    if (!this.kafkaAdmin) {
      const admin = this.feed.kafka.admin();
      this.kafkaAdmin = admin.connect().then(() => admin);
      this.kafkaAdmin.catch(() => {
        this.kafkaAdmin = undefined;
      });
    }
    return this.kafkaAdmin;
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

  /**
   * Streams travel on different partitions, applied independently: one stream's last event being
   * applied says nothing of another's, so each stream's position is waited for.
   */
  override async waitForEach(positions: readonly number[], timeoutMs?: number): Promise<void> {
    await Promise.all(
      positions.filter((position) => position > 0).map((position) => this.waitFor(position, timeoutMs)),
    );
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
