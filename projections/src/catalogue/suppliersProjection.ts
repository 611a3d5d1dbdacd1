import type { SupplierOnboarded, Weekday } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

export interface SupplierDocument {
  _id: string;
  supplierId: string;
  title: string;
  deliveryDays: Weekday[];
  cutOffTime: string;
  integrationType: string | null;
  [key: string]: unknown;
}

export const suppliersProjection = defineProjection<SupplierDocument>({
  name: 'suppliers',
  collection: 'suppliers',
  handles: ['SupplierOnboarded'],
  indexes: [{ keys: { title: 1 } }],
  documentIds: (event) => [(event.data as SupplierOnboarded).supplierId],
  evolve: (_document, event) => {
    const data = event.data as SupplierOnboarded;
    return { _id: data.supplierId, ...data };
  },
});
