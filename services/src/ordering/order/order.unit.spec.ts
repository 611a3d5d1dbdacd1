import type { OrderEvent, OrderPlaced } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { orderDecider } from './order';

const order: OrderPlaced = {
  orderId: 'order-1',
  supplierId: 'brakes',
  supplierTitle: 'Brakes',
  requiredDeliveryDay: '2026-11-25',
  lines: [
    { productId: 'p', sku: 'S', title: 'Chips', size: '1', UoM: 'Box', quantity: 1, unitPrice: 100, hasVat: false },
  ],
  venueId: 'venue-1',
  orderedAt: '2026-11-22T09:00:00.000Z',
  orderedDate: '2026-11-22',
  poNumber: null,
  notes: '',
  placedVia: 'dashboard',
  placedBy: 'account-1',
  placedManually: false,
};

describe('order decider', () => {
  const spec = deciderSpecification(orderDecider);

  it('records a placed order', () => {
    spec
      .given([])
      .when({ type: 'RecordPlacedOrder', order })
      .then([{ type: 'OrderPlaced', data: order }]);
  });

  it('refuses to place the same order twice', () => {
    spec
      .given([{ type: 'OrderPlaced', data: order }])
      .when({ type: 'RecordPlacedOrder', order })
      .thenThrows('ORDER_ALREADY_PLACED');
  });

  describe('supplier approval', () => {
    const [chips] = order.lines as [OrderPlaced['lines'][number]];
    const placed: OrderEvent[] = [
      { type: 'OrderPlaced', data: { ...order, lines: [chips, { ...chips, productId: 'q', quantity: 4 }] } },
    ];
    const p = 'p';

    it('records the decision on every line', () => {
      spec
        .given(placed)
        .when({
          type: 'ApproveBySupplier',
          via: 'checklist',
          lines: [
            { productId: p, confirmed: true, updatedQuantity: 1 },
            { productId: 'q', confirmed: true, updatedQuantity: 3 },
          ],
        })
        .then([
          {
            type: 'OrderApprovedBySupplier',
            data: {
              orderId: 'order-1',
              via: 'checklist',
              lines: [
                { productId: p, confirmed: true, updatedQuantity: 1 },
                { productId: 'q', confirmed: true, updatedQuantity: 3 },
              ],
            },
          },
        ]);
    });

    it('zeroes the quantity of a rejected line', () => {
      spec
        .given(placed)
        .when({
          type: 'ApproveBySupplier',
          via: 'checklist',
          lines: [
            { productId: p, confirmed: false, updatedQuantity: 1 },
            { productId: 'q', confirmed: true, updatedQuantity: 4 },
          ],
        })
        .then([
          {
            type: 'OrderApprovedBySupplier',
            data: {
              orderId: 'order-1',
              via: 'checklist',
              lines: [
                { productId: p, confirmed: false, updatedQuantity: 0 },
                { productId: 'q', confirmed: true, updatedQuantity: 4 },
              ],
            },
          },
        ]);
    });

    it("refuses an approval that leaves a line undecided, with the spec's words", () => {
      spec
        .given(placed)
        .when({
          type: 'ApproveBySupplier',
          via: 'checklist',
          lines: [{ productId: p, confirmed: true, updatedQuantity: 1 }],
        })
        .thenThrows('UNDECIDED_LINES', 'You need to accept or reject every product');
    });

    it('refuses more than was ordered, a second approval, and an order never placed', () => {
      const lines = [
        { productId: p, confirmed: true, updatedQuantity: 2 },
        { productId: 'q', confirmed: true, updatedQuantity: 4 },
      ];
      spec
        .given(placed)
        .when({ type: 'ApproveBySupplier', via: 'checklist', lines })
        .thenThrows('QUANTITY_ABOVE_ORDERED');
      const fine = lines.map((line) => ({ ...line, updatedQuantity: 1 }));
      const approved = orderDecider.decide(
        { type: 'ApproveBySupplier', via: 'checklist', lines: fine },
        placed.reduce(orderDecider.evolve, orderDecider.initialState()),
      );
      spec
        .given([...placed, ...approved])
        .when({ type: 'ApproveBySupplier', via: 'checklist', lines: fine })
        .thenThrows('ORDER_ALREADY_APPROVED');
      spec.given([]).when({ type: 'ApproveBySupplier', via: 'checklist', lines: fine }).thenThrows('NOT_FOUND');
    });
  });
});
