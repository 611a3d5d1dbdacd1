import { constants, existsSync } from 'node:fs';
import { copyFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { BackupRefused, prepareBackupTarget } from './backupTarget';
import { copyEventStoreOnline, type EventStoreCopy } from './copyEventStoreOnline';
import { copyFileTree, type FileTreeCopy } from './copyFileTree';

/**
 * Small files of the data folder that nothing rebuilds: the session secret (the personal-data keys
 * are sealed under it unless PERSONAL_DATA_KEY is set: without it a restored store's names and
 * e-mail addresses cannot be read), the accounting tokens and the sandboxes' ledgers. Each is
 * written once or replaced whole by a rename, so a copy is always one complete version.
 */
export const dataDirStateFiles = [
  'session-secret',
  'accounting-tokens.json',
  'accounting-sandbox.json',
  'dataplus-sandbox.json',
] as const;

/**
 * Left out on purpose. The read-model snapshot was saved at another moment than the copied events:
 * restored beside them, its checkpoints could name positions the copy lacks, and the events later
 * appended at those positions would never reach the read models; without it the restored app
 * rebuilds every read model from the events. The Temporal dev server's state is not copied
 * either: on start the app starts every pending workflow again from the read models.
 */
export const leftOutOfBackups = ['read-models.json', 'temporal.sqlite', 'temporal.log', 'files/tmp'] as const;

/** Written last: a backup folder without it is incomplete. */
export const backupManifestFile = 'backup.json';

export interface DataDirBackup extends EventStoreCopy {
  folder: string;
  startedAt: string;
  files: FileTreeCopy;
  stateFiles: string[];
  seconds: number;
}

/**
 * Takes a consistent copy of an embedded data folder while the app keeps serving from it: first the
 * event store through SQLite's online backup (one moment, the personal-data keys included), then
 * the files. A stored file is written, whole, before the event that names it is appended, and
 * never changed or removed afterwards, so every file an event in the copy names is already there
 * when the files are copied. The copy may also hold a few files of commands still running, which
 * no copied event names.
 */
export async function backupDataDir(dataDir: string, target: string): Promise<DataDirBackup> {
  const source = resolve(dataDir);
  const eventsFile = join(source, 'events.sqlite');
  if (!existsSync(eventsFile)) {
    throw new BackupRefused(`No event store in ${source} (no events.sqlite): is DATA_DIR the app's data folder?`);
  }
  const destination = prepareBackupTarget(source, target);
  const started = performance.now();
  const startedAt = new Date().toISOString();
  try {
    const events = await copyEventStoreOnline(eventsFile, join(destination.folder, 'events.sqlite'));
    const filesFolder = join(source, 'files');
    const files = existsSync(filesFolder)
      ? await copyFileTree(filesFolder, join(destination.folder, 'files'), { skip: ['tmp'] })
      : { files: 0, bytes: 0 };
    const stateFiles: string[] = [];
    for (const name of dataDirStateFiles) {
      if (!existsSync(join(source, name))) continue;
      await copyFile(join(source, name), join(destination.folder, name), constants.COPYFILE_EXCL);
      stateFiles.push(name);
    }
    const seconds = (performance.now() - started) / 1000;
    const backup: DataDirBackup = { folder: destination.folder, startedAt, ...events, files, stateFiles, seconds };
    const { folder: _folder, ...recorded } = backup;
    await writeFile(
      join(destination.folder, backupManifestFile),
      `${JSON.stringify({ format: 'oms-backup', version: 1, source, ...recorded }, null, 2)}\n`,
      { flag: 'wx' },
    );
    return backup;
  } catch (error) {
    destination.discard();
    throw error;
  }
}
