import { manualOrderMessages, type OrderEvent } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { orderDecider } from './order';
import type { PlaceManualOrder } from './placeManualOrder';

// Sunday 22 November 2026; Brakes delivers Monday to Friday.
const command: PlaceManualOrder = {
  type: 'PlaceManualOrder',
  orderId: 'manual-1',
  venueId: 'venue-1',
  supplier: {
    supplierId: 'brakes',
    title: 'Brakes',
    deliveryDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  },
  orderedDate: '2026-11-20',
  deliveryDate: '2026-11-23',
  poNumber: 'PO-9',
  lines: [
    { productId: 'chips', quantity: 2 },
    { productId: 'rolls', quantity: 1 },
  ],
  products: {
    chips: {
      supplierId: 'brakes',
      sku: 'BR-1',
      title: 'Chips',
      size: '4 x 2.5kg',
      UoM: 'Box',
      OMSPrice: 2349,
      hasVat: false,
    },
    rolls: {
      supplierId: 'brakes',
      sku: 'BR-8',
      title: 'Blue roll',
      size: '6',
      UoM: 'Pack',
      OMSPrice: 1499,
      hasVat: true,
    },
    lemons: {
      supplierId: 'fresh',
      sku: 'FD-3',
      title: 'Lemons',
      size: '5kg',
      UoM: 'Box',
      OMSPrice: 1625,
      hasVat: false,
    },
  },
  today: '2026-11-22',
  orderedAt: '2026-11-22T10:00:00.000Z',
  placedVia: 'dashboard',
  placedBy: 'account-1',
  poNumberAllowance: { remaining: null, usedThisMonth: [] },
};

describe('placing a manual order', () => {
  const spec = deciderSpecification(orderDecider);

  it('records an OrderPlaced marked placedManually, priced from the catalogue', () => {
    spec
      .given([])
      .when(command)
      .then([
        {
          type: 'OrderPlaced',
          data: {
            orderId: 'manual-1',
            supplierId: 'brakes',
            supplierTitle: 'Brakes',
            requiredDeliveryDay: '2026-11-23',
            lines: [
              {
                productId: 'chips',
                sku: 'BR-1',
                title: 'Chips',
                size: '4 x 2.5kg',
                UoM: 'Box',
                quantity: 2,
                unitPrice: 2349,
                hasVat: false,
              },
              {
                productId: 'rolls',
                sku: 'BR-8',
                title: 'Blue roll',
                size: '6',
                UoM: 'Pack',
                quantity: 1,
                unitPrice: 1499,
                hasVat: true,
              },
            ],
            venueId: 'venue-1',
            orderedAt: '2026-11-22T10:00:00.000Z',
            orderedDate: '2026-11-20',
            poNumber: 'PO-9',
            notes: '',
            placedVia: 'dashboard',
            placedBy: 'account-1',
            placedManually: true,
          },
        },
      ]);
  });

  it("refuses a delivery date that is not one of the supplier's delivery days", () => {
    spec
      .given([])
      .when({ ...command, deliveryDate: '2026-11-22' })
      .thenThrows('NOT_A_DELIVERY_DAY', "Selected date is not within the supplier's delivery days.");
  });

  it('accepts any day from a supplier that has not restricted its delivery days', () => {
    const everyDay = {
      ...command,
      supplier: { supplierId: 'brakes', title: 'Brakes', deliveryDays: [] },
      deliveryDate: '2026-11-22',
    };
    const [recorded] = orderDecider.decide(everyDay, { status: 'none' });
    expect(recorded?.type).toBe('OrderPlaced');
    expect(recorded?.data).toMatchObject({ requiredDeliveryDay: '2026-11-22', placedManually: true });
  });

  it('refuses a quantity below 1', () => {
    spec
      .given([])
      .when({ ...command, lines: [{ productId: 'chips', quantity: 0 }] })
      .thenThrows('QUANTITY_BELOW_ONE', manualOrderMessages.quantityMinimum);
  });

  it('refuses an order without products', () => {
    spec
      .given([])
      .when({ ...command, lines: [] })
      .thenThrows('NO_PRODUCTS', manualOrderMessages.noProducts);
  });

  it("refuses a product from another supplier's catalogue, or one that does not exist", () => {
    spec
      .given([])
      .when({ ...command, lines: [{ productId: 'lemons', quantity: 1 }] })
      .thenThrows('PRODUCT_NOT_FROM_SUPPLIER', manualOrderMessages.productNotFromSupplier);
    spec
      .given([])
      .when({ ...command, lines: [{ productId: 'ghost', quantity: 1 }] })
      .thenThrows('PRODUCT_NOT_FROM_SUPPLIER', manualOrderMessages.productNotFromSupplier);
  });

  it('refuses the same product on two lines', () => {
    spec
      .given([])
      .when({
        ...command,
        lines: [
          { productId: 'chips', quantity: 1 },
          { productId: 'chips', quantity: 2 },
        ],
      })
      .thenThrows('PRODUCT_TWICE', manualOrderMessages.productTwice);
  });

  it('refuses a supplier the venue does not buy from', () => {
    spec
      .given([])
      .when({ ...command, supplier: null })
      .thenThrows('SUPPLIER_NOT_LINKED', manualOrderMessages.supplierNotLinked);
  });

  it('refuses an ordered date in the future and a delivery before the ordered date', () => {
    spec
      .given([])
      .when({ ...command, orderedDate: '2026-11-23', deliveryDate: '2026-11-24' })
      .thenThrows('ORDERED_DATE_IN_FUTURE', manualOrderMessages.orderedDateInFuture);
    spec
      .given([])
      .when({ ...command, orderedDate: '2026-11-20', deliveryDate: '2026-11-19' })
      .thenThrows('DELIVERY_BEFORE_ORDERED', manualOrderMessages.deliveryBeforeOrdered);
  });

  it('refuses a new PO number once the plan has used its PO_Numbers this month, but not one used already', () => {
    const usedUp = { remaining: 0, usedThisMonth: ['PO-1'] };
    spec
      .given([])
      .when({ ...command, poNumberAllowance: usedUp })
      .thenThrows('PLAN_LIMIT_REACHED', 'You have reached the limit of your current plan for this month.');
    const [reused] = orderDecider.decide(
      { ...command, poNumber: 'PO-1', poNumberAllowance: usedUp },
      { status: 'none' },
    );
    expect(reused?.type).toBe('OrderPlaced');
    const [withoutPo] = orderDecider.decide(
      { ...command, poNumber: null, poNumberAllowance: usedUp },
      { status: 'none' },
    );
    expect(withoutPo?.type).toBe('OrderPlaced');
  });

  it('refuses to record over an existing order stream', () => {
    const [placed] = orderDecider.decide(command, { status: 'none' }) as [OrderEvent];
    spec.given([placed]).when(command).thenThrows('ORDER_ALREADY_PLACED');
  });
});
