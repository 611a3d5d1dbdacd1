import { addBusinessDays, businessDateOf } from '@oms/contracts';
import autocannon from 'autocannon';
import { benchProductId, benchVenueId } from '../servers/benchVenues';
import { signedInHeaders } from '../support/benchClient';
import { startChildServer } from '../support/childServer';
import { type CpuProfile, describeProfile, summariseProfile } from '../support/cpuProfile';
import { allPassed, type Measure } from '../support/measure';
import { withScratchDir } from '../support/scratchDir';

const CONNECTIONS = 50;
const WARM_UP = 200;
const PROFILED_ORDERS = 500;

async function profiled(url: string, work: () => Promise<unknown>): Promise<string> {
  await fetch(`${url}/bench/profile/start`, { method: 'POST' });
  await work();
  const profile = (await (await fetch(`${url}/bench/profile/stop`, { method: 'POST' })).json()) as CpuProfile;
  return describeProfile(summariseProfile(profile));
}

interface LoadResult {
  requestsPerSecond: number;
  p99: number;
  p50: number;
  total: number;
  failures: number;
}

type Load = { amount: number } | { duration: number };

async function load(
  url: string,
  options: Load & {
    headers: Record<string, string>;
    method: 'GET' | 'POST';
    pathFor: (index: number) => string;
    body?: string;
  },
): Promise<LoadResult> {
  let index = 0;
  const result = await autocannon({
    url,
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
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    total: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
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
    await load(hello.url, { duration: 2, headers: {}, method: 'POST', body: '{"a":1}', pathFor: () => '/hello' });
    baseline = await load(hello.url, {
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
      // Warm-up on venues the measured run does not use.
      await load(api.url, {
        amount: WARM_UP,
        headers,
        method: 'POST',
        body: JSON.stringify({ requiredDeliveryDay: tomorrow, notes: '' }),
        pathFor: (index) => `/api/venues/${benchVenueId(options.orders + index)}/basket/order`,
      });
      // Each request places a different venue's basket: an order needs a basket to order.
      placeOrder = await load(api.url, {
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
      addToBasket = await load(api.url, { duration: options.seconds, ...addLine });
      // Profiles come from separate, shorter runs, so sampling does not slow the measured ones.
      profiles.P1 = await profiled(api.url, () =>
        load(api.url, {
          amount: PROFILED_ORDERS,
          headers,
          method: 'POST',
          body: JSON.stringify({ requiredDeliveryDay: tomorrow, notes: '' }),
          pathFor: (index) => `/api/venues/${benchVenueId(options.orders + WARM_UP + index)}/basket/order`,
        }),
      );
      profiles.P1b = await profiled(api.url, () => load(api.url, { duration: 4, ...addLine }));
    } finally {
      await api.stop();
    }
    const measureOf = (id: string, name: string, result: LoadResult): Measure => {
      const share = result.requestsPerSecond / baseline.requestsPerSecond;
      const passed = allPassed(share >= 0.25, result.p99 <= 25, result.failures === 0);
      return {
        id,
        name: `${name} over HTTP, ${CONNECTIONS} connections (p99 ${result.p99.toFixed(1)} ms)`,
        unit: 'req/s',
        figure: result.requestsPerSecond,
        baseline: baseline.requestsPerSecond,
        baselineName: `bare Fastify hello-world, p99 ${baseline.p99.toFixed(1)} ms`,
        goal: '≥ 25 % of baseline req/s, p99 ≤ 25 ms',
        passed,
        ...(passed
          ? {}
          : {
              note: `${result.failures > 0 ? `${result.failures} requests failed. ` : ''}p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms at ${result.requestsPerSecond.toFixed(0)} req/s: with ${CONNECTIONS} connections queued on one event loop, mean latency ≈ ${CONNECTIONS} ÷ throughput. API process profile (self time): ${profiles[id] ?? 'none'}`,
            }),
        details: { ...result, baseline },
      };
    };
    return [
      measureOf('P1', `place order (${placeOrder.total} orders)`, placeOrder),
      measureOf('P1b', 'add to basket', addToBasket),
    ];
  });
}
