import type { OrderEvent } from '@oms/contracts';
import { defineProjection, type EventsOf } from '../platform/runner/projection';

/** One supplier's orders from one venue on one day: what its Analytics screen adds up over any range. */
export interface SupplierCustomerDayDocument {
  _id: string;
  supplierId: string;
  venueId: string;
  /** The venue's business date of the orders. */
  date: string;
  orders: number;
  /** Pence ex VAT, as ordered. */
  revenue: number;
  lastOrderedAt: string;
  [key: string]: unknown;
}

export const supplierCustomerDayId = (supplierId: string, venueId: string, date: string) =>
  `${supplierId}:${venueId}:${date}`;

export const supplierCustomerDaysProjection = defineProjection<
  SupplierCustomerDayDocument,
  EventsOf<OrderEvent, 'OrderPlaced'>
>({
  name: 'supplierCustomerDays',
  collection: 'supplierCustomerDays',
  handles: ['OrderPlaced'],
  indexes: [{ keys: { supplierId: 1, date: 1 } }],
  documentIds: ({ data }) => [supplierCustomerDayId(data.supplierId, data.venueId, data.orderedDate)],
  evolve: (document, { data }) => {
    const revenue = data.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    const lastOrderedAt = document && document.lastOrderedAt > data.orderedAt ? document.lastOrderedAt : data.orderedAt;
    return {
      _id: supplierCustomerDayId(data.supplierId, data.venueId, data.orderedDate),
      supplierId: data.supplierId,
      venueId: data.venueId,
      date: data.orderedDate,
      orders: (document?.orders ?? 0) + 1,
      revenue: (document?.revenue ?? 0) + revenue,
      lastOrderedAt,
    };
  },
});
