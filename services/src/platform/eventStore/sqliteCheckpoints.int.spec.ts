import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NewEvent } from '@oms/contracts';
import { sampleMetadata as metadata } from '@oms/tests/fixtures/recordedEvents';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteEventStore, type SqliteEventStore } from './sqliteEventStore';

const directory = mkdtempSync(join(tmpdir(), 'oms-sqlite-checkpoints-'));
let files = 0;
const freshFile = () => join(directory, `events-${++files}.sqlite`);

afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

let ids = 0;
const newEvent = (): NewEvent => ({
  eventId: `event-${++ids}`,
  type: 'Happened',
  data: { padding: 'x'.repeat(2000) },
  schemaVersion: 1,
  metadata,
});

const autoCheckpointOf = (store: SqliteEventStore) => store.database.pragma('wal_autocheckpoint', { simple: true });

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('SQLite WAL checkpoints off the event loop', () => {
  it("copies the WAL into the file from another thread, the app's connection never doing it", async () => {
    const filename = freshFile();
    const store = openSqliteEventStore({ filename });
    try {
      await store.appendToStream('s-0', [newEvent()]);
      await waitFor(() => autoCheckpointOf(store) === 0, 5000);
      const sizeBefore = statSync(filename).size;
      for (let commit = 0; commit < 20; commit += 1) {
        await store.appendToStream(`s-${commit}`, Array.from({ length: 20 }, newEvent));
      }
      // Only a checkpoint writes pages into the database file itself.
      await waitFor(() => statSync(filename).size > sizeBefore, 5000);
      expect(autoCheckpointOf(store)).toBe(0);
    } finally {
      await store.close();
    }
    // Closed last, the app's connection checkpoints what is left and removes the WAL.
    expect(existsSync(`${filename}-wal`)).toBe(false);
  });

  it("keeps SQLite's automatic checkpoint when the thread cannot open the file", async () => {
    const filename = freshFile();
    const store = openSqliteEventStore({ filename });
    try {
      // The app's connection keeps the file open; the thread, opening it by name, finds nothing.
      unlinkSync(filename);
      await store.appendToStream('s-0', [newEvent()]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(autoCheckpointOf(store)).toBe(1000);
      expect((await store.appendToStream('s-0', [newEvent()])).nextExpectedRevision).toBe(1);
    } finally {
      await store.close();
    }
  });

  it('never keeps a process alive that did not close its store', () => {
    const script = join(directory, 'leftOpen.mts');
    const storeModule = fileURLToPath(new URL('./sqliteEventStore.ts', import.meta.url));
    writeFileSync(
      script,
      `import { openSqliteEventStore } from ${JSON.stringify(storeModule)};
       const store = openSqliteEventStore({ filename: ${JSON.stringify(freshFile())} });
       await store.appendToStream('s', [${JSON.stringify(newEvent())}]);
       while (store.database.pragma('wal_autocheckpoint', { simple: true }) !== 0) {
         await new Promise((resolve) => setTimeout(resolve, 10));
       }
       console.log('checkpointing elsewhere');`,
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', timeout: 20_000 });
    expect(run.stdout + run.stderr).toContain('checkpointing elsewhere');
    expect(run.signal).toBeNull();
    expect(run.status).toBe(0);
  });
});
