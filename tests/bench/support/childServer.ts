import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appNodeFlags } from '../../e2e/support/appServer';
import { pinToCore } from './environment';

const repositoryRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

export interface ChildServer {
  url: string;
  pid: number;
  /** Ends the server; resolves once it has exited (and written its CPU profile, when asked for one). */
  stop(): Promise<void>;
}

/**
 * A server script in its own Node process, pinned to core 0, announcing `READY {"port":n}`.
 * With `cpuProfileDir`, V8 samples it and writes a .cpuprofile there on exit.
 */
export async function startChildServer(
  script: string,
  options: { env?: Record<string, string>; cpuProfileDir?: string; readyTimeoutMs?: number } = {},
): Promise<ChildServer> {
  const profiling = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const child: ChildProcess = spawn(
    process.execPath,
    // The app's V8 flags for every server here, the hello-world baseline too: the same process setup.
    [...appNodeFlags, '--import', 'tsx', '--max-old-space-size=8192', ...profiling, resolve(repositoryRoot, script)],
    { cwd: repositoryRoot, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const port = await new Promise<number>((resolvePort, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} did not start in time:\n${output.slice(-2000)}`)),
      options.readyTimeoutMs ?? 300_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\{.*\})/.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolvePort((JSON.parse(ready[1]) as { port: number }).port);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}:\n${output.slice(-2000)}`));
    });
  });
  const pid = child.pid ?? 0;
  pinToCore(pid, 0);
  return {
    url: `http://127.0.0.1:${port}`,
    pid,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
