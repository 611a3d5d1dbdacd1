import type { BasketEvent } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { basketDecider } from './basket';
import type { PlaceBasketOrder } from './commands';

const spec = deciderSpecification(basketDecider);
const venueId = 'venue-1';

const added = (productId: string, supplierId: string, quantity: number): BasketEvent => ({
  type: 'BasketLineAdded',
  data: { venueId, productId, supplierId, quantity },
});

const placeOrder = (overrides: Partial<PlaceBasketOrder> = {}): PlaceBasketOrder => ({
  type: 'PlaceBasketOrder',
  venueId,
  // 2026-11-25 is a Wednesday.
  requiredDeliveryDay: '2026-11-25',
  poNumber: 'PO-1',
  notes: 'Side door',
  orderedAt: '2026-11-22T09:00:00.000Z',
  today: '2026-11-22',
  placedVia: 'dashboard',
  placedBy: 'account-1',
  orderIds: { brakes: 'order-b', fresh: 'order-f' },
  products: {
    chips: { sku: 'BRK1', title: 'Chips', size: '4 x 2.5kg', UoM: 'Box', OMSPrice: 2000, hasVat: false },
    roll: { sku: 'BRK2', title: 'Blue Roll', size: '6', UoM: 'Pack', OMSPrice: 1000, hasVat: true },
    lemons: { sku: 'FDX1', title: 'Lemons', size: '80', UoM: 'Box', OMSPrice: 1500, hasVat: false },
  },
  suppliers: {
    brakes: { title: 'Brakes', deliveryDays: ['Monday', 'Wednesday', 'Friday'], minOrderValue: 5000 },
    fresh: { title: 'Fresh Direct', deliveryDays: ['Tuesday', 'Thursday'], minOrderValue: 0 },
  },
  poNumberAllowance: { remaining: null, usedThisMonth: [] },
  ...overrides,
});

const brakes = { title: 'Brakes', takesOrdersFromVenue: true };

/** The supplier orders a basket holding `given` places for `command`. */
function placedOrders(command: PlaceBasketOrder, given: readonly BasketEvent[]) {
  const [placed] = basketDecider.decide(command, given.reduce(basketDecider.evolve, basketDecider.initialState()));
  if (placed?.type !== 'BasketOrderPlaced') throw new Error('expected BasketOrderPlaced');
  return placed.data.orders;
}

const deliveryDaysOf = (orders: ReturnType<typeof placedOrders>) =>
  Object.fromEntries(orders.map((order) => [order.supplierId, order.requiredDeliveryDay]));

