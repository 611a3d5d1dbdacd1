import {
  type CsvImportResult,
  type PriceFilePreview,
  productStreamId,
  type SupplierProductList,
  type SupplierProductRow,
  supplierProductsCsv,
} from '@oms/contracts';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../../platform/engines/inMemoryApp';
import { multipartBody } from '../../platform/files/multipartBody';

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let brakes: ReturnType<typeof injectAs>;
let venueUser: ReturnType<typeof injectAs>;
const base = '/api/suppliers/sup-brakes/products';
const venueId = 'ven-crown-anchor';

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-22T10:00:00.000Z') });
  brakes = injectAs(harness.app, await sessionCookieFor(harness.app, 'supplier@oms.test'));
  venueUser = injectAs(harness.app, await sessionCookieFor(harness.app, 'venue@oms.test'));
});
afterAll(async () => {
  await harness.close();
});

const chips = {
  title: 'Quokka Chips Crinkle Cut',
  sku: 'BRK-NEW-1',
  size: '4 x 2.5kg',
  price: 1_899,
  OMSPrice: 1_650,
  UoM: 'Box',
  type: 'Frozen',
  hasVat: true,
  GLN: 'not-a-number',
  image: 'https://res.cloudinary.com/oms/image/upload/w_200,c_fill/v1699999999/products/crinkle-chips.jpg',
};

const searchFor = async (term: string) =>
  (await venueUser({ url: `/api/venues/${venueId}/catalogue/search?term=${encodeURIComponent(term)}` })).json() as {
    products: { productId: string; title: string }[];
  };
const exportCsv = async () => {
  const exported = (await brakes({ url: `${base}/export` })).json() as {
    supplierTitle: string;
    products: SupplierProductRow[];
  };
  return supplierProductsCsv(exported.supplierTitle, exported.products);
};
const upload = (path: string, csv: string) =>
  brakes({
    method: 'POST',
    url: path,
    ...multipartBody({ name: 'price file.csv', content: csv, contentType: 'text/csv' }),
  });

