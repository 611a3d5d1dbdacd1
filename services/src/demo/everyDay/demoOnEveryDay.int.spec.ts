import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoDays } from './demoDays';

interface DemoDay {
  date: string;
  broken: string[];
  error: string | null;
}

const worker = fileURLToPath(new URL('./seedDemoWorker.ts', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/** Seeds the demo as of each date in a process of its own, in the given time zone. */
function runWorker(zone: string, dates: readonly string[]): Promise<DemoDay[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', worker, ...dates], {
      cwd: repositoryRoot,
      env: { ...process.env, TZ: zone, OMS_DEMO_NOW: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const days = output
        .split('\n')
        .filter((line) => line.startsWith('demo-day '))
        .map((line) => JSON.parse(line.slice('demo-day '.length)) as DemoDay);
      if (code !== 0 && days.length < dates.length)
        reject(new Error(`Worker (${zone}) exited with ${code}:\n${output}`));
      else resolve(days);
    });
  });
}

/** The dates cut into jobs, run as many at a time as the machine has cores. */
async function seedEveryDay(): Promise<Map<string, DemoDay>> {
  const jobs: { zone: string; dates: readonly string[] }[] = [];
  for (const [zone, dates] of Object.entries(demoDays)) {
    const size = Math.ceil(dates.length / Math.ceil(dates.length / 12));
    for (let start = 0; start < dates.length; start += size)
      jobs.push({ zone, dates: dates.slice(start, start + size) });
  }
  const results = new Map<string, DemoDay>();
  const queue = [...jobs];
  const lanes = Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      for (const day of await runWorker(job.zone, job.dates)) results.set(`${job.zone} ${day.date}`, day);
    }
  });
  await Promise.all(lanes);
  return results;
}

const cases = Object.entries(demoDays).flatMap(([zone, dates]) => dates.map((date) => [zone, date] as const));
let seeded: Map<string, DemoDay>;

describe('the demo seeds on every day', () => {
  beforeAll(async () => {
    seeded = await seedEveryDay();
  }, 600_000);

  it('covers at least 40 moments', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases)('under TZ=%s as of %s: seeds, and keeps every promise the demo tour makes', (zone, date) => {
    const day = seeded.get(`${zone} ${date}`);
    expect(day, 'the worker reported this date').toBeDefined();
    expect(day?.error).toBeNull();
    expect(day?.broken).toEqual([]);
  });
});
