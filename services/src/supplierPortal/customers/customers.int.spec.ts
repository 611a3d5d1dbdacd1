import {
  type BasketView,
  type CsvImportResult,
  type CustomerList,
  type CustomerView,
  customerCsvHeadings,
  customerMessages,
  orderingErrors,
  toCsv,
  type VenueSupplierList,
} from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../../platform/engines/inMemoryApp';
import { multipartBody } from '../../platform/files/multipartBody';

const now = new Date('2026-11-22T10:00:00.000Z');
const brakes = 'sup-brakes';
const crown = 'ven-crown-anchor';
const chips = 'sup-brakes-p001';

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asBrakes: ReturnType<typeof injectAs>;
let asVenueUser: ReturnType<typeof injectAs>;
let asAdmin: ReturnType<typeof injectAs>;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now });
  asBrakes = injectAs(harness.app, await sessionCookieFor(harness.app, 'supplier@oms.test'));
  asVenueUser = injectAs(harness.app, await sessionCookieFor(harness.app, 'venue@oms.test'));
  asAdmin = injectAs(harness.app, await sessionCookieFor(harness.app, 'admin@oms.test'));
});
afterAll(async () => {
  await harness.close();
});

const form = {
  emailOfCustomer: 'orders@newplace.test',
  accountName: 'New Place Ltd',
  venueName: 'The New Place',
  accountNumber: '40021',
  addressCity: 'Leeds',
  addressLine1: '1 Market Street',
  addressLine2: 'Ground floor',
  addressPostCode: 'LS1 1AA',
  deliveryDays: ['Monday', 'Thursday'],
  minimumOrder: '150',
  deliveryFee: '7.50',
  orderCutOffTime: '15:00',
  priceFileSupplierId: brakes,
};

