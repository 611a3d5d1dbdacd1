import type { OrderEvent, OrderLine } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

export type SupplierStatus = 'received' | 'confirmed' | 'rejected' | 'adjusted';

export interface OrderDocument {
  _id: string;
  orderId: string;
  venueId: string;
  supplierId: string;
  supplierTitle: string;
  orderedAt: string;
  orderedDate: string;
  requiredDeliveryDay: string;
  poNumber: string | null;
  notes: string;
  placedVia: string;
  placedBy: string;
  placedManually: boolean;
  status: SupplierStatus;
  lines: OrderLine[];
  [key: string]: unknown;
}

export const ordersProjection = defineProjection<OrderDocument>({
  name: 'orders',
  collection: 'orders',
  handles: ['OrderPlaced'],
  indexes: [{ keys: { venueId: 1, orderedDate: -1 } }, { keys: { supplierId: 1, orderedDate: -1 } }],
  documentIds: (event) => [(event.data as OrderEvent['data']).orderId],
  evolve: (_document, recorded) => {
    const event = recorded as unknown as OrderEvent;
    switch (event.type) {
      case 'OrderPlaced':
        return { _id: event.data.orderId, ...event.data, status: 'received' };
      default: {
        const unhandled: never = event.type;
        return unhandled;
      }
    }
  },
});
