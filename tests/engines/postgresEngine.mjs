// PostgreSQL from Debian's package: a throwaway cluster in a temp folder, on loopback, started
// in the foreground (so stopping it is stopping a process) and owned by the `postgres` user when
// this runs as root, because initdb and postgres refuse to run as root.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { aptInstall } from '../bin/ensureDebianTools.mjs';

const debianRoot = '/usr/lib/postgresql';

/** The newest installed server's binaries (`/usr/lib/postgresql/<major>/bin`), or undefined. */
export function postgresBinDir() {
  if (process.env.OMS_POSTGRES_BIN) return process.env.OMS_POSTGRES_BIN;
  if (!existsSync(debianRoot)) return undefined;
  const majors = readdirSync(debianRoot)
    .filter((name) => existsSync(join(debianRoot, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? join(debianRoot, majors[0], 'bin') : undefined;
}

/** Root runs the server as `postgres`, which the Debian package creates; anyone else runs it as themselves. */
export function postgresOwner() {
  if (process.getuid?.() !== 0) return undefined;
  const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (id.status !== 0 || gid.status !== 0)
    throw new Error('running as root needs the postgres user (Debian package postgresql)');
  return { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function chownTree(path, owner) {
  if (!owner) return;
  chownSync(path, owner.uid, owner.gid);
  if (!statSync(path).isDirectory()) return;
  for (const name of readdirSync(path)) chownTree(join(path, name), owner);
}

/**
 * The server runs as another user, who must be able to pass through every folder above its data
 * (a private temp folder from mkdtemp is 0700): each one lacking it gets search permission only.
 */
function letOwnerThrough(folder) {
  for (let current = folder; current !== dirname(current); current = dirname(current)) {
    const mode = statSync(current).mode & 0o7777;
    if ((mode & 0o001) === 0) chmodSync(current, mode | 0o001);
  }
}

/** Installs Debian's `postgresql` when no server is installed; answers whether it had to. */
export function provisionPostgres() {
  if (postgresBinDir()) return false;
  aptInstall(['postgresql']);
  if (!postgresBinDir()) throw new Error('apt installed postgresql but no initdb was found under /usr/lib/postgresql');
  return true;
}

/**
 * A fresh cluster folder, copied from an initdb'd template cached under `cacheDir` (initdb takes
 * a few seconds; a copy, a fraction of one). Superuser `oms`, trust authentication on loopback.
 */
export function freshCluster(cacheDir, dataDir) {
  const bin = postgresBinDir();
  if (!bin) throw new Error('no PostgreSQL server installed (Debian package postgresql)');
  const owner = postgresOwner();
  const template = join(cacheDir, 'postgres', `template-${bin.split('/').at(-2)}`);
  if (!existsSync(join(template, 'PG_VERSION'))) {
    rmSync(template, { recursive: true, force: true });
    mkdirSync(template, { recursive: true });
    chownTree(join(cacheDir, 'postgres'), owner);
    if (owner) letOwnerThrough(join(cacheDir, 'postgres'));
    const result = spawnSync(
      join(bin, 'initdb'),
      ['-D', template, '-A', 'trust', '-U', 'oms', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'],
      { stdio: ['ignore', 2, 2], ...(owner ?? {}) },
    );
    if (result.status !== 0) {
      rmSync(template, { recursive: true, force: true });
      throw new Error(`initdb exited with ${result.status}`);
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(template, dataDir, { recursive: true });
  chownTree(dataDir, owner);
  if (owner) letOwnerThrough(dirname(dataDir));
  return { bin, owner };
}
