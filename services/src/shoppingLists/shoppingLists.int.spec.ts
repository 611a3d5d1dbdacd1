import type { ShoppingList, VenueProduct } from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';

const now = new Date('2026-11-22T10:00:00.000Z');
const venueId = 'ven-harbour-kitchen';
const path = `/api/venues/${venueId}/products`;
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

const list = async () => (await asVenueUser({ url: path })).json() as ShoppingList;
const itemFor = (shoppingList: ShoppingList, productId: string) =>
  shoppingList.products.find((product) => product.productId === productId) as VenueProduct;

describe('shopping lists API', () => {
  it('starts empty', async () => {
    const response = await asVenueUser({ url: path });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ products: [], secondaryZones: [] });
  });

  it('adds a catalogue product with zones and type title-cased, and saves a new secondary zone to the venue', async () => {
    const response = await asVenueUser({
      method: 'POST',
      url: path,
      payload: {
        productId: 'sup-fresh-direct-p003',
        zone: '  walk-in FRIDGE ',
        secondaryZone: 'back bar',
        type: 'citrus fruit',
        isFavourite: true,
      },
    });
    expect(response.statusCode).toBe(201);
    const added = response.json() as ShoppingList;
    expect(itemFor(added, 'sup-fresh-direct-p003')).toMatchObject({
      title: 'Lemons',
      supplierTitle: 'Fresh Direct',
      zone: 'Walk-in Fridge',
      secondaryZone: 'Back Bar',
      type: 'Citrus Fruit',
      isFavourite: true,
      monthlyLimit: null,
      specialPrice: null,
      isCustom: false,
    });
    expect(itemFor(added, 'sup-fresh-direct-p003').OMSPrice).toBeGreaterThan(0);
    expect(added.secondaryZones).toEqual(['Back Bar']);
    const settings = (await asVenueUser({ url: `/api/venues/${venueId}/products` })).json() as ShoppingList;
    expect(settings.secondaryZones).toEqual(['Back Bar']);
  });

  it('refuses the same product twice and a product outside the venue', async () => {
    const twice = await asVenueUser({ method: 'POST', url: path, payload: { productId: 'sup-fresh-direct-p003' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { message: 'This product is already on your list' } });
    const elsewhere = await asVenueUser({ method: 'POST', url: path, payload: { productId: 'sup-nowhere-p001' } });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('edits the monthly limit (blank = none) and special prices (above 0 or empty)', async () => {
    const item = itemFor(await list(), 'sup-fresh-direct-p003');
    const edit = (payload: Record<string, unknown>) =>
      asVenueUser({
        method: 'PUT',
        url: `${path}/${item.venueProductId}`,
        payload: { zone: item.zone, secondaryZone: item.secondaryZone, type: item.type, ...payload },
      });
    const saved = await edit({ monthlyLimit: 12, specialPrice: 1_450, secondaryZone: 'cellar' });
    expect(saved.statusCode).toBe(200);
    const savedList = saved.json() as ShoppingList;
    expect(itemFor(savedList, 'sup-fresh-direct-p003')).toMatchObject({
      monthlyLimit: 12,
      specialPrice: 1_450,
      secondaryZone: 'Cellar',
    });
    expect(savedList.secondaryZones).toEqual(['Back Bar', 'Cellar']);

    const blank = (await edit({ monthlyLimit: null, specialPrice: null })).json() as ShoppingList;
    expect(itemFor(blank, 'sup-fresh-direct-p003')).toMatchObject({ monthlyLimit: null, specialPrice: null });

    const zero = await edit({ specialPrice: 0 });
    expect(zero.statusCode).toBe(400);
    expect(JSON.stringify(zero.json())).toContain('The special price must be above 0');
    const words = await edit({ specialPrice: 'cheap' });
    expect(words.statusCode).toBe(400);
    expect(JSON.stringify(words.json())).toContain('Data in this field must be a numeric');
    const limitWords = await edit({ monthlyLimit: 'lots' });
    expect(JSON.stringify(limitWords.json())).toContain('Data in this field must be a numeric');
  });

  it("adds a custom product ('Provide Product Information') with its own price", async () => {
    const response = await asVenueUser({
      method: 'POST',
      url: `${path}/custom`,
      payload: {
        title: 'Wild Garlic',
        supplierTitle: 'Farmers Market',
        size: '2',
        UoM: 'Kg',
        price: 650,
        type: 'herbs',
        zone: 'veg store',
      },
    });
    expect(response.statusCode).toBe(201);
    const custom = (response.json() as ShoppingList).products.find((product) => product.title === 'Wild Garlic');
    expect(custom).toMatchObject({ isCustom: true, productId: null, OMSPrice: 650, type: 'Herbs', zone: 'Veg Store' });
    const untitled = await asVenueUser({ method: 'POST', url: `${path}/custom`, payload: { title: ' ' } });
    expect(untitled.statusCode).toBe(400);
    expect(JSON.stringify(untitled.json())).toContain('Please enter the product title');
    const wordsForPrice = await asVenueUser({
      method: 'POST',
      url: `${path}/custom`,
      payload: { title: 'Leeks', price: 'two' },
    });
    expect(JSON.stringify(wordsForPrice.json())).toContain('Data in this field must be a numeric');
  });

  it('marks favourites and removes items', async () => {
    const item = itemFor(await list(), 'sup-fresh-direct-p003');
    const unfavoured = await asVenueUser({
      method: 'PUT',
      url: `${path}/${item.venueProductId}/favourite`,
      payload: { isFavourite: false },
    });
    expect(itemFor(unfavoured.json() as ShoppingList, 'sup-fresh-direct-p003').isFavourite).toBe(false);
    const removed = await asVenueUser({ method: 'DELETE', url: `${path}/${item.venueProductId}` });
    expect(removed.statusCode).toBe(200);
    expect(itemFor(removed.json() as ShoppingList, 'sup-fresh-direct-p003')).toBeUndefined();
    const again = await asVenueUser({ method: 'DELETE', url: `${path}/${item.venueProductId}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: { message: 'This product is not on your list' } });
  });

  it('is closed to accounts without the venue', async () => {
    expect((await asSupplier({ url: path })).statusCode).toBe(403);
  });
});
