import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;
/** Asked on first use, not when the bench loads: most measures never read a process's CPU. */
const clockTicksPerSecond = () =>
  (ticksPerSecond ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100);

/**
 * CPU time a process has used so far (user + system, all its threads), in ms; null where /proc
 * is missing. A load's throughput alone cannot say whether the server or the load generator was
 * the limit: the server's CPU per request can.
 */
export function processCpuMs(pid: number): number | null {
  try {
    // Fields after the command name, which may itself hold spaces: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / clockTicksPerSecond() : null;
  } catch {
    return null;
  }
}
