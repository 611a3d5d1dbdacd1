import {
  type Checklist,
  type ManualOrderProducts,
  type ManualOrderSuppliers,
  manualOrderMessages,
  type OrderDays,
  type OrdersByDay,
  orderStreamId,
  type PlacedManualOrder,
} from '@oms/contracts';
import { readModels } from '@oms/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdForEmail } from '../../identity/account/accountId';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../../platform/engines/inMemoryApp';

// Sunday 22 November 2026, 10:00 in London.
const now = new Date('2026-11-22T10:00:00.000Z');
const venueId = 'ven-crown-anchor';
const brakes = 'sup-brakes'; // Delivers Monday to Friday.
const chips = 'sup-brakes-p001';
const blueRoll = 'sup-brakes-p008';
const lemons = 'sup-fresh-direct-p003';

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

const manualOrder = (payload: Record<string, unknown>, idempotencyKey?: string) =>
  asVenueUser({
    method: 'POST',
    url: `/api/venues/${venueId}/orders/manual`,
    payload,
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });

const validOrder = {
  supplierId: brakes,
  orderedDate: '2026-11-20',
  deliveryDate: '2026-11-23',
  poNumber: '  PO-PHONE-1  ',
  products: [
    { productId: chips, quantity: 2 },
    { productId: blueRoll, quantity: 1 },
  ],
};

