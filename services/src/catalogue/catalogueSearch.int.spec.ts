import type { CatalogueSearchResult } from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';

const now = new Date('2026-11-22T10:00:00.000Z');
const venueId = 'ven-crown-anchor';
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asVenueUser: ReturnType<typeof injectAs>;
let asAdmin: ReturnType<typeof injectAs>;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now });
  asVenueUser = injectAs(harness.app, await sessionCookieFor(harness.app, 'venue@oms.test'));
  asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
});
afterAll(async () => {
  await harness.close();
});

const search = (query: string) => asVenueUser({ url: `/api/venues/${venueId}/catalogue/search?${query}` });

describe('catalogue search API', () => {
  it("finds the venue's products, exact matches first, with the total count", async () => {
    const response = await search('term=lemons');
    expect(response.statusCode).toBe(200);
    const result = response.json() as CatalogueSearchResult;
    expect(result.total).toBeGreaterThanOrEqual(1);
    expect(result.products.find((product) => product.productId === 'sup-fresh-direct-p003')).toMatchObject({
      productId: 'sup-fresh-direct-p003',
      title: 'Lemons',
      supplierTitle: 'Fresh Direct',
      OMSPrice: 1_625,
      score: 100,
    });
    const scores = result.products.map((product) => product.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const partial = (await search('term=lemo')).json() as CatalogueSearchResult;
    expect(partial.products.map((product) => product.score)).toContain(10);
    expect(partial.products.every((product) => /lemo/i.test(product.title))).toBe(true);
  });

  it('searches the fields asked for and lists at most the limit', async () => {
    const bySku = (await search('term=BRK10000&fields=sku')).json() as CatalogueSearchResult;
    expect(bySku.products.map((product) => product.productId)).toEqual(['sup-brakes-p001']);
    const bySupplier = (await search('term=brakes&fields=supplierTitle&limit=5')).json() as CatalogueSearchResult;
    expect(bySupplier.products).toHaveLength(5);
    expect(bySupplier.total).toBeGreaterThan(100);
    expect(bySupplier.products.every((product) => product.supplierTitle === 'Brakes')).toBe(true);
  });

  it('finds a product listed a moment ago', async () => {
    const { productDecider } = await import('./product/product');
    const { handleCommand } = await import('../platform/commands/handleCommand');
    const { systemContext } = await import('../platform/commands/commandContext');
    await handleCommand(
      harness.platform.eventStore,
      'product-sup-brakes-p999',
      productDecider,
      {
        type: 'ListProduct',
        product: {
          productId: 'sup-brakes-p999',
          supplierId: 'sup-brakes',
          supplierTitle: 'Brakes',
          sku: 'BRK99999',
          title: 'Quince Paste',
          size: '1kg',
          UoM: 'Each',
          type: 'Dry Goods',
          OMSPrice: 899,
          price: 999,
          hasVat: false,
        },
      },
      systemContext(now),
    );
    const result = (await search('term=quince')).json() as CatalogueSearchResult;
    expect(result.products.map((product) => product.productId)).toEqual(['sup-brakes-p999']);
  });

  it('answers 400 with a clear message for a missing term, an unknown field or a bad limit', async () => {
    const missing = await search('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    expect(JSON.stringify(missing.json())).toContain('term');
    const blank = await search('term=%20%20');
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain('Please enter a search term');
    const field = await search('term=lemons&fields=title,colour');
    expect(field.statusCode).toBe(400);
    expect(JSON.stringify(field.json())).toContain('Search fields are title, sku, supplierTitle, zone, type');
    expect((await search('term=lemons&limit=0')).statusCode).toBe(400);
    expect((await search('term=lemons&limit=many')).statusCode).toBe(400);
    expect((await search(`term=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('answers 404 for a venue that does not exist', async () => {
    // Admins reach every venue, so they are the ones who can meet a venue that is not there.
    const response = await asAdmin({ url: '/api/venues/ven-nowhere/catalogue/search?term=lemons' });
    expect(response.statusCode).toBe(404);
  });
});
