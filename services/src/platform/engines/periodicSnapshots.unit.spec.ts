import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemoryReadStore } from '@oms/projections';
import { sampleMetadata as metadata } from '@oms/tests/fixtures/recordedEvents';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '../eventStore/sqliteEventStore';
import { startPeriodicSnapshots } from './periodicSnapshots';
import { loadReadModelSnapshot } from './readModelSnapshot';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const quiet = { info: () => {}, error: () => {} };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('periodic read-model snapshots', () => {
  it('saves while running once the store has moved, and stops when told', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'oms-snapshots-'));
    folders.push(folder);
    const file = join(folder, 'read-models.json');
    const readStore = createMemoryReadStore();
    const eventStore = openSqliteEventStore({ filename: ':memory:' });
    await readStore.collection('things').insertOne({ _id: 'a', n: 1 });
    await eventStore.appendToStream('thing-a', [
      { eventId: crypto.randomUUID(), type: 'Counted', data: {}, schemaVersion: 1, metadata },
    ]);
    const saved: unknown[] = [];
    const snapshots = startPeriodicSnapshots({
      file,
      readStore,
      eventStore,
      everyMs: 20,
      logger: { ...quiet, info: (object) => saved.push(object) },
    });
    for (let tries = 0; tries < 100 && !existsSync(file); tries += 1) await wait(10);
    expect(loadReadModelSnapshot(file)?.things).toEqual([{ _id: 'a', n: 1 }]);

    // Nothing new in the store: nothing written again.
    const savesSoFar = saved.length;
    await wait(100);
    expect(saved.length).toBe(savesSoFar);

    await snapshots.stop();
    await readStore.collection('things').insertOne({ _id: 'b', n: 2 });
    await eventStore.appendToStream('thing-b', [
      { eventId: crypto.randomUUID(), type: 'Counted', data: {}, schemaVersion: 1, metadata },
    ]);
    await wait(100);
    expect(loadReadModelSnapshot(file)?.things).toHaveLength(1);
    expect(existsSync(`${file}.partial`)).toBe(false);
    await eventStore.close();
  });
});
