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

/** Just the part of an OpenAPI document the allowances read. */
export interface OpenApiPaths {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

const serverErrorStatus = /^5\d\d$/;

/**
 * One `[[operations]]` entry per operation whose document answers a 5xx (a route's `alsoAnswers`,
 * e.g. 503 while Temporal is away): that status, and only that one, joins the statuses
 * `not_a_server_error` accepts there. Any other 5xx, and every 5xx elsewhere, still fails the run.
 */
export function declaredServerErrorOperations(document: OpenApiPaths): string {
  const entries: string[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const declared = Object.keys(operation.responses ?? {}).filter((status) => serverErrorStatus.test(status));
      if (declared.length === 0) continue;
      const accepted = ['2xx', '3xx', '4xx', ...declared.sort()];
      entries.push(
        [
          '[[operations]]',
          // One name filter: separate path and method filters match either (any POST, say), not both.
          `include-name = ${JSON.stringify(`${method.toUpperCase()} ${path}`)}`,
          `checks.not_a_server_error.expected-statuses = ${JSON.stringify(accepted)}`,
        ].join('\n'),
      );
    }
  }
  return entries.join('\n\n');
}

const sectionRule = /^=+ (FAILURES|ERRORS) =+$/m;
const operationRule = /^_+ (.+?) _+$/gm;

/**
 * One line naming what a failed run found: each operation under FAILURES or ERRORS, with the
 * first line written under it (the failed check, or the error's title).
 */
export function failureHeadline(output: string): string {
  const start = output.search(sectionRule);
  if (start < 0)
    return `Schemathesis failed without a FAILURES or ERRORS section; its last line: ${output.trim().split('\n').at(-1) ?? ''}`;
  const section = output.slice(start);
  const found = [...section.matchAll(operationRule)].map((match) => {
    const after = section.slice((match.index ?? 0) + match[0].length).split('\n');
    const first = after.map((line) => line.trim()).find((line) => line.length > 0 && !/^\d+\. Test Case ID/.test(line));
    return `${match[1]}: ${first ?? '(no detail)'}`;
  });
  return `Schemathesis found ${found.length} problem(s): ${found.join(' | ')}`;
}

/** Who may call an operation, as the API's routes declare it (services' `Access`). */
export type DeclaredAccess = 'public' | 'signedIn' | 'venue' | 'supplier' | 'adminArea' | 'admin';

export interface FuzzRole {
  name: string;
  email: string;
  /** The accesses this role is fuzzed for: each operation under the one role that reaches its handler. */
  fuzzes: readonly DeclaredAccess[];
}

export interface RoleRun {
  role: FuzzRole;
  /** Schemathesis operation names, `GET /api/venues/{venueId}`. */
  operations: string[];
  budgetSeconds: number;
}

/** `GET /api/venues/:venueId` as Schemathesis names it: `GET /api/venues/{venueId}`. */
export function operationName(route: string): string {
  return route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * One run per role over the operations it is fuzzed for, the budget shared in proportion to their
 * number (at least `minimumSeconds` each), so the runs together take about the one budget. The
 * operations in `last` get a run of their own after every other, as the role that reaches them:
 * they change what the other runs rely on (the signed-in account's roles, the venue every request
 * names).
 */
export function roleRuns(
  declared: ReadonlyMap<string, DeclaredAccess>,
  roles: readonly FuzzRole[],
  options: { budgetSeconds: number; minimumSeconds: number; skip: readonly string[]; last: readonly string[] },
): RoleRun[] {
  const skipped = new Set(options.skip.map(operationName));
  const last = new Set(options.last.map(operationName));
  const runs: RoleRun[] = [];
  const lastRuns: RoleRun[] = [];
  for (const role of roles) {
    const names = [...declared]
      .filter(([, access]) => role.fuzzes.includes(access))
      .map(([route]) => operationName(route))
      .filter((name) => !skipped.has(name))
      .sort();
    const main = names.filter((name) => !last.has(name));
    const after = names.filter((name) => last.has(name));
    if (main.length > 0) runs.push({ role, operations: main, budgetSeconds: 0 });
    if (after.length > 0) lastRuns.push({ role, operations: after, budgetSeconds: 0 });
  }
  const all = [...runs, ...lastRuns];
  const total = all.reduce((sum, run) => sum + run.operations.length, 0);
  for (const run of all) {
    run.budgetSeconds = Math.max(
      options.minimumSeconds,
      Math.round((options.budgetSeconds * run.operations.length) / total),
    );
  }
  return all;
}

const authenticationWarning = /^Authentication failed: .*$/m;
const statusList = /^(401|403) [A-Za-z ]+ \(\d+ operations?\):\n((?: {2}- .+\n?)+)/gm;

/** The operations a run's warnings say answered only 401 or 403: their handlers were never reached. */
export function operationsStoppedAtAccess(output: string): string[] {
  if (!authenticationWarning.test(output)) return [];
  return [...output.matchAll(statusList)].flatMap((match) =>
    (match[2] ?? '')
      .split('\n')
      .map((line) => line.replace(/^ {2}- /, '').trim())
      .filter((line) => line.length > 0),
  );
}
