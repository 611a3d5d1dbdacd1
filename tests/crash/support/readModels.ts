import { execFile } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { RecordedEvent } from '@oms/contracts';
import { allProjections, CHECKPOINTS_COLLECTION } from '@oms/projections';
import { loadReadModelSnapshot } from '../../../services/src/platform/engines/readModelSnapshot';
import { openSqliteEventStore } from '../../../services/src/platform/eventStore/sqliteEventStore';

const repositoryRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

type Snapshot = Record<string, { _id: string }[]>;

export const snapshotFile = (dataDir: string) => join(dataDir, 'read-models.json');

export function readSnapshot(file: string): Snapshot {
  const snapshot = loadReadModelSnapshot(file);
  if (!snapshot) throw new Error(`No readable read-model snapshot at ${file}`);
  return snapshot as Snapshot;
}

/** `npm run replay -- all` as an operator runs it (the server stopped); keeps the recovered snapshot aside first. */
export async function replayAll(dataDir: string): Promise<{ recovered: Snapshot; rebuilt: Snapshot }> {
  const kept = `${snapshotFile(dataDir)}.recovered`;
  copyFileSync(snapshotFile(dataDir), kept);
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'services/src/platform/cli/replay.ts', 'all'], {
    cwd: repositoryRoot,
    env: { ...process.env, DATA_DIR: dataDir },
  });
  return { recovered: readSnapshot(kept), rebuilt: readSnapshot(snapshotFile(dataDir)) };
}

export interface ModelDifference {
  collection: string;
  missing: string[];
  extra: string[];
  changed: string[];
}

const byId = (documents: { _id: string }[]) => new Map(documents.map((document) => [document._id, document]));

/**
 * Every projection's documents, compared whole (including `_position`). Only the checkpoints are
 * left out: the live feed checkpoints a projection at the events it handles while a rebuild
 * checkpoints every projection at the batch end, so the numbers differ without any document doing so.
 */
export function compareReadModels(recovered: Snapshot, rebuilt: Snapshot) {
  const differences: ModelDifference[] = [];
  let documents = 0;
  for (const { collection } of allProjections) {
    if (collection === CHECKPOINTS_COLLECTION) continue;
    const left = byId(recovered[collection] ?? []);
    const right = byId(rebuilt[collection] ?? []);
    documents += right.size;
    const missing = [...right.keys()].filter((id) => !left.has(id));
    const extra = [...left.keys()].filter((id) => !right.has(id));
    const changed = [...right.keys()].filter(
      (id) => left.has(id) && JSON.stringify(sortKeys(left.get(id))) !== JSON.stringify(sortKeys(right.get(id))),
    );
    if (missing.length + extra.length + changed.length > 0) differences.push({ collection, missing, extra, changed });
  }
  return {
    collections: new Set(allProjections.map((projection) => projection.collection)).size,
    documents,
    differences,
  };
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, sortKeys(inner)]),
    );
  }
  return value;
}

/** Every event the store holds, read with the product's own adapter. */
export async function storedEvents(dataDir: string): Promise<RecordedEvent[]> {
  const store = openSqliteEventStore({ filename: join(dataDir, 'events.sqlite') });
  try {
    const events: RecordedEvent[] = [];
    for (let after = 0; ; ) {
      const batch = await store.readAll({ after, maxCount: 5_000 });
      const last = batch.at(-1);
      if (!last) return events;
      events.push(...batch);
      after = last.globalPosition;
    }
  } finally {
    await store.close();
  }
}
