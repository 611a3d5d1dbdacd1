// The embedded default runs Temporal too: the Temporal CLI's dev server (a real Temporal server on
// a SQLite file in DATA_DIR, so workflows survive restarts, with its Web UI). Node built-ins only.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { join } from 'node:path';

/**
 * TEMPORAL_BINARY, then the binary `npm run engines:provision -- temporal` builds (in .engines/ or
 * OMS_ENGINES_CACHE), then `temporal` on PATH.
 */
export function findTemporalBinary(repositoryRoot) {
  if (process.env.TEMPORAL_BINARY) {
    return existsSync(process.env.TEMPORAL_BINARY)
      ? { path: process.env.TEMPORAL_BINARY }
      : { missing: `TEMPORAL_BINARY ${process.env.TEMPORAL_BINARY} does not exist` };
  }
  const cache = process.env.OMS_ENGINES_CACHE ?? join(repositoryRoot, '.engines');
  const provisioned = join(cache, 'go/bin/temporal');
  if (existsSync(provisioned)) return { path: provisioned };
  const onPath = spawnSync('temporal', ['--version'], { stdio: 'ignore' });
  if (onPath.status === 0) return { path: 'temporal' };
  return {
    missing:
      'no Temporal binary: set TEMPORAL_BINARY, put `temporal` on PATH, or build it with `npm run engines:provision -- temporal` (a few minutes, once)',
  };
}

function portFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function choosePort(preferred) {
  if (await portFree(preferred)) return preferred;
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function accepts(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts the dev server; resolves with its address, or with the reason it could not run. */
export async function startTemporalDevServer({ binary, dataDir }) {
  mkdirSync(dataDir, { recursive: true });
  const port = await choosePort(Number(process.env.TEMPORAL_PORT ?? 7233));
  const uiPort = await choosePort(Number(process.env.TEMPORAL_UI_PORT ?? 8233));
  const logFile = join(dataDir, 'temporal.log');
  const log = openSync(logFile, 'a');
  const child = spawn(
    binary,
    ['server', 'start-dev', '--ip', '127.0.0.1', '--port', String(port), '--ui-port', String(uiPort)].concat([
      '--db-filename',
      join(dataDir, 'temporal.sqlite'),
      '--log-level',
      'warn',
    ]),
    { stdio: ['ignore', log, log] },
  );
  closeSync(log);
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + 60_000;
  while (!exited && Date.now() < deadline && !(await accepts(port))) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (exited || Date.now() >= deadline) {
    child.kill('SIGKILL');
    return { unavailable: `the Temporal dev server did not start; see ${logFile}` };
  }
  return {
    address: `127.0.0.1:${port}`,
    uiUrl: `http://localhost:${uiPort}`,
    stop: () => child.kill('SIGTERM'),
    child,
  };
}
