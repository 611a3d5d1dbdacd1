import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type HealthView, healthSchema } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../e2e/support/appServer';
import { placeBasketOrder, signedIn, startApp, startEmptyEngines } from './appOnEngines';

// `npm run test:engines` sets OMS_FULLSTACK=1 when PostgreSQL, Kafka, FerretDB and the Temporal CLI are provisioned.
const enabled = process.env.OMS_FULLSTACK === '1';
const ROUNDS = 3;
const START_TIMEOUT_MS = 480_000;

async function healthOnceWorkflowsRun(url: string): Promise<{ status: number; health: HealthView }> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const response = await fetch(`${url}/api/health`);
    const health = healthSchema.parse(await response.json());
    if (health.workflowWorker.status === 'ready' || Date.now() > deadline) return { status: response.status, health };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * The production start, as an operator makes it, three times from empty engines: the PostgreSQL
 * event store, FerretDB on PostgreSQL, Kafka and the Temporal dev server, the demo seed. Each start must become ready,
 * take a basket order and show it at the first read, and say it is healthy.
 */
describe.skipIf(!enabled)('the app on PostgreSQL, FerretDB, Kafka and Temporal', () => {
  for (let round = 1; round <= ROUNDS; round += 1) {
    it(
      `starts from empty engines, seeds, becomes ready and takes a basket order (start ${round} of ${ROUNDS})`,
      async () => {
        const workDir = mkdtempSync(join(tmpdir(), `oms-fullstack-${round}-`));
        const engines = await startEmptyEngines(join(workDir, 'engines'));
        let app: Awaited<ReturnType<typeof startApp>> | undefined;
        try {
          app = await startApp({
            dataDir: join(workDir, 'data'),
            port: await freePort(),
            engines: engines.env,
            timeoutMs: START_TIMEOUT_MS,
          });
          console.log(`fullstack start ${round}: ready in ${app.startSeconds.toFixed(1)} s`);

          const asVenueUser = await signedIn(app.url, 'venue@oms.test');
          const venues = JSON.parse((await asVenueUser('GET', '/api/venues')).text) as {
            venues: { venueId: string }[];
          };
          const venueId = venues.venues[0]?.venueId;
          expect(venueId, 'the demo venue user sees a venue').toBeTruthy();
          const { orderId, today } = await placeBasketOrder(asVenueUser, venueId as string);
          const orders = await asVenueUser('GET', `/api/venues/${venueId}/orders?start=${today}&end=${today}`);
          expect(orders.status, orders.text).toBe(200);
          expect(orders.text, 'the order is visible at the first read').toContain(orderId);

          const { status, health } = await healthOnceWorkflowsRun(app.url);
          expect(status).toBe(200);
          expect(health.status).toBe('ok');
          expect(health.engines.readStore).toEqual({ adapter: 'MongoDB', reachable: true, error: null });
          expect(health.engines.eventStore).toMatchObject({ adapter: 'PostgreSQL', reachable: true });
          expect(health.engines.feed).toEqual({ adapter: 'Kafka', reachable: true, error: null });
          expect(health.projections.stalled).toBe(false);
          expect(health.workflowWorker.status).toBe('ready');

          // The noise an operator would chase: kafkajs' retried start-up answers and its partitioner
          // notice, and the SDK's heartbeat warning about the dev server.
          const output = app.output();
          expect(output).not.toMatch(/coordinator is loading/i);
          expect(output).not.toMatch(/switched default partitioner/);
          expect(output).not.toMatch(/heartbeat details are preserved/);
          expect(output).toMatch(/start-up: seed done/);
        } finally {
          await app?.stop();
          await engines.stop();
          rmSync(workDir, { recursive: true, force: true });
        }
      },
      START_TIMEOUT_MS + 240_000,
    );
  }
});
