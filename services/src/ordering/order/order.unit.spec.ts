import type { OrderEvent, OrderPlaced } from '@oms/contracts';
import { orderLine, orderPlaced } from '@oms/tests/fixtures/orderingEvents';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { orderDecider } from './order';

const placedEvent = orderPlaced({ lines: [orderLine({ productId: 'p', quantity: 1 })] });
const order = placedEvent.data;

describe('order decider', () => {
  const spec = deciderSpecification(orderDecider);

  it('records a placed order', () => {
    spec.given([]).when({ type: 'RecordPlacedOrder', order }).then([placedEvent]);
  });

  it('refuses to place the same order twice', () => {
    spec.given([placedEvent]).when({ type: 'RecordPlacedOrder', order }).thenThrows('ORDER_ALREADY_PLACED');
  });

  describe('supplier approval', () => {
    const [chips] = order.lines as [OrderPlaced['lines'][number]];
    const placed: OrderEvent[] = [orderPlaced({ lines: [chips, { ...chips, productId: 'q', quantity: 4 }] })];
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
