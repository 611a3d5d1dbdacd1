import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { benchVenueId } from '../servers/benchVenues';
import { signedInHeaders } from '../support/benchClient';
import { startChildServer } from '../support/childServer';
import { allPassed, type Measure, notMeasured } from '../support/measure';
import { withScratchDir } from '../support/scratchDir';

const enginesDir = resolve(fileURLToPath(new URL('../../engines', import.meta.url)));
const RATE = 20;
const name = `workflow start from a command at ${RATE}/s (schedule a plan downgrade, p99)`;
const goal = 'p99 ≤ 50 ms; the command never waits for the workflow';

interface TemporalServer {
  env: { TEMPORAL_ADDRESS: string };
  stop(): Promise<void>;
}

async function paced(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  path: (index: number) => string,
  body?: string,
) {
  let index = 0;
  const result = await autocannon({
    url,
    connections: 4,
    overallRate: RATE,
    amount: RATE * seconds,
    // No content type without a body: Fastify refuses an empty JSON body with 400.
    headers: body ? { 'content-type': 'application/json', ...headers } : headers,
    requests: [
      {
        method: 'POST',
        ...(body ? { body } : {}),
        setupRequest: (request) => {
          const next = path(index);
          index += 1;
          return { ...request, path: next };
        },
      },
    ],
  });
  return {
    p99: result.latency.p99,
    p50: result.latency.p50,
    failures: result.non2xx + result.errors + result.timeouts,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, (stat as { count: number }).count]),
    ),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * P7: scheduling a downgrade starts a Temporal workflow that sleeps until the period ends; the
 * command answers once the workflow is started. Baseline: activating a plan, the same kind of
 * command on the same venues with no workflow, at the same rate.
 */
const specialPurchase = (index: number) =>
  JSON.stringify({
    staffName: 'Bench Staff',
    staffEmail: 'staff@bench.test',
    sku: `BENCH-${index}`,
    itemName: 'Bench item',
    itemCostPence: 1000,
    managerName: 'Bench Manager',
    managerEmail: 'manager@bench.test',
    supplierId: null,
    supplierTitle: 'Bench Supplies',
  });

const p7bName = `special purchase request at ${RATE}/s with its approval workflow started (p99)`;

/**
 * P7b: a special purchase request, whose approval workflow a reactor starts from the recorded
 * event, against the same request on the same API with workflows disabled (no Temporal at all).
 */
async function measureSpecialPurchaseRequests(
  dir: string,
  temporalEnv: { TEMPORAL_ADDRESS: string },
  venues: number,
  seconds: number,
): Promise<Measure> {
  const run = async (label: string, env: Record<string, string>) => {
    const server = await startChildServer('tests/bench/servers/workflowServer.ts', {
      env: { DATA_DIR: join(dir, label), BENCH_VENUES: String(venues), ...env },
    });
    try {
      const headers = await signedInHeaders(server.url);
      return await paced(
        server.url,
        headers,
        seconds,
        (index) => `/api/venues/${benchVenueId(index % venues)}/special-purchases`,
        specialPurchase(0),
      );
    } finally {
      await server.stop();
    }
  };
  const withWorkflows = await run('with-workflows', temporalEnv);
  const without = await run('without-workflows', {});
  return {
    id: 'P7b',
    name: p7bName,
    unit: 'ms',
    figure: withWorkflows.p99,
    baseline: without.p99,
    baselineName: `the same request with workflows disabled (p99)`,
    goal: 'p99 ≤ 50 ms; the request never waits for Temporal',
    passed: allPassed(withWorkflows.p99 <= 50, withWorkflows.failures === 0, without.failures === 0),
    details: { withWorkflows, without },
  };
}

export async function measureWorkflowStart(options: { seconds: number }): Promise<Measure[]> {
  const provisioning = (await import(pathToFileURL(join(enginesDir, 'provision.mjs')).href)) as {
    paths: { temporalBinary: string };
  };
  if (!existsSync(provisioning.paths.temporalBinary)) {
    return [
      notMeasured(
        'P7',
        name,
        goal,
        'not measured: no Temporal CLI here (`npm run engines:provision -- temporal` builds it, about 10 minutes)',
      ),
    ];
  }
  const engines = (await import(pathToFileURL(join(enginesDir, 'localEngines.mjs')).href)) as {
    startTemporalDevServer(dir: string): Promise<TemporalServer>;
  };
  return withScratchDir('workflows', async (dir) => {
    const temporal = await engines.startTemporalDevServer(dir);
    try {
      const venues = RATE * options.seconds;
      let p7: Measure;
      const server = await startChildServer('tests/bench/servers/workflowServer.ts', {
        env: { DATA_DIR: join(dir, 'data'), BENCH_VENUES: String(venues + 1), ...temporal.env },
      });
      try {
        const headers = await signedInHeaders(server.url);
        // One downgrade on a spare venue first: warms the Temporal client and shows what a failure answers.
        const probe = await fetch(`${server.url}/api/venues/${benchVenueId(venues)}/subscription/downgrade`, {
          method: 'POST',
          headers,
        });
        const probeAnswer = `${probe.status} ${(await probe.text()).slice(0, 300)}`;
        const baseline = await paced(
          server.url,
          headers,
          options.seconds,
          (index) => `/api/venues/${benchVenueId(index % venues)}/subscription/plan`,
          JSON.stringify({ plan: 'growth' }),
        );
        const downgrade = await paced(
          server.url,
          headers,
          options.seconds,
          (index) => `/api/venues/${benchVenueId(index % venues)}/subscription/downgrade`,
        );
        p7 = {
          id: 'P7',
          name,
          unit: 'ms',
          figure: downgrade.p99,
          baseline: baseline.p99,
          baselineName: `activating a plan at ${RATE}/s, no workflow (p99)`,
          goal,
          passed: allPassed(downgrade.p99 <= 50, downgrade.failures === 0),
          ...(downgrade.failures === 0 && downgrade.p99 > 50
            ? {
                note: `the same command path without a workflow (activating a plan) has p99 ${baseline.p99} ms at this rate: the time goes to the command path shared with every command (see P1's profile), not to starting the workflow; the answer comes before the workflow's sleep ends, weeks later`,
              }
            : {}),
          ...(downgrade.failures > 0
            ? {
                note: `${downgrade.failures} of ${venues} downgrade requests failed (answers by status ${JSON.stringify(downgrade.statuses)}, ${downgrade.errors} errors, ${downgrade.timeouts} timeouts); a single one before the run answered ${probeAnswer}`,
              }
            : {}),
          details: { downgrade, baseline, note: 'each workflow sleeps until the end of the billing period' },
        };
      } finally {
        await server.stop();
      }
      // On its own servers, after P7's has stopped: one with the same Temporal, one without any.
      return [p7, await measureSpecialPurchaseRequests(dir, temporal.env, venues, options.seconds)];
    } finally {
      await temporal.stop();
    }
  });
}
