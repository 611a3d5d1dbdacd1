import type { ProjectionProgress } from '@oms/projections';
import { withTimeout } from '../withTimeout';

interface Logger {
  info(object: unknown, message?: string): void;
  error(object: unknown, message?: string): void;
}

export interface ProjectionHealth {
  progress: ProjectionProgress | null;
  /** Lag above zero and nothing applied for `stallAfterMs`. */
  stalled: boolean;
  /** Why the last look at the feed failed (an engine did not answer), if it did. */
  error: string | null;
}

export interface ProjectionMonitor {
  /** One look at the runner's progress; the monitor calls it every `everyMs`. */
  check(): Promise<ProjectionHealth>;
  stop(): void;
}

/**
 * Watches the projection feed: a consumer that applies nothing while events wait for it is
 * reported once in the log (and again when it resumes) and on the health endpoint.
 */
export function startProjectionMonitor(options: {
  runner: { progress(): Promise<ProjectionProgress> };
  logger: Logger;
  everyMs?: number;
  stallAfterMs?: number;
  timeoutMs?: number;
  now?: () => number;
}): ProjectionMonitor {
  const { runner, logger } = options;
  const now = options.now ?? Date.now;
  const stallAfterMs = options.stallAfterMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 5000;
  let health: ProjectionHealth = { progress: null, stalled: false, error: null };
  let lastApplied = -1;
  let lastMovedAt = now();
  let checking: Promise<ProjectionHealth> | null = null;

  const look = async (): Promise<ProjectionHealth> => {
    let progress: ProjectionProgress;
    try {
      progress = await withTimeout(runner.progress(), timeoutMs);
    } catch (error) {
      health = { ...health, error: (error as Error).message };
      return health;
    }
    const at = now();
    if (progress.applied !== lastApplied || progress.lag === 0) {
      lastApplied = progress.applied;
      lastMovedAt = at;
    }
    const stalled = progress.lag > 0 && at - lastMovedAt >= stallAfterMs;
    if (stalled && !health.stalled) {
      logger.error(
        {
          lag: progress.lag,
          stalledSeconds: Math.round((at - lastMovedAt) / 1000),
          feed: progress.feed,
          detail: progress.detail,
        },
        `projections stalled: ${progress.lag} event(s) waiting and none applied for ${Math.round((at - lastMovedAt) / 1000)} s`,
      );
    }
    if (!stalled && health.stalled) logger.info({ lag: progress.lag }, 'projections resumed');
    health = { progress, stalled, error: null };
    return health;
  };

  const check = () => {
    checking ??= look().finally(() => {
      checking = null;
    });
    return checking;
  };
  const timer = setInterval(() => void check(), options.everyMs ?? 5000);
  timer.unref();

  return {
    check,
    stop: () => clearInterval(timer),
  };
}
