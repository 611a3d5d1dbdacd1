import {
  type NewEvent,
  type OrderedProducts,
  type OrderFilterOptions,
  type OrderPlaced,
  orderFilterMessages,
  orderStreamId,
  type SpendOverTime,
} from '@oms/contracts';
import { type CatalogueProductDocument, readModels } from '@oms/projections';
import { orderPlaced } from '@oms/tests/fixtures/orderingEvents';
import { sampleMetadata } from '@oms/tests/fixtures/recordedEvents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../../platform/engines/inMemoryApp';

// Sunday 22 November 2026, 10:00 in London. The demo's own order history covers the 90 days before it,
// so the orders these tests place in January and February 2026 are the only ones in that range.
const now = new Date('2026-11-22T10:00:00.000Z');
const venueId = 'ven-crown-anchor';
const range = 'start=2026-01-01&end=2026-02-28';

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asVenueUser: ReturnType<typeof injectAs>;
let products: Map<string, CatalogueProductDocument>;
let position = 0;

async function catalogueProduct(productId: string) {
  const product = await readModels.catalogueProducts.in(harness.platform.readStore).findOne({ _id: productId });
  if (!product) throw new Error(`No demo product ${productId}`);
  return product;
}

function lineOf(productId: string, quantity: number, unitPrice: number) {
  const product = products.get(productId) as CatalogueProductDocument;
  return {
    productId,
    sku: product.sku,
    title: product.title,
    size: product.size,
    UoM: product.UoM,
    quantity,
    unitPrice,
    hasVat: product.hasVat,
  };
}

async function append(streamId: string, type: string, data: unknown) {
  const event: NewEvent = {
    type,
    data,
    eventId: `test-${streamId}-${type}`,
    schemaVersion: 1,
    metadata: sampleMetadata,
  };
  const result = await harness.platform.eventStore.appendToStream(streamId, [event]);
  position = result.lastPosition;
}

async function placed(orderId: string, supplierId: string, orderedDate: string, lines: OrderPlaced['lines']) {
  const supplierTitle = (products.get(lines[0]?.productId ?? '') as CatalogueProductDocument).supplierTitle;
  const { data } = orderPlaced({
    orderId,
    venueId,
    supplierId,
    supplierTitle,
    requiredDeliveryDay: orderedDate,
    orderedDate,
    poNumber: null,
    lines,
  });
  await append(orderStreamId(orderId), 'OrderPlaced', data);
}

const chips = 'sup-brakes-p001';
const blueRoll = 'sup-brakes-p008';
const lemons = 'sup-fresh-direct-p003';

beforeAll(async () => {
  harness = await buildInMemoryApp({ now });
  asVenueUser = injectAs(harness.app, await sessionCookieFor(harness.app, 'venue@oms.test'));
  products = new Map(
    await Promise.all([chips, blueRoll, lemons].map(async (id) => [id, await catalogueProduct(id)] as const)),
  );
  // January: Brakes, chips 3 x £20 and blue roll 2 x £10 (+VAT); Fresh Direct, lemons 4 x £5.
  await placed('test-order-1', 'sup-brakes', '2026-01-10', [lineOf(chips, 3, 2000), lineOf(blueRoll, 2, 1000)]);
  await placed('test-order-2', 'sup-fresh-direct', '2026-01-20', [lineOf(lemons, 4, 500)]);
  // February: Brakes again, chips 5 x £21; the supplier accepts only 2 and rejects nothing else.
  await placed('test-order-3', 'sup-brakes', '2026-02-03', [lineOf(chips, 5, 2100)]);
  await append(orderStreamId('test-order-3'), 'OrderApprovedBySupplier', {
    orderId: 'test-order-3',
    via: 'checklist',
    lines: [{ productId: chips, confirmed: true, updatedQuantity: 2 }],
  });
  // Fresh Direct rejects the lemons of a February order outright.
  await placed('test-order-4', 'sup-fresh-direct', '2026-02-14', [lineOf(lemons, 6, 500)]);
  await append(orderStreamId('test-order-4'), 'OrderApprovedBySupplier', {
    orderId: 'test-order-4',
    via: 'checklist',
    lines: [{ productId: lemons, confirmed: false, updatedQuantity: 0 }],
  });
  await harness.platform.runner.waitFor(position);
});

afterAll(async () => {
  await harness.close();
});

const vatOf = (productId: string, pence: number) => (products.get(productId)?.hasVat ? Math.round(pence * 1.2) : pence);

