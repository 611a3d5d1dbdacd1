import { describe, expect, it } from 'vitest';
import { demoSuppliers, demoVenues } from '../demoCatalogue';
import { type GeneratedProduct, generateProducts, generateSuppliers, priceAt } from './generateCatalogue';
import { generateOrderHistory } from './generateOrderHistory';
import { generateVenues } from './generateVenues';

const now = new Date('2026-11-22T10:00:00.000Z');

function catalogue(seed: number, suppliers = 12, productsPerSupplier = 40) {
  const generated = generateSuppliers(seed, suppliers, demoSuppliers);
  const curated = new Map(demoSuppliers.map((supplier) => [supplier.supplierId, supplier.products]));
  return {
    suppliers: generated,
    products: [...generateProducts({ seed, suppliers: generated, productsPerSupplier, now, curated })],
  };
}

describe('data generator', () => {
  it('gives the same data for the same seed and other data for another seed', () => {
    expect(catalogue(7)).toEqual(catalogue(7));
    expect(catalogue(8).products.map((product) => product.listed.title)).not.toEqual(
      catalogue(7).products.map((product) => product.listed.title),
    );
  });

  it('keeps the hand-made suppliers first and makes the requested number with unique ids and SKUs', () => {
    const { suppliers, products } = catalogue(7, 40, 30);
    expect(suppliers.slice(0, demoSuppliers.length).map((supplier) => supplier.supplierId)).toEqual(
      demoSuppliers.map((supplier) => supplier.supplierId),
    );
    expect(new Set(suppliers.map((supplier) => supplier.supplierId)).size).toBe(40);
    expect(products).toHaveLength(40 * 30);
    expect(new Set(products.map((product) => product.listed.productId)).size).toBe(products.length);
    expect(new Set(products.map((product) => product.listed.sku)).size).toBe(products.length);
  });

  it("ends each hand-made product's price history at its price of today", () => {
    const { products } = catalogue(7);
    const chips = products.find((product) => product.listed.productId === 'sup-brakes-p001') as GeneratedProduct;
    expect(chips.listed.title).toBe('Frozen Chips Skin-On 10mm');
    expect(priceAt(chips, now.toISOString())).toBe(2_349);
    const changes = chips.priceChanges.map((change) => change.changedAt);
    expect(changes).toEqual([...changes].sort());
    expect(changes.every((changedAt) => changedAt > chips.listedAt && changedAt < now.toISOString())).toBe(true);
  });

  it('prices in whole pence and charges VAT on drinks and cleaning, not on food', () => {
    const { products } = catalogue(7, 20, 60);
    for (const { listed, priceChanges } of products) {
      for (const pence of [listed.OMSPrice, listed.price, ...priceChanges.map((change) => change.OMSPrice)]) {
        expect(Number.isInteger(pence) && pence > 0).toBe(true);
      }
    }
    const vatOf = (type: string) => new Set(products.filter((p) => p.listed.type === type).map((p) => p.listed.hasVat));
    expect(vatOf('Wine')).toEqual(new Set([true]));
    expect(vatOf('Cleaning')).toEqual(new Set([true]));
    expect(vatOf('Vegetables')).toEqual(new Set([false]));
  });

  it('keeps the demo venues and adds UK venues, some without a phone', () => {
    const venues = generateVenues(7, 9, demoVenues);
    expect(venues.slice(0, 2)).toEqual(demoVenues);
    expect(new Set(venues.map((venue) => venue.venueId)).size).toBe(9);
    expect(venues.some((venue, index) => index >= 2 && venue.phoneNumber === '')).toBe(true);
    expect(venues.every((venue) => venue.code.length >= 6)).toBe(true);
  });

  it('orders before today, from delivering suppliers, over each minimum', () => {
    const { suppliers, products } = catalogue(7);
    const sessions = [
      ...generateOrderHistory({
        seed: 7,
        venues: demoVenues,
        suppliersOf: () => suppliers,
        productsOf: (supplierId) => products.filter((product) => product.listed.supplierId === supplierId),
        days: 30,
        now,
        placedBy: 'account-1',
      }),
    ];
    expect(sessions.length).toBeGreaterThan(20);
    const yesterday = sessions.filter((session) => session.placement.today === '2026-11-21');
    expect(yesterday.map((session) => Object.keys(session.placement.orderIds))).toEqual(
      demoVenues.map(() => suppliers.slice(0, 3).map((supplier) => supplier.supplierId)),
    );
    const orderIds = sessions.flatMap((session) => Object.values(session.placement.orderIds));
    expect(new Set(orderIds).size).toBe(orderIds.length);
    for (const { placement, additions } of sessions) {
      expect(placement.today < '2026-11-22').toBe(true);
      expect(placement.requiredDeliveryDay > placement.today).toBe(true);
      for (const addition of additions) expect(placement.products[addition.productId]).toBeDefined();
    }
  });
});
