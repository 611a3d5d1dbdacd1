import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import archiver from 'archiver';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp } from '../engines/inMemoryApp';
import { installErrorHandler } from '../http/errorHandler';
import type { FileStore } from './fileStore';
import { openFolderFileStore } from './folderFileStore';
import { multipartBody } from './multipartBody';
import { signedDownloadPath } from './signedDownloads';
import { readUpload } from './uploads';
import { sendZip } from './zipDownload';

const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffc0001108001000100301110002110103110100ffd9', 'hex');

/** A valid PNG header declaring width × height: what a decompression bomb looks like before decoding. */
function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(6, 9);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(13);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    length,
    Buffer.from('IHDR'),
    ihdr,
    Buffer.alloc(4),
    Buffer.alloc(64),
  ]);
}

describe('upload checks (any upload route)', () => {
  let app: FastifyInstance;
  let store: FileStore;

  beforeAll(async () => {
    store = await openFolderFileStore(mkdtempSync(join(tmpdir(), 'oms-uploads-')));
    app = Fastify();
    installErrorHandler(app);
    await app.register(fastifyMultipart);
    app.post('/upload', async (request) => {
      const upload = await readUpload(request, { accept: ['pdf', 'png', 'jpeg'] });
      const info = await store.put(`uploads/${upload.kind}`, upload.content, upload);
      return { ...info, fields: upload.fields };
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const send = (name: string, content: Buffer, fields: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/upload', ...multipartBody({ name, content }, fields) });

  it('accepts a PDF, a PNG and a JPEG by their bytes and types them by content, not by name', async () => {
    const stored = await send('scan.png', pdf, { supplierId: 'sup-brakes' });
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({
      contentType: 'application/pdf',
      fileName: 'scan.png',
      fields: { supplierId: 'sup-brakes' },
    });
    expect((await send('photo', pngDeclaring(800, 600))).json().contentType).toBe('image/png');
    expect((await send('photo.jpg', jpeg)).json().contentType).toBe('image/jpeg');
  });

  it('refuses any other content as "Unsupported file type", whatever its name, and stores nothing', async () => {
    const before = await store.list('uploads/');
    for (const [name, content] of [
      ['invoice.pdf', Buffer.from('MZ\x90\x00\x03 not a pdf at all')],
      ['invoice.pdf', Buffer.from('just some text that claims to be a pdf')],
      ['invoice.png', Buffer.from('GIF89a\x01\x00\x01\x00')],
    ] as const) {
      const response = await send(name, content);
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toEqual({ code: 'UNSUPPORTED_FILE_TYPE', message: 'Unsupported file type' });
    }
    expect(await store.list('uploads/')).toEqual(before);
  });

  it('refuses a zip of many files named as a PDF, and stores nothing', async () => {
    const archive = archiver('zip');
    const chunks: Buffer[] = [];
    archive.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finished = new Promise((resolveZip) => archive.on('end', resolveZip));
    for (let index = 0; index < 500; index += 1) archive.append(`invoice ${index}`, { name: `invoice-${index}.pdf` });
    await archive.finalize();
    await finished;
    const before = await store.list('uploads/');
    const response = await send('invoices.pdf', Buffer.concat(chunks));
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe('Unsupported file type');
    expect(await store.list('uploads/')).toEqual(before);
  });

  it('refuses a decompression bomb (a small file declaring a huge picture)', async () => {
    const response = await send('bomb.png', pngDeclaring(100_000, 100_000));
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('IMAGE_DIMENSIONS_TOO_LARGE');
  });

  it('refuses a file over 10MB with the spec message', async () => {
    const response = await send('big.pdf', Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('File must be smaller than 10MB');
  });

  it('asks for a file when none came, and refuses two', async () => {
    const none = await app.inject({ method: 'POST', url: '/upload', ...multipartBody(null, { a: 'b' }) });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Please select a file first.');
    const one = multipartBody({ name: 'a.pdf', content: pdf });
    const boundary = one.headers['content-type']?.split('boundary=')[1] ?? '';
    const twice = Buffer.concat([
      one.payload.subarray(0, one.payload.length - `--${boundary}--\r\n`.length),
      one.payload,
    ]);
    const two = await app.inject({ method: 'POST', url: '/upload', payload: twice, headers: one.headers });
    expect(two.statusCode).toBe(400);
    expect(two.json().error.message).toBe('Only one file is allowed');
  });

  it('answers a malformed multipart body (no boundary, cut short) with 400, not a server error', async () => {
    const noBoundary = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().error.message).toBe('The upload could not be read');
    const whole = multipartBody({ name: 'a.pdf', content: pdf });
    const cut = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: whole.headers,
      payload: whole.payload.subarray(0, 60),
    });
    expect(cut.statusCode).toBe(400);
  });

  it('keeps only a clean last segment of the file name: no path ever reaches a key', async () => {
    for (const [name, expected] of <[string, string][]>[
      ['../../../etc/passwd.pdf', 'passwd.pdf'],
      ['C:\\Users\\me\\invoice.pdf', 'invoice.pdf'],
      ['..', 'file'],
      ['.hidden.pdf', 'hidden.pdf'],
      ['a\u0000b<script>.pdf', 'a_b_script_.pdf'],
    ]) {
      expect((await send(name, pdf)).json().fileName).toBe(expected);
    }
  });
});

describe('signed downloads', () => {
  let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
  const secret = 'in-memory-test-secret-in-memory-test-secret';

  beforeAll(async () => {
    harness = await buildInMemoryApp({ now: new Date('2026-11-22T10:00:00.000Z'), seed: false });
    await harness.platform.files.put('invoices/v1/inv-1.pdf', pdf, {
      fileName: 'Facture café.pdf',
      contentType: 'application/pdf',
    });
  });
  afterAll(async () => {
    await harness.close();
  });

  const now = () => harness.platform.clock();

  it('serves the file through its signed link, with its name and type', async () => {
    const response = await harness.app.inject({ url: signedDownloadPath(secret, 'invoices/v1/inv-1.pdf', now()) });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(pdf);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Facture caf_.pdf"; filename*=UTF-8''Facture%20caf%C3%A9.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const inline = await harness.app.inject({
      url: signedDownloadPath(secret, 'invoices/v1/inv-1.pdf', now(), { disposition: 'inline' }),
    });
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('answers 404 to a key alone, an altered link, a link for another file, or another secret', async () => {
    const link = signedDownloadPath(secret, 'invoices/v1/inv-1.pdf', now());
    const url = new URL(link, 'http://x');
    const variants = [
      '/api/files/download?key=invoices/v1/inv-1.pdf',
      link.replace(/signature=[^&]+/, 'signature=AAAA'),
      link.replace('disposition=attachment', 'disposition=inline'),
      link.replace(/expires=\d+/, `expires=${Number(url.searchParams.get('expires')) + 3600}`),
      signedDownloadPath(secret, 'invoices/v1/other.pdf', now()).replace(
        /signature=[^&]+/,
        `signature=${url.searchParams.get('signature')}`,
      ),
      signedDownloadPath('another-secret', 'invoices/v1/inv-1.pdf', now()),
      signedDownloadPath(secret, 'invoices/v1/missing.pdf', now()),
      '/api/files/download?key=../../etc/passwd&expires=1&signature=x',
    ];
    for (const variant of variants) {
      const response = await harness.app.inject({ url: variant });
      expect(response.statusCode, variant).toBe(404);
      expect(response.json().error.message).toBe('This file was not found');
    }
  });

  it('refuses an expired link', async () => {
    const link = signedDownloadPath(secret, 'invoices/v1/inv-1.pdf', new Date(now().getTime() - 301_000));
    const response = await harness.app.inject({ url: link });
    expect(response.statusCode).toBe(410);
    expect(response.json().error.code).toBe('DOWNLOAD_LINK_EXPIRED');
  });
});

describe('zip of many files', () => {
  it('streams every file into one zip, renaming repeated names', async () => {
    const store = await openFolderFileStore(mkdtempSync(join(tmpdir(), 'oms-zip-')));
    const files: { key: string; name: string }[] = [];
    for (let index = 0; index < 30; index += 1) {
      const key = `invoices/v1/${index}.pdf`;
      await store.put(key, Buffer.concat([pdf, Buffer.alloc(50_000, index)]), {
        fileName: 'invoice.pdf',
        contentType: 'application/pdf',
      });
      files.push({ key, name: index < 2 ? 'invoice.pdf' : `invoice-${index}.pdf` });
    }
    files.push({ key: 'invoices/v1/gone.pdf', name: 'gone.pdf' });
    const app = Fastify();
    app.get('/zip', (_request, reply) => sendZip(reply, store, files, 'Invoices.zip'));
    const response = await app.inject({ url: '/zip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const zipFile = join(mkdtempSync(join(tmpdir(), 'oms-zip-out-')), 'out.zip');
    writeFileSync(zipFile, response.rawPayload);
    const listing = spawnSync(
      'python3',
      ['-c', 'import sys, zipfile; print("\\n".join(zipfile.ZipFile(sys.argv[1]).namelist()))', zipFile],
      {
        encoding: 'utf8',
      },
    );
    const names = listing.stdout.trim().split('\n');
    expect(names).toHaveLength(30);
    expect(names.slice(0, 3)).toEqual(['invoice.pdf', 'invoice (2).pdf', 'invoice-2.pdf']);
    await app.close();
  });
});
