// `npm start`: install what is missing, build the dashboard, run API and web on one port.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { ensureInstalled, ensureWebBuilt, repositoryRoot } from './ensureInstalled.mjs';
import { findTemporalBinary, startTemporalDevServer } from './temporalDevServer.mjs';

ensureInstalled();
ensureWebBuilt();

const dataDir = resolve(process.env.DATA_DIR ?? resolve(repositoryRoot, 'data'));
const goAvailable = () => spawnSync('go', ['version'], { stdio: 'ignore' }).status === 0;

// Without TEMPORAL_ADDRESS the embedded default runs its own Temporal dev server, brought up in the
// background (built from its Go module the first time) while the product is already served.
const appEnv = { ...process.env };
const runOwnTemporal = !process.env.TEMPORAL_ADDRESS;
if (runOwnTemporal) {
  const found = findTemporalBinary(repositoryRoot);
  if (found.path || goAvailable()) appEnv.OMS_WORKFLOWS_STARTING = '1';
  else {
    appEnv.OMS_WORKFLOWS_UNAVAILABLE = `${found.missing}; Go is not installed here to build it`;
    console.warn(`Workflow engine unavailable: ${appEnv.OMS_WORKFLOWS_UNAVAILABLE}`);
  }
}

// A 32 MB young generation instead of 16: a placed order's documents outlive the request, and a
// small nursery copies them more often (docs/performance.md, seventh pass). The bench reads the same file.
const appNodeFlags = JSON.parse(readFileSync(resolve(repositoryRoot, 'services/bin/appNodeFlags.json'), 'utf8'));
const server = spawn(process.execPath, [...appNodeFlags, '--import', 'tsx', 'services/src/main.ts'], {
  cwd: repositoryRoot,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: appEnv,
});
const appReady = new Promise((resolveReady) => {
  server.on('message', (message) => {
    if (message?.type === 'app-ready') resolveReady();
  });
});
const tell = (message) => {
  if (server.connected) server.send(message);
};

let temporal = null;
let build = null;

/** Builds the Temporal CLI with the same cached provisioning as `npm run test:engines`. */
function buildTemporal() {
  console.log(
    'Building the Temporal CLI for the workflows: once, a few minutes (up to about 15 on a cold machine). ' +
      'The product is already served; workflow actions answer 503 "The workflow engine is starting" until it is ready.',
  );
  return new Promise((resolveBuild) => {
    build = spawn(process.execPath, ['tests/engines/provision.mjs', 'temporal'], {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [build.stdout, build.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[temporal build] ${line}`));
    }
    build.on('exit', (code) => {
      build = null;
      resolveBuild(code === 0);
    });
  });
}

async function bringTemporalUp() {
  let binary = findTemporalBinary(repositoryRoot).path;
  if (!binary) {
    const startedAt = Date.now();
    if (!(await buildTemporal())) {
      tell({
        type: 'temporal-unavailable',
        reason: 'the Temporal CLI could not be built; see the [temporal build] lines of the log',
      });
      return;
    }
    console.log(`Temporal CLI built in ${Math.round((Date.now() - startedAt) / 1000)} s; later starts use the cache.`);
    binary = findTemporalBinary(repositoryRoot).path;
  }
  const started = await startTemporalDevServer({ binary, dataDir });
  await appReady;
  if (!started.address) {
    console.warn(`Workflow engine unavailable: ${started.unavailable}`);
    tell({ type: 'temporal-unavailable', reason: started.unavailable });
    return;
  }
  temporal = started;
  console.log(`Temporal dev server at ${started.address}, Web UI at ${started.uiUrl}`);
  tell({ type: 'temporal-ready', address: started.address, webUiUrl: started.uiUrl });
}

if (appEnv.OMS_WORKFLOWS_STARTING) {
  bringTemporalUp().catch((error) => {
    console.error('The Temporal dev server could not be started', error);
    tell({ type: 'temporal-unavailable', reason: String(error?.message ?? error) });
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  build?.kill('SIGTERM');
  temporal?.stop();
  process.exit(code ?? 0);
});
// The app stopping for any reason must not leave the Temporal server or its build behind.
process.on('exit', () => {
  build?.kill('SIGKILL');
  temporal?.child.kill('SIGTERM');
});
