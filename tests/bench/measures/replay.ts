import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { historyStore } from '../support/datasets';
import { allPassed, type Measure } from '../support/measure';

const repositoryRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

/** The V8 flags `npm run replay` runs with (package.json passes the same): the replay measured as shipped. */
const replayNodeFlags: readonly string[] = JSON.parse(
  readFileSync(resolve(repositoryRoot, 'services/bin/replayNodeFlags.json'), 'utf8'),
);

interface Pass {
  events: number;
  seconds: number;
}

/** One run of tests/bench/servers/replayPass.ts in its own process: its `RESULT` line. */
async function replayPass<T>(file: string, mode: 'measure' | 'profile'): Promise<T> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      ...replayNodeFlags,
      '--import',
      'tsx',
      '--max-old-space-size=8192',
      'tests/bench/servers/replayPass.ts',
      file,
      mode,
    ],
    { cwd: repositoryRoot, maxBuffer: 16 * 2 ** 20 },
  );
  const line = /^RESULT (.*)$/m.exec(stdout)?.[1];
  if (!line) throw new Error(`replayPass printed no result:\n${stdout.slice(-2000)}`);
  return JSON.parse(line) as T;
}

/**
 * P4: rebuilding every read model from the generated history, against reading and parsing it.
 * Both loops run in one process started with the replay's V8 flags (services/bin/replayNodeFlags.json).
 */
export async function measureReplay(options: { events: number }): Promise<Measure> {
  const file = await historyStore(options.events);
  const { raw, replay, readModels } = await replayPass<{ raw: Pass; replay: Pass; readModels: number }>(
    file,
    'measure',
  );
  // Self-check: the rebuild folded every event the raw loop read, or its rate measures nothing.
  if (replay.events !== raw.events) throw new Error(`The rebuild read ${replay.events} events of ${raw.events}`);
  const figure = replay.events / replay.seconds;
  const baseline = raw.events / raw.seconds;
  const passed = allPassed(figure >= 100_000, figure / baseline >= 0.5);
  // A miss is explained by a profile of another, profiled rebuild: sampling never slows the timed one.
  const profile = passed ? null : (await replayPass<{ profile: string }>(file, 'profile')).profile;
  return {
    id: 'P4',
    name: `replay: rebuild every read model from ${replay.events.toLocaleString('en-GB')} generated events`,
    unit: 'events/s',
    figure,
    baseline,
    baselineName: 'raw read + JSON parse loop over the same events',
    goal: '≥ 100,000 events/s and ≥ 50 % of baseline',
    passed,
    ...(profile
      ? {
          note: `${replay.seconds.toFixed(1)} s for ${readModels} read models in one pass over the store. Profile (self time): ${profile}`,
        }
      : {}),
    details: { replay, raw, nodeFlags: replayNodeFlags },
  };
}
