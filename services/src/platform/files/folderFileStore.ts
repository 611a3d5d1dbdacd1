import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidFileKey } from './fileKeys';
import type { FileStore, PutFile, StoredFileInfo } from './fileStore';

// Key segments never contain '~', so a file `name~file` can never clash with a folder `name`
// that holds longer keys.
const CONTENT = '~file';
const META = '~meta.json';

async function hashFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

async function syncedWrite(path: string, data: string): Promise<void> {
  const handle = await open(path, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The embedded default: files in a folder (DATA_DIR/files). Content is written to a temporary file,
 * synced, then renamed over its final name, so a crash never leaves half a file under a key.
 */
export async function openFolderFileStore(root: string): Promise<FileStore> {
  const objects = join(root, 'objects');
  const temporary = join(root, 'tmp');
  await mkdir(objects, { recursive: true });
  // Leftovers of a write a crash interrupted: never visible under a key, safe to drop.
  await rm(temporary, { recursive: true, force: true });
  await mkdir(temporary, { recursive: true });

  const contentPath = (key: string) => join(objects, `${key}${CONTENT}`);
  const metaPath = (key: string) => join(objects, `${key}${META}`);

  async function head(key: string): Promise<StoredFileInfo | null> {
    assertValidFileKey(key);
    const stats = await stat(contentPath(key)).catch(() => null);
    if (!stats?.isFile()) return null;
    const meta = await readFile(metaPath(key), 'utf8')
      .then((text) => JSON.parse(text) as StoredFileInfo)
      .catch(() => null);
    if (meta && meta.size === stats.size) return meta;
    // The content was renamed into place but a crash came before its description: describe it anew.
    return {
      key,
      fileName: key.split('/').pop() ?? key,
      contentType: 'application/octet-stream',
      size: stats.size,
      sha256: await hashFile(contentPath(key)),
    };
  }

  async function walk(folder: string, keyPrefix: string, into: string[]): Promise<void> {
    const entries: Dirent[] = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isDirectory()) await walk(join(folder, entry.name), `${keyPrefix}${entry.name}/`, into);
      else if (entry.name.endsWith(CONTENT)) into.push(`${keyPrefix}${entry.name.slice(0, -CONTENT.length)}`);
    }
  }

  return {
    description: `folder ${root}`,
    async put(key: string, body: Buffer | Readable, file: PutFile) {
      assertValidFileKey(key);
      const target = contentPath(key);
      await mkdir(dirname(target), { recursive: true });
      const tempFile = join(temporary, randomUUID());
      const hash = createHash('sha256');
      let size = 0;
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      try {
        await pipeline(
          source,
          async function* (chunks: AsyncIterable<Buffer>) {
            for await (const chunk of chunks) {
              hash.update(chunk);
              size += chunk.length;
              yield chunk;
            }
          },
          createWriteStream(tempFile, { flags: 'wx' }),
        );
        const handle = await open(tempFile, 'r+');
        await handle.sync();
        await handle.close();
        const info: StoredFileInfo = {
          key,
          fileName: file.fileName,
          contentType: file.contentType,
          size,
          sha256: hash.digest('hex'),
        };
        await rename(tempFile, target);
        const tempMeta = join(temporary, randomUUID());
        await syncedWrite(tempMeta, JSON.stringify(info));
        await rename(tempMeta, metaPath(key));
        return info;
      } finally {
        await rm(tempFile, { force: true });
      }
    },
    async get(key: string) {
      const info = await head(key);
      if (!info) return null;
      return { info, body: createReadStream(contentPath(key)) };
    },
    head,
    async delete(key: string) {
      assertValidFileKey(key);
      await rm(contentPath(key), { force: true });
      await rm(metaPath(key), { force: true });
    },
    async list(prefix: string) {
      const slash = prefix.lastIndexOf('/');
      const folderPrefix = slash >= 0 ? prefix.slice(0, slash + 1) : '';
      if (
        folderPrefix &&
        !folderPrefix
          .split('/')
          .slice(0, -1)
          .every((segment) => /^[A-Za-z0-9]/.test(segment))
      ) {
        return [];
      }
      const keys: string[] = [];
      await walk(join(objects, folderPrefix), folderPrefix, keys);
      const matching = keys.filter((key) => key.startsWith(prefix)).sort();
      const infos = await Promise.all(matching.map((key) => head(key)));
      return infos.filter((info): info is StoredFileInfo => info !== null);
    },
    async close() {},
  };
}
