import { writeFileSync } from 'node:fs';
import { addBusinessDays, businessDateOf } from '@oms/contracts';
import autocannon from 'autocannon';
import { benchProductId, benchVenueId } from '../servers/benchVenues';
import { signedInHeaders } from '../support/benchClient';
import { startChildServer } from '../support/childServer';
import { type CpuProfile, describeProfile, summariseProfile } from '../support/cpuProfile';
import { allPassed, type Measure } from '../support/measure';
import { processCpuMs } from '../support/processCpu';
import { withScratchDir } from '../support/scratchDir';

const CONNECTIONS = 50;
/**
 * Orders placed before the measured ones. The hello-world and add to basket warm up for 2 s
 * (tens of thousands of requests); 200 orders were a tenth of a second, and the measured orders'
 * first thousands still ran code V8 had not optimised (CPU per order fell by a third along a run).
 */
const WARM_UP = 2000;
const PROFILED_ORDERS = 500;
/** Issue 24's goals: share of the hello-world's throughput, and p99 in ms. */
const goals = { P1: { share: 0.1, p99: 50 }, P1b: { share: 0.2, p99: 25 } } as const;

async function profiled(url: string, work: () => Promise<unknown>): Promise<string> {
  await fetch(`${url}/bench/profile/start`, { method: 'POST' });
  await work();
  const profile = (await (await fetch(`${url}/bench/profile/stop`, { method: 'POST' })).json()) as CpuProfile;
  // BENCH_KEEP_PROFILE=/tmp/p1 keeps each profile for a call tree (Chrome DevTools, or who calls a hot function).
  const keepAs = process.env.BENCH_KEEP_PROFILE;
  if (keepAs) writeFileSync(`${keepAs}-${Date.now()}.cpuprofile`, JSON.stringify(profile));
  return describeProfile(summariseProfile(profile));
}

interface LoadResult {
  requestsPerSecond: number;
  p99: number;
  p50: number;
  total: number;
  failures: number;
  /** Status and body of the first answer that was not a success, so a failing load says why. */
  firstFailure: string | null;
  /** The server's CPU time per answer, and how busy its core was: below ~95 %, the load generator was the limit. */
  serverCpuUsPerRequest: number | null;
  serverCoreBusy: number | null;
}

type Load = { amount: number } | { duration: number };

async function load(
  server: { url: string; pid: number },
  options: Load & {
    headers: Record<string, string>;
    method: 'GET' | 'POST';
    pathFor: (index: number) => string;
    body?: string;
  },
): Promise<LoadResult> {
  let index = 0;
  let firstFailure: string | null = null;
  const cpuBefore = processCpuMs(server.pid);
  const started = performance.now();
  let lastAnswer = started;
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    ...('amount' in options ? { amount: options.amount } : { duration: options.duration }),
    headers: { 'content-type': 'application/json', ...options.headers },
    requests: [
      {
        method: options.method,
        ...(options.body ? { body: options.body } : {}),
        setupRequest: (request) => {
          const path = options.pathFor(index);
          index += 1;
          return { ...request, path };
        },
        onResponse: (status: number, body: string) => {
          lastAnswer = performance.now();
          if ((status < 200 || status >= 300) && firstFailure === null) {
            firstFailure = `${status} ${String(body).slice(0, 300)}`;
          }
        },
      },
    ],
  });
  // autocannon's average is over whole seconds and counts the last, partly used second as a full
  // one (2,000 orders answered in 2.1 s read 667 req/s): answers over the time they took instead.
  const seconds = (lastAnswer - started) / 1000;
  const cpuAfter = processCpuMs(server.pid);
  const cpuMs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  return {
    serverCpuUsPerRequest:
      cpuMs === null || result.requests.total === 0 ? null : (cpuMs * 1000) / result.requests.total,
    serverCoreBusy: cpuMs === null || seconds <= 0 ? null : cpuMs / 1000 / seconds,
    requestsPerSecond: seconds > 0 ? result.requests.total / seconds : 0,
    p99: result.latency.p99,
    p50: result.latency.p50,
    total: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    firstFailure:
      firstFailure ??
      (result.errors + result.timeouts > 0 ? `${result.errors} errors, ${result.timeouts} timeouts` : null),
  };
}

/**
 * P1: the place-order and add-to-basket commands over HTTP (session, validation, decide, append,
 * projections caught up, reply) against a bare Fastify hello-world started the same way, both
 * pinned to core 0 and loaded by autocannon from core 1 with 50 connections.
 */
