import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allProjections, createMemoryReadStore, ProjectionRunner } from '@oms/projections';
import { truncateWal } from '../../privacy/erasure/erasureTraces';
import { personalDataSecretFor } from '../../privacy/personalData/personalDataFromEnv';
import { sqlitePersonalDataKeys } from '../../privacy/personalData/personalDataKeys';
import { withPersonalData } from '../../privacy/personalData/protectingEventStore';
import { sealStoredPersonalFields } from '../../privacy/personalData/sealStoredPersonalFields';
import { openSqliteEventStore } from '../eventStore/sqliteEventStore';
import { withUpcasting } from '../eventStore/upcastingEventStore';
import { openFolderFileStore } from '../files/folderFileStore';
import { withSealedFiles } from '../files/sealingFileStore';
import type { Platform } from '../platform';
import { loadReadModelSnapshot, saveReadModelSnapshot } from './readModelSnapshot';

export interface EmbeddedPlatform {
  platform: Platform;
  /** A copy of the event store's database, for `eventStoreImage`. */
  eventStoreImage(): Buffer;
  close(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Folder for the event store and the read-model snapshot; omit for a throwaway in-memory platform. */
  dataDir?: string;
  /** Start a throwaway store from this image instead of empty; the read models are built from it. */
  eventStoreImage?: Buffer;
  clock?: () => Date;
  logger?: { error(object: unknown, message?: string): void };
}

/** The embedded default: SQLite event store, in-memory read models, in-process projection feed. */
export async function openEmbeddedPlatform(options: EmbeddedOptions = {}): Promise<EmbeddedPlatform> {
  const { dataDir } = options;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const sqliteStore = openSqliteEventStore({
    filename: dataDir ? join(dataDir, 'events.sqlite') : ':memory:',
    ...(options.eventStoreImage ? { image: options.eventStoreImage } : {}),
  });
  // The keys sit in the events' own database: a copied image opens its own events.
  const personalData = sqlitePersonalDataKeys(
    sqliteStore.database,
    personalDataSecretFor(dataDir ?? null, process.env),
  );
  // A data folder's events kept in plain before their field was declared personal are sealed, once.
  if (dataDir) await sealStoredPersonalFields(sqliteStore.database, personalData);
  const eventStore = withPersonalData(withUpcasting(sqliteStore), personalData);
  const readStore = createMemoryReadStore();
  const snapshotFile = dataDir ? join(dataDir, 'read-models.json') : null;
  const snapshot = snapshotFile ? loadReadModelSnapshot(snapshotFile) : null;
  if (snapshot) readStore.restore(snapshot, { owned: true });

  // A throwaway platform keeps its files in a throwaway folder, removed when it closes.
  const filesDir = dataDir ? join(dataDir, 'files') : mkdtempSync(join(tmpdir(), 'oms-files-'));
  const files = withSealedFiles(await openFolderFileStore(filesDir), personalData);

  const runner = new ProjectionRunner(readStore, eventStore, allProjections, options.logger);
  await runner.start();
  await runner.waitFor(await eventStore.headPosition(), 120_000);

  const platform: Platform = {
    eventStore,
    readStore,
    files,
    runner,
    personalData,
    clock: options.clock ?? (() => new Date()),
    async afterErasure() {
      await truncateWal(sqliteStore.database);
      if (snapshotFile)
        await saveReadModelSnapshot(
          snapshotFile,
          readStore.snapshot(await readStore.listCollections(), { copy: false }),
        );
    },
  };
  return {
    platform,
    eventStoreImage: () => sqliteStore.serialize(),
    async close() {
      await runner.stop();
      if (snapshotFile)
        await saveReadModelSnapshot(
          snapshotFile,
          readStore.snapshot(await readStore.listCollections(), { copy: false }),
        );
      await eventStore.close();
      if (!dataDir) rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