const customers = async (query = '') => {
  const response = await asBrakes({ url: `/api/suppliers/${brakes}/customers${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CustomerList;
};

describe('Customers: the supplier side of the venue-supplier link', () => {
  it("lists Brakes' customers with the §2 fields, its price file and the active count", async () => {
    const list = await customers();
    const crownRow = list.customers.find((customer) => customer.venueId === crown);
    expect(crownRow).toMatchObject({ venueTitle: expect.any(String), priceFile: { supplierId: brakes } });
    expect(list.activeCount).toBeGreaterThan(0);
    expect(list.priceFiles).toEqual([{ supplierId: brakes, title: 'Brakes', secondTitle: expect.any(String) }]);
  });

  it("a supplier's edit shows on the venue's suppliers at once and the basket uses its minimum, days and fee", async () => {
    const current = (await customers()).customers.find((customer) => customer.venueId === crown) as CustomerView;
    const edited = await asBrakes({
      method: 'PUT',
      url: `/api/suppliers/${brakes}/customers/${crown}`,
      payload: {
        ...form,
        venueName: current.venueTitle,
        accountNumber: '777001',
        minimumOrder: '900',
        deliveryFee: '12.5',
        deliveryDays: ['Wednesday'],
        orderCutOffTime: '09:30',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      accountNumber: '777001',
      minimumOrder: 90_000,
      deliveryFee: 1250,
      deliveryDays: ['Wednesday'],
      orderCutOffTime: '09:30',
      emailOfCustomer: form.emailOfCustomer,
      venueTitle: current.venueTitle,
    });

    const venueSide = (await asVenueUser({ url: `/api/venues/${crown}/suppliers` })).json() as VenueSupplierList;
    expect(venueSide.suppliers.find((supplier) => supplier.supplierId === brakes)).toMatchObject({
      accountNumber: '777001',
      minOrderValue: 90_000,
      deliveryFee: 1250,
      deliveryDays: ['Wednesday'],
      orderCutOffTime: '09:30',
    });

    const added = await asVenueUser({
      method: 'POST',
      url: `/api/venues/${crown}/basket/lines`,
      payload: { productId: chips, quantity: 1 },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const basket = (await asVenueUser({ url: `/api/venues/${crown}/basket` })).json() as BasketView;
    expect(basket.groups.find((group) => group.supplierId === brakes)).toMatchObject({
      minOrderValue: 90_000,
      isBelowMinimum: true,
      deliveryDays: ['Wednesday'],
      deliveryFee: 1250,
    });
    // Placing the order keeps the supplier's minimum: refused until the basket reaches it.
    const ordered = await asVenueUser({
      method: 'POST',
      url: `/api/venues/${crown}/basket/order`,
      payload: { requiredDeliveryDay: '2026-11-25' },
    });
    expect(ordered.statusCode, ordered.body).toBe(orderingErrors.notMinimumOrderPrice.status);
    expect(ordered.json()).toMatchObject({ error: { code: orderingErrors.notMinimumOrderPrice.code } });
    await asVenueUser({ method: 'PUT', url: `/api/venues/${crown}/basket/lines/${chips}`, payload: { quantity: 0 } });
  });

  it("an admin's change on the venue side shows in the supplier's customer list", async () => {
    const response = await asAdmin({
      method: 'PUT',
      url: `/api/venues/${crown}/suppliers/${brakes}/terms`,
      payload: { accountNumber: '555', minOrderValue: 2500, deliveryDays: ['Friday'], orderCutOffTime: '17:00' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = (await customers()).customers.find((customer) => customer.venueId === crown);
    expect(row).toMatchObject({
      accountNumber: '555',
      minimumOrder: 2500,
      deliveryDays: ['Friday'],
      orderCutOffTime: '17:00',
    });
    const hidden = await asAdmin({
      method: 'PUT',
      url: `/api/venues/${crown}/suppliers/${brakes}/visibility`,
      payload: { isActive: false, isCatalogueAccessible: true },
    });
    expect(hidden.statusCode).toBe(200);
    const after = await customers();
    expect(after.customers.find((customer) => customer.venueId === crown)?.isActive).toBe(false);
    await asAdmin({
      method: 'PUT',
      url: `/api/venues/${crown}/suppliers/${brakes}/visibility`,
      payload: { isActive: true, isCatalogueAccessible: true },
    });
  });

  it('answers every §5 message for an empty form, and the e-mail, number and fee formats', async () => {
    const empty = await asBrakes({ method: 'POST', url: `/api/suppliers/${brakes}/customers`, payload: {} });
    expect(empty.statusCode).toBe(400);
    const messages = JSON.stringify(empty.json());
    for (const message of [
      customerMessages.accountNameRequired,
      customerMessages.venueNameRequired,
      customerMessages.addressCityRequired,
      customerMessages.deliveryDaysRequired,
      customerMessages.cutOffRequired,
    ]) {
      expect(messages).toContain(message);
    }
    const bad = await asBrakes({
      method: 'POST',
      url: `/api/suppliers/${brakes}/customers`,
      payload: { ...form, emailOfCustomer: 'nope', accountNumber: '-4', minimumOrder: 'ten', deliveryFee: '-1' },
    });
    expect(bad.statusCode).toBe(400);
    const badText = JSON.stringify(bad.json());
    expect(badText).toContain(customerMessages.emailInvalid);
    expect(badText).toContain(customerMessages.accountNumberPositive);
    expect(badText).toContain(customerMessages.minimumOrderPositive);
    expect(badText).toContain(customerMessages.deliveryFeePositive);
  });

  it('registers a venue new to the platform and links it; a repeated submit with the same key adds nothing', async () => {
    const headers = { 'idempotency-key': 'add-new-place-1' };
    const first = await asBrakes({ method: 'POST', url: `/api/suppliers/${brakes}/customers`, payload: form, headers });
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json() as CustomerView;
    expect(created).toMatchObject({ venueTitle: 'The New Place', addressCity: 'Leeds', minimumOrder: 15_000 });
    const again = await asBrakes({ method: 'POST', url: `/api/suppliers/${brakes}/customers`, payload: form, headers });
    expect(again.statusCode, again.body).toBe(201);
    expect((again.json() as CustomerView).venueId).toBe(created.venueId);
    expect((await customers('?venueTitle=new place')).customers).toHaveLength(1);
  });

  it('"Exist venues" finds venues by title with their address only, and taking one on links it', async () => {
    const matches = await asBrakes({ url: `/api/suppliers/${brakes}/venue-matches?venueTitle=new pl` });
    expect(matches.statusCode).toBe(200);
    const [match] = (matches.json() as { venues: Record<string, unknown>[] }).venues;
    expect(Object.keys(match ?? {}).sort()).toEqual(
      [
        'addressCity',
        'addressLine1',
        'addressLine2',
        'addressPostCode',
        'isCustomer',
        'logo',
        'title',
        'venueId',
      ].sort(),
    );
    expect(match).toMatchObject({ title: 'The New Place', isCustomer: true });

    const asSmithfield = await asAdmin({
      method: 'POST',
      url: '/api/suppliers/sup-smithfield/customers',
      payload: { ...form, priceFileSupplierId: 'sup-smithfield', venueId: match?.venueId },
    });
    expect(asSmithfield.statusCode, asSmithfield.body).toBe(201);
    const twice = await asAdmin({
      method: 'POST',
      url: '/api/suppliers/sup-smithfield/customers',
      payload: { ...form, priceFileSupplierId: 'sup-smithfield', venueId: match?.venueId },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { message: customerMessages.alreadyCustomer } });
    const empty = await asBrakes({ url: `/api/suppliers/${brakes}/venue-matches?venueTitle=` });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(customerMessages.emptySearch);
  });

  it("refuses another supplier's price file", async () => {
    const response = await asBrakes({
      method: 'POST',
      url: `/api/suppliers/${brakes}/customers`,
      payload: { ...form, venueName: 'Elsewhere', priceFileSupplierId: 'sup-smithfield' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { message: customerMessages.priceFileUnknown } });
  });

  it("a supplier admin cannot read or change another supplier's customers", async () => {
    for (const request of [
      { url: '/api/suppliers/sup-smithfield/customers' },
      { method: 'POST' as const, url: '/api/suppliers/sup-smithfield/customers', payload: form },
      { method: 'PUT' as const, url: `/api/suppliers/sup-smithfield/customers/${crown}`, payload: form },
      { method: 'DELETE' as const, url: `/api/suppliers/sup-smithfield/customers/${crown}` },
      { url: '/api/suppliers/sup-smithfield/venue-matches?venueTitle=crown' },
    ]) {
      const response = await asBrakes(request);
      expect(response.statusCode, request.url).toBe(403);
    }
  });

  it('deletes a customer: the venue loses the supplier, its orders stay, and it can be taken on again', async () => {
    const { customers: before } = await customers('?venueTitle=new place');
    const venueId = before[0]?.venueId ?? '';
    const removed = await asBrakes({ method: 'DELETE', url: `/api/suppliers/${brakes}/customers/${venueId}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await customers('?venueTitle=new place')).customers).toHaveLength(0);
    const again = await asBrakes({ method: 'DELETE', url: `/api/suppliers/${brakes}/customers/${venueId}` });
    expect(again.statusCode).toBe(404);
    const relinked = await asBrakes({
      method: 'POST',
      url: `/api/suppliers/${brakes}/customers`,
      payload: { ...form, venueId },
    });
    expect(relinked.statusCode, relinked.body).toBe(201);
  });
});

