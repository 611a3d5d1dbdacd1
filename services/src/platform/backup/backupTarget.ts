import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';

/** A backup that cannot be taken as asked: the operator's mistake to read, not a crash to debug. */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}

export interface BackupTarget {
  folder: string;
  /** Removes everything the backup wrote, so a failed backup never passes for a complete one. */
  discard(): void;
}

/**
 * The folder a backup goes into: new, or existing and empty, and outside the data folder (a backup
 * kept inside it is lost with it, and one inside `files/` would copy itself).
 */
export function prepareBackupTarget(dataDir: string, target: string): BackupTarget {
  const folder = resolve(target);
  const fromDataDir = relative(resolve(dataDir), folder);
  if (fromDataDir === '' || (!fromDataDir.startsWith('..') && !isAbsolute(fromDataDir))) {
    throw new BackupRefused(`${folder} is inside the data folder ${resolve(dataDir)}: choose a folder outside it.`);
  }
  const existed = existsSync(folder);
  if (existed) {
    if (!statSync(folder).isDirectory()) throw new BackupRefused(`${folder} is a file: give a new or empty folder.`);
    if (readdirSync(folder).length > 0) {
      throw new BackupRefused(
        `${folder} is not empty: a backup goes into a new or empty folder and never overwrites anything.`,
      );
    }
  } else {
    // Owner only: the copy carries the secret that opens the personal data sealed in its events.
    mkdirSync(folder, { recursive: true, mode: 0o700 });
  }
  return {
    folder,
    discard() {
      if (!existed) {
        rmSync(folder, { recursive: true, force: true });
        return;
      }
      for (const entry of readdirSync(folder)) rmSync(join(folder, entry), { recursive: true, force: true });
    },
  };
}