describe("the 'Add order' modal's choices", () => {
  it("offers the venue's suppliers with their delivery days and product counts", async () => {
    const response = await asVenueUser({ url: `/api/venues/${venueId}/orders/manual/suppliers` });
    expect(response.statusCode).toBe(200);
    const body = response.json() as ManualOrderSuppliers;
    expect(body.today).toBe('2026-11-22');
    const offered = body.suppliers.find((supplier) => supplier.supplierId === brakes);
    expect(offered).toMatchObject({
      title: 'Brakes',
      deliveryDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    });
    expect(offered?.productCount).toBeGreaterThan(10);
    expect(body.suppliers.map((supplier) => supplier.title)).toEqual(
      [...body.suppliers.map((supplier) => supplier.title)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it("pages the supplier's catalogue by the typed term, case-insensitively on title and SKU", async () => {
    const all = (
      await asVenueUser({ url: `/api/venues/${venueId}/orders/manual/suppliers/${brakes}/products?limit=5` })
    ).json() as ManualOrderProducts;
    expect(all.products).toHaveLength(5);
    expect(all.total).toBeGreaterThan(5);

    const found = (
      await asVenueUser({ url: `/api/venues/${venueId}/orders/manual/suppliers/${brakes}/products?term=BASMATI` })
    ).json() as ManualOrderProducts;
    expect(found.total).toBeGreaterThan(0);
    expect(found.products.every((product) => /basmati/i.test(product.title) || /basmati/i.test(product.sku))).toBe(
      true,
    );

    const bySku = (
      await asVenueUser({
        url: `/api/venues/${venueId}/orders/manual/suppliers/${brakes}/products?term=${encodeURIComponent(all.products[0]?.sku ?? '')}`,
      })
    ).json() as ManualOrderProducts;
    expect(bySku.products.map((product) => product.productId)).toContain(all.products[0]?.productId);

    const unlinked = await asVenueUser({ url: `/api/venues/${venueId}/orders/manual/suppliers/nobody/products` });
    expect(unlinked.json()).toEqual({ total: 0, products: [] });
  });
});

describe('recording a manual order', () => {
  it("records an OrderPlaced marked placedManually, lists it on its ordered day, and keeps it off the supplier's checklist", async () => {
    const response = await manualOrder(validOrder, 'manual-key-1');
    expect(response.statusCode).toBe(201);
    const placed = response.json() as PlacedManualOrder;
    expect(placed).toMatchObject({
      supplierTitle: 'Brakes',
      orderedDate: '2026-11-20',
      requiredDeliveryDay: '2026-11-23',
    });

    const stream = await harness.platform.eventStore.readStream(orderStreamId(placed.orderId));
    expect(stream.map((event) => event.type)).toEqual(['OrderPlaced']);
    expect(stream[0]?.data).toMatchObject({
      placedManually: true,
      placedVia: 'dashboard',
      poNumber: 'PO-PHONE-1',
      notes: '',
    });
    expect(stream[0]?.metadata).toMatchObject({
      actorAccountId: accountIdForEmail('venue@oms.test'),
      actorRole: 'venueUser',
      channel: 'dashboard',
    });

    const orders = (
      await asVenueUser({ url: `/api/venues/${venueId}/orders?start=2026-11-20&end=2026-11-20` })
    ).json() as OrdersByDay;
    const group = orders.days[0]?.groups.find((candidate) => candidate.poNumber === 'PO-PHONE-1');
    expect(group?.supplierTitle).toBe('Brakes');
    expect(group?.orders[0]).toMatchObject({
      placedManually: true,
      status: 'received',
      requiredDeliveryDay: '2026-11-23',
    });
    // 2 x £23.49 + £14.99 with VAT (£17.99).
    expect(group?.total).toBe(2 * 2349 + 1799);

    const checklist = (
      await asAdmin({ url: `/api/checklist/${venueId}/${brakes}/2026-11-20/PO-PHONE-1` })
    ).json() as Checklist;
    expect(checklist.newOrders).toEqual([]);
    expect(checklist.approvedOrders).toEqual([]);
  });

  it('records the order once when Save is sent twice with the same idempotency key', async () => {
    const first = (
      await manualOrder({ ...validOrder, poNumber: 'PO-TWICE' }, 'manual-key-2')
    ).json() as PlacedManualOrder;
    const second = await manualOrder({ ...validOrder, poNumber: 'PO-TWICE' }, 'manual-key-2');
    expect(second.statusCode).toBe(201);
    expect((second.json() as PlacedManualOrder).orderId).toBe(first.orderId);
    const orders = (
      await asVenueUser({ url: `/api/venues/${venueId}/orders?start=2026-11-20&end=2026-11-20` })
    ).json() as OrdersByDay;
    const twice = orders.days[0]?.groups.filter((group) => group.poNumber === 'PO-TWICE') ?? [];
    expect(twice.flatMap((group) => group.orders)).toHaveLength(1);
  });

  it('refuses the same key sent with a different order, and recording nothing for it', async () => {
    const first = await manualOrder({ ...validOrder, poNumber: 'PO-KEY-A' }, 'manual-key-3');
    expect(first.statusCode).toBe(201);
    const reused = await manualOrder({ ...validOrder, poNumber: 'PO-KEY-B' }, 'manual-key-3');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      error: {
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: 'This request key was already used for a different request',
      },
    });
    const orders = (
      await asVenueUser({ url: `/api/venues/${venueId}/orders?start=2026-11-20&end=2026-11-20` })
    ).json() as OrdersByDay;
    const groups = orders.days[0]?.groups ?? [];
    expect(groups.some((group) => group.poNumber === 'PO-KEY-B')).toBe(false);
  });

  it('refuses the same order posted twice without a key with 409, once', async () => {
    const order = { ...validOrder, poNumber: 'PO-NO-KEY' };
    const [one, two] = await Promise.all([manualOrder(order), manualOrder(order)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([201, 409]);
    const again = await manualOrder(order);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ORDER_ALREADY_PLACED');
    const changed = await manualOrder({ ...order, products: [{ productId: chips, quantity: 3 }] });
    expect(changed.statusCode).toBe(201);
  });

  it("refuses a day the supplier does not deliver on with the spec's message", async () => {
    const response = await manualOrder({ ...validOrder, deliveryDate: '2026-11-22' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'NOT_A_DELIVERY_DAY',
        message: "Selected date is not within the supplier's delivery days.",
        fields: { deliveryDate: "Selected date is not within the supplier's delivery days." },
      },
    });
  });

  it('uses the delivery days agreed with the venue, as the basket does, in the choices and the check', async () => {
    const agreeDays = (deliveryDays: string[]) =>
      asAdmin({
        method: 'PUT',
        url: `/api/venues/${venueId}/suppliers/${brakes}/terms`,
        payload: { accountNumber: 'BRK-CROWN1', minOrderValue: 0, deliveryDays, orderCutOffTime: '16:00' },
      });
    expect((await agreeDays(['Sunday'])).statusCode).toBe(200);
    try {
      const choices = (await asVenueUser({ url: `/api/venues/${venueId}/orders/manual/suppliers` })).json();
      expect(
        choices.suppliers.find((supplier: { supplierId: string }) => supplier.supplierId === brakes),
      ).toMatchObject({ deliveryDays: ['Sunday'] });
      const onAgreedDay = await manualOrder({ ...validOrder, poNumber: '', deliveryDate: '2026-11-22' });
      expect(onAgreedDay.statusCode).toBe(201);
      const onSuppliersOwnDay = await manualOrder({ ...validOrder, poNumber: '', deliveryDate: '2026-11-23' });
      expect(onSuppliersOwnDay.json().error.code).toBe('NOT_A_DELIVERY_DAY');
    } finally {
      const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
      expect((await agreeDays(weekdays)).statusCode).toBe(200);
    }
  });

  it('refuses a quantity below 1, no products, and products from another supplier', async () => {
    const zero = await manualOrder({ ...validOrder, products: [{ productId: chips, quantity: 0 }] });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.fields['products.0.quantity']).toBe(manualOrderMessages.quantityMinimum);

    const none = await manualOrder({ ...validOrder, products: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.products).toBe(manualOrderMessages.noProducts);

    const foreign = await manualOrder({ ...validOrder, products: [{ productId: lemons, quantity: 1 }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe(manualOrderMessages.productNotFromSupplier);

    const unknownSupplier = await manualOrder({ ...validOrder, supplierId: 'nobody' });
    expect(unknownSupplier.statusCode).toBe(400);
    expect(unknownSupplier.json().error.message).toBe(manualOrderMessages.supplierNotLinked);

    const future = await manualOrder({ ...validOrder, orderedDate: '2026-11-23', deliveryDate: '2026-11-24' });
    expect(future.json().error.message).toBe(manualOrderMessages.orderedDateInFuture);
  });

  it('refuses a PO number on the Free plan with the plan limit message, and records the order without one', async () => {
    const freeVenue = 'ven-harbour-kitchen';
    const withPo = await asVenueUser({
      method: 'POST',
      url: `/api/venues/${freeVenue}/orders/manual`,
      payload: { ...validOrder, poNumber: 'PO-FREE' },
    });
    expect(withPo.statusCode).toBe(403);
    expect(withPo.json().error).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      title: 'Plan Limit',
      message: 'You have reached the limit of your current plan for this month.',
    });
    const withoutPo = await asVenueUser({
      method: 'POST',
      url: `/api/venues/${freeVenue}/orders/manual`,
      payload: { ...validOrder, poNumber: undefined },
    });
    expect(withoutPo.statusCode).toBe(201);
  });

  it("is refused for a venue outside the account's venues", async () => {
    const response = await asVenueUser({
      method: 'POST',
      url: '/api/venues/ven-elsewhere/orders/manual',
      payload: validOrder,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the demo data', () => {
  it('holds manual orders labelled as placed on the dashboard and kept off the checklists', async () => {
    const orders = (await asVenueUser({ url: `/api/venues/${venueId}/orders` })).json() as OrdersByDay;
    const manual = orders.days.flatMap((day) =>
      day.groups.flatMap((group) => group.orders.filter((order) => order.placedManually).map(() => group.poNumber)),
    );
    expect(manual).toEqual(expect.arrayContaining(['PHONE-0412', null]));
    const stream = await harness.platform.eventStore.readStream(orderStreamId(`manual-demo-${venueId}-1`));
    expect(stream[0]?.data).toMatchObject({ placedManually: true, orderedDate: '2026-11-21', poNumber: 'PHONE-0412' });
  });
});

describe('the orders tab reads one day at a time', () => {
  it('lists the days with orders newest first, and narrows days and orders to the chosen suppliers', async () => {
    const days = (await asVenueUser({ url: `/api/venues/${venueId}/orders/days` })).json() as OrderDays;
    expect(days.end).toBe('2026-11-22');
    expect(days.start).toBe('2026-10-23');
    expect(days.days.length).toBeGreaterThan(5);
    expect(days.days.map((day) => day.date)).toEqual([...days.days.map((day) => day.date)].sort().reverse());
    const all = (await asVenueUser({ url: `/api/venues/${venueId}/orders` })).json() as OrdersByDay;
    expect(days.days.map((day) => day.date)).toEqual(all.days.map((day) => day.date));
    const [first] = days.days;
    const orderCount = all.days[0]?.groups.reduce((sum, group) => sum + group.orders.length, 0);
    expect(first?.orderCount).toBe(orderCount);

    const onlyBrakes = (
      await asVenueUser({ url: `/api/venues/${venueId}/orders?suppliers=${brakes}` })
    ).json() as OrdersByDay;
    const supplierIds = new Set(onlyBrakes.days.flatMap((day) => day.groups.map((group) => group.supplierId)));
    expect([...supplierIds]).toEqual([brakes]);
  });

  it("narrows the orders to the filter panel's product types, down to the lines of those types", async () => {
    const products = await readModels.catalogueProducts.in(harness.platform.readStore).find({ supplierId: brakes });
    const typeOf = new Map(products.map((product) => [product.productId, product.type]));
    const all = (await asVenueUser({ url: `/api/venues/${venueId}/orders?suppliers=${brakes}` })).json() as OrdersByDay;
    const someType = all.days
      .flatMap((day) => day.groups.flatMap((group) => group.orders.flatMap((order) => order.lines)))
      .map((line) => typeOf.get(line.productId))
      .find((type) => type !== undefined);
    if (!someType) throw new Error('No Brakes line with a known type');

    const search = new URLSearchParams({ suppliers: brakes, types: someType });
    const narrowed = (await asVenueUser({ url: `/api/venues/${venueId}/orders?${search}` })).json() as OrdersByDay;
    const lines = narrowed.days.flatMap((day) =>
      day.groups.flatMap((group) => group.orders.flatMap((order) => order.lines)),
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => typeOf.get(line.productId) === someType)).toBe(true);
    const days = (await asVenueUser({ url: `/api/venues/${venueId}/orders/days?${search}` })).json() as OrderDays;
    expect(days.days.map((day) => day.date)).toEqual(narrowed.days.map((day) => day.date));

    const future = await asVenueUser({ url: `/api/venues/${venueId}/orders?start=2026-11-23` });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toBe('The start date cannot be in the future');
  });

  it("answers 'Too Much Data to Handle!' for a range over a year, on both reads", async () => {
    for (const path of ['orders', 'orders/days']) {
      const response = await asVenueUser({ url: `/api/venues/${venueId}/${path}?start=2024-01-01&end=2026-11-22` });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: {
          code: 'TOO_MUCH_DATA',
          title: 'Too Much Data to Handle!',
          message:
            "Looks like your search is a bit too broad for us to fetch right now. Try narrowing your filters and/or date and give it another go, we'll be ready!",
        },
      });
    }
  });
});