describe('Customers via CSV (the shared import path)', () => {
  const upload = (content: string, name = 'customers.csv') =>
    asBrakes({
      method: 'POST',
      url: `/api/suppliers/${brakes}/customers/csv`,
      ...multipartBody({ name, content, contentType: 'text/csv' }),
    });

  it('adds valid rows, lists rejected and wrong-column rows with the reason', async () => {
    const row = (venue: string, email: string) => [
      email,
      `${venue} Ltd`,
      '12345',
      'York',
      '2 High St',
      'Unit 3',
      'YO1 1AA',
      venue,
      'Mon, Wed',
      '100',
      '5',
      '14:00',
      'Brakes',
    ];
    const csv = toCsv([
      [...customerCsvHeadings],
      row('CSV Bistro', 'bistro@csv.test'),
      row('CSV Bad Mail', 'not-mail'),
      ['short@csv.test', 'Short'],
    ]);
    const response = await upload(csv);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as CsvImportResult;
    expect(result).toMatchObject({ created: 1, rejected: 2 });
    expect(result.rows[1]?.reason).toContain(customerMessages.emailInvalid);
    expect(result.rows[2]?.reason).toMatch(/Expected 13 columns, found 2/);
    expect((await customers('?venueTitle=csv bistro')).customers[0]).toMatchObject({
      deliveryDays: ['Monday', 'Wednesday'],
      minimumOrder: 10_000,
      deliveryFee: 500,
    });
    const repeated = (await upload(csv)).json() as CsvImportResult;
    expect(repeated).toMatchObject({ created: 0, skipped: 1 });
  });

  it('refuses wrong headings and a file that is not CSV with the spec words', async () => {
    const headings = [...customerCsvHeadings.slice(0, -1), 'Pricefile'];
    const wrong = await upload(toCsv([headings, headings.map(() => 'x')]));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ error: { message: customerMessages.wrongHeadings } });
    const notCsv = await upload('\u0089PNG\r\n\u001a\n\u0000\u0000', 'customers.png');
    expect(notCsv.statusCode).toBe(415);
    expect(notCsv.json()).toMatchObject({ error: { message: customerMessages.invalidCsv } });
  });
});
