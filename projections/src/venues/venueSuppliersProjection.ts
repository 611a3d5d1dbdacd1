import type { VenueSupplierLinked } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

export type VenueSupplierDocument = VenueSupplierLinked & { _id: string; [key: string]: unknown };

export const venueSupplierId = (venueId: string, supplierId: string) => `${venueId}:${supplierId}`;

export const venueSuppliersProjection = defineProjection<VenueSupplierDocument>({
  name: 'venueSuppliers',
  collection: 'venueSuppliers',
  handles: ['VenueSupplierLinked'],
  indexes: [{ keys: { venueId: 1 } }],
  documentIds: (event) => {
    const data = event.data as VenueSupplierLinked;
    return [venueSupplierId(data.venueId, data.supplierId)];
  },
  evolve: (_document, event) => {
    const data = event.data as VenueSupplierLinked;
    return { _id: venueSupplierId(data.venueId, data.supplierId), ...data };
  },
});
