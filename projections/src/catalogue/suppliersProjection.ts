import type { CatalogueEvent, SearchIndexState, Weekday } from '@oms/contracts';
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
  secondTitle?: string;
  phoneNumber?: string;
  accountNumber?: string;
  minOrderValue?: number;
  logoUrl?: string;
  vendorCode?: string;
  dc?: string;
  allowsCreditPurchase?: boolean;
  /** Absent until an admin first rebuilds the supplier's search index. */
  searchIndex?: SearchIndexState;
  [key: string]: unknown;
}

type SupplierEvents = EventsOf<
  CatalogueEvent,
  'SupplierOnboarded' | 'SupplierDetailsEdited' | 'SupplierRemoved' | 'SupplierSearchIndexRebuilt'
>;

export const suppliersProjection = defineProjection<SupplierDocument, SupplierEvents>({
  name: 'suppliers',
  collection: 'suppliers',
  handles: ['SupplierOnboarded', 'SupplierDetailsEdited', 'SupplierRemoved', 'SupplierSearchIndexRebuilt'],
  indexes: [{ keys: { title: 1 } }],
  documentIds: (event) => [event.data.supplierId],
  evolve: (document, event) => {
    switch (event.type) {
      case 'SupplierOnboarded':
        return { _id: event.data.supplierId, ...event.data };
      case 'SupplierDetailsEdited':
        return document ? { ...document, ...event.data } : null;
      case 'SupplierRemoved':
        return null;
      case 'SupplierSearchIndexRebuilt': {
        if (!document) return null;
        const { success, recordsUpserted, rebuiltAt: at } = event.data;
        return {
          ...document,
          searchIndex: success ? { state: 'reindexed', recordsUpserted, at } : { state: 'failed', at },
        };
      }
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
