import type { RecordedEvent } from '@oms/contracts';
import type { Admin, Consumer, Kafka } from 'kafkajs';
import type { ReadStore } from '../readStore/readStore';
import type { EventSource } from '../runner/eventSource';
import type { DocumentProjection } from '../runner/projection';
import type { ProjectionProgress } from '../runner/projectionProgress';
import { ProjectionRunner, type RunnerLogger } from '../runner/projectionRunner';
import { applyToReadModels } from './applyToReadModels';
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
const MAX_BYTES_PER_PARTITION = 1024 * 1024;

/**
 * How long a fetch waits on the broker for new messages. A fetch answers as soon as one arrives,
 * so this is not a delay; but `stop()` waits for the fetch in flight, and the demo seed stops the
 * runner before appending its history: with kafkajs' 5 s default that was 5 s of every first start.
 */
const FETCH_WAIT_MS = 250;

/** Positions remembered for read-your-writes after they were applied; older waits fall back to the timeout. */
const RECENT_POSITIONS = 10_000;
/** How often `waitForAll` asks the group's lag: a dozen admin requests each time. */
const ALL_APPLIED_POLL_MS = 50;

/**
 * The projection runner fed by Kafka instead of the event store: a member of a consumer group
 * that applies each partition batch to every projection handling any of its events (one read and
 * one guarded bulk write per read model, a few read models at once), and only then commits the
 * batch's offsets. A crash before the commit redelivers the batch, which the documents' positions
 * make harmless. Rebuilds still read the event store (`source`).
 */
export class KafkaProjectionRunner extends ProjectionRunner {
  private consumer: Consumer | undefined;
  private readonly applied = new Set<number>();
  private highestApplied = 0;
  private waiting: { position: number; resolve: () => void; timeout: NodeJS.Timeout | undefined }[] = [];
  private kafkaAdmin: Promise<Admin> | undefined;
  private eventsApplied = 0;
  private readonly appliedPositions = new Map<string, number>();
  private indexesEnsured = false;

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
    // Once per runner: a start after a stop (the demo seed's) finds them made.
    if (!this.indexesEnsured) {
      for (const projection of this.projections) {
        for (const index of projection.indexes ?? []) {
          await this.store.collection(projection.collection).createIndex(index.keys, { unique: index.unique });
        }
      }
      this.indexesEnsured = true;
    }
    const consumer = this.feed.kafka.consumer({
      groupId: this.groupId,
      maxBytesPerPartition: MAX_BYTES_PER_PARTITION,
      maxWaitTimeInMs: FETCH_WAIT_MS,
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
      // A stream's events are on one partition, in order. Partitions are applied at once: a document
      // folded from several streams may be written from two of them, and the guarded writes keep
      // either from overwriting the other (docs/engines.md, "The batched consumer").
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
        // A member that stops heartbeating while it writes is dropped from the group, and its
        // batch is redelivered to whoever joins next: keep the membership alive between writes,
        // and leave a batch that a rebalance has handed to someone else.
        const complete = await applyToReadModels({
          projections: this.projections,
          store: this.store,
          events,
          log: this.log,
          stillOurs: () => isRunning() && !isStale(),
          afterEach: heartbeat,
        });
        if (!complete) return;
        for (const projection of this.projections) {
          const applied = this.appliedPositions.get(projection.name) ?? 0;
          this.appliedPositions.set(projection.name, Math.max(applied, highest));
        }
        // Every read model holds the batch: readers may see it before the commit (a crash in between
        // redelivers it, which changes nothing).
        this.eventsApplied += events.length;
        this.remember(events);
        resolveOffset(last.offset);
        const next = (BigInt(last.offset) + 1n).toString();
        await commitOffsetsIfNecessary({
          topics: [{ topic: batch.topic, partitions: [{ partition: batch.partition, offset: next }] }],
        });
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

  /** Messages on the topics that the group has not yet committed. */
  private async groupLag(): Promise<number> {
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
    return lag;
  }

  private async groupProgress(): Promise<ProjectionProgress> {
    const lag = await this.groupLag();
    const admin = await this.connectedAdmin();
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
      const waiter = { position, resolve, timeout: undefined as NodeJS.Timeout | undefined };
      this.waiting.push(waiter);
      // Cleared once applied: every request's wait otherwise left its timer behind.
      waiter.timeout = setTimeout(() => {
        this.waiting = this.waiting.filter((candidate) => candidate !== waiter);
        resolve();
      }, timeoutMs).unref();
    });
  }

  /**
   * The event at `position` applied says nothing of the other partitions: once it is, the relay has
   * published everything before it, and the wait goes on until the group has committed every
   * message on the topics (a batch is committed only after every read model applied it).
   */
  override async waitForAll(position: number, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    // A later event applied shows this one published too (the relay publishes in order).
    if (this.highestApplied < position) await this.waitFor(position, timeoutMs);
    while (Date.now() < deadline) {
      // The lag alone: the group's description that progress() adds is not needed on each poll.
      const lag = await this.groupLag().catch(() => 1);
      if (lag === 0) return;
      await new Promise((resolve) => setTimeout(resolve, ALL_APPLIED_POLL_MS));
    }
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

  private remember(events: readonly RecordedEvent[]) {
    for (const event of events) {
      this.applied.add(event.globalPosition);
      this.highestApplied = Math.max(this.highestApplied, event.globalPosition);
    }
    // The first remembered go first (a set keeps the order of insertion): no sort per batch.
    for (const position of this.applied) {
      if (this.applied.size <= RECENT_POSITIONS) break;
      this.applied.delete(position);
    }
    const ready = this.waiting.filter((waiter) => this.applied.has(waiter.position));
    if (ready.length === 0) return;
    this.waiting = this.waiting.filter((waiter) => !this.applied.has(waiter.position));
    for (const waiter of ready) {
      clearTimeout(waiter.timeout);
      waiter.resolve();
    }
  }
}
