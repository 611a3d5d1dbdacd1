import type { CatalogueList, CatalogueRow, CatalogueSearchResult } from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../platform/commands/commandContext';
import { handleCommand } from '../platform/commands/handleCommand';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';
import { productDecider } from './product/product';

const now = new Date('2026-11-22T10:00:00.000Z');
const venueId = 'ven-crown-anchor';
const lemonsId = 'sup-fresh-direct-p003';
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

const catalogue = async (as: ReturnType<typeof injectAs>, query = '') => {
  const response = await as({ url: `/api/venues/${venueId}/catalogue${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as CatalogueList;
};

async function changeLemonsPrice(OMSPrice: number, changedAt: Date) {
  const outcome = await handleCommand(
    harness.platform.eventStore,
    `product-${lemonsId}`,
    productDecider,
    {
      type: 'ChangeProductPrice',
      change: { productId: lemonsId, OMSPrice, price: OMSPrice + 200, changedAt: changedAt.toISOString() },
    },
    systemContext(changedAt),
  );
  await harness.platform.runner.waitFor(outcome.position);
}

async function lemonsRow(as: ReturnType<typeof injectAs>): Promise<CatalogueRow> {
  const found = (
    await as({ url: `/api/venues/${venueId}/catalogue/search?term=lemons&fields=title` })
  ).json() as CatalogueSearchResult;
  const row = found.products.find((product) => product.productId === lemonsId);
  if (!row) throw new Error('Lemons not found');
  return row;
}

const days = (count: number) => count * 86_400_000;

describe('catalogue API', () => {
  it('pages on the server: 200 products by default, in title order, with the total', async () => {
    const first = await catalogue(asVenueUser);
    expect(first.limit).toBe(200);
    expect(first.page).toBe(1);
    expect(first.products).toHaveLength(200);
    expect(first.total).toBeGreaterThan(1_000);
    const titles = first.products.map((product) => product.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    const second = await catalogue(asVenueUser, '?page=2&limit=50');
    expect(second.products).toHaveLength(50);
    expect(second.products[0]?.productId).toBe(first.products[50]?.productId);
    expect(first.supplierCount).toBeGreaterThan(0);
  });

  it('refuses a page size the pager does not offer', async () => {
    const response = await asVenueUser({ url: `/api/venues/${venueId}/catalogue?limit=7` });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Page sizes are 10, 20, 50, 100, 200, 250');
  });

  it('shows the GLN column only with the dataplus integration, which only an admin switches on', async () => {
    expect((await catalogue(asVenueUser)).columns).toEqual({ price: true, gln: false });
    const options = { dataplusIntegration: true, isPriceChangesVisible: true };
    const refused = await asVenueUser({
      method: 'PUT',
      url: `/api/venues/${venueId}/catalogue/options`,
      payload: options,
    });
    expect(refused.statusCode).toBe(403);
    const set = await asAdmin({ method: 'PUT', url: `/api/venues/${venueId}/catalogue/options`, payload: options });
    expect(set.statusCode).toBe(200);
    const list = await catalogue(asVenueUser);
    expect(list.columns.gln).toBe(true);
    expect(list.options).toEqual(options);
    expect(list.products[0]?.GLN).toMatch(/^\d{13}$/);
    await asAdmin({
      method: 'PUT',
      url: `/api/venues/${venueId}/catalogue/options`,
      payload: { dataplusIntegration: false, isPriceChangesVisible: true },
    });
  });

  it('shows prices to admins only when the venue does not hide them, and always to venue users (spec 02 §2.2)', async () => {
    expect((await catalogue(asAdmin)).columns.price).toBe(true);
    const venueSettings = (await asVenueUser({ url: `/api/venues/${venueId}/settings` })).json();
    const { venueId: _id, hasVenueCode: _code, addressUpdatedAt: _at, ...settings } = venueSettings;
    const hidden = await asVenueUser({
      method: 'PUT',
      url: `/api/venues/${venueId}/settings`,
      payload: { ...settings, isPricesHidden: true },
    });
    expect(hidden.statusCode).toBe(200);
    expect((await catalogue(asAdmin)).columns.price).toBe(false);
    expect((await catalogue(asVenueUser)).columns.price).toBe(true);
    await asVenueUser({
      method: 'PUT',
      url: `/api/venues/${venueId}/settings`,
      payload: { ...settings, isPricesHidden: false },
    });
  });

  it('flags a price change for 14 days, down when below the former price, up otherwise', async () => {
    await changeLemonsPrice(1_500, new Date(now.getTime() - days(2)));
    expect((await lemonsRow(asVenueUser)).priceChange).toMatchObject({ direction: 'down' });
    await changeLemonsPrice(1_700, new Date(now.getTime() - days(1)));
    const row = await lemonsRow(asVenueUser);
    expect(row.priceChange).toEqual({
      direction: 'up',
      previousOMSPrice: 1_500,
      changedAt: new Date(now.getTime() - days(1)).toISOString(),
    });
    expect((await catalogue(asVenueUser)).analytics.priceRises).toBeGreaterThanOrEqual(1);
    harness.setNow(new Date(now.getTime() + days(13)));
    expect((await lemonsRow(asVenueUser)).priceChange).toBeNull();
    harness.setNow(now);
  });

  it('hides the markers when the venue turns price changes off', async () => {
    await changeLemonsPrice(1_800, new Date(now.getTime() - days(1)));
    const options = (isPriceChangesVisible: boolean) => ({ dataplusIntegration: false, isPriceChangesVisible });
    await asAdmin({ method: 'PUT', url: `/api/venues/${venueId}/catalogue/options`, payload: options(false) });
    expect((await lemonsRow(asVenueUser)).priceChange).toBeNull();
    await asAdmin({ method: 'PUT', url: `/api/venues/${venueId}/catalogue/options`, payload: options(true) });
    expect((await lemonsRow(asVenueUser)).priceChange).not.toBeNull();
  });

  it('clears a price notification for the account that cleared it only, until the price changes again', async () => {
    await changeLemonsPrice(1_650, new Date(now.getTime() - days(1)));
    const clear = () =>
      asVenueUser({ method: 'POST', url: `/api/venues/${venueId}/catalogue/${lemonsId}/clear-price-notification` });
    const cleared = await clear();
    expect(cleared.statusCode).toBe(200);
    expect((await lemonsRow(asVenueUser)).priceChange).toBeNull();
    expect((await lemonsRow(asAdmin)).priceChange).not.toBeNull();
    expect((await clear()).statusCode).toBe(200);
    await changeLemonsPrice(1_600, new Date(now.getTime() - days(0.5)));
    expect((await lemonsRow(asVenueUser)).priceChange).toMatchObject({ direction: 'down' });
  });

  it('refuses to clear a product outside the venue or one whose price never changed', async () => {
    const unknown = await asVenueUser({
      method: 'POST',
      url: `/api/venues/${venueId}/catalogue/sup-nowhere-p001/clear-price-notification`,
    });
    expect(unknown.statusCode).toBe(404);
    await handleCommand(
      harness.platform.eventStore,
      'product-sup-brakes-p998',
      productDecider,
      {
        type: 'ListProduct',
        product: {
          productId: 'sup-brakes-p998',
          supplierId: 'sup-brakes',
          supplierTitle: 'Brakes',
          sku: 'BRK99998',
          title: 'Membrillo',
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
    await harness.platform.runner.waitFor(await harness.platform.eventStore.headPosition());
    const never = await asVenueUser({
      method: 'POST',
      url: `/api/venues/${venueId}/catalogue/sup-brakes-p998/clear-price-notification`,
    });
    expect(never.statusCode).toBe(409);
    expect(never.json()).toMatchObject({ error: { message: 'This product has no price change to clear' } });
  });

  it('leaves out a supplier whose catalogue an admin closed, in the list and in search', async () => {
    const visibility = (isCatalogueAccessible: boolean) =>
      asAdmin({
        method: 'PUT',
        url: `/api/venues/${venueId}/suppliers/sup-dairy-fresh/visibility`,
        payload: { isActive: true, isCatalogueAccessible },
      });
    const before = await catalogue(asVenueUser);
    expect((await visibility(false)).statusCode).toBe(200);
    const after = await catalogue(asVenueUser);
    expect(after.supplierCount).toBe(before.supplierCount - 1);
    expect(after.total).toBeLessThan(before.total);
    const found = (
      await asVenueUser({ url: `/api/venues/${venueId}/catalogue/search?term=dairy&fields=supplierTitle` })
    ).json() as CatalogueSearchResult;
    expect(found.total).toBe(0);
    await visibility(true);
  });
});
