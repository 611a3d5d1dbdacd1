import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataplusSendStreamId, dataplusSendWorkflowId, productStreamId, type VenueEvent } from '@oms/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiScenario, givenStreams } from '../platform/engines/apiScenario';
import { account, linked, product, supplier, venue } from '../platform/engines/scenarioStreams';
import { createSandboxDataplusReceiver } from './dataplus/sandboxDataplusReceiver';
import { recordDataplusOutcome, sendDataplusOrder } from './dataplusService';
import { givenConfirmedPurchaseOrder, givenXeroConnected } from './testing/xeroReadyPurchaseOrder';

// Thursday 26 November 2026, 10:00 in London.
const now = new Date('2026-11-26T10:00:00.000Z');
const venueId = 'ven-harbour';
const dataplusOn: VenueEvent = {
  type: 'VenueCatalogueOptionsSet',
  data: { venueId, dataplusIntegration: true, isPriceChangesVisible: true },
};
const api = `/api/venues/${venueId}/integrations/dataplus`;

let scenario: ApiScenario;
let asBuyer: Awaited<ReturnType<ApiScenario['signedInAs']>>;

beforeEach(async () => {
  scenario = await givenStreams(
    Object.fromEntries([
      venue(venueId, { title: 'Harbour Kitchen' }, linked(venueId, 'brakes'), dataplusOn),
      venue('ven-plain', { title: 'Plain' }),
      await account('buyer@harbour.test', { venueIds: [venueId] }),
      await account('plain@plain.test', { venueIds: ['ven-plain'] }),
      await account('admin@platform.test', { roles: { isAdmin: true } }),
      supplier('brakes', { title: 'Brakes' }),
      supplier('fresh', { title: 'Fresh Direct' }),
      product('chips', 'brakes', { supplierTitle: 'Brakes', GLN: '5012345000017' }),
      product('salmon', 'fresh', { supplierTitle: 'Fresh Direct', title: 'Salmon' }),
    ]),
    { now },
  );
  // The engine that notes what it is asked to start; the accounting side is unused here.
  await givenXeroConnected(scenario.platform, 'ven-unused', ['Brakes']);
  scenario.platform.dataplus = createSandboxDataplusReceiver({ clock: () => now });
  await givenConfirmedPurchaseOrder(scenario.platform, {
    venueId,
    supplierId: 'brakes',
    supplierTitle: 'Brakes',
    orderId: 'o-1',
    poNumber: 'HK-0007',
  });
  asBuyer = await scenario.signedInAs('buyer@harbour.test');
});
afterEach(async () => {
  await scenario.close();
});

const send = (overrides: Record<string, unknown> = {}) =>
  asBuyer({
    method: 'POST',
    url: `${api}/sends`,
    payload: {
      supplierId: 'brakes',
      poNumber: 'HK-0007',
      invoiceNumber: 'INV-991',
      invoiceDate: '2026-11-26',
      attachedInvoices: [],
      ...overrides,
    },
  });

describe('dataplus API', () => {
  it('lists the purchase orders with no dataplus status yet, for a venue with the flag, on any plan', async () => {
    const response = await asBuyer({ method: 'GET', url: `${api}/orders` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      enabled: true,
      orders: [{ poNumber: 'HK-0007', supplierTitle: 'Brakes', status: 'Confirmed', dataplus: null }],
    });
  });

  it('records Send file, refuses a second, and the sandbox receiver shows the order to admins once sent', async () => {
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(await scenario.newEvents(dataplusSendStreamId(venueId, 'HK-0007'))).toMatchObject([
      {
        type: 'DataplusSendRequested',
        data: { order: { PONumber: 'HK-0007', dataplusInfo: { invoiceNumber: 'INV-991' } } },
      },
    ]);
    expect((await send()).json().error.code).toBe('DATAPLUS_ALREADY_SENT');
    const key = dataplusSendWorkflowId(venueId, 'HK-0007');
    const result = await sendDataplusOrder(scenario.platform, { venueId, poNumber: 'HK-0007', idempotencyKey: key });
    await recordDataplusOutcome(scenario.platform, {
      venueId,
      poNumber: 'HK-0007',
      result,
      idempotencyKey: `${key}:1`,
    });
    const listed = await asBuyer({ method: 'GET', url: `${api}/orders` });
    expect(listed.json().orders[0].dataplus).toMatchObject({ status: 'sent', invoiceNumber: 'INV-991' });
    const asAdmin = await scenario.signedInAs('admin@platform.test');
    const sandbox = await asAdmin({ method: 'GET', url: '/api/admin/integrations/dataplus/sandbox' });
    expect(sandbox.json().receipts).toMatchObject([{ venueId, order: { PONumber: 'HK-0007' } }]);
    expect((await asBuyer({ method: 'GET', url: '/api/admin/integrations/dataplus/sandbox' })).statusCode).toBe(403);
  });

  it('refuses an empty invoice number, a future date, a venue without dataplus and other venues’ users', async () => {
    expect((await send({ invoiceNumber: ' ' })).json().error.code).toBe('DATAPLUS_INVOICE_NUMBER_REQUIRED');
    expect((await send({ invoiceDate: '2026-11-27' })).json().error.code).toBe('DATAPLUS_INVOICE_DATE_IN_FUTURE');
    const asPlain = await scenario.signedInAs('plain@plain.test');
    expect((await asPlain({ method: 'GET', url: `${api}/orders` })).statusCode).toBe(403);
    const plain = await asPlain({ method: 'GET', url: '/api/venues/ven-plain/integrations/dataplus/orders' });
    expect(plain.json()).toEqual({ enabled: false, orders: [], glns: {} });
    expect((await scenario.app.inject({ method: 'GET', url: `${api}/orders` })).statusCode).toBe(401);
  });
});

