import { once } from 'node:events';
import type { FastifyReply } from 'fastify';
import { isErasedFileError } from './fileAvailability';
import type { FileStore } from './fileStore';
import { contentDisposition } from './signedDownloads';

/** Names inside one zip must differ: a second "invoice.pdf" becomes "invoice (2).pdf". */
function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${count})${name.slice(dot)}` : `${name} (${count})`;
  });
}

/** What a zip is filled with, entry by entry: `add` resolves once the archive has taken the entry. */
export type ZipEntries = (
  add: (body: Buffer | string | NodeJS.ReadableStream, name: string) => Promise<void>,
) => Promise<void>;

/**
 * Streams a zip built entry by entry as the archive asks for them, so neither the zip nor its files
 * are ever held in memory whole.
 */
export async function sendZipOf(
  reply: FastifyReply,
  zipName: string,
  entries: ZipEntries,
  headers: Record<string, string> = {},
): Promise<FastifyReply> {
  // archiver is loaded by the first zip asked for, not by every start of the app.
  const { default: archiver } = await import('archiver');
  const archive = archiver('zip', { zlib: { level: 6 } });
  const fill = async () => {
    await entries(async (body, name) => {
      archive.append(body as Buffer, { name });
      await once(archive, 'entry');
    });
    await archive.finalize();
  };
  fill().catch((error: unknown) => archive.destroy(error as Error));
  return reply
    .headers({
      'content-type': 'application/zip',
      'content-disposition': contentDisposition('attachment', zipName),
      ...headers,
    })
    .send(archive);
}

/** Many stored files as one zip ("Download All"), each opened only when the archive is ready for it. */
export async function sendZip(
  reply: FastifyReply,
  store: FileStore,
  files: readonly { key: string; name: string }[],
  zipName: string,
): Promise<FastifyReply> {
  const names = uniqueNames(files.map((file) => file.name));
  return sendZipOf(reply, zipName, async (add) => {
    for (const [index, file] of files.entries()) {
      // An erased person's file is left out, as a deleted one is.
      const stored = await store.get(file.key).catch((error: unknown) => {
        if (isErasedFileError(error)) return null;
        throw error;
      });
      if (stored) await add(stored.body, names[index] ?? file.name);
    }
  });
}
