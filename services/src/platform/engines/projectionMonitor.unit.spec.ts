import type { ProjectionProgress } from '@oms/projections';
import { describe, expect, it } from 'vitest';
import { startProjectionMonitor } from './projectionMonitor';

function fakeFeed() {
  const state = { lag: 0, applied: 0, failing: false };
  const runner = {
    async progress(): Promise<ProjectionProgress> {
      if (state.failing) throw new Error('connect ECONNREFUSED 10.0.0.5:9092');
      return {
        feed: 'kafka',
        lag: state.lag,
        applied: state.applied,
        readModels: [{ name: 'orders', collection: 'orders', position: state.applied, lag: state.lag }],
        detail: 'consumer group oms-projections: Empty, 0 member(s)',
      };
    },
  };
  return { state, runner };
}

function recordingLogger() {
  const lines: { level: string; message: string; fields: unknown }[] = [];
  return {
    lines,
    info: (fields: unknown, message = '') => lines.push({ level: 'info', message, fields }),
    error: (fields: unknown, message = '') => lines.push({ level: 'error', message, fields }),
  };
}

/** A monitor over a fake feed, with a clock the test moves and a log it reads. */
function watched(stallAfterMs: number) {
  const { state, runner } = fakeFeed();
  const logger = recordingLogger();
  const clock = { now: 0 };
  const monitor = startProjectionMonitor({ runner, logger, stallAfterMs, everyMs: 3_600_000, now: () => clock.now });
  return { state, logger, clock, monitor };
}

describe('the projection monitor', () => {
  it('given events waiting and none applied for the stall time, when it looks, then it reports the stall once', async () => {
    const { state, logger, clock, monitor } = watched(60_000);
    state.lag = 500;
    state.applied = 100;
    await monitor.check();
    clock.now = 59_000;
    expect((await monitor.check()).stalled).toBe(false);
    clock.now = 61_000;
    const health = await monitor.check();
    clock.now = 90_000;
    await monitor.check();
    monitor.stop();

    expect(health.stalled).toBe(true);
    expect(health.progress?.lag).toBe(500);
    const errors = logger.lines.filter((line) => line.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toBe('projections stalled: 500 event(s) waiting and none applied for 61 s');
    expect(errors[0]?.fields).toMatchObject({ detail: 'consumer group oms-projections: Empty, 0 member(s)' });
  });

  it('given a stalled feed, when events are applied again, then the stall clears and the log says it resumed', async () => {
    const { state, logger, clock, monitor } = watched(10_000);
    state.lag = 20;
    await monitor.check();
    clock.now = 11_000;
    expect((await monitor.check()).stalled).toBe(true);
    state.applied = 20;
    state.lag = 0;
    clock.now = 12_000;
    expect((await monitor.check()).stalled).toBe(false);
    monitor.stop();
    expect(logger.lines.at(-1)).toMatchObject({ level: 'info', message: 'projections resumed' });
  });

  it('given a busy feed that keeps applying, or an idle one with nothing waiting, when time passes, then it is never stalled', async () => {
    const { state, logger, clock, monitor } = watched(1_000);
    state.lag = 1_000;
    for (let step = 1; step <= 5; step += 1) {
      state.applied += 10;
      clock.now += 5_000;
      expect((await monitor.check()).stalled).toBe(false);
    }
    state.lag = 0;
    clock.now += 60_000;
    expect((await monitor.check()).stalled).toBe(false);
    monitor.stop();
    expect(logger.lines).toEqual([]);
  });

  it('given a feed that does not answer, when it looks, then the error is kept and the last progress too', async () => {
    const { state, runner } = fakeFeed();
    const monitor = startProjectionMonitor({ runner, logger: recordingLogger(), everyMs: 3_600_000 });
    state.lag = 3;
    await monitor.check();
    state.failing = true;
    const health = await monitor.check();
    monitor.stop();
    expect(health.error).toBe('connect ECONNREFUSED 10.0.0.5:9092');
    expect(health.progress?.lag).toBe(3);
  });
});
