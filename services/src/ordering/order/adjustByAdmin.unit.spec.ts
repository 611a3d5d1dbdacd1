import { checklistAdjustmentMessages, type OrderEvent } from '@oms/contracts';
import { orderLine, orderPlaced, supplierApproved } from '@oms/tests/fixtures/orderingEvents';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { orderDecider } from './order';

const placed = orderPlaced({
  lines: [orderLine({ productId: 'p', quantity: 4 }), orderLine({ productId: 'q', quantity: 2 })],
});
const approved = supplierApproved(placed.data, { q: { confirmed: false, updatedQuantity: 0 } });

describe('admin adjustments on a locked checklist', () => {
  const spec = deciderSpecification(orderDecider);

  it('records only the lines that changed, with what they were before', () => {
    spec
      .given([placed, approved])
      .when({
        type: 'AdjustByAdmin',
        lines: [
          { productId: 'p', confirmed: true, updatedQuantity: 3 },
          { productId: 'q', confirmed: false, updatedQuantity: 0 },
        ],
      })
      .then([
        {
          type: 'OrderLinesAdjustedByAdmin',
          data: {
            orderId: 'order-1',
            via: 'admin',
            lines: [
              { productId: 'p', confirmed: true, updatedQuantity: 3, previousConfirmed: true, previousQuantity: 4 },
            ],
          },
        },
      ]);
  });

  it('turns a rejected line into an accepted one, and a rejection delivers nothing', () => {
    spec
      .given([placed, approved])
      .when({
        type: 'AdjustByAdmin',
        lines: [
          { productId: 'q', confirmed: true, updatedQuantity: 2 },
          { productId: 'p', confirmed: false, updatedQuantity: 4 },
        ],
      })
      .then([
        {
          type: 'OrderLinesAdjustedByAdmin',
          data: {
            orderId: 'order-1',
            via: 'admin',
            lines: [
              { productId: 'q', confirmed: true, updatedQuantity: 2, previousConfirmed: false, previousQuantity: 0 },
              { productId: 'p', confirmed: false, updatedQuantity: 0, previousConfirmed: true, previousQuantity: 4 },
            ],
          },
        },
      ]);
  });

  it('records nothing when nothing changed', () => {
    spec
      .given([placed, approved])
      .when({ type: 'AdjustByAdmin', lines: [{ productId: 'p', confirmed: true, updatedQuantity: 4 }] })
      .then([]);
  });

  it('folds earlier adjustments into the decision the next one compares with', () => {
    const adjusted: OrderEvent = {
      type: 'OrderLinesAdjustedByAdmin',
      data: {
        orderId: 'order-1',
        via: 'admin',
        lines: [{ productId: 'p', confirmed: true, updatedQuantity: 3, previousConfirmed: true, previousQuantity: 4 }],
      },
    };
    spec
      .given([placed, approved, adjusted])
      .when({ type: 'AdjustByAdmin', lines: [{ productId: 'p', confirmed: true, updatedQuantity: 3 }] })
      .then([]);
  });

  it('refuses an order the supplier has not decided yet', () => {
    spec
      .given([placed])
      .when({ type: 'AdjustByAdmin', lines: [{ productId: 'p', confirmed: true, updatedQuantity: 1 }] })
      .thenThrows('ORDER_NOT_APPROVED', checklistAdjustmentMessages.notApproved);
  });

  it('refuses a product not on the order and a quantity above the one ordered', () => {
    spec
      .given([placed, approved])
      .when({ type: 'AdjustByAdmin', lines: [{ productId: 'x', confirmed: true, updatedQuantity: 1 }] })
      .thenThrows('UNKNOWN_LINE', checklistAdjustmentMessages.unknownLine);
    spec
      .given([placed, approved])
      .when({ type: 'AdjustByAdmin', lines: [{ productId: 'p', confirmed: true, updatedQuantity: 5 }] })
      .thenThrows('QUANTITY_ABOVE_ORDERED', 'The quantity can be at most the 4 ordered');
  });
});