export async function measureHttpCommands(options: { seconds: number; orders: number }): Promise<Measure[]> {
  const hello = await startChildServer('tests/bench/servers/helloServer.ts');
  let baseline: LoadResult;
  try {
    await load(hello, { duration: 2, headers: {}, method: 'POST', body: '{"a":1}', pathFor: () => '/hello' });
    baseline = await load(hello, {
      duration: options.seconds,
      headers: {},
      method: 'POST',
      body: '{"productId":"x","quantity":1}',
      pathFor: () => '/hello',
    });
  } finally {
    await hello.stop();
  }

  return withScratchDir('http', async (dataDir) => {
    const api = await startChildServer('tests/bench/servers/apiServer.ts', {
      env: { DATA_DIR: dataDir, BENCH_VENUES: String(options.orders + WARM_UP + PROFILED_ORDERS) },
    });
    let placeOrder: LoadResult;
    let addToBasket: LoadResult;
    const profiles: Record<string, string> = {};
    try {
      const headers = await signedInHeaders(api.url);
      const tomorrow = addBusinessDays(businessDateOf(new Date()), 1);
      // Each venue adds a line to its basket through the API before ordering it, as a user does, so
      // an order meets its basket as this process left it (not read cold from a store it never saw).
      const filled = await load(api, {
        amount: options.orders + WARM_UP + PROFILED_ORDERS,
        headers,
        method: 'POST',
        body: JSON.stringify({ productId: benchProductId, quantity: 1 }),
        pathFor: (index) => `/api/venues/${benchVenueId(index)}/basket/lines`,
      });
      if (filled.failures > 0) throw new Error(`Filling the bench baskets failed: ${filled.firstFailure}`);
      // Warm-up on venues the measured run does not use.
      await load(api, {
        amount: WARM_UP,
        headers,
        method: 'POST',
        body: JSON.stringify({ requiredDeliveryDay: tomorrow, notes: '' }),
        pathFor: (index) => `/api/venues/${benchVenueId(options.orders + index)}/basket/order`,
      });
      // Each request places a different venue's basket: an order needs a basket to order.
      placeOrder = await load(api, {
        amount: options.orders,
        headers,
        method: 'POST',
        body: JSON.stringify({ requiredDeliveryDay: tomorrow, poNumber: 'PO-BENCH', notes: 'Bench order' }),
        pathFor: (index) => `/api/venues/${benchVenueId(index)}/basket/order`,
      });
      const addLine = {
        headers,
        method: 'POST' as const,
        body: JSON.stringify({ productId: benchProductId, quantity: 1 }),
        pathFor: (index: number) => `/api/venues/${benchVenueId(index % options.orders)}/basket/lines`,
      };
      // Warmed up as long as the hello-world is: the orders above do not run this route's code.
      await load(api, { duration: 2, ...addLine });
      addToBasket = await load(api, { duration: options.seconds, ...addLine });
      // Profiles come from separate, shorter runs, so sampling does not slow the measured ones.
      profiles.P1 = await profiled(api.url, () =>
        load(api, {
          amount: PROFILED_ORDERS,
          headers,
          method: 'POST',
          body: JSON.stringify({ requiredDeliveryDay: tomorrow, notes: '' }),
          pathFor: (index) => `/api/venues/${benchVenueId(options.orders + WARM_UP + index)}/basket/order`,
        }),
      );
      profiles.P1b = await profiled(api.url, () => load(api, { duration: 4, ...addLine }));
    } finally {
      await api.stop();
    }
    const cpuOf = (result: LoadResult) =>
      result.serverCpuUsPerRequest === null || result.serverCoreBusy === null
        ? 'not known'
        : `${result.serverCpuUsPerRequest.toFixed(0)} µs per request, its core ${(result.serverCoreBusy * 100).toFixed(0)} % busy`;
    // The ratio compares throughputs; the CPU per request says what each costs the server, and
    // whether the hello-world's figure is the server's limit or the load generator's.
    const serverCpuOf = (result: LoadResult) => `Server CPU: ${cpuOf(result)} (hello-world: ${cpuOf(baseline)}).`;
    const measureOf = (id: string, name: string, result: LoadResult): Measure => {
      const label = `${name} over HTTP, ${CONNECTIONS} connections`;
      // A throughput of failing requests measures nothing: the line fails and says why.
      if (result.failures > 0) {
        return {
          id,
          name: label,
          unit: 'req/s',
          figure: null,
          baseline: baseline.requestsPerSecond,
          baselineName: 'bare Fastify hello-world',
          goal: '≥ 10 % of baseline req/s, p99 ≤ 50 ms',
          passed: false,
          note: `${result.failures} of ${result.total} requests failed, so no figure is reported. The first: ${result.firstFailure}`,
          details: { ...result, baseline },
        };
      }
      const share = result.requestsPerSecond / baseline.requestsPerSecond;
      const goal = goals[id as keyof typeof goals];
      const passed = allPassed(share >= goal.share, result.p99 <= goal.p99);
      return {
        id,
        name: `${label} (p99 ${result.p99.toFixed(1)} ms)`,
        unit: 'req/s',
        figure: result.requestsPerSecond,
        baseline: baseline.requestsPerSecond,
        baselineName: `bare Fastify hello-world, p99 ${baseline.p99.toFixed(1)} ms`,
        goal: `≥ ${goal.share * 100} % of baseline req/s, p99 ≤ ${goal.p99} ms`,
        passed,
        note: passed
          ? serverCpuOf(result)
          : `${serverCpuOf(result)} p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms at ${result.requestsPerSecond.toFixed(0)} req/s: with ${CONNECTIONS} connections queued on one event loop, mean latency ≈ ${CONNECTIONS} ÷ throughput. API process profile (self time): ${profiles[id] ?? 'none'}`,
        details: { ...result, baseline },
      };
    };
    return [
      measureOf('P1', `place order (${placeOrder.total} orders)`, placeOrder),
      measureOf('P1b', 'add to basket', addToBasket),
    ];
  });
}
