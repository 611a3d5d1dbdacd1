import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ERASED } from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../../services/src/platform/files/fileStore';
import { withSealedFiles } from '../../services/src/platform/files/sealingFileStore';
import { memoryPersonalDataKeys } from '../../services/src/privacy/personalData/personalDataKeys';
import { describeFileStoreContract } from './fileStoreContract';

async function read(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const eml = Buffer.from('From: Sam Whitfield <sam@example.com>\r\nSubject: Order for Friday\r\n\r\n2 x milk\r\n');

/**
 * Personal files on an adapter (the folder under DATA_DIR, S3): sealed at rest under their owners'
 * keys, plain through the app, erased with their owner. The plain contract holds through the seal too.
 */
export function describeSealedFileStore(name: string, open: () => Promise<FileStore>) {
  describeFileStoreContract(`${name}, through the sealing decorator`, async () =>
    withSealedFiles(await open(), memoryPersonalDataKeys()),
  );

  describe(`personal files sealed on ${name}`, () => {
    let raw: FileStore;
    let store: FileStore;
    const keys = memoryPersonalDataKeys();
    const root = `sealed-${randomUUID()}`;

    beforeAll(async () => {
      raw = await open();
      store = withSealedFiles(raw, keys);
    });
    afterAll(async () => {
      await raw?.close();
    });

    it('keeps only ciphertext, reads back the plain bytes, and describes the plain file', async () => {
      const key = `${root}/coPilot/s1/a1/message.eml`;
      const info = await store.put(key, eml, {
        fileName: 'Order for Friday.eml',
        contentType: 'message/rfc822',
        owners: [{ email: 'sam@example.com' }],
      });
      const stored = await read((await raw.get(key))?.body as Readable);
      expect(stored.toString('latin1')).not.toContain('Whitfield');
      expect(stored.toString('latin1')).not.toContain('sam@example.com');
      const got = await store.get(key);
      expect(await read(got?.body as Readable)).toEqual(eml);
      expect(got?.info).toEqual(info);
      expect(info.size).toBe(eml.length);
      expect(await store.head(key)).toEqual(info);
      expect(await store.list(`${root}/coPilot/`)).toEqual([info]);
      expect(await store.isErased?.(key)).toBe(false);
    });

    it('cannot be opened once the owner’s key is destroyed: get answers 410 "erased", never the bytes', async () => {
      const key = `${root}/invoices/v1/invoice.pdf`;
      await store.put(key, Buffer.from('%PDF Priya Natarajan'), {
        fileName: 'invoice.pdf',
        contentType: 'application/pdf',
        owners: [{ accountId: 'acc-priya' }],
      });
      await keys.destroy('account:acc-priya');
      expect(await store.isErased?.(key)).toBe(true);
      const refused = await store.get(key).then(
        () => null,
        (error: { status?: number; message: string }) => error,
      );
      expect(refused).toMatchObject({ status: 410, message: expect.stringContaining(ERASED) });
      expect(await store.head(key)).not.toBeNull();
    });

    it('opens a legacy plain file written before sealing, as it is', async () => {
      const key = `${root}/coPilot/s1/old/message.eml`;
      const info = await raw.put(key, eml, { fileName: 'old.eml', contentType: 'message/rfc822' });
      const got = await store.get(key);
      expect(await read(got?.body as Readable)).toEqual(eml);
      expect(got?.info).toEqual(info);
      expect(await store.isErased?.(key)).toBe(false);
    });
  });
}
