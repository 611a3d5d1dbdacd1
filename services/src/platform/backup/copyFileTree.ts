import { constants } from 'node:fs';
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface FileTreeCopy {
  files: number;
  bytes: number;
}

/**
 * Copies every regular file under `source` into `target` (made as needed), leaving out the top-level
 * folders named in `skip`. A file already at the target is an error, never overwritten; where the
 * file system can, the copy is a clone that shares blocks until either side changes.
 */
export async function copyFileTree(
  source: string,
  target: string,
  options: { skip?: readonly string[] } = {},
): Promise<FileTreeCopy> {
  const copied: FileTreeCopy = { files: 0, bytes: 0 };
  const skip = new Set(options.skip ?? []);

  async function copyFolder(from: string, to: string, topLevel: boolean): Promise<void> {
    const entries = await readdir(from, { withFileTypes: true });
    await mkdir(to, { recursive: true });
    for (const entry of entries) {
      if (topLevel && skip.has(entry.name)) continue;
      const fromPath = join(from, entry.name);
      const toPath = join(to, entry.name);
      if (entry.isDirectory()) await copyFolder(fromPath, toPath, false);
      else if (entry.isFile()) {
        await copyFile(fromPath, toPath, constants.COPYFILE_EXCL | constants.COPYFILE_FICLONE);
        copied.files += 1;
        copied.bytes += (await stat(toPath)).size;
      }
    }
  }

  await copyFolder(source, target, true);
  return copied;
}
