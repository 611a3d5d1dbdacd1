import type { OrderPlaced } from '@oms/contracts';
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
});
