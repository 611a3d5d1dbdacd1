import {
  adjustedDecision,
  type OrderApprovedBySupplier,
  type OrderEvent,
  type OrderLine,
  supplierStatusOf,
} from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

export type { SupplierStatus } from '@oms/contracts';

import type { SupplierStatus } from '@oms/contracts';

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
  /** Pence per delivery (spec 03 customers' terms); absent on orders placed before fees were charged. */
  deliveryFee?: number;
  supplierDecision: OrderApprovedBySupplier | null;
  [key: string]: unknown;
}

export const ordersProjection = defineProjection<OrderDocument, OrderEvent>({
  name: 'orders',
  collection: 'orders',
  handles: ['OrderPlaced', 'OrderApprovedBySupplier', 'OrderLinesAdjustedByAdmin'],
  indexes: [{ keys: { venueId: 1, orderedDate: -1 } }, { keys: { supplierId: 1, orderedDate: -1 } }],
  documentIds: (event) => [event.data.orderId],
  evolve: (document, event) => {
    switch (event.type) {
      case 'OrderPlaced':
        return { _id: event.data.orderId, ...event.data, status: 'received', supplierDecision: null };
      case 'OrderApprovedBySupplier':
        if (!document) return null;
        return { ...document, status: supplierStatusOf(document.lines, event.data), supplierDecision: event.data };
      case 'OrderLinesAdjustedByAdmin': {
        if (!document) return null;
        // An adjustment is only decided on an approved order; one without a decision keeps what it has.
        if (!document.supplierDecision) return document;
        const decision = adjustedDecision(document.supplierDecision, event.data);
        return { ...document, status: supplierStatusOf(document.lines, decision), supplierDecision: decision };
      }
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