describe('basket decider', () => {
  it('adds a product to the basket', () => {
    spec
      .given([])
      .when({ type: 'AddToBasket', venueId, productId: 'chips', supplierId: 'brakes', quantity: 2, supplier: brakes })
      .then([added('chips', 'brakes', 2)]);
  });

  it('refuses a product of a supplier that takes no orders from the venue, naming the supplier', () => {
    spec
      .given([])
      .when({
        type: 'AddToBasket',
        venueId,
        productId: 'chips',
        supplierId: 'brakes',
        quantity: 2,
        supplier: { ...brakes, takesOrdersFromVenue: false },
      })
      .thenThrows('SUPPLIER_UNAVAILABLE', 'Brakes is not available to your venue');
  });

  it('changes the quantity of a line', () => {
    spec
      .given([added('chips', 'brakes', 2)])
      .when({ type: 'ChangeBasketQuantity', venueId, productId: 'chips', quantity: 5 })
      .then([{ type: 'BasketLineQuantityChanged', data: { venueId, productId: 'chips', quantity: 5 } }]);
  });

  it('removes a line whose quantity is set to 0', () => {
    spec
      .given([added('chips', 'brakes', 2)])
      .when({ type: 'ChangeBasketQuantity', venueId, productId: 'chips', quantity: 0 })
      .then([{ type: 'BasketLineRemoved', data: { venueId, productId: 'chips' } }]);
  });

  it('records nothing when the quantity does not change', () => {
    spec
      .given([added('chips', 'brakes', 2)])
      .when({ type: 'ChangeBasketQuantity', venueId, productId: 'chips', quantity: 2 })
      .then([]);
  });

  it('refuses to change a product that is not in the basket', () => {
    spec
      .given([])
      .when({ type: 'ChangeBasketQuantity', venueId, productId: 'chips', quantity: 1 })
      .thenThrows('NOT_IN_BASKET');
  });

  it('places one order per supplier with prices from the command', () => {
    spec
      .given([added('chips', 'brakes', 3)])
      .when(placeOrder())
      .then([
        {
          type: 'BasketOrderPlaced',
          data: {
            venueId,
            orderedAt: '2026-11-22T09:00:00.000Z',
            orderedDate: '2026-11-22',
            requestedDeliveryDay: '2026-11-25',
            poNumber: 'PO-1',
            notes: 'Side door',
            placedVia: 'dashboard',
            placedBy: 'account-1',
            orders: [
              {
                orderId: 'order-b',
                supplierId: 'brakes',
                supplierTitle: 'Brakes',
                requiredDeliveryDay: '2026-11-25',
                lines: [
                  {
                    productId: 'chips',
                    sku: 'BRK1',
                    title: 'Chips',
                    size: '4 x 2.5kg',
                    UoM: 'Box',
                    quantity: 3,
                    unitPrice: 2000,
                    hasVat: false,
                  },
                ],
              },
            ],
          },
        },
      ]);
  });

  it('moves suppliers that do not deliver that weekday to their next delivery day', () => {
    const days = deliveryDaysOf(placedOrders(placeOrder(), [added('chips', 'brakes', 3), added('lemons', 'fresh', 1)]));
    // Fresh Direct delivers Tuesdays and Thursdays: Wednesday 25th becomes Thursday 26th.
    expect(days).toEqual({ brakes: '2026-11-25', fresh: '2026-11-26' });
  });

  it("refuses a date on which none of the suppliers deliver: 'Invalid Delivery Day'", () => {
    spec
      .given([added('chips', 'brakes', 3), added('lemons', 'fresh', 1)])
      // 2026-11-29 is a Sunday.
      .when(placeOrder({ requiredDeliveryDay: '2026-11-29' }))
      .thenThrows(
        'INVALID_DELIVERY_DAY',
        'None of the suppliers deliver on the selected date. Please select another date.',
      );
  });

  describe("spec 03 customers' terms: delivery fee and order cut-off", () => {
    // Tuesday 24th at 12:00 London, for delivery on Wednesday 25th (tomorrow).
    const afterNoon = { today: '2026-11-24', orderedAt: '2026-11-24T12:00:00.000Z' };
    const brakesCutOff = (orderCutOffTime: string, deliveryFee = 0): PlaceBasketOrder['suppliers'] => ({
      brakes: {
        title: 'Brakes',
        deliveryDays: ['Monday', 'Wednesday', 'Friday'],
        minOrderValue: 0,
        orderCutOffTime,
        deliveryFee,
      },
      fresh: { title: 'Fresh Direct', deliveryDays: [], minOrderValue: 0, orderCutOffTime: '' },
    });

    it("records the supplier's delivery fee on its order", () => {
      const orders = placedOrders(placeOrder({ suppliers: brakesCutOff('16:00', 750) }), [added('chips', 'brakes', 3)]);
      expect(orders[0]?.deliveryFee).toBe(750);
    });

    it('takes an order for tomorrow before the cut-off time', () => {
      const events = basketDecider.decide(
        placeOrder({ ...afterNoon, suppliers: brakesCutOff('16:00') }),
        [added('chips', 'brakes', 3)].reduce(basketDecider.evolve, basketDecider.initialState()),
      );
      expect(events[0]?.type).toBe('BasketOrderPlaced');
    });

    it("refuses tomorrow once every supplier's cut-off has passed: 'Order cut-off passed'", () => {
      spec
        .given([added('chips', 'brakes', 3)])
        .when(placeOrder({ ...afterNoon, suppliers: brakesCutOff('11:00') }))
        .thenThrows(
          'ORDER_CUT_OFF_PASSED',
          "The suppliers' order cut-off time for this delivery date has passed. Please select another date.",
        );
    });

    it('moves a supplier past its cut-off to its next delivery day when others still deliver tomorrow', () => {
      const days = deliveryDaysOf(
        placedOrders(placeOrder({ ...afterNoon, suppliers: brakesCutOff('11:00') }), [
          added('chips', 'brakes', 3),
          added('lemons', 'fresh', 1),
        ]),
      );
      // Brakes delivers Monday, Wednesday, Friday: past its cut-off, Wednesday 25th becomes Friday 27th.
      expect(days).toEqual({ brakes: '2026-11-27', fresh: '2026-11-25' });
    });

    it('does not apply the cut-off to a delivery after tomorrow', () => {
      const events = basketDecider.decide(
        placeOrder({ ...afterNoon, requiredDeliveryDay: '2026-11-27', suppliers: brakesCutOff('11:00') }),
        [added('chips', 'brakes', 3)].reduce(basketDecider.evolve, basketDecider.initialState()),
      );
      expect(events[0]?.type).toBe('BasketOrderPlaced');
    });
  });

  it('refuses today and past dates', () => {
    spec
      .given([added('chips', 'brakes', 3)])
      .when(placeOrder({ requiredDeliveryDay: '2026-11-22' }))
      .thenThrows('DELIVERY_DATE_IN_PAST');
    spec
      .given([added('chips', 'brakes', 3)])
      .when(placeOrder({ requiredDeliveryDay: '2026-11-20' }))
      .thenThrows('DELIVERY_DATE_IN_PAST');
  });

  it("blocks ordering below a supplier's minimum order value: 'Not minimum order price'", () => {
    spec
      .given([added('roll', 'brakes', 4)])
      .when(placeOrder())
      // 4 x £10.00 + 20% VAT = £48.00, under Brakes' £50.00 minimum.
      .thenThrows(
        'NOT_MINIMUM_ORDER_PRICE',
        "One of your orders is below the supplier's minimum amount. This order will remain unsent.",
      );
  });

  it('counts VAT towards the minimum order value', () => {
    const state = [added('roll', 'brakes', 5)].reduce(basketDecider.evolve, basketDecider.initialState());
    // 5 x £10.00 = £50.00 ex VAT, £60.00 with VAT: at the minimum, so allowed.
    expect(basketDecider.decide(placeOrder(), state)[0]?.type).toBe('BasketOrderPlaced');
  });

  it('refuses an empty basket', () => {
    spec.given([]).when(placeOrder()).thenThrows('BASKET_EMPTY', 'Your shopping cart is empty');
  });

  it('refuses a basket whose product left the catalogue', () => {
    spec
      .given([added('gone', 'brakes', 1), added('chips', 'brakes', 3)])
      .when(placeOrder())
      .thenThrows('PRODUCT_UNAVAILABLE');
  });

  it('starts an empty basket after an order', () => {
    spec
      .given([
        added('chips', 'brakes', 3),
        {
          type: 'BasketOrderPlaced',
          data: {
            venueId,
            orderedAt: '2026-11-22T09:00:00.000Z',
            orderedDate: '2026-11-22',
            requestedDeliveryDay: '2026-11-25',
            poNumber: null,
            notes: '',
            placedVia: 'dashboard',
            placedBy: 'account-1',
            orders: [],
          },
        },
      ])
      .when(placeOrder())
      .thenThrows('BASKET_EMPTY');
  });

  describe('PO_Numbers plan limit', () => {
    const basketOfChips = [added('chips', 'brakes', 3)];

    it("refuses a PO number once this month's allowance is used up", () => {
      spec
        .given(basketOfChips)
        .when(placeOrder({ poNumberAllowance: { remaining: 0, usedThisMonth: [] } }))
        .thenThrows('PLAN_LIMIT_REACHED', 'You have reached the limit of your current plan for this month.');
    });

    it('still places the order without a PO number', () => {
      const state = basketOfChips.reduce(basketDecider.evolve, basketDecider.initialState());
      const events = basketDecider.decide(
        placeOrder({ poNumber: null, poNumberAllowance: { remaining: 0, usedThisMonth: [] } }),
        state,
      );
      expect(events[0]?.type).toBe('BasketOrderPlaced');
    });

    it('lets a PO number already counted this month be used again', () => {
      const state = basketOfChips.reduce(basketDecider.evolve, basketDecider.initialState());
      const events = basketDecider.decide(
        placeOrder({ poNumberAllowance: { remaining: 0, usedThisMonth: ['PO-1'] } }),
        state,
      );
      expect(events[0]?.type).toBe('BasketOrderPlaced');
    });

    it('places a PO number while some of the allowance remains', () => {
      const state = basketOfChips.reduce(basketDecider.evolve, basketDecider.initialState());
      const events = basketDecider.decide(
        placeOrder({ poNumberAllowance: { remaining: 1, usedThisMonth: [] } }),
        state,
      );
      expect(events[0]?.type).toBe('BasketOrderPlaced');
    });
  });
});
