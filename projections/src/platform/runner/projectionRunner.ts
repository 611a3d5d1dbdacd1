import type { RecordedEvent } from '@oms/contracts';
import type { ReadStore } from '../readStore/readStore';
import { applyBatch } from './applyBatch';
import { applyEvent } from './applyEvent';
import { clearCheckpoint, readCheckpoint, writeCheckpoint } from './checkpoints';
import type { EventSource } from './eventSource';
import type { DocumentProjection } from './projection';

interface Waiter {
  position: number;
  resolve: () => void;
}

export interface RunnerLogger {
  error(object: unknown, message?: string): void;
}

const REPLAY_BATCH = 1000;

/**
 * Keeps every projection's read model following the event feed, each from its own checkpoint,
 * and lets writers wait until their events are visible (read-your-writes for the API).
 */
export class ProjectionRunner {
  private readonly positions = new Map<string, number>();
  private readonly subscriptions = new Map<string, { stop(): Promise<void> }>();
  private waiters: Waiter[] = [];

  constructor(
    private readonly readStore: ReadStore,
    private readonly source: EventSource,
    readonly projections: readonly DocumentProjection[],
    private readonly logger: RunnerLogger = console,
  ) {}

  async start(): Promise<void> {
    for (const projection of this.projections) await this.startProjection(projection);
  }

  async stop(): Promise<void> {
    await Promise.all([...this.subscriptions.values()].map((subscription) => subscription.stop()));
    this.subscriptions.clear();
  }

  /** Resolves once every projection has applied the event at `position` (or times out quietly). */
  waitFor(position: number, timeoutMs = 5000): Promise<void> {
    if (this.lowestPosition() >= position) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter: Waiter = { position, resolve };
      this.waiters.push(waiter);
      setTimeout(() => {
        this.waiters = this.waiters.filter((candidate) => candidate !== waiter);
        resolve();
      }, timeoutMs).unref();
    });
  }

  /** Drop the projection's documents and checkpoint, then fold the whole store again. */
  async rebuild(projectionName: string): Promise<{ events: number }> {
    const projection = this.projections.find((candidate) => candidate.name === projectionName);
    if (!projection) throw new Error(`Unknown projection ${projectionName}`);
    const wasRunning = this.subscriptions.get(projection.name);
    if (wasRunning) {
      await wasRunning.stop();
      this.subscriptions.delete(projection.name);
    }
    await this.readStore.dropCollection(projection.collection);
    await clearCheckpoint(this.readStore, projection.name);
    await this.ensureIndexes(projection);

    const { after, events } = await this.catchUp(projection, 0);
    await writeCheckpoint(this.readStore, projection.name, after);
    this.positions.set(projection.name, after);
    if (wasRunning) await this.startProjection(projection);
    return { events };
  }

  private async startProjection(projection: DocumentProjection): Promise<void> {
    await this.ensureIndexes(projection);
    const { after } = await this.catchUp(projection, await readCheckpoint(this.readStore, projection.name));
    this.positions.set(projection.name, after);
    const subscription = this.source.subscribeToAll({
      after,
      onEvent: (event) => this.deliver(projection, event),
      onError: (error) => this.logger.error({ err: error, projection: projection.name }, 'projection stopped'),
    });
    this.subscriptions.set(projection.name, subscription);
  }

  /** Fold what the store holds after `after` in batches, checkpointing each: start-up and replay speed. */
  private async catchUp(projection: DocumentProjection, after: number): Promise<{ after: number; events: number }> {
    let position = after;
    let events = 0;
    for (;;) {
      const batch = await this.source.readAll({ after: position, maxCount: REPLAY_BATCH });
      const last = batch.at(-1);
      if (!last) return { after: position, events };
      try {
        await applyBatch(projection, this.readStore, batch);
      } catch {
        // One bad event must not sink its neighbours: retry the batch event by event, skipping it.
        for (const event of batch) await this.applySafely(projection, event);
      }
      position = last.globalPosition;
      events += batch.length;
      await writeCheckpoint(this.readStore, projection.name, position);
    }
  }

  private async applySafely(projection: DocumentProjection, event: RecordedEvent): Promise<void> {
    try {
      await applyEvent(projection, this.readStore, event);
    } catch (error) {
      // A projector must never stop the feed: an event it cannot use is logged and skipped.
      this.logger.error({ err: error, projection: projection.name, event: event.eventId }, 'event skipped');
    }
  }

  private async deliver(projection: DocumentProjection, event: RecordedEvent): Promise<void> {
    await this.applySafely(projection, event);
    if (projection.handles.includes(event.type)) {
      await writeCheckpoint(this.readStore, projection.name, event.globalPosition);
    }
    this.positions.set(projection.name, event.globalPosition);
    this.releaseWaiters();
  }

  private async ensureIndexes(projection: DocumentProjection): Promise<void> {
    const collection = this.readStore.collection(projection.collection);
    for (const index of projection.indexes ?? []) await collection.createIndex(index.keys, { unique: index.unique });
  }

  private lowestPosition(): number {
    let lowest = Number.POSITIVE_INFINITY;
    for (const position of this.positions.values()) lowest = Math.min(lowest, position);
    return lowest === Number.POSITIVE_INFINITY ? 0 : lowest;
  }

  private releaseWaiters(): void {
    const lowest = this.lowestPosition();
    const ready = this.waiters.filter((waiter) => waiter.position <= lowest);
    if (ready.length === 0) return;
    this.waiters = this.waiters.filter((waiter) => waiter.position > lowest);
    for (const waiter of ready) waiter.resolve();
  }
}
