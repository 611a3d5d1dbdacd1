// `npm start`: install what is missing, build the dashboard, run API and web on one port.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { ensureInstalled, ensureWebBuilt, repositoryRoot } from './ensureInstalled.mjs';
import { findTemporalBinary, startTemporalDevServer } from './temporalDevServer.mjs';

ensureInstalled();
ensureWebBuilt();

// Without TEMPORAL_ADDRESS the embedded default runs its own Temporal; without a binary the app
// still starts and the workflow-driven actions answer 503 with the reason.
const workflowEnv = {};
let temporal = null;
if (!process.env.TEMPORAL_ADDRESS) {
  const found = findTemporalBinary(repositoryRoot);
  const dataDir = resolve(process.env.DATA_DIR ?? resolve(repositoryRoot, 'data'));
  const started = found.path
    ? await startTemporalDevServer({ binary: found.path, dataDir })
    : { unavailable: found.missing };
  if (started.address) {
    temporal = started;
    workflowEnv.TEMPORAL_ADDRESS = started.address;
    console.log(`Temporal dev server at ${started.address}, Web UI at ${started.uiUrl}`);
  } else {
    workflowEnv.OMS_WORKFLOWS_UNAVAILABLE = started.unavailable;
    console.warn(`Workflow engine unavailable: ${started.unavailable}`);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'services/src/main.ts'], {
  cwd: repositoryRoot,
  stdio: 'inherit',
  env: { OMS_DEV_FIXED_USER: '1', ...process.env, ...workflowEnv },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  temporal?.stop();
  process.exit(code ?? 0);
});
// The app stopping for any reason must not leave the Temporal server behind.
process.on('exit', () => temporal?.child.kill('SIGTERM'));
