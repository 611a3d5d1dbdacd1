import { Session } from 'node:inspector/promises';
import type { FastifyInstance } from 'fastify';

/** Bench-only routes: V8 CPU profiles of chosen stretches of load, so a missed goal shows where the time went. */
export async function addProfilingRoutes(app: FastifyInstance): Promise<void> {
  const profiler = new Session();
  profiler.connect();
  await profiler.post('Profiler.enable');
  app.post('/bench/profile/start', async () => {
    await profiler.post('Profiler.start');
    return { profiling: true };
  });
  app.post('/bench/profile/stop', async () => (await profiler.post('Profiler.stop')).profile);
}