describe('supplier products (spec 03 Supplier Products)', () => {
  it('lists the supplier’s own products, 250 a page by default, searchable', async () => {
    const response = await brakes({ url: base });
    expect(response.statusCode).toBe(200);
    const list = response.json() as SupplierProductList;
    expect(list).toMatchObject({ supplierTitle: 'Brakes', page: 1, limit: 250 });
    expect(list.products.length).toBeGreaterThan(0);
    expect(list.products.every((product) => product.sku.startsWith('BRK'))).toBe(true);
    const first = list.products[0] as SupplierProductRow;
    const found = (
      await brakes({ url: `${base}?term=${encodeURIComponent(first.title)}` })
    ).json() as SupplierProductList;
    expect(found.products.map((product) => product.productId)).toContain(first.productId);
    expect((await brakes({ url: `${base}?limit=7` })).statusCode).toBe(400);
  });

  it('refuses an incomplete product with the spec’s words and lists nothing', async () => {
    const response = await brakes({ method: 'POST', url: base, payload: { ...chips, title: '' } });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Title, SKU, Size, OMSPrice, Supplier fields must be fulfilled');
    const notNumeric = await brakes({ method: 'POST', url: base, payload: { ...chips, OMSPrice: 'twelve' } });
    expect(notNumeric.statusCode).toBe(400);
    expect(JSON.stringify(notNumeric.json())).toContain('Data in this field must be a numeric');
    expect((await searchFor('Quokka Crinkle')).products).toEqual([]);
  });

  it('adds a product: a non-numeric GLN is dropped, an image URL becomes its id, search finds it at once', async () => {
    const response = await brakes({ method: 'POST', url: base, payload: chips });
    expect(response.statusCode).toBe(201);
    const added = response.json() as SupplierProductRow;
    expect(added).toMatchObject({
      title: chips.title,
      GLN: null,
      cloudinaryImageId: 'products/crinkle-chips',
      pricedBy: 'Box',
      OMSPrice: 1_650,
    });
    expect((await searchFor('Quokka Crinkle')).products.map((product) => product.productId)).toEqual([added.productId]);
    const again = await brakes({ method: 'POST', url: base, payload: { ...chips, title: 'Other' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Another product of this supplier already has this SKU');
  });

  it('edits details and price: the price is a ProductPriceChanged the venue’s catalogue marks', async () => {
    const [added] = ((await brakes({ url: `${base}?term=BRK-NEW-1` })).json() as SupplierProductList).products;
    const url = `${base}/${added?.productId}`;
    const response = await brakes({
      method: 'PUT',
      url,
      payload: { ...chips, title: 'Quokka Chips Wombatcut', OMSPrice: 1_800, GLN: '5012345678900' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Quokka Chips Wombatcut', OMSPrice: 1_800, GLN: '5012345678900' });
    const types = (await harness.platform.eventStore.readStream(productStreamId(added?.productId ?? ''))).map(
      (event) => event.type,
    );
    expect(types).toEqual(['ProductListed', 'ProductEdited', 'ProductPriceChanged']);
    expect((await searchFor('Wombatcut')).products.map((product) => product.productId)).toEqual([added?.productId]);
    expect((await searchFor('Quokka Crinkle')).products).toEqual([]);
  });

  it('deletes softly: gone from the list, the catalogue and search, kept on its stream; a basket cannot take it', async () => {
    const [product] = ((await brakes({ url: `${base}?term=BRK-NEW-1` })).json() as SupplierProductList).products;
    const productId = product?.productId ?? '';
    const deleted = await brakes({ method: 'DELETE', url: `${base}/${productId}` });
    expect(deleted.statusCode).toBe(200);
    expect(((await brakes({ url: `${base}?term=BRK-NEW-1` })).json() as SupplierProductList).total).toBe(0);
    expect((await searchFor('Wombatcut')).products).toEqual([]);
    const catalogue = (await venueUser({ url: `/api/venues/${venueId}/catalogue?limit=250` })).json() as {
      products: { productId: string }[];
    };
    expect(catalogue.products.map((row) => row.productId)).not.toContain(productId);
    const basket = await venueUser({
      method: 'POST',
      url: `/api/venues/${venueId}/basket/lines`,
      payload: { productId, quantity: 1 },
    });
    expect(basket.statusCode).toBe(404);
    const stream = await harness.platform.eventStore.readStream(productStreamId(productId));
    expect(stream.map((event) => event.type).at(-1)).toBe('ProductDeleted');
    expect((await brakes({ method: 'DELETE', url: `${base}/${productId}` })).statusCode).toBe(404);
  });

  it("refuses another supplier's product as not found", async () => {
    const smithfield = (
      await injectAs(
        harness.app,
        await sessionCookieFor(harness.app, 'admin@oms.test'),
      )({
        url: '/api/suppliers/sup-smithfield/products?limit=10',
      })
    ).json() as SupplierProductList;
    const theirs = smithfield.products[0]?.productId ?? 'none';
    expect((await brakes({ method: 'PUT', url: `${base}/${theirs}`, payload: chips })).statusCode).toBe(404);
    expect((await brakes({ method: 'DELETE', url: `${base}/${theirs}` })).statusCode).toBe(404);
  });
});

describe('price file round trip, preview and upload', () => {
  it('takes its own download back unchanged: every row skipped as already there', async () => {
    const csv = await exportCsv();
    const preview = (await upload(`${base}/csv/preview`, csv)).json() as PriceFilePreview;
    expect(preview).toMatchObject({ newProducts: [], priceChanges: [], archived: [], rejected: [], notInFile: 0 });
    const response = await upload(`${base}/csv`, csv);
    expect(response.statusCode).toBe(200);
    const result = response.json() as CsvImportResult;
    expect(result.created + result.updated + result.rejected).toBe(0);
    expect(result.skipped).toBe(preview.unchanged);
  });

  it('previews a new product, a price rise and an archive with who they touch, then applies exactly that', async () => {
    const rows = Papa.parse<string[]>(await exportCsv(), { skipEmptyLines: true }).data;
    const [headings, first, second] = rows as [string[], string[], string[]];
    const risen = [...first];
    risen[7] = ((Number(first[7]) * 110) / 100).toFixed(2);
    const archived = [...second];
    archived[13] = 'true';
    const fresh = [
      '',
      'BRK-NEW-2',
      'Bench Peas',
      'Frozen',
      '2.5kg',
      '',
      '123',
      '4.20',
      'Each',
      '',
      'no',
      'Brakes',
      '',
      '',
    ];
    const broken = [
      '',
      'BRK-NEW-3',
      'Bench Beans',
      'Frozen',
      '2.5kg',
      '',
      '',
      'lots',
      'Each',
      '',
      'no',
      'Brakes',
      '',
      '',
    ];
    const csv = Papa.unparse([headings, risen, archived, fresh, broken]);

    const previewResponse = await upload(`${base}/csv/preview`, csv);
    expect(previewResponse.statusCode).toBe(200);
    const preview = previewResponse.json() as PriceFilePreview;
    expect(preview.newProducts).toEqual([{ sku: 'BRK-NEW-2', title: 'Bench Peas', OMSPrice: 420 }]);
    expect(preview.priceChanges).toEqual([expect.objectContaining({ sku: first[1], percent: 10 })]);
    expect(preview.archived).toEqual([expect.objectContaining({ sku: second[1] })]);
    expect(preview.rejected).toEqual([
      { line: 5, label: 'Bench Beans · BRK-NEW-3', reason: 'SupplierPrice: Data in this field must be a numeric' },
    ]);
    expect(preview.notInFile).toBe(rows.length - 3);
    expect(preview.customers).toBeGreaterThan(0);
    expect((await brakes({ url: `${base}?term=BRK-NEW-2` })).json()).toMatchObject({ total: 0 });

    const applied = (await upload(`${base}/csv?date=2026-11-20`, csv)).json() as CsvImportResult;
    expect(applied).toMatchObject({ created: 1, updated: 2, rejected: 1 });
    const risenProduct = ((await brakes({ url: `${base}?term=${first[1]}` })).json() as SupplierProductList)
      .products[0];
    expect(risenProduct?.priceChangedAt).toBe('2026-11-20T12:00:00.000Z');
    expect(((await brakes({ url: `${base}?term=${second[1]}` })).json() as SupplierProductList).total).toBe(0);
    expect((await searchFor('Bench Peas')).products).toHaveLength(1);
  });

  it('refuses a price file dated in the future', async () => {
    const response = await upload(`${base}/csv?date=2026-11-23`, await exportCsv());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('A price file applies from today or an earlier day, not a future one');
  });

  it('refuses a file with the wrong headings before anything is applied', async () => {
    const response = await upload(`${base}/csv/preview`, 'sku,title\nA,B');
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(
      'Incorrectly filled in headings, fill them in according to the template',
    );
    const plain = await brakes({ method: 'POST', url: `${base}/csv`, payload: {} });
    expect(plain.statusCode).toBe(415);
    expect(plain.json().error.message).toBe('Please select a valid CSV file.');
  });
});
