import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RecordedEvent } from '@oms/contracts';
import type { ReadStore } from '../readStore/readStore';
import { applyBatch } from './applyBatch';
import { applyEvent } from './applyEvent';
import { clearCheckpoint, readCheckpoint, writeCheckpoint } from './checkpoints';
import type { EventSource } from './eventSource';
import type { DocumentProjection } from './projection';
import type { ProjectionProgress } from './projectionProgress';

interface Waiter {
  position: number;
  resolve: () => void;
  /** Cleared on release: a writer's wait otherwise left a timer behind per request, firing later. */
  timeout: NodeJS.Timeout | undefined;
}

export interface RunnerLogger {
  error(object: unknown, message?: string): void;
  warn?(object: unknown, message?: string): void;
}

const REPLAY_BATCH = 1000;

/** Event type to the projections handling it, built once per catch-up instead of asked per event. */
function handlersByType(projections: readonly DocumentProjection[]): Map<string, DocumentProjection[]> {
  const handlers = new Map<string, DocumentProjection[]>();
  for (const projection of projections) {
    for (const type of new Set(projection.handles)) {
      const list = handlers.get(type) ?? [];
      list.push(projection);
      handlers.set(type, list);
    }
  }
  return handlers;
}

/** Each projection's share of a batch, in the batch's order: only the events of types it handles. */
function routeBatch(
  batch: readonly RecordedEvent[],
  handlers: Map<string, DocumentProjection[]>,
): Map<DocumentProjection, RecordedEvent[]> {
  const routed = new Map<DocumentProjection, RecordedEvent[]>();
  for (const event of batch) {
    for (const projection of handlers.get(event.type) ?? []) {
      const events = routed.get(projection);
      if (events) events.push(event);
      else routed.set(projection, [event]);
    }
  }
  return routed;
}

/**
 * Keeps every projection's read model following the event feed, each from its own checkpoint,
 * and lets writers wait until their events are visible (read-your-writes for the API).
 * One read of the store serves every projection, at start-up, on rebuild and while following.
 */
export class ProjectionRunner {
  private readonly positions = new Map<string, number>();
  /**
   * While following, the last event delivered to every projection: one that ignores an event moves
   * only this, not its own entry (a Map write per projection per event, most of them ignoring it).
   * A projection's position is the higher of the two; stop() folds it into the entries.
   */
  private followedTo = 0;
  private subscription: { stop(): Promise<void> } | null = null;
  private waiters: Waiter[] = [];
  private appliedEvents = 0;
  private liveHandlers: Map<string, DocumentProjection[]> | null = null;
  private readonly unwrittenCheckpoints = new Map<DocumentProjection, number>();
  private checkpointsWritten: Promise<void> | null = null;

  constructor(
    private readonly readStore: ReadStore,
    private readonly source: EventSource,
    readonly projections: readonly DocumentProjection[],
    private readonly logger: RunnerLogger = console,
  ) {}

  async start(): Promise<void> {
    const from = new Map<DocumentProjection, number>();
    const changed: DocumentProjection[] = [];
    for (const projection of this.projections) {
      await this.ensureIndexes(projection);
      const checkpoint = await readCheckpoint(this.readStore, projection.name);
      if (checkpoint && checkpoint.version !== (projection.version ?? '')) changed.push(projection);
      from.set(projection, checkpoint?.position ?? 0);
    }
    // A read model written by other projection code is rebuilt, not served stale.
    for (const projection of changed) {
      this.logger.warn?.(
        { projection: projection.name },
        'read model was built by another version of its projection: rebuilding it from the event store',
      );
      await this.readStore.dropCollection(projection.collection);
      await clearCheckpoint(this.readStore, projection.name);
      await this.ensureIndexes(projection);
      from.set(projection, 0);
    }
    await this.catchUp(from);
    this.follow();
  }

  async stop(): Promise<void> {
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.stop();
    await this.checkpointsWritten;
    this.settleFollowed();
  }

  private settleFollowed(): void {
    for (const [name, position] of this.positions) {
      if (position < this.followedTo) this.positions.set(name, this.followedTo);
    }
    this.followedTo = 0;
  }

  private positionOf(projection: DocumentProjection): number {
    return Math.max(this.positions.get(projection.name) ?? 0, this.followedTo);
  }

