import { type BasketView, type VenueSupplierList, type VenueSupplierView, venueStreamId } from '@oms/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';

const now = new Date('2026-11-22T10:00:00.000Z');
const venueId = 'ven-crown-anchor';
const lemons = 'sup-fresh-direct-p003'; // Fresh Direct, £16.25.

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asVenueUser: ReturnType<typeof injectAs>;
let asAdmin: ReturnType<typeof injectAs>;
let asTfrAdmin: ReturnType<typeof injectAs>;

beforeEach(async () => {
  harness = await buildInMemoryApp({ now });
  asVenueUser = injectAs(harness.app, await sessionCookieFor(harness.app, 'venue@oms.test'));
  asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
  asTfrAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'tfr@oms.test'));
});
afterEach(async () => {
  await harness.close();
});

const listAs = async (as: ReturnType<typeof injectAs>) => {
  const response = await as({ url: `/api/venues/${venueId}/suppliers` });
  expect(response.statusCode).toBe(200);
  return response.json() as VenueSupplierList;
};
const terms = {
  accountNumber: 'FD-7788',
  minOrderValue: 8000,
  deliveryDays: ['Tuesday', 'Friday'],
  orderCutOffTime: '14:30',
};

describe('venue suppliers API', () => {
  it("lists the venue's suppliers with account number, minimum order in pence, delivery days and cut-off", async () => {
    const list = await listAs(asVenueUser);
    expect(list.canEdit).toBe(false);
    expect(list.hasSomeActive).toBe(true);
    const fresh = list.suppliers.find((supplier) => supplier.supplierTitle === 'Fresh Direct');
    expect(fresh).toMatchObject({
      supplierId: 'sup-fresh-direct',
      minOrderValue: 5000,
      deliveryDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      hasOwnDeliveryDays: false,
      isActive: true,
      isCatalogueAccessible: true,
    });
    expect(list.suppliers.map((supplier) => supplier.supplierTitle)).toEqual(
      [...list.suppliers.map((supplier) => supplier.supplierTitle)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('lets an admin change the terms: recorded as an event and read back from the projection', async () => {
    const response = await asAdmin({
      method: 'PUT',
      url: `/api/venues/${venueId}/suppliers/sup-fresh-direct/terms`,
      payload: terms,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...terms, hasOwnDeliveryDays: true, hasOwnCutOffTime: true });
    const stream = await harness.platform.eventStore.readStream(venueStreamId(venueId));
    expect(stream.at(-1)).toMatchObject({
      type: 'VenueSupplierTermsUpdated',
      data: { venueId, supplierId: 'sup-fresh-direct', ...terms },
      metadata: { actorRole: 'admin' },
    });
  });

  it("applies the venue's minimum order and delivery days to the basket", async () => {
    await asAdmin({ method: 'PUT', url: `/api/venues/${venueId}/suppliers/sup-fresh-direct/terms`, payload: terms });
    const basket = await asVenueUser({
      method: 'POST',
      url: `/api/venues/${venueId}/basket/lines`,
      payload: { productId: lemons, quantity: 4 },
    });
    const fresh = (basket.json() as BasketView).groups.find((group) => group.supplierId === 'sup-fresh-direct');
    // 4 x £16.25 = £65.00 is below the new £80.00 minimum.
    expect(fresh).toMatchObject({ minOrderValue: 8000, isBelowMinimum: true, deliveryDays: ['Tuesday', 'Friday'] });
  });

  it('lets a TFR admin hide a supplier: venue users no longer see it, admins still do', async () => {
    const response = await asTfrAdmin({
      method: 'PUT',
      url: `/api/venues/${venueId}/suppliers/sup-fresh-direct/visibility`,
      payload: { isActive: false, isCatalogueAccessible: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isActive: false, isCatalogueAccessible: false });
    const ids = (list: VenueSupplierList) => list.suppliers.map((supplier: VenueSupplierView) => supplier.supplierId);
    expect(ids(await listAs(asVenueUser))).not.toContain('sup-fresh-direct');
    const adminList = await listAs(asAdmin);
    expect(adminList.canEdit).toBe(true);
    expect(ids(adminList)).toContain('sup-fresh-direct');
  });

  it('refuses edits by a venue user with 403 and records nothing', async () => {
    const before = await harness.platform.eventStore.headPosition();
    const editTerms = await asVenueUser({
      method: 'PUT',
      url: `/api/venues/${venueId}/suppliers/sup-fresh-direct/terms`,
      payload: terms,
    });
    expect(editTerms.statusCode).toBe(403);
    expect(editTerms.json().error.code).toBe('FORBIDDEN');
    const toggle = await asVenueUser({
      method: 'PUT',
      url: `/api/venues/${venueId}/suppliers/sup-fresh-direct/visibility`,
      payload: { isActive: false, isCatalogueAccessible: true },
    });
    expect(toggle.statusCode).toBe(403);
    expect(await harness.platform.eventStore.headPosition()).toBe(before);
  });

  it("answers the spec's words for bad terms, and 404 for a supplier the venue does not buy from", async () => {
    const bad = await asAdmin({
      method: 'PUT',
      url: `/api/venues/${venueId}/suppliers/sup-fresh-direct/terms`,
      payload: { accountNumber: '1', minOrderValue: -5, deliveryDays: [], orderCutOffTime: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      minOrderValue: 'The minimum order must be a positive number!',
      deliveryDays: 'Please select the delivery days',
      orderCutOffTime: 'Please input the order cut off time',
    });
    const unknown = await asAdmin({
      method: 'PUT',
      url: `/api/venues/${venueId}/suppliers/sup-nobody/terms`,
      payload: terms,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("shows the demo's Harbour Kitchen set-up: own Smithfield terms, one supplier hidden, one catalogue closed", async () => {
    const harbour = async (as: ReturnType<typeof injectAs>) =>
      (await as({ url: '/api/venues/ven-harbour-kitchen/suppliers' })).json() as VenueSupplierList;
    const seenByVenue = await harbour(asVenueUser);
    const seenByAdmin = await harbour(asAdmin);
    expect(seenByAdmin.suppliers.length - seenByVenue.suppliers.length).toBe(1);
    expect(seenByAdmin.suppliers.filter((supplier) => !supplier.isActive)).toHaveLength(1);
    expect(seenByVenue.suppliers.filter((supplier) => !supplier.isCatalogueAccessible)).toHaveLength(1);
    expect(seenByVenue.suppliers.find((supplier) => supplier.supplierId === 'sup-smithfield')).toMatchObject({
      minOrderValue: 12_000,
      deliveryDays: ['Tuesday', 'Friday'],
      orderCutOffTime: '11:00',
      hasOwnDeliveryDays: true,
    });
  });

  it("refuses to put a hidden or closed supplier's product in the basket", async () => {
    await asAdmin({
      method: 'PUT',
      url: `/api/venues/${venueId}/suppliers/sup-fresh-direct/visibility`,
      payload: { isActive: true, isCatalogueAccessible: false },
    });
    const response = await asVenueUser({
      method: 'POST',
      url: `/api/venues/${venueId}/basket/lines`,
      payload: { productId: lemons, quantity: 1 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'SUPPLIER_UNAVAILABLE', message: 'Fresh Direct is not available to your venue' },
    });
  });
});
