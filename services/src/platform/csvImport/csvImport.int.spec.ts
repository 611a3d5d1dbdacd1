import type { CsvImportResult } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashLegacyPassword } from '../../identity/passwords/legacyPasswordHashing';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../engines/inMemoryApp';
import { multipartBody } from '../files/multipartBody';
import { csvImportStreamId } from './csvImportStream';

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let admin: ReturnType<typeof injectAs>;
let brakesAdmin: ReturnType<typeof injectAs>;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-22T10:00:00.000Z') });
  admin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
  brakesAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'supplier@oms.test'));
});
afterAll(async () => {
  await harness.close();
});

const upload = (inject: typeof admin, url: string, name: string, content: Buffer | string) =>
  inject({ method: 'POST', url, ...multipartBody({ name, content, contentType: 'text/csv' }) });

const storedImports = async () => harness.platform.files.list('imports/');

describe('legacy user CSV import (the shared import path)', () => {
  it('imports valid rows, rejects bad ones with the reason, keeps the file and records it', async () => {
    const hash = await hashLegacyPassword('Legacy!Pass9');
    const csv = [
      'legacyUserId,name,email,passwordHash',
      `csv-1,Ada Lovelace,Ada@Old.test,${hash}`,
      `csv-2,No Mail,not-an-email,${hash}`,
      '',
      `csv-3,"Smith, Jo",jo@old.test,${hash}`,
      'csv-4,Short Row,short@old.test',
    ].join('\r\n');
    const response = await upload(admin, '/api/admin/legacy-users/csv', '../../etc/legacy users.csv', `\uFEFF${csv}`);
    expect(response.statusCode).toBe(200);
    const result = response.json() as CsvImportResult & { fileUrl: string };
    expect(result).toMatchObject({
      kind: 'legacyUsers',
      fileName: 'legacy users.csv',
      created: 2,
      skipped: 0,
      rejected: 2,
    });
    expect(result.rows).toEqual([
      { line: 2, label: 'Ada@Old.test', outcome: 'created' },
      { line: 3, label: 'not-an-email', outcome: 'rejected', reason: expect.stringMatching(/^email: /) },
      { line: 5, label: 'jo@old.test', outcome: 'created' },
      { line: 6, label: 'short@old.test', outcome: 'rejected', reason: 'Expected 4 columns, found 3' },
    ]);

    const events = await harness.platform.eventStore.readStream(csvImportStreamId(result.importId));
    expect(events.map((event) => event.type)).toEqual(['FileStored', 'CsvImportStarted', 'CsvImportCompleted']);
    const [fileStored] = events;
    const stored = (fileStored?.data as { file: { key: string } } | undefined)?.file;
    expect(stored).toBeDefined();
    expect(stored?.key).toMatch(/^imports\/legacyUsers\/[0-9a-f-]{36}-legacy-users\.csv$/);
    expect(events[0]?.metadata.actorRole).toBe('admin');
    expect(events[2]?.data).toMatchObject({ created: 2, skipped: 0, rejected: 2 });

    const download = await harness.app.inject({ url: result.fileUrl });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv');
    expect(download.headers['content-disposition']).toContain('filename="legacy users.csv"');
    expect(download.body).toBe(`\uFEFF${csv}`);

    // The same file again: every user is already in the pool.
    const again = (await upload(admin, '/api/admin/legacy-users/csv', 'legacy.csv', csv)).json() as CsvImportResult;
    expect(again).toMatchObject({ created: 0, skipped: 2, rejected: 2 });
    expect(again.rows[0]).toEqual({
      line: 2,
      label: 'Ada@Old.test',
      outcome: 'skipped',
      reason: 'Already in the legacy user pool',
    });

    const signIn = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'jo@old.test', password: 'Legacy!Pass9' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses a file with the wrong headings and stores and applies nothing', async () => {
    const before = (await storedImports()).length;
    const head = await harness.platform.eventStore.headPosition();
    const response = await upload(
      admin,
      '/api/admin/legacy-users/csv',
      'users.csv',
      'id,name,email,hash\nx,y,z@a.test,h',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({
      code: 'CSV_HEADINGS',
      message: 'Incorrectly filled in headings, fill them in according to the template',
    });
    expect((await storedImports()).length).toBe(before);
    expect(await harness.platform.eventStore.headPosition()).toBe(head);
  });

  it('refuses what is not a CSV by its content, whatever its name, and an empty form', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const notCsv = await upload(admin, '/api/admin/legacy-users/csv', 'users.csv', png);
    expect(notCsv.statusCode).toBe(415);
    expect(notCsv.json().error.message).toBe('Please select a valid CSV file.');

    const noFile = await admin({
      method: 'POST',
      url: '/api/admin/legacy-users/csv',
      ...multipartBody(null, { note: 'x' }),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe('Choose a file first');

    const json = await admin({ method: 'POST', url: '/api/admin/legacy-users/csv', payload: { users: [] } });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a file over 10MB before reading more of it', async () => {
    const big = `legacyUserId,name,email,passwordHash\n${'x'.repeat(10 * 1024 * 1024 + 10)}`;
    const response = await upload(admin, '/api/admin/legacy-users/csv', 'big.csv', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('File must be smaller than 10MB');
  });

  it('is for admins only', async () => {
    const response = await upload(brakesAdmin, '/api/admin/legacy-users/csv', 'users.csv', 'a');
    expect(response.statusCode).toBe(403);
  });
});

const pounds = (pence: number | undefined) => ((pence ?? 0) / 100).toFixed(2);

describe('supplier product CSV import', () => {
  const headings =
    '_id,sku,title,type,size,CustomerPrice,GLN,SupplierPrice,UoM,pricedBy,hasVat,supplier,cloudinaryImageId,archive';

  it('lists new products, skips SKUs the supplier already has, rejects rows with the spec message', async () => {
    const existing = await readModels.catalogueProducts
      .in(harness.platform.readStore)
      .findOne({ _id: 'sup-brakes-p001' });
    const csv = [
      headings,
      ',BR-NEW-1,Smoked paprika,Dry goods,500g,5.10,,4.25,Each,,false,Brakes,,',
      `,${existing?.sku},Existing thing,Dry goods,1kg,${pounds(existing?.price)},,${pounds(existing?.OMSPrice)},Each,,true,Brakes,,`,
      ',BR-NEW-2,,Dry goods,1kg,,,1.00,Each,,true,Brakes,,',
      ',BR-NEW-3,Saffron,Dry goods,1g,,,abc,Each,,true,Brakes,,',
      ',BR-NEW-1,Smoked paprika again,Dry goods,500g,5.10,,4.25,Each,,false,Brakes,,',
    ].join('\n');
    const response = await upload(brakesAdmin, '/api/suppliers/sup-brakes/products/csv', 'price file.csv', csv);
    expect(response.statusCode).toBe(200);
    const result = response.json() as CsvImportResult;
    expect(result).toMatchObject({ created: 1, skipped: 2, rejected: 2 });
    expect(result.rows.map((row) => [row.line, row.outcome, row.reason])).toEqual([
      [2, 'created', undefined],
      [3, 'skipped', 'Already exists'],
      [4, 'rejected', 'title: Title, SKU, Size, OMSPrice, Supplier fields must be fulfilled'],
      [5, 'rejected', 'SupplierPrice: Data in this field must be a numeric'],
      [6, 'skipped', 'Already exists'],
    ]);
    const listed = await readModels.catalogueProducts.in(harness.platform.readStore).findOne({ sku: 'BR-NEW-1' });
    expect(listed).toMatchObject({ OMSPrice: 425, price: 510, supplierTitle: 'Brakes' });
  });

  it("refuses another supplier's admin", async () => {
    const response = await upload(brakesAdmin, '/api/suppliers/sup-bidfood/products/csv', 'x.csv', headings);
    expect(response.statusCode).toBe(403);
  });
});