  /** Resolves once every projection has applied the event at `position` (or times out quietly). */
  waitFor(position: number, timeoutMs = 5000): Promise<void> {
    if (this.lowestPosition() >= position) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter: Waiter = { position, resolve, timeout: undefined };
      this.waiters.push(waiter);
      waiter.timeout = setTimeout(() => {
        this.waiters = this.waiters.filter((candidate) => candidate !== waiter);
        resolve();
      }, timeoutMs).unref();
    });
  }

  /**
   * Resolves once every event up to `position`, of every stream, is applied (or times out quietly):
   * what a reader of many streams waits for, as the demo's seeders do. Here that is `waitFor`, as
   * the store feeds events in order.
   */
  waitForAll(position: number, timeoutMs?: number): Promise<void> {
    return this.waitFor(position, timeoutMs);
  }

  /**
   * Resolves once the events at these positions are applied: the last position of each stream a
   * request wrote. Here the highest covers the rest, as the store feeds events in order.
   */
  waitForEach(positions: readonly number[], timeoutMs?: number): Promise<void> {
    return this.waitFor(Math.max(0, ...positions), timeoutMs);
  }

  /** Each read model's position and lag behind the event store's head. */
  async progress(): Promise<ProjectionProgress> {
    const head = await this.source.headPosition();
    const readModels = this.projections.map((projection) => {
      const position = this.positionOf(projection);
      return { name: projection.name, collection: projection.collection, position, lag: Math.max(0, head - position) };
    });
    return {
      feed: 'event store',
      lag: Math.max(0, ...readModels.map((readModel) => readModel.lag)),
      applied: this.appliedEvents,
      readModels,
    };
  }

  /** Drop the projections' documents and checkpoints, then fold the whole store again in one pass. */
  async rebuild(projectionNames: string | readonly string[]): Promise<{ events: number }> {
    const names = typeof projectionNames === 'string' ? [projectionNames] : projectionNames;
    const chosen = names.map((name) => {
      const projection = this.projections.find((candidate) => candidate.name === name);
      if (!projection) throw new Error(`Unknown projection ${name}`);
      return projection;
    });
    const wasFollowing = this.subscription !== null;
    await this.stop();
    for (const projection of chosen) {
      await this.readStore.dropCollection(projection.collection);
      await clearCheckpoint(this.readStore, projection.name);
      // Unique indexes keep refusing duplicates during the fold; look-up indexes are built once at
      // the end instead of being kept up to date through every write of the fold.
      await this.ensureIndexes(projection, { unique: true });
    }
    const { events } = await this.catchUp(new Map(chosen.map((projection) => [projection, 0])));
    for (const projection of chosen) await this.ensureIndexes(projection, { unique: false });
    if (wasFollowing) this.follow();
    return { events };
  }

  private follow(): void {
    this.subscription = this.source.subscribeToAll({
      after: this.lowestPosition(),
      onEvent: (event) => this.deliver(event),
      onError: (error) => this.logger.error({ err: error }, 'projections stopped'),
    });
  }

  /**
   * Fold what the store holds after the lowest checkpoint in batches; each projection takes the
   * events past its own checkpoint and is checkpointed per batch: start-up and replay speed.
   */
  private async catchUp(from: Map<DocumentProjection, number>): Promise<{ events: number }> {
    if (from.size === 0) return { events: 0 };
    let position = Math.min(...from.values());
    let events = 0;
    for (const [projection, after] of from) this.positions.set(projection.name, after);
    const handlers = handlersByType([...from.keys()]);
    const started = new Map(from);
    const written = new Map<DocumentProjection, number>();
    for (;;) {
      const batch = await this.source.readAll({ after: position, maxCount: REPLAY_BATCH });
      const last = batch.at(-1);
      if (!last) break;
      const routed = routeBatch(batch, handlers);
      for (const [projection, after] of from) {
        if (after >= last.globalPosition) continue;
        const relevant = routed.get(projection) ?? [];
        const pending = after > position ? relevant.filter((event) => event.globalPosition > after) : relevant;
        try {
          await applyBatch(projection, this.readStore, pending);
        } catch {
          // One bad event must not sink its neighbours: retry the batch event by event, skipping it.
          for (const event of pending) await this.applySafely(projection, event);
        }
        from.set(projection, last.globalPosition);
        // A batch with nothing for the projection moves only its position; the checkpoint follows
        // at its next write or at the end (a crash in between re-reads events it ignores anyway).
        if (pending.length > 0) await this.checkpoint(projection, last.globalPosition, written);
        this.positions.set(projection.name, last.globalPosition);
      }
      position = last.globalPosition;
      events += batch.length;
      this.appliedEvents += batch.length;
    }
    for (const [projection, reached] of from) {
      if (reached > (written.get(projection) ?? started.get(projection) ?? 0)) {
        await this.checkpoint(projection, reached, written);
      }
    }
    return { events };
  }

  private async checkpoint(
    projection: DocumentProjection,
    position: number,
    written: Map<DocumentProjection, number>,
  ): Promise<void> {
    await writeCheckpoint(this.readStore, projection.name, position, projection.version ?? '');
    written.set(projection, position);
  }

  private async applySafely(projection: DocumentProjection, event: RecordedEvent): Promise<void> {
    try {
      await applyEvent(projection, this.readStore, event);
    } catch (error) {
      // A projector must never stop the feed: an event it cannot use is logged and skipped.
      this.logger.error({ err: error, projection: projection.name, event: event.eventId }, 'event skipped');
    }
  }

  /**
   * Only the projections handling the event are awaited: the others just move their position, which
   * spares a promise and a microtask each per live event (most of about forty projections ignore it).
   */
  private async deliver(event: RecordedEvent): Promise<void> {
    this.liveHandlers ??= handlersByType(this.projections);
    for (const projection of this.liveHandlers.get(event.type) ?? []) {
      if (this.positionOf(projection) >= event.globalPosition) continue;
      await this.applySafely(projection, event);
      this.checkpointSoon(projection, event.globalPosition);
      this.positions.set(projection.name, event.globalPosition);
    }
    this.followedTo = Math.max(this.followedTo, event.globalPosition);
    this.appliedEvents += 1;
    this.releaseWaiters();
  }

  /**
   * Live checkpoints are written once per turn of the event loop, for all the events the turn
   * delivered (a busy turn delivers dozens). A checkpoint left behind its documents by a crash only
   * re-delivers events those documents already hold, and `applyEvent` skips them.
   */
  private checkpointSoon(projection: DocumentProjection, position: number): void {
    this.unwrittenCheckpoints.set(projection, position);
    this.checkpointsWritten ??= nextTurn().then(() => this.writeUnwrittenCheckpoints());
  }

  private async writeUnwrittenCheckpoints(): Promise<void> {
    try {
      while (this.unwrittenCheckpoints.size > 0) {
        for (const [projection, position] of [...this.unwrittenCheckpoints]) {
          await writeCheckpoint(this.readStore, projection.name, position, projection.version ?? '');
          if (this.unwrittenCheckpoints.get(projection) === position) this.unwrittenCheckpoints.delete(projection);
        }
      }
    } catch (error) {
      // Kept for the next turn's write; a restart meanwhile re-delivers a few events.
      this.logger.error({ err: error }, 'projection checkpoints not written');
    } finally {
      this.checkpointsWritten = null;
    }
  }

  /** `only`: just the unique (true) or just the other (false) indexes; all of them without it. */
  private async ensureIndexes(projection: DocumentProjection, only?: { unique: boolean }): Promise<void> {
    const collection = this.readStore.collection(projection.collection);
    for (const index of projection.indexes ?? []) {
      if (only && (index.unique ?? false) !== only.unique) continue;
      await collection.createIndex(index.keys, { unique: index.unique });
    }
  }

  private lowestPosition(): number {
    let lowest = Number.POSITIVE_INFINITY;
    for (const position of this.positions.values()) lowest = Math.min(lowest, position);
    return Math.max(lowest === Number.POSITIVE_INFINITY ? 0 : lowest, this.followedTo);
  }

  private releaseWaiters(): void {
    if (this.waiters.length === 0) return;
    const lowest = this.lowestPosition();
    const ready = this.waiters.filter((waiter) => waiter.position <= lowest);
    if (ready.length === 0) return;
    this.waiters = this.waiters.filter((waiter) => waiter.position > lowest);
    for (const waiter of ready) {
      clearTimeout(waiter.timeout);
      waiter.resolve();
    }
  }
}
