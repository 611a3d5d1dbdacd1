// `npm start`: install what is missing, build the dashboard, run API and web on one port.
import { spawn } from 'node:child_process';
import { ensureInstalled, ensureWebBuilt, repositoryRoot } from './ensureInstalled.mjs';

ensureInstalled();
ensureWebBuilt();

const server = spawn(process.execPath, ['--import', 'tsx', 'services/src/main.ts'], {
  cwd: repositoryRoot,
  stdio: 'inherit',
  env: { OMS_DEV_FIXED_USER: '1', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