describe('dataplus Edit GLN (spec 02 §2.6, §7 "Update a product\'s GLN")', () => {
  const setGln = (GLN: string, productId = 'chips', as = asBuyer, venue = venueId) =>
    as({
      method: 'PUT',
      url: `/api/venues/${venue}/integrations/dataplus/products/${productId}/gln`,
      payload: { GLN },
    });

  it('lists the GLN of each product on the orders, and sets a new one that the catalogue keeps', async () => {
    expect((await asBuyer({ method: 'GET', url: `${api}/orders` })).json().glns).toEqual({ chips: '5012345000017' });
    const saved = await setGln(' 5099999000012 ');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ productId: 'chips', GLN: '5099999000012' });
    expect(await scenario.newEvents(productStreamId('chips'))).toEqual([
      {
        type: 'ProductGlnSet',
        data: { productId: 'chips', supplierId: 'brakes', GLN: '5099999000012', venueId, setAt: now.toISOString() },
      },
    ]);
    expect((await asBuyer({ method: 'GET', url: `${api}/orders` })).json().glns).toEqual({ chips: '5099999000012' });
    expect((await setGln('5099999000012')).statusCode).toBe(200);
    expect(await scenario.newEvents(productStreamId('chips'))).toHaveLength(1);
  });

  it('refuses anything but numbers, in its words, recording nothing', async () => {
    for (const GLN of ['50-1234', 'abc', '', '5012 3450']) {
      const refused = await setGln(GLN);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'DATAPLUS_GLN_NOT_NUMERIC',
        message: 'The GLN must be numbers only',
      });
    }
    expect(await scenario.newEvents(productStreamId('chips'))).toEqual([]);
  });

  it('refuses a product of a supplier the venue does not buy from, an unknown product, a venue without dataplus, other venues’ users and anyone signed out', async () => {
    expect((await setGln('5012345000024', 'salmon')).statusCode).toBe(404);
    expect((await setGln('5012345000024', 'nothing')).statusCode).toBe(404);
    const asPlain = await scenario.signedInAs('plain@plain.test');
    const plain = await setGln('5012345000024', 'chips', asPlain, 'ven-plain');
    expect(plain.statusCode).toBe(403);
    expect(plain.json().error.code).toBe('DATAPLUS_NOT_ENABLED');
    expect((await setGln('5012345000024', 'chips', asPlain)).statusCode).toBe(403);
    const anonymous = await scenario.app.inject({
      method: 'PUT',
      url: `${api}/products/chips/gln`,
      payload: { GLN: '5012345000024' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await scenario.newEvents(productStreamId('chips'))).toEqual([]);
    expect(await scenario.newEvents(productStreamId('salmon'))).toEqual([]);
  });
});

const artifacts = fileURLToPath(new URL('../../../tests/artifacts/pdf', import.meta.url));

/** The PDF's text as a reader sees it, through poppler's pdftotext. */
function pdfText(pdf: Buffer, name: string): string {
  mkdirSync(artifacts, { recursive: true });
  const file = join(artifacts, `${name}.pdf`);
  writeFileSync(file, pdf);
  const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text.status, text.stderr).toBe(0);
  spawnSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', file, join(artifacts, name)]);
  return text.stdout;
}

describe('dataplus Order PDF (spec 02 §2.6)', () => {
  const pdfOf = (poNumber: string, as = asBuyer, venue = venueId) =>
    as({
      method: 'GET',
      url: `/api/venues/${venue}/integrations/dataplus/orders/pdf?supplierId=brakes&poNumber=${poNumber}`,
    });

  it('renders the order with its lines and GLNs through the shared PDF module, behind a short-lived inline link', async () => {
    const answer = await pdfOf('HK-0007');
    expect(answer.statusCode, answer.body).toBe(200);
    const { url, fileName } = answer.json();
    expect(fileName).toBe('dataplus-order-HK-0007.pdf');
    expect(url).toMatch(/^\/api\/files\/download\?key=documents%2Fven-harbour%2Fdataplus-order-HK-0007-/);
    expect(url).toContain('disposition=inline');
    const file = await scenario.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = pdfText(file.rawPayload, 'dataplus-order');
    for (const words of ['Purchase order HK-0007', 'Harbour Kitchen', 'Brakes', 'Chips', '5012345000017', 'Not sent']) {
      expect(text).toContain(words);
    }
    expect((await pdfOf('HK-0007')).json().url.split('&')[0]).toBe(url.split('&')[0]);
  });

  it('refuses a venue without dataplus, an unknown order, other venues’ users and anyone signed out', async () => {
    expect((await pdfOf('HK-9999')).statusCode).toBe(404);
    const asPlain = await scenario.signedInAs('plain@plain.test');
    expect((await pdfOf('HK-0007', asPlain, 'ven-plain')).json().error.code).toBe('DATAPLUS_NOT_ENABLED');
    expect((await pdfOf('HK-0007', asPlain)).statusCode).toBe(403);
    const anonymous = await scenario.app.inject({
      method: 'GET',
      url: `${api}/orders/pdf?supplierId=brakes&poNumber=HK-0007`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
