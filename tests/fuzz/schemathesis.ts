import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Pinned, so a new release can never turn the suite red on its own. */
export const schemathesisVersion = '4.32.5';

/**
 * Schemathesis in its own virtual environment under the engine cache (`.engines/`), installed with
 * pip on first use and reused afterwards.
 */
export function ensureSchemathesis(repositoryRoot: string): string {
  const venv = join(repositoryRoot, '.engines', `schemathesis-${schemathesisVersion}`);
  const cli = join(venv, 'bin', 'st');
  if (existsSync(cli)) return cli;
  const python = ['python3', 'python'].find((candidate) => spawnSync(candidate, ['--version']).status === 0);
  if (!python) throw new Error('Schemathesis needs Python 3 (python3 on the PATH)');
  const run = (command: string, args: string[]) => {
    const result = spawnSync(command, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
  };
  run(python, ['-m', 'venv', venv]);
  run(join(venv, 'bin', 'python'), [
    '-m',
    'pip',
    'install',
    '--quiet',
    '--disable-pip-version-check',
    `schemathesis==${schemathesisVersion}`,
  ]);
  return cli;
}

export interface FuzzRun {
  exitCode: number;
  output: string;
}

/** `st run` against a listening API; resolves with everything it printed. */
export function runSchemathesis(cli: string, configFile: string, args: string[]): Promise<FuzzRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(cli, ['--config-file', configFile, 'run', ...args], {
      env: { ...process.env, NO_COLOR: '1', COLUMNS: '160' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ exitCode: code ?? 1, output }));
  });
}
