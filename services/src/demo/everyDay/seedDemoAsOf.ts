import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openConfiguredPlatform } from '../../platform/engines/configuredPlatform';
import { seedDemo } from '../seedDemo';
import { brokenDemoPromises } from './demoPromises';

const quiet = { info() {}, warn() {}, error: (object: unknown, message?: string) => console.error(message, object) };

/**
 * Seeds the whole demo as `npm start` does (configured embedded engines on a fresh data folder,
 * every seeder) as of `now`, and answers which of the demo tour's promises the seeded store breaks.
 */
export async function seedDemoAsOf(now: Date): Promise<string[]> {
  // The data folder in memory where the machine has one: the seed's own work is what is checked.
  const dataDir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'oms-demo-day-'));
  const configured = await openConfiguredPlatform({
    dataDir,
    env: { OMS_WORKFLOWS_UNAVAILABLE: 'the demo seed needs no workflows' },
    logger: quiet,
  });
  try {
    await seedDemo(
      configured.platform,
      { secret: 'demo-day-secret-demo-day-secret', publicUrl: 'http://localhost:3000' },
      now,
    );
    await configured.caughtUp();
    return await brokenDemoPromises(configured.platform, now);
  } finally {
    await configured.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
