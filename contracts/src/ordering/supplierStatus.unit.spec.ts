import { describe, expect, it } from 'vitest';
import { orderStatusLabels } from './api';
import { type OrderApprovedBySupplier, supplierStatusOf } from './events';

const ordered = [
  { productId: 'a', quantity: 3 },
  { productId: 'b', quantity: 1 },
];
const decision = (lines: OrderApprovedBySupplier['lines']): OrderApprovedBySupplier => ({
  orderId: 'o',
  via: 'checklist',
  lines,
});

describe('supplier status of an order (spec 01 §4)', () => {
  it("is 'Order Received' until the supplier decides", () => {
    expect(orderStatusLabels[supplierStatusOf(ordered, null)]).toBe('Order Received');
  });

  it("is 'Confirmed' when every accepted line keeps its quantity", () => {
    const status = supplierStatusOf(
      ordered,
      decision([
        { productId: 'a', confirmed: true, updatedQuantity: 3 },
        { productId: 'b', confirmed: false, updatedQuantity: 0 },
      ]),
    );
    expect(orderStatusLabels[status]).toBe('Confirmed');
  });

  it("is 'Quantity adjusted but accepted' when an accepted line lost quantity", () => {
    const status = supplierStatusOf(
      ordered,
      decision([
        { productId: 'a', confirmed: true, updatedQuantity: 2 },
        { productId: 'b', confirmed: true, updatedQuantity: 1 },
      ]),
    );
    expect(orderStatusLabels[status]).toBe('Quantity adjusted but accepted');
  });

  it("is 'Rejected' when every line is rejected", () => {
    const status = supplierStatusOf(
      ordered,
      decision([
        { productId: 'a', confirmed: false, updatedQuantity: 0 },
        { productId: 'b', confirmed: false, updatedQuantity: 0 },
      ]),
    );
    expect(orderStatusLabels[status]).toBe('Rejected');
  });
});
