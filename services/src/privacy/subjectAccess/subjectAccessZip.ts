import { once } from 'node:events';
import { ERASED } from '@oms/contracts';
import type { FastifyReply } from 'fastify';
import type { FileStore } from '../../platform/files/fileStore';
import { contentDisposition } from '../../platform/files/signedDownloads';
import type { SubjectAccessExport } from './subjectAccessExport';

/** A file the store keeps but can no longer open (its owner was erased) is named, not left out. */
async function openOrErased(store: FileStore, key: string) {
  try {
    return (await store.get(key))?.body ?? null;
  } catch {
    return Buffer.from(`${ERASED}\n`);
  }
}

/**
 * Streams the export as one zip: a JSON file per kind of record, then the person's stored files,
 * each opened only when the archive is ready for it.
 */
export async function sendSubjectAccessZip(
  reply: FastifyReply,
  store: FileStore,
  exported: SubjectAccessExport,
  zipName: string,
): Promise<FastifyReply> {
  const { default: archiver } = await import('archiver');
  const archive = archiver('zip', { zlib: { level: 6 } });
  const fill = async () => {
    for (const { fileName, records } of exported.records) {
      archive.append(`${JSON.stringify(records, null, 2)}\n`, { name: fileName });
      await once(archive, 'entry');
    }
    const used = new Set<string>();
    for (const file of exported.files) {
      const body = await openOrErased(store, file.key);
      if (!body || used.has(file.name)) continue;
      used.add(file.name);
      archive.append(body, { name: file.name });
      await once(archive, 'entry');
    }
    await archive.finalize();
  };
  fill().catch((error: unknown) => archive.destroy(error as Error));
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', contentDisposition('attachment', zipName))
    .header('cache-control', 'private, no-store')
    .send(archive);
}
