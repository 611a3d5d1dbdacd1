import { type DomainEvent, venueInvoicesStreamId } from '@oms/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiScenario, givenStreams } from '../../platform/engines/apiScenario';
import { injectAs } from '../../platform/engines/inMemoryApp';
import { account, linked, proPlan, supplier, venue } from '../../platform/engines/scenarioStreams';
import { type FormFile, multipartFilesBody } from '../../platform/files/multipartFilesBody';

// Sunday 22 November 2026, 10:00 in London.
const now = new Date('2026-11-22T10:00:00.000Z');
const venueId = 'ven-tavern';
const otherVenueId = 'ven-other';
const api = `/api/venues/${venueId}/invoice-uploads`;
const stream = venueInvoicesStreamId(venueId);

const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffc0001108001000100301110002110103110100ffd9', 'hex');
const invoicePdf: FormFile = { name: 'brakes-invoice.pdf', content: pdf, contentType: 'application/pdf' };
const receiptJpeg: FormFile = { name: 'receipt.jpg', content: jpeg, contentType: 'image/jpeg' };

type Inject = Awaited<ReturnType<ApiScenario['signedInAs']>>;
let scenario: ApiScenario;
let asBuyer: Inject;
let asAdmin: Inject;
let asOtherVenue: Inject;
let asSupplierAdmin: Inject;

async function tavern(plan: 'free' | 'pro') {
  return Object.fromEntries([
    venue(venueId, { title: 'The Tavern' }, linked(venueId, 'brakes'), linked(venueId, 'fresh')),
    venue(otherVenueId, { title: 'The Other Place' }, linked(otherVenueId, 'brakes')),
    ...(plan === 'pro' ? [proPlan(venueId, '2026-11-01T00:00:00.000Z')] : []),
    await account('buyer@tavern.test', { name: 'Sam Buyer', venueIds: [venueId] }),
    await account('buyer@other.test', { name: 'Olive Other', venueIds: [otherVenueId] }),
    await account('admin@platform.test', { name: 'Ada Admin', roles: { isAdmin: true } }),
    await account('rep@brakes.test', { roles: { supplierAdminOf: 'brakes' } }),
    supplier('brakes', { title: 'Brakes' }),
    supplier('fresh', { title: 'Fresh Direct' }),
    supplier('clark', { title: 'Matthew Clark' }),
  ]);
}

async function given(plan: 'free' | 'pro' = 'pro') {
  scenario = await givenStreams(await tavern(plan), { now });
  asBuyer = await scenario.signedInAs('buyer@tavern.test');
  asAdmin = await scenario.signedInAs('admin@platform.test');
  asOtherVenue = await scenario.signedInAs('buyer@other.test');
  asSupplierAdmin = await scenario.signedInAs('rep@brakes.test');
}
afterEach(async () => {
  await scenario.close();
});

const item = (overrides: Record<string, unknown> = {}) => ({
  supplierId: 'brakes',
  supplierTitle: '',
  purchaseOrderNumber: 'PO-100',
  comment: 'Weekly delivery',
  totalPence: 12_345,
  ...overrides,
});

function upload(as: Inject, files: FormFile[], items: unknown[], headers: Record<string, string> = {}, url = api) {
  const form = multipartFilesBody(files, { items: JSON.stringify(items) });
  return as({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...headers } });
}

const typesOf = (events: DomainEvent[]) => events.map((event) => event.type);

