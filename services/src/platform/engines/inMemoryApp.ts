import type { FastifyInstance } from 'fastify';
import { seedDemoData } from '../demo/seedDemoData';
import { buildApp } from '../http/buildApp';
import type { Platform } from '../platform';
import { openEmbeddedPlatform } from './embeddedPlatform';
import type { WorkflowEngine } from './workflowEngine';

/** A whole API on throwaway engines with a settable clock: for API tests and benchmarks. */
export async function buildInMemoryApp(options: { now: Date; seed?: boolean; workflows?: WorkflowEngine }): Promise<{
  app: FastifyInstance;
  platform: Platform;
  setNow(now: Date): void;
  close(): Promise<void>;
}> {
  let now = options.now;
  const embedded = await openEmbeddedPlatform({ clock: () => now });
  if (options.workflows) embedded.platform.workflows = options.workflows;
  if (options.seed ?? true) await seedDemoData(embedded.platform, now);
  const app = await buildApp(embedded.platform, { developmentFixedUser: true });
  return {
    app,
    platform: embedded.platform,
    setNow(next) {
      now = next;
    },
    async close() {
      await app.close();
      await embedded.close();
    },
  };
}
