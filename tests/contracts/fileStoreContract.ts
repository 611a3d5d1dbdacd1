import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../../services/src/platform/files/fileStore';

async function read(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function readKey(store: FileStore, key: string): Promise<Buffer> {
  const got = await store.get(key);
  if (!got) throw new Error(`no file under ${key}`);
  return read(got.body);
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** One contract for every file-store adapter: the folder under DATA_DIR and S3. */
export function describeFileStoreContract(name: string, open: () => Promise<FileStore>) {
  describe(`file store contract: ${name}`, () => {
    let store: FileStore;
    // Every run writes under its own prefix, so a shared bucket never mixes runs.
    const root = `contract-${randomUUID()}`;

    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store?.close();
    });

    it('puts a buffer and gets back the same bytes, with its description', async () => {
      const content = Buffer.from('%PDF-1.7\n£ café invoice\n');
      const info = await store.put(`${root}/invoices/a.pdf`, content, {
        fileName: 'Invoice £ café.pdf',
        contentType: 'application/pdf',
      });
      expect(info).toEqual({
        key: `${root}/invoices/a.pdf`,
        fileName: 'Invoice £ café.pdf',
        contentType: 'application/pdf',
        size: content.length,
        sha256: sha256(content),
      });
      const got = await store.get(`${root}/invoices/a.pdf`);
      expect(got?.info).toEqual(info);
      expect(await readKey(store, `${root}/invoices/a.pdf`)).toEqual(content);
      expect(await store.head(`${root}/invoices/a.pdf`)).toEqual(info);
    });

    it('puts a stream of many chunks', async () => {
      const chunks = Array.from({ length: 64 }, (_, index) => Buffer.alloc(16 * 1024, index));
      const info = await store.put(`${root}/streamed/big.bin`, Readable.from(chunks), {
        fileName: 'big.bin',
        contentType: 'application/octet-stream',
      });
      const whole = Buffer.concat(chunks);
      expect(info.size).toBe(whole.length);
      expect(info.sha256).toBe(sha256(whole));
      expect(sha256(await readKey(store, `${root}/streamed/big.bin`))).toBe(sha256(whole));
    });

    it('replaces a file put again under the same key', async () => {
      await store.put(`${root}/replace/x.csv`, Buffer.from('a,b\n'), { fileName: 'x.csv', contentType: 'text/csv' });
      const second = await store.put(`${root}/replace/x.csv`, Buffer.from('a,b,c\n1,2,3\n'), {
        fileName: 'x2.csv',
        contentType: 'text/csv',
      });
      expect(await store.head(`${root}/replace/x.csv`)).toEqual(second);
      expect((await readKey(store, `${root}/replace/x.csv`)).toString()).toBe('a,b,c\n1,2,3\n');
    });

    it('answers null for a key that holds no file, and deleting it is no error', async () => {
      expect(await store.get(`${root}/missing.pdf`)).toBeNull();
      expect(await store.head(`${root}/missing.pdf`)).toBeNull();
      await expect(store.delete(`${root}/missing.pdf`)).resolves.toBeUndefined();
    });

    it('deletes a file', async () => {
      await store.put(`${root}/gone/y.png`, Buffer.from('png'), { fileName: 'y.png', contentType: 'image/png' });
      await store.delete(`${root}/gone/y.png`);
      expect(await store.head(`${root}/gone/y.png`)).toBeNull();
      expect(await store.list(`${root}/gone/`)).toEqual([]);
    });

    it('lists by prefix in key order, across folders and within a partial name', async () => {
      const put = (key: string) =>
        store.put(`${root}/list/${key}`, Buffer.from(key), { fileName: key, contentType: 'text/plain' });
      await put('v1/b.txt');
      await put('v1/a.txt');
      await put('v1/sub/c.txt');
      await put('v2/a.txt');
      await put('v1-other.txt');
      const keys = async (prefix: string) => (await store.list(`${root}/list/${prefix}`)).map((f) => f.key);
      expect(await keys('v1/')).toEqual([
        `${root}/list/v1/a.txt`,
        `${root}/list/v1/b.txt`,
        `${root}/list/v1/sub/c.txt`,
      ]);
      expect(await keys('v1')).toEqual([
        `${root}/list/v1-other.txt`,
        `${root}/list/v1/a.txt`,
        `${root}/list/v1/b.txt`,
        `${root}/list/v1/sub/c.txt`,
      ]);
      expect(await keys('v3/')).toEqual([]);
      const [first] = await store.list(`${root}/list/v2/`);
      expect(first).toMatchObject({ fileName: 'v2/a.txt', size: 8, contentType: 'text/plain' });
    });

    it('refuses keys that could name a path outside the store', async () => {
      for (const key of ['../escape.txt', '/absolute.txt', 'a/../../b.txt', 'a//b.txt', 'a/./b', '', 'a\\b.txt']) {
        await expect(
          store.put(key, Buffer.from('x'), { fileName: 'x', contentType: 'text/plain' }),
        ).rejects.toMatchObject({ code: 'INVALID_FILE_KEY' });
        await expect(store.get(key)).rejects.toMatchObject({ code: 'INVALID_FILE_KEY' });
      }
    });
  });
}
