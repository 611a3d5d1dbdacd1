import {
  type BasketView,
  basketStreamId,
  type OrdersByDay,
  orderStreamId,
  type PlacedBasketOrder,
} from '@oms/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountIdForEmail } from '../identity/account/accountId';
import { type ApiScenario, givenStreams } from '../platform/engines/apiScenario';
import { account, linked, product, proPlan, supplier, venue } from '../platform/engines/scenarioStreams';

// Sunday 22 November 2026, 10:00 in London.
const now = new Date('2026-11-22T10:00:00.000Z');
const venueId = 'ven-tavern';
const chips = 'brakes-chips'; // Brakes, £23.49, no VAT.
const blueRoll = 'brakes-blue-roll'; // Brakes, £14.99 + VAT.
const lemons = 'fresh-lemons'; // Fresh Direct, £16.25.
const gin = 'clark-gin'; // Matthew Clark, £18.95 + VAT.

/** A venue on the Pro plan buying from three suppliers with minimums, and its user. */
async function tavernWithSuppliers() {
  return Object.fromEntries([
    venue(
      venueId,
      { title: 'The Tavern' },
      linked(venueId, 'brakes', 15_000),
      linked(venueId, 'fresh', 5_000),
      linked(venueId, 'clark', 25_000),
    ),
    proPlan(venueId, '2026-11-01T00:00:00.000Z'),
    await account('buyer@tavern.test', { name: 'Sam Buyer', venueIds: [venueId] }),
    supplier('brakes', {
      title: 'Brakes',
      deliveryDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      emailAddress: 'orders@brakes.test',
      secondEmailAddresses: ['rep@brakes.test'],
    }),
    await account('admin@platform.test', { roles: { isAdmin: true } }),
    supplier('fresh', {
      title: 'Fresh Direct',
      deliveryDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    }),
    supplier('clark', { title: 'Matthew Clark', deliveryDays: ['Tuesday', 'Thursday', 'Saturday'] }),
    product(chips, 'brakes', { supplierTitle: 'Brakes', title: 'Chips 2.5kg', OMSPrice: 2349, hasVat: false }),
    product(blueRoll, 'brakes', { supplierTitle: 'Brakes', title: 'Blue roll', OMSPrice: 1499, hasVat: true }),
    product(lemons, 'fresh', { supplierTitle: 'Fresh Direct', title: 'Lemons', OMSPrice: 1625, hasVat: false }),
    product(gin, 'clark', { supplierTitle: 'Matthew Clark', title: 'Gin 70cl', OMSPrice: 1895, hasVat: true }),
  ]);
}

let scenario: ApiScenario;
let asVenueUser: Awaited<ReturnType<ApiScenario['signedInAs']>>;

beforeEach(async () => {
  scenario = await givenStreams(await tavernWithSuppliers(), { now });
  asVenueUser = await scenario.signedInAs('buyer@tavern.test');
});
afterEach(async () => {
  await scenario.close();
});

async function add(productId: string, quantity: number) {
  return asVenueUser({
    method: 'POST',
    url: `/api/venues/${venueId}/basket/lines`,
    payload: { productId, quantity },
  });
}

async function order(body: Record<string, unknown>, idempotencyKey?: string) {
  return asVenueUser({
    method: 'POST',
    url: `/api/venues/${venueId}/basket/order`,
    payload: body,
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });
}

