import type { ShoppingList } from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';
import { seedDemoShoppingLists } from './seedDemoShoppingLists';

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asVenueUser: ReturnType<typeof injectAs>;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-22T10:00:00.000Z') });
  await seedDemoShoppingLists(harness.platform, harness.platform.clock());
  asVenueUser = injectAs(harness.app, await sessionCookieFor(harness.app, 'venue@oms.test'));
});
afterAll(async () => {
  await harness.close();
});

describe('demo shopping lists', () => {
  it('give The Crown & Anchor favourites, zones, limits, special prices and a custom product', async () => {
    const list = (await asVenueUser({ url: '/api/venues/ven-crown-anchor/products' })).json() as ShoppingList;
    expect(list.products.length).toBeGreaterThanOrEqual(12);
    expect(list.products.some((product) => product.isFavourite)).toBe(true);
    expect(list.products.some((product) => product.specialPrice !== null)).toBe(true);
    expect(list.products.some((product) => product.monthlyLimit !== null)).toBe(true);
    expect(list.products.find((product) => product.isCustom)).toMatchObject({ title: 'Wild Garlic' });
    expect(list.secondaryZones).toEqual(expect.arrayContaining(['Back Bar', 'Kitchen']));
  });

  it('give Harbour Kitchen the dataplus integration', async () => {
    const catalogue = (await asVenueUser({ url: '/api/venues/ven-harbour-kitchen/catalogue?limit=10' })).json();
    expect(catalogue.columns.gln).toBe(true);
  });
});
