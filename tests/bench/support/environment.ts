import { spawnSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import Database from 'better-sqlite3';
import { sqliteEventStorePragmas } from '../../../services/src/platform/eventStore/sqliteEventStore';

export const canPin = spawnSync('taskset', ['--version']).status === 0 && cpus().length >= 2;

/** Pins a process to one core, so load generator and server do not take turns on the same one. */
export function pinToCore(pid: number, core: number): boolean {
  if (!canPin) return false;
  return spawnSync('taskset', ['-a', '-cp', String(core), String(pid)]).status === 0;
}

/**
 * Runs `work` with this process (and whatever it starts meanwhile, which inherits it) on every
 * core, then puts it back on core 1: the measures of a whole system (an app and its engines) give
 * it the machine, as an operator would, while this process mostly waits.
 */
export async function onEveryCore<T>(work: () => Promise<T>): Promise<T> {
  if (!canPin) return work();
  const every = Array.from({ length: cpus().length }, (_, core) => core).join(',');
  spawnSync('taskset', ['-a', '-cp', every, String(process.pid)]);
  try {
    return await work();
  } finally {
    pinToCore(process.pid, 1);
  }
}

export function describeEnvironment(): Record<string, unknown> {
  const sqlite = new Database(':memory:');
  const sqliteVersion = (sqlite.prepare('SELECT sqlite_version() AS version').get() as { version: string }).version;
  sqlite.close();
  return {
    machine: `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB`,
    node: process.version,
    sqlite: sqliteVersion,
    eventStorePragmas: sqliteEventStorePragmas,
    durability:
      'WAL with synchronous=NORMAL: a commit survives a process crash; fsync happens at WAL checkpoints, so a power cut can lose the last commits',
    pinning: canPin
      ? 'servers pinned to core 0, load generator and browser-side timing to core 1 (taskset)'
      : 'not pinned: taskset missing or a single core',
    kafka: 'a broker on loopback, started by the measures that use one (P3k, P3pg, P8f, P8pg)',
    engineMeasures:
      'P2pg, P3pg, P8f and P8pg start their engines (PostgreSQL 15, Kafka 3.9, FerretDB 1.24 on PostgreSQL) and app with every core',
    sharedMachine: 'two cores shared with other engineers: absolute figures are noisy, ratios are the measure',
  };
}