describe('invoices dashboard API: upload and list', () => {
  beforeEach(() => given());

  it('records two files with their suppliers, and lists them with the uploader as Customer', async () => {
    const response = await upload(
      asBuyer,
      [invoicePdf, receiptJpeg],
      [item(), item({ supplierId: null, supplierTitle: 'Corner Shop', purchaseOrderNumber: '', totalPence: null })],
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('2 invoices uploaded successfully');
    expect(typesOf(await scenario.newEvents(stream))).toEqual([
      'FileStored',
      'InvoiceUploaded',
      'FileStored',
      'InvoiceUploaded',
    ]);
    const [stored, uploaded] = await scenario.newEvents(stream);
    expect(stored?.data).toMatchObject({ purpose: 'invoiceUpload', file: { contentType: 'application/pdf' } });
    expect(uploaded?.data).toMatchObject({
      venueId,
      supplierId: 'brakes',
      supplierTitle: 'Brakes',
      purchaseOrderNumber: 'PO-100',
      comment: 'Weekly delivery',
      fileName: 'brakes-invoice.pdf',
      contentType: 'application/pdf',
      uploaderName: 'Sam Buyer',
      userType: 'Customer',
      totalPence: 12_345,
      uploadedAt: now.toISOString(),
    });

    const list = await asBuyer({ url: api });
    expect(list.statusCode).toBe(200);
    // One upload's files share their time: their order among themselves is not promised.
    expect(list.json().invoices).toHaveLength(2);
    expect(list.json().invoices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ supplierTitle: 'Brakes', userType: 'Customer', purchaseOrderNumber: 'PO-100' }),
        expect.objectContaining({ supplierId: null, supplierTitle: 'Corner Shop', contentType: 'image/jpeg' }),
      ]),
    );
  });

  it('labels an upload by an admin as Admin', async () => {
    const response = await upload(asAdmin, [invoicePdf], [item()]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().newInvoices[0]).toMatchObject({ userType: 'Admin', uploaderName: 'Ada Admin' });
  });

  it('refuses more than 5 files, no file, a file of another type and a file over 10MB, recording nothing', async () => {
    const six = await upload(asBuyer, Array(6).fill(invoicePdf), Array(6).fill(item()));
    expect(six.statusCode).toBe(400);
    expect(six.json().error.message).toBe('You can select only 5 files');

    const none = await upload(asBuyer, [], [item()]);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Please select a file first.');

    const text = await upload(asBuyer, [{ name: 'invoice.pdf', content: 'not really a pdf' }], [item()]);
    expect(text.statusCode).toBe(415);
    expect(text.json().error.message).toBe('Unsupported file type');

    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const tooBig = await upload(asBuyer, [{ name: 'big.pdf', content: big }], [item()]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe('File must be smaller than 10MB');

    expect(await scenario.newEvents(stream)).toEqual([]);
  });

  it('needs a supplier for every file: one of the venue’s, or a typed name for Other', async () => {
    const missing = await upload(asBuyer, [invoicePdf], [item({ supplierId: null, supplierTitle: '' })]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: 'INVOICE_SUPPLIER_REQUIRED' });

    const notTheVenues = await upload(asBuyer, [invoicePdf], [item({ supplierId: 'clark' })]);
    expect(notTheVenues.statusCode).toBe(400);
    expect(notTheVenues.json().error.code).toBe('UNKNOWN_SUPPLIER');

    const fewerItems = await upload(asBuyer, [invoicePdf, invoicePdf], [item()]);
    expect(fewerItems.statusCode).toBe(400);
    expect(fewerItems.json().error.code).toBe('INVOICE_ITEMS_MISMATCH');

    const badItems = await upload(asBuyer, [invoicePdf], [item({ totalPence: -5 })]);
    expect(badItems.statusCode).toBe(400);

    const notMultipart = await asBuyer({ method: 'POST', url: api, payload: { items: [] } });
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.statusCode).toBeLessThan(500);
    expect(await scenario.newEvents(stream)).toEqual([]);
  });

  it('records a retried upload (same Idempotency-Key) once', async () => {
    const headers = { 'idempotency-key': 'upload-1' };
    const first = await upload(asBuyer, [invoicePdf], [item()], headers);
    const again = await upload(asBuyer, [invoicePdf], [item()], headers);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().newInvoices.map((invoice: { invoiceId: string }) => invoice.invoiceId)).toEqual(
      first.json().newInvoices.map((invoice: { invoiceId: string }) => invoice.invoiceId),
    );
    expect(typesOf(await scenario.newEvents(stream))).toEqual(['FileStored', 'InvoiceUploaded']);
  });

  it('keeps each venue to its own invoices: another venue’s user, a supplier admin and nobody signed in are refused', async () => {
    await upload(asBuyer, [invoicePdf], [item()]);
    for (const as of [asOtherVenue, asSupplierAdmin]) {
      expect((await as({ url: api })).statusCode).toBe(403);
      expect((await upload(as, [invoicePdf], [item()])).statusCode).toBe(403);
    }
    expect((await scenario.app.inject({ url: api })).statusCode).toBe(401);
    const ownList = await asOtherVenue({ url: `/api/venues/${otherVenueId}/invoice-uploads` });
    expect(ownList.json().invoices).toEqual([]);
  });
});

