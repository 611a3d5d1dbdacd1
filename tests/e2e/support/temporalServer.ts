import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './appServer';

const repositoryRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

/** As `npm start` finds it: TEMPORAL_BINARY, the provisioned .engines build, or `temporal` on PATH. */
function temporalBinary(): string {
  if (process.env.TEMPORAL_BINARY) return process.env.TEMPORAL_BINARY;
  const provisioned = join(process.env.OMS_ENGINES_CACHE ?? join(repositoryRoot, '.engines'), 'go/bin/temporal');
  if (existsSync(provisioned)) return provisioned;
  if (spawnSync('temporal', ['--version'], { stdio: 'ignore' }).status === 0) return 'temporal';
  throw new Error('No Temporal binary: set TEMPORAL_BINARY or run `npm run engines:provision -- temporal`');
}

const accepts = (port: number) =>
  new Promise<boolean>((resolveAccepts) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.end();
      resolveAccepts(true);
    });
    socket.once('error', () => resolveAccepts(false));
  });

/** A Temporal dev server of its own for a browser walk whose actions run on workflows. */
export async function startTemporalServer(dataDir: string): Promise<{ address: string; stop(): Promise<void> }> {
  const port = await freePort();
  const uiPort = await freePort();
  const child: ChildProcess = spawn(
    temporalBinary(),
    ['server', 'start-dev', '--ip', '127.0.0.1', '--port', String(port), '--ui-port', String(uiPort)].concat([
      '--db-filename',
      join(dataDir, 'temporal.sqlite'),
      '--log-level',
      'warn',
    ]),
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 60_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('The Temporal dev server did not start');
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  return {
    address: `127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
