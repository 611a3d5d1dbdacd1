import { chmodSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startLocalEngines } from '../../engines/fullstack/appOnEngines';

const repositoryRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const enginesDir = resolve(repositoryRoot, 'tests/engines');

type EngineName = 'postgres' | 'kafka' | 'ferretdb';

/**
 * Engines on loopback from the provisioned cache (built or fetched on first use), started empty.
 * With `postgres`, FerretDB keeps its documents in the cluster's `ferretdb` database (its `pg`
 * handler) and `EVENTSTORE_URL` names the `oms` database.
 */
export async function startBenchEngines(workDir: string, names: readonly EngineName[]) {
  // The engine scripts are plain ESM without types; loaded by URL so the checker does not look for any.
  const provisioning = (await import(pathToFileURL(resolve(enginesDir, 'provision.mjs')).href)) as {
    provision(name: string): { built: boolean; seconds: number };
  };
  for (const name of names) provisioning.provision(name);
  // The cluster runs as the `postgres` user when this runs as root: it must reach its folder
  // inside the scratch folder, which mkdtemp made private.
  mkdirSync(workDir, { recursive: true });
  for (let dir = workDir; dir.startsWith(`${tmpdir()}/`); dir = dirname(dir)) chmodSync(dir, 0o755);
  const started = performance.now();
  const engines = await startLocalEngines(workDir, names);
  return { ...engines, seconds: (performance.now() - started) / 1000 };
}

/** Arrays compared as sets: the two read stores may return equal rows in another order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map(canonical).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  }
  return value;
}

export const sameAnswer = (a: string, b: string) =>
  JSON.stringify(canonical(JSON.parse(a))) === JSON.stringify(canonical(JSON.parse(b)));

/** Until /api/health says every read model has applied the store's last event. */
export async function caughtUp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const health = (await (await fetch(`${url}/api/health`)).json()) as {
      projections: { lag: number | null; readModels: { lag: number | null }[] };
    };
    const models = health.projections.readModels;
    if (health.projections.lag === 0 && models.length > 0 && models.every((model) => model.lag === 0)) return;
    if (Date.now() > deadline)
      throw new Error(`The read side had not caught up: ${JSON.stringify(health.projections)}`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 1_000));
  }
}

/** A session cookie for an account that exists in the app. */
export async function sessionCookie(url: string, email: string, password: string): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`Sign-in as ${email} answered ${login.status}: ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

/** The seconds each start-up phase took, from the app's `start-up: <phase> done` lines (LOG_LEVEL info). */
export function phaseSeconds(output: string): Record<string, number> {
  const phases: Record<string, number> = {};
  for (const line of output.split('\n')) {
    if (!line.includes('start-up:') || !line.includes(' done')) continue;
    try {
      const entry = JSON.parse(line) as { phase?: string; seconds?: number };
      if (entry.phase && typeof entry.seconds === 'number') phases[entry.phase] = entry.seconds;
    } catch {
      // Not a JSON log line.
    }
  }
  return phases;
}
