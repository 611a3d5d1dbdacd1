import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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

export function saveReadModelSnapshot(file: string, data: Record<string, Document[]>): void {
  const partial = `${file}.partial`;
  writeFileSync(partial, JSON.stringify(data));
  renameSync(partial, file);
}
