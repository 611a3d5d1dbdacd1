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

/**
 * Streams many stored files as one zip ("Download All"): each file is opened only when the
 * archive is ready for it, so neither the zip nor the files are ever held in memory whole.
 */
export async function sendZip(
  reply: FastifyReply,
  store: FileStore,
  files: readonly { key: string; name: string }[],
  zipName: string,
): Promise<FastifyReply> {
  // archiver is loaded by the first zip asked for, not by every start of the app.
  const { default: archiver } = await import('archiver');
  const archive = archiver('zip', { zlib: { level: 6 } });
  const names = uniqueNames(files.map((file) => file.name));
  const fill = async () => {
    for (const [index, file] of files.entries()) {
      // An erased person's file is left out, as a deleted one is.
      const stored = await store.get(file.key).catch((error: unknown) => {
        if (isErasedFileError(error)) return null;
        throw error;
      });
      if (!stored) continue;
      archive.append(stored.body, { name: names[index] ?? file.name });
      await once(archive, 'entry');
    }
    await archive.finalize();
  };
  fill().catch((error: unknown) => archive.destroy(error as Error));
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', contentDisposition('attachment', zipName))
    .send(archive);
}
