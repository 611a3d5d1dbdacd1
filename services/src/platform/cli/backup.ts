import { resolve } from 'node:path';
import { backupDataDir, leftOutOfBackups } from '../backup/backupDataDir';
import { BackupRefused } from '../backup/backupTarget';

/**
 * `npm run backup -- <folder>`: a consistent copy of the embedded data folder (DATA_DIR), taken while
 * the app runs. Restoring is copying the folder into an empty DATA_DIR and starting the app, which
 * rebuilds the read models: docs/deployment.md.
 */
const target = process.argv[2];
if (!target) {
  console.error('Usage: npm run backup -- <new or empty folder>   (copies DATA_DIR, ./data by default)');
  process.exit(2);
}
if (process.env.EVENTSTORE_URL) {
  console.error(
    'EVENTSTORE_URL is set: the events are not in DATA_DIR. Back up that database with its own tools (docs/deployment.md).',
  );
  process.exit(2);
}

// As the app resolves it: from the repository root, where npm runs scripts.
const dataDir = resolve(process.env.DATA_DIR ?? 'data');
try {
  // From the folder the command was typed in, which npm reports as INIT_CWD.
  const backup = await backupDataDir(dataDir, resolve(process.env.INIT_CWD ?? process.cwd(), target));
  const megabytes = (backup.files.bytes / 1024 / 1024).toFixed(1);
  console.log(`Backed up ${dataDir} into ${backup.folder} in ${backup.seconds.toFixed(2)} s:`);
  console.log(
    `  events.sqlite: ${backup.events} events on ${backup.streams} streams, last position ${backup.lastPosition}, with the personal-data keys`,
  );
  console.log(`  files/: ${backup.files.files} files, ${megabytes} MB`);
  console.log(`  ${backup.stateFiles.length > 0 ? backup.stateFiles.join(', ') : 'no state files'}`);
  console.log(`  left out: ${leftOutOfBackups.join(', ')} (rebuilt or restarted by the app: docs/deployment.md)`);
  if (process.env.S3_BUCKET) console.log(`  not copied: the files in the S3 bucket ${process.env.S3_BUCKET}`);
  if (process.env.PERSONAL_DATA_KEY || process.env.SESSION_SECRET) {
    console.log('  keep PERSONAL_DATA_KEY / SESSION_SECRET from this environment: the restored app needs the same');
  }
} catch (error) {
  if (!(error instanceof BackupRefused)) throw error;
  console.error(`Backup refused: ${error.message}`);
  process.exit(2);
}