describe('basket API', () => {
  it('adds products and answers the basket grouped by supplier with totals in pence', async () => {
    await add(chips, 2);
    await add(chips, 1);
    const response = await add(blueRoll, 2);
    expect(response.statusCode).toBe(200);
    const basket = response.json() as BasketView;
    expect(basket.supplierCount).toBe(1);
    expect(basket.productCount).toBe(2);
    expect(basket.itemCount).toBe(5);
    const brakes = basket.groups[0];
    expect(brakes?.supplierTitle).toBe('Brakes');
    // 3 x 2349 + round(2 x 1499 x 1.2) = 7047 + 3598
    expect(brakes?.total).toBe(10_645);
    expect(brakes?.isBelowMinimum).toBe(true);
    expect(basket.total).toBe(10_645);
    expect(basket.today).toBe('2026-11-22');
  });

  it('removes a line whose quantity is set to 0', async () => {
    await add(chips, 2);
    const response = await asVenueUser({
      method: 'PUT',
      url: `/api/venues/${venueId}/basket/lines/${chips}`,
      payload: { quantity: 0 },
    });
    expect((response.json() as BasketView).productCount).toBe(0);
  });

  it('answers 4xx with the error body for bad input, never 500', async () => {
    const unknownProduct = await add('nope', 1);
    expect(unknownProduct.statusCode).toBe(404);
    expect(unknownProduct.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Product was not found' } });

    const badQuantity = await add(chips, -3);
    expect(badQuantity.statusCode).toBe(400);
    expect(badQuantity.json().error.code).toBe('VALIDATION_ERROR');
    expect(badQuantity.json().error.fields.quantity).toBeDefined();

    const badJson = await asVenueUser({
      method: 'POST',
      url: `/api/venues/${venueId}/basket/lines`,
      headers: { 'content-type': 'application/json' },
      payload: '{"productId":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error.message).toBeTruthy();

    // A venue outside the account's venues list is refused before anything is looked up.
    const unknownVenue = await asVenueUser({ url: '/api/venues/nowhere/basket' });
    expect(unknownVenue.statusCode).toBe(403);

    const notInBasket = await asVenueUser({
      method: 'PUT',
      url: `/api/venues/${venueId}/basket/lines/${lemons}`,
      payload: { quantity: 2 },
    });
    expect(notInBasket.statusCode).toBe(404);

    const unknownRoute = await asVenueUser({ url: '/api/nothing-here' });
    expect(unknownRoute.statusCode).toBe(404);
    expect(unknownRoute.json().error.code).toBe('NOT_FOUND');
  });
});

describe('placing the basket order', () => {
  it('records one order per supplier, empties the basket and shows the orders on their day', async () => {
    await add(chips, 7); // £164.43 clears Brakes' £150 minimum.
    await add(lemons, 4); // £65.00 clears Fresh Direct's £50 minimum.
    const response = await order({ requiredDeliveryDay: '2026-11-24', poNumber: '  PO-778  ', notes: 'Back door' });
    expect(response.statusCode).toBe(201);
    const placed = response.json() as PlacedBasketOrder;
    expect(placed.warning).toBeNull();
    expect(placed.orders.map((entry) => entry.supplierTitle).sort()).toEqual(['Brakes', 'Fresh Direct']);

    const basket = (await asVenueUser({ url: `/api/venues/${venueId}/basket` })).json() as BasketView;
    expect(basket.productCount).toBe(0);

    const orders = (await asVenueUser({ url: `/api/venues/${venueId}/orders` })).json() as OrdersByDay;
    const today = orders.days[0];
    expect(today?.date).toBe('2026-11-22');
    const brakes = today?.groups.find((group) => group.supplierTitle === 'Brakes' && group.poNumber === 'PO-778');
    expect(brakes?.total).toBe(16_443);
    expect(brakes?.orders[0]?.status).toBe('received');
    expect(brakes?.orders[0]?.notes).toBe('Back door');

    const stream = await scenario.platform.eventStore.readStream(orderStreamId(placed.orders[0]?.orderId ?? ''));
    expect(stream.map((event) => event.type)).toEqual(['OrderPlaced']);
    expect((await scenario.newEvents(basketStreamId(venueId))).map((event) => event.type)).toEqual([
      'BasketLineAdded',
      'BasketLineAdded',
      'BasketOrderPlaced',
    ]);
    expect(stream[0]?.metadata).toMatchObject({
      actorAccountId: accountIdForEmail('buyer@tavern.test'),
      actorRole: 'venueUser',
      channel: 'dashboard',
    });
  });

  it("refuses a date none of the suppliers deliver on with 'Invalid Delivery Day'", async () => {
    await add(chips, 7);
    const response = await order({ requiredDeliveryDay: '2026-11-29' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: {
        code: 'INVALID_DELIVERY_DAY',
        title: 'Invalid Delivery Day',
        message: 'None of the suppliers deliver on the selected date. Please select another date.',
      },
    });
    expect((await asVenueUser({ url: `/api/venues/${venueId}/basket` })).json().productCount).toBe(1);
  });

  it("warns 'Partial Delivery Issue' and uses the next delivery day for the suppliers that don't deliver", async () => {
    await add(chips, 7);
    await add(gin, 12); // 12 x £18.95 + VAT clears Matthew Clark's £250 minimum.
    // Monday 23rd: Brakes delivers, Matthew Clark (Tue/Thu/Sat) does not.
    const response = await order({ requiredDeliveryDay: '2026-11-23' });
    expect(response.statusCode).toBe(201);
    const placed = response.json() as PlacedBasketOrder;
    expect(placed.warning?.title).toBe('Partial Delivery Issue');
    expect(placed.warning?.message).toContain('Matthew Clark');
    const days = Object.fromEntries(placed.orders.map((entry) => [entry.supplierTitle, entry.requiredDeliveryDay]));
    expect(days).toEqual({ Brakes: '2026-11-23', 'Matthew Clark': '2026-11-24' });
  });

  it("blocks an order below a supplier's minimum with 'Not minimum order price'", async () => {
    await add(chips, 1);
    const response = await order({ requiredDeliveryDay: '2026-11-24' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'NOT_MINIMUM_ORDER_PRICE',
      title: 'Not minimum order price',
      message: "One of your orders is below the supplier's minimum amount. This order will remain unsent.",
    });
  });

  it('refuses a delivery date in the past or today', async () => {
    await add(chips, 7);
    expect((await order({ requiredDeliveryDay: '2026-11-22' })).json().error.code).toBe('DELIVERY_DATE_IN_PAST');
    expect((await order({ requiredDeliveryDay: '2026-11-02' })).statusCode).toBe(422);
  });

  it('validates the body: a delivery date is required and must be a date', async () => {
    await add(chips, 7);
    const missing = await order({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.requiredDeliveryDay).toBeDefined();
    expect((await order({ requiredDeliveryDay: '24/11/2026' })).statusCode).toBe(400);
    expect((await order({ requiredDeliveryDay: '2026-02-31' })).statusCode).toBe(400);
  });

  it('places the order once for a repeated idempotency key and answers the first result', async () => {
    await add(chips, 7);
    const first = await order({ requiredDeliveryDay: '2026-11-24' }, 'key-123');
    const before = (await scenario.platform.eventStore.readStream(basketStreamId(venueId))).length;
    const second = await order({ requiredDeliveryDay: '2026-11-24' }, 'key-123');
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect((await scenario.platform.eventStore.readStream(basketStreamId(venueId))).length).toBe(before);
  });

  it('refuses an empty basket', async () => {
    const response = await order({ requiredDeliveryDay: '2026-11-24' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Your shopping cart is empty');
  });
});

describe("the supplier's order e-mail", () => {
  it('is queued for every basket order, to the order address and the copies, with a signed checklist link', async () => {
    await add(chips, 7);
    await add(lemons, 4);
    const placed = (await order({ requiredDeliveryDay: '2026-11-24', poNumber: 'PO-9' })).json() as PlacedBasketOrder;
    const queued = (await scenario.newEvents()).filter((event) => event.type === 'MailQueued');
    // Fresh Direct has no order address: nothing to send it; Brakes gets one mail per address.
    expect(queued.map((event) => (event.data as { to: string }).to).sort()).toEqual([
      'orders@brakes.test',
      'rep@brakes.test',
    ]);
    const mail = queued[0]?.data as { subject: string; text: string };
    expect(mail.subject).toBe('New order from The Tavern - PO PO-9');
    expect(mail.text).toContain('7 x Chips 2.5kg');
    expect(mail.text).toContain('24/11/2026');
    expect(mail.text).toContain('Deliver to: The Tavern, 1 High Street, York, YO1 7HH');

    // The link opens the checklist for someone with no account at all.
    const link = /https?:\/\/\S+\/checklist\/\S+/.exec(mail.text)?.[0] ?? '';
    const apiPath = new URL(link).pathname.replace('/checklist/', '/api/checklist/') + new URL(link).search;
    const checklist = await scenario.app.inject({ url: apiPath });
    expect(checklist.statusCode).toBe(200);
    const brakesOrder = placed.orders.find((entry) => entry.supplierTitle === 'Brakes');
    expect(JSON.stringify(checklist.json())).toContain(brakesOrder?.orderId ?? 'missing');
    // Altered, it is refused.
    expect((await scenario.app.inject({ url: apiPath.replace('token=', 'token=x') })).statusCode).toBe(403);
  });

  it('can be sent again by an admin, and only by an admin', async () => {
    await add(chips, 7);
    const placed = (await order({ requiredDeliveryDay: '2026-11-24' })).json() as PlacedBasketOrder;
    const orderId = placed.orders[0]?.orderId ?? '';
    const url = `/api/admin/orders/${orderId}/order-email`;
    expect((await asVenueUser({ method: 'POST', url })).statusCode).toBe(403);
    const asAdmin = await scenario.signedInAs('admin@platform.test');
    const resent = await asAdmin({ method: 'POST', url });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ recipients: ['orders@brakes.test', 'rep@brakes.test'] });
    const queued = (await scenario.newEvents()).filter((event) => event.type === 'MailQueued');
    expect(queued).toHaveLength(4);
    expect((await asAdmin({ method: 'POST', url: '/api/admin/orders/nope/order-email' })).statusCode).toBe(404);
  });
});

describe('orders API', () => {
  it('lists the orders by day, newest first, within the default 31 days', async () => {
    await add(chips, 7);
    await order({ requiredDeliveryDay: '2026-11-24' });
    const orders = (await asVenueUser({ url: `/api/venues/${venueId}/orders` })).json() as OrdersByDay;
    expect(orders.start).toBe('2026-10-23');
    expect(orders.end).toBe('2026-11-22');
    expect(orders.days.map((day) => day.date)).toEqual(['2026-11-22']);
    expect(orders.days[0]?.groups.map((group) => group.supplierTitle)).toEqual(['Brakes']);
  });

  it("refuses start after end, and answers 'Too Much Data to Handle!' for a range too large", async () => {
    const reversed = await asVenueUser({ url: `/api/venues/${venueId}/orders?start=2026-11-20&end=2026-11-01` });
    expect(reversed.statusCode).toBe(400);
    const huge = await asVenueUser({ url: `/api/venues/${venueId}/orders?start=2020-01-01&end=2026-11-01` });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().error.title).toBe('Too Much Data to Handle!');
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document and a browsable page at /api/docs', async () => {
    const json = await asVenueUser({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toContain('/api/venues/{venueId}/basket/order');
    const page = await asVenueUser({ url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});
