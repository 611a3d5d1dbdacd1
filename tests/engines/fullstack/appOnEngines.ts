import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { addBusinessDays, type BasketView, weekdayOf } from '@oms/contracts';
import { runApp } from '../../e2e/support/appServer';

const repositoryRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const enginesDir = resolve(repositoryRoot, 'tests/engines');

interface RunningEngine {
  env: Record<string, string>;
  stop(): Promise<void>;
}

type EngineName = 'postgres' | 'kafka' | 'ferretdb' | 'temporal';

interface LocalEngines {
  startPostgres(dir: string): Promise<RunningEngine & { urlOf(database: string): string }>;
  startKafka(dir: string): Promise<RunningEngine>;
  startFerretdb(dir: string, options?: { postgresUrl?: string }): Promise<RunningEngine>;
  startTemporalDevServer(dir: string): Promise<RunningEngine>;
}

/**
 * Fresh, empty engines on loopback from the provisioned cache; stopped together, or all if one
 * fails to start. With `postgres` among them (named first), it is the event store
 * (`EVENTSTORE_URL`) and FerretDB keeps its documents in the same cluster.
 */
export async function startLocalEngines(
  workDir: string,
  names: readonly EngineName[],
): Promise<{ env: Record<string, string>; stop(): Promise<void> }> {
  // The engine scripts are plain ESM without types; loaded by URL so the checker does not look for any.
  const engines = (await import(pathToFileURL(resolve(enginesDir, 'localEngines.mjs')).href)) as LocalEngines;
  let postgresUrlOf: ((database: string) => string) | undefined;
  const starters: Record<EngineName, (dir: string) => Promise<RunningEngine>> = {
    postgres: async (dir) => {
      const postgres = await engines.startPostgres(dir);
      postgresUrlOf = postgres.urlOf;
      return { env: { EVENTSTORE_URL: postgres.urlOf('oms') }, stop: postgres.stop };
    },
    kafka: engines.startKafka,
    ferretdb: (dir) => engines.startFerretdb(dir, { postgresUrl: postgresUrlOf?.('ferretdb') }),
    temporal: engines.startTemporalDevServer,
  };
  const started: RunningEngine[] = [];
  const stop = async () => {
    // The others first: FerretDB holds connections to the cluster.
    await Promise.allSettled(started.splice(1).map((engine) => engine.stop()));
    await Promise.allSettled(started.splice(0).map((engine) => engine.stop()));
  };
  try {
    for (const name of names) started.push(await starters[name](workDir));
  } catch (error) {
    await stop();
    throw error;
  }
  return { env: Object.assign({}, ...started.map((engine) => engine.env)), stop };
}

/**
 * Fresh, empty engines on loopback, the production stack: PostgreSQL (the event store, and
 * FerretDB's documents), Kafka and the Temporal dev server, from the provisioned cache.
 */
export function startEmptyEngines(workDir: string) {
  return startLocalEngines(workDir, ['postgres', 'kafka', 'ferretdb', 'temporal']);
}

/**
 * The real app as an operator starts it on the given engines, through the suites' `runApp`. The
 * shared engines of `test:engines` are in this process's environment: the S3 bucket is switched
 * off so that only the three engines under test are used.
 */
export async function startApp(options: {
  dataDir: string;
  port: number;
  engines: Record<string, string>;
  timeoutMs: number;
}) {
  const started = performance.now();
  const app = await runApp(options.dataDir, options.port, options.timeoutMs, {
    OMS_DEMO: '1',
    LOG_LEVEL: 'info',
    // A start that stalls fails inside the test's time, naming its phase.
    OMS_START_PHASE_SECONDS: String(Math.floor(options.timeoutMs / 2000)),
    EVENTSTORE_URL: options.engines.EVENTSTORE_URL ?? '',
    MONGO_URL: options.engines.MONGO_URL ?? '',
    KAFKA_BROKERS: options.engines.KAFKA_BROKERS ?? '',
    TEMPORAL_ADDRESS: options.engines.TEMPORAL_ADDRESS ?? '',
    S3_BUCKET: '',
  });
  return { ...app, startSeconds: (performance.now() - started) / 1000 };
}

/** A signed-in API client over fetch. */
export async function signedIn(url: string, email: string) {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo!Pass1' }),
  });
  if (!login.ok) throw new Error(`Sign-in as ${email} answered ${login.status}: ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, text: await response.text() };
  };
}

/**
 * Puts one catalogue product in the venue's basket, enough of it to pass the supplier's minimum,
 * and orders it for the supplier's first delivery day that the order rules accept.
 */
export async function placeBasketOrder(
  api: Awaited<ReturnType<typeof signedIn>>,
  venueId: string,
): Promise<{ orderId: string; today: string; deliveryDay: string }> {
  const catalogue = await api('GET', `/api/venues/${venueId}/catalogue?limit=20`);
  const products = (JSON.parse(catalogue.text) as { products: { productId: string }[] }).products;
  const productId = products[0]?.productId;
  if (!productId) throw new Error(`The catalogue of ${venueId} is empty: ${catalogue.text.slice(0, 300)}`);
  const added = await api('POST', `/api/venues/${venueId}/basket/lines`, { productId, quantity: 1 });
  if (added.status !== 200) throw new Error(`Add to basket answered ${added.status}: ${added.text}`);
  const basket = JSON.parse(added.text) as BasketView;
  const group = basket.groups.find((candidate) => candidate.lines.some((line) => line.productId === productId));
  const line = group?.lines.find((candidate) => candidate.productId === productId);
  if (!group || !line) throw new Error(`The basket does not hold ${productId}: ${added.text}`);
  const quantity = Math.min(10_000, Math.max(1, Math.ceil(group.minOrderValue / Math.max(1, line.unitPrice)) + 1));
  await api('PUT', `/api/venues/${venueId}/basket/lines/${productId}`, { quantity });

  const refusals: string[] = [];
  for (let ahead = 1; ahead <= 21 && refusals.length < 4; ahead += 1) {
    const deliveryDay = addBusinessDays(basket.today, ahead);
    if (group.deliveryDays.length > 0 && !group.deliveryDays.includes(weekdayOf(deliveryDay))) continue;
    const placed = await api('POST', `/api/venues/${venueId}/basket/order`, { requiredDeliveryDay: deliveryDay });
    if (placed.status === 200 || placed.status === 201) {
      const orderId = (JSON.parse(placed.text) as { orders: { orderId: string }[] }).orders[0]?.orderId;
      if (!orderId) throw new Error(`The order answer names no order: ${placed.text}`);
      return { orderId, today: basket.today, deliveryDay };
    }
    refusals.push(`${deliveryDay}: ${placed.status} ${placed.text}`);
  }
  throw new Error(`No delivery day was accepted:\n${refusals.join('\n')}`);
}