describe('ordered products API', () => {
  it('aggregates the ordered products of the range per product, at the accepted quantities, most spent first', async () => {
    const response = await asVenueUser({ url: `/api/venues/${venueId}/ordered-products?${range}` });
    expect(response.statusCode).toBe(200);
    const body = response.json() as OrderedProducts;
    expect(body.receipting).toBe('all');
    const chipsRow = body.products.find((row) => row.productId === chips);
    expect(chipsRow).toMatchObject({
      supplierId: 'sup-brakes',
      supplierTitle: 'Brakes',
      type: products.get(chips)?.type,
      orderCount: 2,
      orderedQuantity: 8,
      // January's 3 wait for Brakes: nothing accepted yet, though the venue is charged for them.
      acceptedQuantity: 2,
      spendExVat: 3 * 2000 + 2 * 2100,
      lastUnitPrice: 2100,
      firstOrderedDate: '2026-01-10',
      lastOrderedDate: '2026-02-03',
    });
    const lemonsRow = body.products.find((row) => row.productId === lemons);
    expect(lemonsRow).toMatchObject({ orderCount: 2, orderedQuantity: 10, acceptedQuantity: 0, spendExVat: 2000 });
    expect(body.products.map((row) => row.productId)).toEqual(
      [chips, blueRoll, lemons].sort(
        (a, b) =>
          (body.products.find((row) => row.productId === b)?.spend ?? 0) -
          (body.products.find((row) => row.productId === a)?.spend ?? 0),
      ),
    );
    expect(body.totals.productCount).toBe(3);
    expect(body.totals.spendExVat).toBe(10_200 + 2000 + 2000);
  });

  it('honours the supplier and product type filters', async () => {
    const bySupplier = (
      await asVenueUser({ url: `/api/venues/${venueId}/ordered-products?${range}&suppliers=sup-fresh-direct` })
    ).json() as OrderedProducts;
    expect(bySupplier.products.map((row) => row.productId)).toEqual([lemons]);

    const chipsType = products.get(chips)?.type as string;
    const byType = (
      await asVenueUser({
        url: `/api/venues/${venueId}/ordered-products?${range}&types=${encodeURIComponent(chipsType)}`,
      })
    ).json() as OrderedProducts;
    expect(byType.products.length).toBeGreaterThan(0);
    expect(byType.products.every((row) => row.type === chipsType)).toBe(true);
    expect(byType.products.map((row) => row.productId)).toContain(chips);
  });

  it('reads every line as unreceipted until a receipting status is recorded', async () => {
    const receipted = (
      await asVenueUser({ url: `/api/venues/${venueId}/ordered-products?${range}&receipting=receipted` })
    ).json() as OrderedProducts;
    expect(receipted.products).toEqual([]);
    const unreceipted = (
      await asVenueUser({ url: `/api/venues/${venueId}/ordered-products?${range}&receipting=unreceipted` })
    ).json() as OrderedProducts;
    expect(unreceipted.totals.productCount).toBe(3);
  });

  it('refuses the dates spec 01 §5 forbids, and ranges over a year', async () => {
    const after = await asVenueUser({
      url: `/api/venues/${venueId}/ordered-products?start=2026-02-10&end=2026-02-01`,
    });
    expect(after.statusCode).toBe(400);
    expect(after.json()).toMatchObject({
      error: {
        code: 'INVALID_DATE_RANGE',
        message: orderFilterMessages.startAfterEnd,
        fields: { start: orderFilterMessages.startAfterEnd, end: orderFilterMessages.endBeforeStart },
      },
    });
    const future = await asVenueUser({
      url: `/api/venues/${venueId}/ordered-products?start=2026-11-01&end=2026-11-23`,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ error: { message: orderFilterMessages.endInFuture } });
    const tooWide = await asVenueUser({ url: `/api/venues/${venueId}/spend?start=2024-01-01&end=2026-11-01` });
    expect(tooWide.statusCode).toBe(422);
    expect(tooWide.json()).toMatchObject({
      error: {
        code: 'TOO_MUCH_DATA',
        title: 'Too Much Data to Handle!',
        message: orderFilterMessages.tooMuchData.message,
      },
    });
    const notADate = await asVenueUser({ url: `/api/venues/${venueId}/ordered-products?start=01/02/2026` });
    expect(notADate.statusCode).toBe(400);
    const badReceipting = await asVenueUser({ url: `/api/venues/${venueId}/ordered-products?receipting=maybe` });
    expect(badReceipting.statusCode).toBe(400);
  });

  it('answers the last 31 days when no dates are given', async () => {
    const body = (await asVenueUser({ url: `/api/venues/${venueId}/ordered-products` })).json() as OrderedProducts;
    expect(body.start).toBe('2026-10-23');
    expect(body.end).toBe('2026-11-22');
  });
});

