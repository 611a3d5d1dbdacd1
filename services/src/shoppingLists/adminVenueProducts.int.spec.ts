import type { ShoppingList, VenueProductsCsvResult } from '@oms/contracts';
import { readModels } from '@oms/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';
import { multipartBody } from '../platform/files/multipartBody';

const now = new Date('2026-11-22T10:00:00.000Z');
const venueId = 'ven-harbour-kitchen';
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asAdmin: ReturnType<typeof injectAs>;
let asTfr: ReturnType<typeof injectAs>;
let asVenueUser: ReturnType<typeof injectAs>;
let asSupplier: ReturnType<typeof injectAs>;
let signedOut: ReturnType<typeof injectAs>;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now });
  asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
  asTfr = injectAs(harness.app, await sessionCookieFor(harness.app, 'tfr@oms.test'));
  asVenueUser = injectAs(harness.app, await sessionCookieFor(harness.app, 'venue@oms.test'));
  asSupplier = injectAs(harness.app, await sessionCookieFor(harness.app, 'supplier@oms.test'));
  signedOut = injectAs(harness.app, '');
}, 120_000);
afterAll(async () => {
  await harness.close();
});

const upload = (as: ReturnType<typeof injectAs>, content: string | Buffer | null, fields = { venueId }) =>
  as({
    method: 'POST',
    url: '/api/admin/venueProducts-csv',
    ...multipartBody(
      content === null ? null : { name: 'venue-products.csv', content, contentType: 'text/csv' },
      fields,
    ),
  });
const list = async () => (await asVenueUser({ url: `/api/venues/${venueId}/products` })).json() as ShoppingList;
const shoppingListEvents = async () =>
  (await harness.platform.eventStore.readAll()).filter((event) => event.streamId === `shoppingList-${venueId}`).length;

describe('admin venue products (spec 03 §7)', () => {
  it('imports a CSV: adds new products with zone and default quantity, answers the exists and error lists', async () => {
    const product = await readModels.catalogueProducts
      .in(harness.platform.readStore)
      .findOne({ _id: 'sup-fresh-direct-p003' });
    const other = await readModels.catalogueProducts
      .in(harness.platform.readStore)
      .findOne({ _id: 'sup-fresh-direct-p004' });
    if (!product || !other) throw new Error('demo catalogue changed');
    const csv = [
      'product,zone,defaultQuantity',
      `${product.sku},walk-in fridge,3`,
      `${other.title},,`,
      'No Such Thing,Bar,2',
      `${product.sku},Bar,abc`,
    ].join('\n');
    const first = await upload(asAdmin, csv);
    expect(first.statusCode).toBe(200);
    const result = first.json() as VenueProductsCsvResult;
    expect(result.added).toEqual([
      { product: product.sku, zone: 'walk-in fridge', defaultQuantity: '3' },
      { product: other.title, zone: '', defaultQuantity: '' },
    ]);
    expect(result.exists).toEqual([]);
    expect(result.error).toEqual([
      expect.objectContaining({ product: 'No Such Thing', zone: 'Bar', defaultQuantity: '2' }),
      expect.objectContaining({
        product: product.sku,
        defaultQuantity: 'abc',
        reason: expect.stringContaining('Data in this field must be a numeric'),
      }),
    ]);
    const items = (await list()).products;
    expect(items.find((item) => item.productId === product.productId)).toMatchObject({
      zone: 'Walk-in Fridge',
      defaultQuantity: 3,
    });
    expect(items.find((item) => item.title === other.title)?.defaultQuantity).toBe(1);
    // A product the venue adds itself carries no default: the basket starts from one.
    const own = await asVenueUser({
      method: 'POST',
      url: `/api/venues/${venueId}/products`,
      payload: { productId: 'sup-fresh-direct-p005' },
    });
    expect(own.statusCode, own.body).toBeLessThan(300);
    expect((await list()).products.find((item) => item.productId === 'sup-fresh-direct-p005')?.defaultQuantity).toBe(
      null,
    );
    const stored = await readModels.venueProducts
      .in(harness.platform.readStore)
      .findOne({ venueId, productId: product.productId });
    expect(stored?.defaultQuantity).toBe(3);

    const again = (
      await upload(asTfr, `product,zone,defaultQuantity\n${product.sku},Bar,1\n`)
    ).json() as VenueProductsCsvResult;
    expect(again.added).toEqual([]);
    expect(again.exists).toEqual([{ product: product.sku, zone: 'Bar', defaultQuantity: '1' }]);
  });

  it('refuses hostile files with a 4xx and records nothing', async () => {
    const before = (await harness.platform.eventStore.readAll()).length;
    const noFile = await upload(asAdmin, null);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toMatchObject({ message: 'Choose a file first' });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect((await upload(asAdmin, png)).statusCode).toBe(415);
    const wrongHeadings = await upload(asAdmin, 'sku,title\nA,B\n');
    expect(wrongHeadings.statusCode).toBe(422);
    const huge = await upload(asAdmin, `product,zone,defaultQuantity\n${'x,y,1\n'.repeat(400_000)}`);
    expect(huge.statusCode).toBe(413);
    const noVenue = await upload(asAdmin, 'product,zone,defaultQuantity\nA,B,1\n', { venueId: '' });
    expect(noVenue.statusCode).toBe(400);
    expect(noVenue.json().error).toMatchObject({ message: 'Choose a venue first' });
    expect((await upload(asAdmin, 'product,zone,defaultQuantity\nA,B,1\n', { venueId: 'ven-nope' })).statusCode).toBe(
      404,
    );
    expect((await harness.platform.eventStore.readAll()).length).toBe(before);
  });

  it('refuses venue users, suppliers and the signed out', async () => {
    const csv = 'product,zone,defaultQuantity\nA,B,1\n';
    expect((await upload(asVenueUser, csv)).statusCode).toBe(403);
    expect((await upload(asSupplier, csv)).statusCode).toBe(403);
    expect((await upload(signedOut, csv)).statusCode).toBe(401);
    for (const url of [`/api/venues/${venueId}/products`, `/api/venues/${venueId}/product/sup-fresh-direct-p003`]) {
      expect((await asVenueUser({ method: 'DELETE', url })).statusCode).toBe(403);
      expect((await asSupplier({ method: 'DELETE', url })).statusCode).toBe(403);
      expect((await signedOut({ method: 'DELETE', url })).statusCode).toBe(401);
    }
  });

  it('deletes one venue product, then clears all of them', async () => {
    const before = (await list()).products.length;
    expect(before).toBeGreaterThanOrEqual(2);
    const one = await asTfr({ method: 'DELETE', url: `/api/venues/${venueId}/product/sup-fresh-direct-p003` });
    expect(one.json()).toEqual({ venueId, removed: 1 });
    expect((await list()).products.length).toBe(before - 1);
    const missing = await asAdmin({ method: 'DELETE', url: `/api/venues/${venueId}/product/sup-fresh-direct-p003` });
    expect(missing.statusCode).toBe(404);
    const cleared = await asAdmin({ method: 'DELETE', url: `/api/venues/${venueId}/products` });
    expect(cleared.json()).toEqual({ venueId, removed: before - 1 });
    expect((await list()).products).toEqual([]);
    const events = await shoppingListEvents();
    await asAdmin({ method: 'DELETE', url: `/api/venues/${venueId}/products` });
    expect(await shoppingListEvents()).toBe(events);
  });
});
