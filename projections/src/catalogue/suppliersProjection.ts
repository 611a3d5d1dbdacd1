import type { CatalogueEvent, Weekday } from '@oms/contracts';
import { defineProjection, type EventsOf } from '../platform/runner/projection';

export interface SupplierDocument {
  _id: string;
  supplierId: string;
  title: string;
  deliveryDays: Weekday[];
  cutOffTime: string;
  integrationType: string | null;
  emailAddress?: string;
  secondEmailAddresses?: string[];
  [key: string]: unknown;
}

export const suppliersProjection = defineProjection<SupplierDocument, EventsOf<CatalogueEvent, 'SupplierOnboarded'>>({
  name: 'suppliers',
  collection: 'suppliers',
  handles: ['SupplierOnboarded'],
  indexes: [{ keys: { title: 1 } }],
  documentIds: (event) => [event.data.supplierId],
  evolve: (_document, event) => ({ _id: event.data.supplierId, ...event.data }),
});
