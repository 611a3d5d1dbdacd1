import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pinToCore } from './environment';

const repositoryRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

/** The app as `npm start` runs it (built dashboard, embedded engines) on a prepared data folder. */
export async function startWebApp(dataDir: string, port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'services/src/main.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolveReady, reject) => {
    const timer = setTimeout(() => reject(new Error(`The app did not start:\n${output}`)), 180_000);
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
      reject(new Error(`The app exited with ${code}:\n${output}`));
    });
  });
  if (child.pid) pinToCore(child.pid, 0);
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
