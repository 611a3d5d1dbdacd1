// Runs before dependencies exist, so it may use Node built-ins only.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: repositoryRoot, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
    process.exit(result.status ?? 1);
  }
}

function newestModification(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestModification(join(path, entry)));
  }
  return newest;
}

/** Install dependencies when missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = join(repositoryRoot, 'node_modules/.package-lock.json');
  const lockfile = join(repositoryRoot, 'package-lock.json');
  const native = join(repositoryRoot, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
  const fresh =
    existsSync(marker) &&
    existsSync(native) &&
    (!existsSync(lockfile) || statSync(marker).mtimeMs >= statSync(lockfile).mtimeMs);
  if (fresh) return;
  console.log('Installing dependencies (first run; better-sqlite3 compiles from source, about two minutes)...');
  // better-sqlite3 has no reachable prebuilt binary here; node-gyp builds it against the local Node headers.
  const env = { ...process.env };
  if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  // `install`, not `ci`: the lockfile holds one platform's optional binaries (Biome, Rolldown) and ci would refuse the others.
  run('npm', ['install', '--no-audit', '--no-fund', '--include=dev'], { env });
}

/** Build the dashboard when its output is missing or older than its sources. */
export function ensureWebBuilt() {
  const built = join(repositoryRoot, 'web/dist/index.html');
  const sources = Math.max(
    newestModification(join(repositoryRoot, 'web')),
    newestModification(join(repositoryRoot, 'contracts/src')),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log('Building the dashboard...');
  run('npm', ['run', 'build', '--workspace', 'web']);
}
