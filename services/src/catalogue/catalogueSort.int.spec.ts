import { type CatalogueList, type CatalogueRow, catalogueSortColumns, withVat } from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../platform/commands/commandContext';
import { handleCommand } from '../platform/commands/handleCommand';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';
import { productDecider } from './product/product';

const now = new Date('2026-11-22T10:00:00.000Z');
const venueId = 'ven-crown-anchor';
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asVenueUser: ReturnType<typeof injectAs>;
let asSupplier: ReturnType<typeof injectAs>;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now });
  asVenueUser = injectAs(harness.app, await sessionCookieFor(harness.app, 'venue@oms.test'));
  asSupplier = injectAs(harness.app, await sessionCookieFor(harness.app, 'supplier@oms.test'));
});
afterAll(async () => {
  await harness.close();
});

const catalogue = async (query: string) => {
  const response = await asVenueUser({ url: `/api/venues/${venueId}/catalogue?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CatalogueList;
};

/** Every product of the venue's catalogue in the asked order, page by page. */
async function everyRow(query: string): Promise<CatalogueRow[]> {
  const rows: CatalogueRow[] = [];
  for (let page = 1; ; page += 1) {
    const list = await catalogue(`${query}&limit=250&page=${page}`);
    rows.push(...list.products);
    if (rows.length >= list.total) return rows;
  }
}

const keyOf = (column: (typeof catalogueSortColumns)[number], row: CatalogueRow) =>
  column === 'price' ? withVat(row.OMSPrice, row.hasVat) : row[column];

function expectOrdered(rows: CatalogueRow[], column: (typeof catalogueSortColumns)[number], direction: 'asc' | 'desc') {
  const ordered = [...rows].sort((a, b) => {
    const left = keyOf(column, a);
    const right = keyOf(column, b);
    if (left !== right) return left < right ? -1 : 1;
    return a.productId < b.productId ? -1 : 1;
  });
  if (direction === 'desc') ordered.reverse();
  expect(rows.map((row) => row.productId)).toEqual(ordered.map((row) => row.productId));
}

describe('catalogue sorted on the server', () => {
  it('lists the whole catalogue in the order of any sortable column, either way', async () => {
    const byTitle = await everyRow('sort=title&order=asc');
    expect(byTitle.length).toBe((await catalogue('')).total);
    expect(new Set(byTitle.map((row) => row.productId)).size).toBe(byTitle.length);
    // The default is title A to Z, as the catalogue always listed.
    expect((await catalogue('limit=50')).products).toEqual(byTitle.slice(0, 50));
    for (const column of catalogueSortColumns) {
      for (const direction of ['asc', 'desc'] as const) {
        expectOrdered(await everyRow(`sort=${column}&order=${direction}`), column, direction);
      }
    }
  });

  it('starts a page at any row with an offset, and names the page it falls in', async () => {
    const page = await catalogue('sort=price&order=desc&limit=50');
    const window = await catalogue('sort=price&order=desc&limit=10&offset=37');
    expect(window.products.map((row) => row.productId)).toEqual(
      page.products.slice(37, 47).map((row) => row.productId),
    );
    expect(window.page).toBe(4);
    const past = await catalogue(`limit=10&offset=${page.total}`);
    expect(past.products).toEqual([]);
    expect(past.total).toBe(page.total);
  });

  it('moves a product to its new place in price order when its price changes', async () => {
    const cheapest = await catalogue('sort=price&order=asc&limit=10');
    const dearest = (await catalogue('sort=price&order=desc&limit=10')).products[0] as CatalogueRow;
    const outcome = await handleCommand(
      harness.platform.eventStore,
      `product-${dearest.productId}`,
      productDecider,
      {
        type: 'ChangeProductPrice',
        change: { productId: dearest.productId, OMSPrice: 0, price: 1, changedAt: now.toISOString() },
      },
      systemContext(now),
    );
    await harness.platform.runner.waitFor(outcome.position);
    const after = await catalogue('sort=price&order=asc&limit=10');
    expect(after.products[0]?.productId).toBe(dearest.productId);
    expect(after.products.slice(1).map((row) => row.productId)).toEqual(
      cheapest.products.slice(0, 9).map((row) => row.productId),
    );
    expect((await catalogue('sort=price&order=desc&limit=10')).products[0]?.productId).not.toBe(dearest.productId);
  });

  it.each([
    ['sort=zone', 'The catalogue sorts by title, sku, supplierTitle, size, UoM, price'],
    ['sort=OMSPrice', 'The catalogue sorts by title, sku, supplierTitle, size, UoM, price'],
    ['order=up', 'Sort order is asc or desc'],
    ['offset=-1', 'Offset is a whole number of rows'],
    ['offset=2.5', 'Offset is a whole number of rows'],
    ['offset=ten', 'Offset is a whole number of rows'],
    ['offset=5000001', 'Offset is at most 5,000,000'],
    ['offset=0&limit=1000', 'Page sizes are 10, 20, 50, 100, 200, 250'],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const response = await asVenueUser({ url: `/api/venues/${venueId}/catalogue?${query}` });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
  });

  it('keeps the catalogue to the venue’s people: a supplier is refused', async () => {
    const response = await asSupplier({ url: `/api/venues/${venueId}/catalogue?sort=title&order=desc&limit=10` });
    expect(response.statusCode).toBe(403);
  });
});
