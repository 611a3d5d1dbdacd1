import { describe, expect, it } from 'vitest';
import { StartupPhaseTimeout, startupPhases } from './startupPhases';

function recordingLogger() {
  const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  const at =
    (level: string) =>
    (fields: unknown, message = '') =>
      lines.push({ level, message, fields: fields as Record<string, unknown> });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

describe('start-up phases', () => {
  it('given a phase that finishes, when it runs, then its start and end are logged and its result returned', async () => {
    const logger = recordingLogger();
    const phases = startupPhases({ logger });
    const result = await phases.run(
      'engines',
      async () => 42,
      () => 'the event store',
    );
    expect(result).toBe(42);
    expect(logger.lines.map((line) => line.message)).toEqual(['start-up: engines', 'start-up: engines done']);
  });

  it('given a phase that waits, when it runs past each report interval, then the log says what it waits on', async () => {
    const logger = recordingLogger();
    const phases = startupPhases({ logger, reportEveryMs: 20 });
    let waited = 0;
    await phases.run(
      'seed',
      () => new Promise((resolve) => setTimeout(resolve, 110)),
      () => `${++waited} check(s); consumer group oms-projections: Empty, 0 member(s)`,
    );
    const reports = logger.lines.filter((line) => line.message === 'start-up: still in seed');
    expect(reports.length).toBeGreaterThanOrEqual(2);
    expect(reports[0]?.fields.waitingOn).toMatch(/consumer group oms-projections: Empty, 0 member\(s\)/);
  });

  it('given a phase that never ends, when its deadline passes, then it fails naming the phase and what it waited on', async () => {
    const logger = recordingLogger();
    const phases = startupPhases({ logger, env: { OMS_START_PHASE_SECONDS: '0.05' }, reportEveryMs: 10_000 });
    const never = new Promise<never>(() => {});
    const failure = phases.run(
      'caught up',
      () => never,
      () => '120 event(s) to apply',
    );
    await expect(failure).rejects.toBeInstanceOf(StartupPhaseTimeout);
    await expect(failure).rejects.toThrow(
      "start-up phase 'caught up' did not finish within 0.05 s; still waiting on: 120 event(s) to apply",
    );
    expect(logger.lines.at(-1)).toMatchObject({ level: 'error', fields: { phase: 'caught up' } });
  });
});