describe('spend over time API', () => {
  it('sums the spend per supplier and per month at the accepted quantities, with VAT where it applies', async () => {
    const response = await asVenueUser({ url: `/api/venues/${venueId}/spend?${range}` });
    expect(response.statusCode).toBe(200);
    const body = response.json() as SpendOverTime;
    const brakesSpend = vatOf(chips, 6000) + vatOf(blueRoll, 2000) + vatOf(chips, 4200);
    const freshSpend = vatOf(lemons, 2000);
    expect(body.bySupplier).toEqual([
      { supplierId: 'sup-brakes', supplierTitle: 'Brakes', orderCount: 2, spendExVat: 12_200, spend: brakesSpend },
      {
        supplierId: 'sup-fresh-direct',
        supplierTitle: 'Fresh Direct',
        orderCount: 2,
        spendExVat: 2000,
        spend: freshSpend,
      },
    ]);
    expect(body.byMonth).toEqual([
      {
        month: '2026-01',
        orderCount: 2,
        spendExVat: 10_000,
        spend: vatOf(chips, 6000) + vatOf(blueRoll, 2000) + vatOf(lemons, 2000),
      },
      { month: '2026-02', orderCount: 2, spendExVat: 4200, spend: vatOf(chips, 4200) },
    ]);
    expect(body.total).toEqual({ spendExVat: 14_200, spend: brakesSpend + freshSpend });
  });

  it('respects the supplier filter', async () => {
    const body = (
      await asVenueUser({ url: `/api/venues/${venueId}/spend?${range}&suppliers=sup-fresh-direct` })
    ).json() as SpendOverTime;
    expect(body.bySupplier.map((row) => row.supplierId)).toEqual(['sup-fresh-direct']);
    expect(body.byMonth.map((row) => row.month)).toEqual(['2026-01', '2026-02']);
  });
});

describe('spend over time API with a product type', () => {
  it('counts only the lines of products of the chosen type, and only the orders holding one', async () => {
    const chipsType = products.get(chips)?.type as string;
    const ofType = (productId: string) => products.get(productId)?.type === chipsType;
    const body = (
      await asVenueUser({ url: `/api/venues/${venueId}/spend?${range}&types=${encodeURIComponent(chipsType)}` })
    ).json() as SpendOverTime;
    // Chips are ordered in January (3 x £20) and February (2 of 5 x £21 accepted); blue roll and lemons count
    // only when they share the type.
    const january = 6000 + (ofType(blueRoll) ? 2000 : 0) + (ofType(lemons) ? 2000 : 0);
    const february = 4200;
    expect(body.byMonth.map((row) => row.spendExVat)).toEqual([january, february]);
    const brakes = body.bySupplier.find((row) => row.supplierId === 'sup-brakes');
    expect(brakes).toMatchObject({ orderCount: 2, spendExVat: 6000 + (ofType(blueRoll) ? 2000 : 0) + 4200 });
    expect(body.bySupplier.some((row) => row.supplierId === 'sup-fresh-direct')).toBe(ofType(lemons));
  });
});

describe('filter options API', () => {
  it("offers the suppliers and product types of the venue's orders", async () => {
    const response = await asVenueUser({ url: `/api/venues/${venueId}/orders/filter-options` });
    expect(response.statusCode).toBe(200);
    const options = response.json() as OrderFilterOptions;
    expect(options.suppliers).toContainEqual({ supplierId: 'sup-brakes', supplierTitle: 'Brakes' });
    expect(options.suppliers).toContainEqual({ supplierId: 'sup-fresh-direct', supplierTitle: 'Fresh Direct' });
    expect(options.types).toContain(products.get(lemons)?.type);
    expect(options.types).toEqual([...options.types].sort((a, b) => a.localeCompare(b)));
  });

  it('refuses a venue the account cannot reach', async () => {
    const asSupplier = injectAs(harness.app, await sessionCookieFor(harness.app, 'supplier@oms.test'));
    const response = await asSupplier({ url: `/api/venues/${venueId}/orders/filter-options` });
    expect(response.statusCode).toBe(403);
  });
});