describe('invoices dashboard API: viewer, PO number and delete', () => {
  beforeEach(() => given());

  async function uploadedId(as: Inject = asBuyer) {
    const response = await upload(as, [invoicePdf], [item()]);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().newInvoices[0].invoiceId as string;
  }

  it('opens one invoice through a short-lived signed link, with its uploaded date', async () => {
    const invoiceId = await uploadedId();
    const view = await asBuyer({ url: `${api}/${invoiceId}` });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ invoiceId, uploadedAt: now.toISOString(), contentType: 'application/pdf' });
    const file = await scenario.app.inject({ url: view.json().invoiceUrl });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    // The viewer frames it: the app's own pages may, other sites may not.
    expect(file.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(file.headers['content-security-policy']).toContain("frame-ancestors 'self'");

    expect((await asOtherVenue({ url: `${api}/${invoiceId}` })).statusCode).toBe(403);
    // Through a venue the user may see, another venue's invoice is not found.
    const throughOwn = await asOtherVenue({ url: `/api/venues/${otherVenueId}/invoice-uploads/${invoiceId}` });
    expect(throughOwn.statusCode).toBe(404);
    expect((await scenario.app.inject({ url: `${api}/${invoiceId}` })).statusCode).toBe(401);
  });

  it('lets an admin change the PO number, with the server’s message; nobody else', async () => {
    const invoiceId = await uploadedId();
    const edit = (as: Inject, purchaseOrderNumber: string) =>
      as({ method: 'PUT', url: `${api}/${invoiceId}`, payload: { purchaseOrderNumber } });
    for (const as of [asBuyer, asOtherVenue, asSupplierAdmin]) expect((await edit(as, 'PO-9')).statusCode).toBe(403);
    const changed = await edit(asAdmin, 'PO-9');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      message: 'PO number updated successfully',
      invoice: { invoiceId, purchaseOrderNumber: 'PO-9' },
    });
    expect((await scenario.newEvents(stream)).at(-1)).toEqual({
      type: 'InvoicePoNumberChanged',
      data: { invoiceId, venueId, purchaseOrderNumber: 'PO-9', changedAt: now.toISOString() },
    });
    const unknown = await asAdmin({ method: 'PUT', url: `${api}/inv-nope`, payload: { purchaseOrderNumber: 'X' } });
    expect(unknown.statusCode).toBe(404);
    const badBody = await asAdmin({ method: 'PUT', url: `${api}/${invoiceId}`, payload: { purchaseOrderNumber: 7 } });
    expect(badBody.statusCode).toBe(400);
  });

  it('lets an admin delete an invoice (an event, the file kept); it leaves the list, and a second delete is 404', async () => {
    const invoiceId = await uploadedId();
    const remove = (as: Inject) => as({ method: 'DELETE', url: `${api}/${invoiceId}` });
    expect((await remove(asBuyer)).statusCode).toBe(403);
    expect((await scenario.app.inject({ method: 'DELETE', url: `${api}/${invoiceId}` })).statusCode).toBe(401);
    const deleted = await remove(asAdmin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Invoice deleted successfully', invoiceId });
    expect((await scenario.newEvents(stream)).at(-1)?.type).toBe('InvoiceDeleted');
    expect((await asBuyer({ url: api })).json().invoices).toEqual([]);
    expect((await asBuyer({ url: `${api}/${invoiceId}` })).statusCode).toBe(404);
    expect((await remove(asAdmin)).statusCode).toBe(404);
  });
});

describe('invoices dashboard API: who may call each route', () => {
  beforeEach(() => given());

  it('answers each role as the access matrix says, and nobody signed out', async () => {
    const invoiceId = (await upload(asBuyer, [invoicePdf], [item()])).json().newInvoices[0].invoiceId as string;
    const routes: { name: string; call: (as: Inject) => ReturnType<Inject>; venueUser: number; admin: number }[] = [
      { name: 'list', call: (as) => as({ url: api }), venueUser: 200, admin: 200 },
      { name: 'view', call: (as) => as({ url: `${api}/${invoiceId}` }), venueUser: 200, admin: 200 },
      { name: 'zip', call: (as) => as({ url: `${api}/zip?supplierId=brakes` }), venueUser: 200, admin: 200 },
      {
        name: 'edit PO number',
        call: (as) => as({ method: 'PUT', url: `${api}/${invoiceId}`, payload: { purchaseOrderNumber: 'PO-1' } }),
        venueUser: 403,
        admin: 200,
      },
    ];
    const signedOut = injectAs(scenario.app, '');
    for (const route of routes) {
      expect((await route.call(asBuyer)).statusCode, `${route.name} as the venue's user`).toBe(route.venueUser);
      expect((await route.call(asAdmin)).statusCode, `${route.name} as an admin`).toBe(route.admin);
      expect((await route.call(asOtherVenue)).statusCode, `${route.name} as another venue's user`).toBe(403);
      expect((await route.call(asSupplierAdmin)).statusCode, `${route.name} as a supplier admin`).toBe(403);
      expect((await route.call(signedOut)).statusCode, `${route.name} signed out`).toBe(401);
    }
    for (const as of [asBuyer, asOtherVenue, asSupplierAdmin, signedOut]) {
      expect((await as({ method: 'DELETE', url: `${api}/${invoiceId}` })).statusCode).toBeGreaterThanOrEqual(401);
      expect((await as({ method: 'DELETE', url: `${api}/${invoiceId}` })).statusCode).toBeLessThanOrEqual(403);
    }
    expect((await upload(signedOut, [invoicePdf], [item()])).statusCode).toBe(401);
    expect((await asAdmin({ method: 'DELETE', url: `${api}/${invoiceId}` })).statusCode).toBe(200);
  });
});

