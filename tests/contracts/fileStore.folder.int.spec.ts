import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { openFolderFileStore } from '../../services/src/platform/files/folderFileStore';
import { describeFileStoreContract } from './fileStoreContract';

describeFileStoreContract('folder', () => openFolderFileStore(mkdtempSync(join(tmpdir(), 'oms-files-'))));

describe('folder file store specifics', () => {
  it('never shows a file whose write failed half way, under its key or in a listing', async () => {
    const root = mkdtempSync(join(tmpdir(), 'oms-files-'));
    const store = await openFolderFileStore(root);
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(
      store.put('v/half.pdf', failing, { fileName: 'half.pdf', contentType: 'application/pdf' }),
    ).rejects.toThrow('connection reset');
    expect(await store.head('v/half.pdf')).toBeNull();
    expect(await store.list('v/')).toEqual([]);
    expect(readdirSync(join(root, 'tmp'))).toEqual([]);
  });

  it('drops the temporary files a crash left behind when it opens', async () => {
    const root = mkdtempSync(join(tmpdir(), 'oms-files-'));
    await openFolderFileStore(root);
    writeFileSync(join(root, 'tmp', 'interrupted'), 'half a file');
    await openFolderFileStore(root);
    expect(readdirSync(join(root, 'tmp'))).toEqual([]);
  });

  it('describes a file whose description a crash never wrote, from its content', async () => {
    const root = mkdtempSync(join(tmpdir(), 'oms-files-'));
    const store = await openFolderFileStore(root);
    await store.put('v/a.csv', Buffer.from('a,b\n'), { fileName: 'a.csv', contentType: 'text/csv' });
    const { rmSync } = await import('node:fs');
    rmSync(join(root, 'objects', 'v', 'a.csv~meta.json'));
    expect(await store.head('v/a.csv')).toMatchObject({
      key: 'v/a.csv',
      size: 4,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });
});
