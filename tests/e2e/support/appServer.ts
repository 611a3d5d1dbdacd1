import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
/** The V8 flags `npm start` runs the app with: the app tested and measured as shipped. */
export const appNodeFlags: readonly string[] = JSON.parse(
  readFileSync(resolve(repositoryRoot, 'services/bin/appNodeFlags.json'), 'utf8'),
);

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export interface AppServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The app as `npm start` runs it (built dashboard, embedded engines) in its own process on a given
 * data folder; resolves once it prints that it is ready. Shared by the browser suite and the bench.
 */
export async function runApp(
  dataDir: string,
  port: number,
  startTimeoutMs = 90_000,
  env: Record<string, string> = {},
): Promise<AppServer & { child: ChildProcess; output(): string }> {
  const child: ChildProcess = spawn(process.execPath, [...appNodeFlags, '--import', 'tsx', 'services/src/main.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Suites run apps side by side: none takes Co-Pilot's inbound SMTP port unless it asks for one.
      INBOUND_SMTP_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolveReady, reject) => {
    const timer = setTimeout(() => reject(new Error(`App did not start in time:\n${output}`)), startTimeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('OMS is ready at')) {
        clearTimeout(timer);
        resolveReady();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`App exited with ${code}:\n${output}`));
    });
  });
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    /** Everything the app printed so far (it keeps collecting after ready). */
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The engine suites export every engine's address; a walk that is about Temporal alone passes these
 * so its app keeps the embedded event store, read models, feed and files (seeding on FerretDB and
 * Kafka takes minutes).
 */
export const embeddedStores = { EVENTSTORE_URL: '', MONGO_URL: '', KAFKA_BROKERS: '', S3_BUCKET: '', S3_ENDPOINT: '' };

/**
 * The built app as a user runs it: its own process, a fresh data folder, demo data seeded. `env` adds
 * to the app's variables (OMS_DEMO_NOW pins the moment the demo is seeded as of).
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'oms-e2e-'));
  // A run that must keep to a given port (machines shared between runs) names it.
  const port = process.env.OMS_E2E_PORT ? Number(process.env.OMS_E2E_PORT) : await freePort();
  const app = await runApp(dataDir, port, undefined, env);
  return {
    url: app.url,
    async stop() {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
