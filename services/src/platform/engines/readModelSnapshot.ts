import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import type { Document } from '@oms/projections';

/**
 * The embedded read models live in memory; between runs they are kept as one JSON file with
 * their checkpoints, so a restart catches up from there instead of replaying everything.
 */
export function loadReadModelSnapshot(file: string): Record<string, Document[]> | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, Document[]>;
  } catch {
    // A torn or foreign file only costs a rebuild from the event store.
    return null;
  }
}

/** Written beside the old one, flushed, then renamed over it: a crash leaves the old or the new file, whole. */
export function saveReadModelSnapshot(file: string, data: Record<string, Document[]>): void {
  const partial = `${file}.partial`;
  const descriptor = openSync(partial, 'w');
  try {
    writeSync(descriptor, JSON.stringify(data));
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  renameSync(partial, file);
}
