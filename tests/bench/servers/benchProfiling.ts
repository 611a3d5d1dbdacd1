import { Session } from 'node:inspector/promises';
import type { FastifyInstance } from 'fastify';

/** Bench-only routes: V8 CPU profiles of chosen stretches of load, so a missed goal shows where the time went. */
export async function addProfilingRoutes(app: FastifyInstance): Promise<void> {
  const profiler = new Session();
  profiler.connect();
  await profiler.post('Profiler.enable');
  // V8 samples every 1,000 µs by default: a few hundred samples for a profiled run of 500 orders.
  await profiler.post('Profiler.setSamplingInterval', { interval: 200 });
  app.post('/bench/profile/start', async () => {
    await profiler.post('Profiler.start');
    return { profiling: true };
  });
  app.post('/bench/profile/stop', async () => (await profiler.post('Profiler.stop')).profile);
}
