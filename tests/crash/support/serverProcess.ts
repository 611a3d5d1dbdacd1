import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appNodeFlags } from '../../e2e/support/appServer';

export { freePort } from '../../e2e/support/appServer';

const repositoryRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

export interface ServerProcess {
  url: string;
  /** Seconds from spawn to "ready": the seed on a fresh folder, the catch-up after a crash. */
  startSeconds: number;
  /** SIGKILL to the whole process group, as `kill -9 -<pgid>` would: no shutdown hook runs. */
  kill(): Promise<void>;
  /** SIGTERM: the clean stop that writes the read-model snapshot. */
  stop(): Promise<void>;
}

const exitOf = (child: ChildProcess) =>
  new Promise<void>((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) resolveExit();
    else child.once('exit', () => resolveExit());
  });

/**
 * The real server (`services/src/main.ts` on the embedded engines) in its own process group on a
 * data folder, loopback only, without Temporal (workflow actions answer 503; none is used here).
 */
export async function startServer(dataDir: string, port: number, timeoutMs = 60_000): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, [...appNodeFlags, '--import', 'tsx', 'services/src/main.ts'], {
    cwd: repositoryRoot,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OMS_DEMO: '1',
      OMS_WORKFLOWS_UNAVAILABLE: 'not needed by the crash test',
      // Saved every 2 s under load, so the crash is recovered from a snapshot taken mid-load.
      OMS_SNAPSHOT_SECONDS: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolveReady, reject) => {
    const timer = setTimeout(() => {
      killGroup(child);
      reject(new Error(`Server did not start in time:\n${output}`));
    }, timeoutMs);
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
      reject(new Error(`Server exited with ${code}:\n${output}`));
    });
  });
  const startSeconds = (performance.now() - started) / 1000;
  child.removeAllListeners('exit');
  return {
    url: `http://127.0.0.1:${port}`,
    startSeconds,
    async kill() {
      const exited = exitOf(child);
      killGroup(child);
      await exited;
    },
    async stop() {
      const exited = exitOf(child);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

function killGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