describe('invoices dashboard API: downloads', () => {
  beforeEach(() => given());

  it('zips one supplier’s invoices as OMS_invoices.zip, Other’s too, and a date range as {start}-{end}.zip', async () => {
    await upload(
      asBuyer,
      [invoicePdf, receiptJpeg, invoicePdf],
      [item(), item({ supplierId: 'fresh' }), item({ supplierId: null, supplierTitle: 'Corner Shop' })],
    );
    const brakes = await asBuyer({ url: `${api}/zip?supplierId=brakes` });
    expect(brakes.statusCode, brakes.body).toBe(200);
    expect(brakes.headers['content-type']).toBe('application/zip');
    expect(brakes.headers['content-disposition']).toContain('filename="OMS_invoices.zip"');
    expect(brakes.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(brakes.rawPayload.includes(Buffer.from('Brakes brakes-invoice.pdf'))).toBe(true);
    expect(brakes.rawPayload.includes(Buffer.from('Fresh Direct'))).toBe(false);

    const other = await asBuyer({ url: `${api}/zip?supplierId=other` });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.includes(Buffer.from('Corner Shop'))).toBe(true);

    const range = await asBuyer({ url: `${api}/zip?start=2026-11-01&end=2026-11-30` });
    expect(range.statusCode).toBe(200);
    expect(range.headers['content-disposition']).toContain('filename="2026-11-01-2026-11-30.zip"');
    for (const name of ['Brakes', 'Fresh Direct', 'Corner Shop']) {
      expect(range.rawPayload.includes(Buffer.from(name))).toBe(true);
    }
  });

  it('answers bad or empty downloads with a clear 4xx', async () => {
    const cases: [string, number, string][] = [
      [`${api}/zip`, 400, 'Choose a supplier, or a start and an end date'],
      [`${api}/zip?start=2026-11-30&end=2026-11-01`, 400, 'The end date must not be before the start date'],
      [`${api}/zip?start=30-11-2026&end=2026-11-01`, 400, ''],
      [`${api}/zip?supplierId=brakes`, 404, 'There are no invoices to download'],
    ];
    for (const [url, status, message] of cases) {
      const response = await asBuyer({ url });
      expect(response.statusCode, url).toBe(status);
      if (message) expect(response.json().error.message).toBe(message);
    }
    expect((await asOtherVenue({ url: `${api}/zip?supplierId=brakes` })).statusCode).toBe(403);
  });
});

describe('invoices dashboard API: plan limit', () => {
  beforeEach(() => given('free'));

  it('counts uploads against the Free plan’s 5 a month, deleted ones included, then refuses with the plan-limit error', async () => {
    expect((await upload(asBuyer, Array(4).fill(invoicePdf), Array(4).fill(item()))).statusCode).toBe(201);
    const overLimit = await upload(asBuyer, [invoicePdf, invoicePdf], [item(), item()]);
    expect(overLimit.statusCode).toBe(403);
    expect(overLimit.json().error).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      message: 'You have reached the limit of your current plan for this month.',
    });
    const keyed = { 'idempotency-key': 'last-of-the-month' };
    const last = await upload(asBuyer, [invoicePdf], [item()], keyed);
    expect(last.statusCode).toBe(201);
    const invoiceId = last.json().newInvoices[0].invoiceId;
    await asAdmin({ method: 'DELETE', url: `${api}/${invoiceId}` });

    const usage = (await asBuyer({ url: `/api/venues/${venueId}/plan-usage` })).json();
    expect(usage.features).toContainEqual({ feature: 'Upload_Invoices_Dashboard', limit: 5, used: 5, remaining: 0 });
    const refused = await upload(asBuyer, [invoicePdf], [item()]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('PLAN_LIMIT_REACHED');
    // The last upload retried with its key answers as it did, though the month is now used up.
    const retried = await upload(asBuyer, [invoicePdf], [item()], keyed);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.json().newInvoices[0].invoiceId).toBe(invoiceId);
  });
});
