import { ERASED } from '@oms/contracts';
import type { FastifyReply } from 'fastify';
import type { FileStore } from '../../platform/files/fileStore';
import { sendZipOf } from '../../platform/files/zipDownload';
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
  return sendZipOf(
    reply,
    zipName,
    async (add) => {
      for (const { fileName, records } of exported.records)
        await add(`${JSON.stringify(records, null, 2)}\n`, fileName);
      const used = new Set<string>();
      for (const file of exported.files) {
        const body = await openOrErased(store, file.key);
        if (!body || used.has(file.name)) continue;
        used.add(file.name);
        await add(body, file.name);
      }
    },
    { 'cache-control': 'private, no-store' },
  );
}
