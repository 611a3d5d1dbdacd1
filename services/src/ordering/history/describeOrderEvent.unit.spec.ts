import type { OrderLine } from '@oms/contracts';
import { orderPlaced } from '@oms/tests/fixtures/orderingEvents';
import { describe, expect, it } from 'vitest';
import { describeOrderEvent, wordsOfType } from './describeOrderEvent';

const line = (productId: string, title: string, quantity: number): OrderLine => ({
  productId,
  sku: productId.toUpperCase(),
  title,
  size: '1kg',
  UoM: 'Kg',
  quantity,
  unitPrice: 1250,
  hasVat: true,
});
const lines = new Map([
  ['p-1', line('p-1', 'Cod', 3)],
  ['p-2', line('p-2', 'Haddock', 2)],
  ['p-3', line('p-3', 'Salmon', 1)],
]);

describe('describeOrderEvent', () => {
  it('describes a placed order as the order and each line ordered', () => {
    const description = describeOrderEvent(
      orderPlaced({
        requiredDeliveryDay: '2026-11-24',
        poNumber: 'PO-9',
        notes: ' Back door ',
        lines: [line('p-1', 'Cod', 3)],
      }),
      lines,
    );
    expect(description).toEqual({
      action: 'Order placed',
      changes: [
        { productId: null, change: 'Delivery 24/11/2026 · PO PO-9 · Notes: Back door' },
        { productId: 'p-1', change: 'Ordered 3 at £12.50' },
      ],
    });
  });

  it("describes the supplier's decision on each line", () => {
    const description = describeOrderEvent(
      {
        type: 'OrderApprovedBySupplier',
        data: {
          orderId: 'o-1',
          via: 'checklist',
          lines: [
            { productId: 'p-1', confirmed: true, updatedQuantity: 3 },
            { productId: 'p-2', confirmed: true, updatedQuantity: 1 },
            { productId: 'p-3', confirmed: false, updatedQuantity: 0 },
          ],
        },
      },
      lines,
    );
    expect(description).toEqual({
      action: 'Supplier decision',
      changes: [
        { productId: 'p-1', change: 'Accepted 3' },
        { productId: 'p-2', change: 'Accepted 1 of 2 ordered' },
        { productId: 'p-3', change: 'Rejected' },
      ],
    });
  });

  it('describes an event it does not know by its type and fields, per line when it has lines', () => {
    expect(
      describeOrderEvent(
        {
          type: 'OrderLinesRepriced',
          data: { orderId: 'o-1', lines: [{ productId: 'p-2', updatedQuantity: 2 }] },
        },
        lines,
      ),
    ).toEqual({
      action: 'Order lines repriced',
      changes: [{ productId: 'p-2', change: 'updated quantity: 2' }],
    });
    expect(
      describeOrderEvent(
        { type: 'OrderLineReceipted', data: { orderId: 'o-1', productId: 'p-1', quantity: 3 } },
        lines,
      ),
    ).toEqual({
      action: 'Order line receipted',
      changes: [{ productId: 'p-1', change: 'quantity: 3' }],
    });
  });

  it("describes an admin's checklist edit line by line, before and after", () => {
    expect(
      describeOrderEvent(
        {
          type: 'OrderLinesAdjustedByAdmin',
          data: {
            orderId: 'o-1',
            via: 'admin',
            lines: [
              { productId: 'p-1', confirmed: true, updatedQuantity: 2, previousConfirmed: true, previousQuantity: 3 },
              { productId: 'p-2', confirmed: false, updatedQuantity: 0, previousConfirmed: true, previousQuantity: 1 },
            ],
          },
        },
        lines,
      ),
    ).toEqual({
      action: 'Checklist edited by an admin',
      changes: [
        { productId: 'p-1', change: 'Changed from accepted 3 to accepted 2' },
        { productId: 'p-2', change: 'Changed from accepted 1 to rejected' },
      ],
    });
  });

  it('turns a type name into words', () => {
    expect(wordsOfType('OrderApprovedBySupplier')).toBe('Order approved by supplier');
  });
});
