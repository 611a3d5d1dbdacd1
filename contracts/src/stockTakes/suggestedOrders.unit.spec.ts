import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliversOn } from '../ordering/deliveryRules';
import { weekdays } from '../platform/dates';
import { nextReachableDelivery, type StockedProduct, type SuggestingSupplier, suggestOrders } from './suggestedOrders';

// Tuesday 24 November 2026.
const moment = { today: '2026-11-24', time: '10:00', countedOn: '2026-11-23' };
const supplier: SuggestingSupplier = {
  supplierId: 's1',
  supplierTitle: 'Brakes',
  deliveryDays: ['Monday', 'Thursday'],
  cutOffTime: '16:00',
  minOrderValue: 0,
};
const chips: StockedProduct = {
  productId: 'chips',
  supplierId: 's1',
  title: 'Chips',
  price: 2000,
  inStock: 10,
  usagePerDay: 2,
  parLevel: 12,
};

describe('suggested orders', () => {
  it('orders back to par what the shelf will have left by the next delivery the cut-off still allows', () => {
    const [order] = suggestOrders([chips], [supplier], moment);
    // Before 16:00 on Tuesday: Thursday's delivery, three days after Monday's count: 10 − 6 = 4 left.
    expect(order).toMatchObject({ deliveryDate: '2026-11-26', total: 8 * 2000 });
    expect(order?.lines).toEqual([
      { productId: 'chips', title: 'Chips', quantity: 8, expectedOnDelivery: 4, parLevel: 12 },
    ]);
  });

  it('moves to a later delivery once the cut-off has passed', () => {
    expect(nextReachableDelivery({ ...supplier, deliveryDays: [] }, '2026-11-24', '15:59')).toBe('2026-11-25');
    expect(nextReachableDelivery({ ...supplier, deliveryDays: [] }, '2026-11-24', '16:00')).toBe('2026-11-26');
    expect(nextReachableDelivery({ ...supplier, deliveryDays: ['Wednesday'] }, '2026-11-24', '17:00')).toBe(
      '2026-12-02',
    );
  });

  it('tops a basket under the minimum order up on its fastest-moving product', () => {
    const [order] = suggestOrders([chips], [{ ...supplier, minOrderValue: 25_000 }], moment);
    expect(order).toMatchObject({ toppedUpToMinimum: true, total: 26_000 });
  });

  it('never leaves a product below par after delivery, never picks a day the supplier does not deliver, and meets the minimum', () => {
    const product = fc.record({
      productId: fc.constantFrom('a', 'b', 'c', 'd'),
      supplierId: fc.constantFrom('s1', 's2'),
      title: fc.constant('Product'),
      price: fc.integer({ min: 1, max: 10_000 }),
      inStock: fc.double({ min: 0, max: 200, noNaN: true }),
      usagePerDay: fc.double({ min: 0, max: 30, noNaN: true }),
      parLevel: fc.double({ min: 0, max: 200, noNaN: true }),
    });
    const suppliers = fc.tuple(
      fc.subarray([...weekdays]),
      fc.subarray([...weekdays]),
      fc.integer({ min: 0, max: 50_000 }),
      fc.constantFrom('09:00', '12:00', '16:00', '23:00'),
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(product, { selector: (entry) => entry.productId, maxLength: 4 }),
        suppliers,
        fc.constantFrom('08:00', '13:30', '23:30'),
        (products, [days1, days2, minimum, cutOff], time) => {
          const all: SuggestingSupplier[] = [
            { ...supplier, supplierId: 's1', deliveryDays: days1, cutOffTime: cutOff, minOrderValue: minimum },
            { ...supplier, supplierId: 's2', deliveryDays: days2, cutOffTime: cutOff, minOrderValue: 0 },
          ];
          for (const order of suggestOrders(products, all, { ...moment, time })) {
            const own = all.find((entry) => entry.supplierId === order.supplierId);
            expect(own && deliversOn(own, order.deliveryDate)).toBe(true);
            expect(order.deliveryDate > moment.today).toBe(true);
            expect(order.total).toBeGreaterThanOrEqual(order.minOrderValue);
            for (const line of order.lines) {
              expect(Number.isInteger(line.quantity) && line.quantity > 0).toBe(true);
              expect(line.expectedOnDelivery + line.quantity).toBeGreaterThanOrEqual(line.parLevel - 1e-6);
            }
          }
        },
      ),
    );
  });
});
