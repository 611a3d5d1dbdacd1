import type { VenueEvent, VenueSupplierLinked, Weekday } from '@oms/contracts';
import { defineProjection, type EventsOf } from '../platform/runner/projection';

export type VenueSupplierDocument = VenueSupplierLinked & {
  _id: string;
  /** Null follows the supplier's own delivery days. */
  deliveryDays: Weekday[] | null;
  /** Null follows the supplier's own cut-off. */
  orderCutOffTime: string | null;
  isActive: boolean;
  isCatalogueAccessible: boolean;
  /** The supplier's customer fields (spec 03 §3 Customer); absent until the supplier sets them. */
  customerEmail?: string;
  accountName?: string;
  /** Pence; absent reads as 0. */
  deliveryFee?: number;
  priceFileSupplierId?: string;
  /** Spec 02 §3 venueSupplier {defaultAccount, defaultContact}: Send to Xero's defaults for this supplier. */
  accountingDefaults?: { organisationId: string; defaultAccount: string; defaultContact: string };
  [key: string]: unknown;
};

export const venueSupplierId = (venueId: string, supplierId: string) => `${venueId}:${supplierId}`;

type VenueSupplierEvent = EventsOf<
  VenueEvent,
  | 'VenueSupplierLinked'
  | 'VenueSupplierTermsUpdated'
  | 'VenueSupplierVisibilityChanged'
  | 'VenueSupplierCustomerDetailsSet'
  | 'VenueSupplierUnlinked'
  | 'VenueSupplierAccountingDefaultsSet'
>;

export const venueSuppliersProjection = defineProjection<VenueSupplierDocument, VenueSupplierEvent>({
  name: 'venueSuppliers',
  collection: 'venueSuppliers',
  handles: [
    'VenueSupplierLinked',
    'VenueSupplierTermsUpdated',
    'VenueSupplierVisibilityChanged',
    'VenueSupplierCustomerDetailsSet',
    'VenueSupplierUnlinked',
    'VenueSupplierAccountingDefaultsSet',
  ],
  // The supplier's side reads the same documents: its customers (spec 03 Customers).
  indexes: [{ keys: { venueId: 1 } }, { keys: { supplierId: 1 } }],
  documentIds: ({ data }) => [venueSupplierId(data.venueId, data.supplierId)],
  evolve: (document, event) => {
    switch (event.type) {
      case 'VenueSupplierLinked': {
        const data = event.data;
        // A supplier linked again keeps the toggles and terms an admin already set.
        return {
          deliveryDays: null,
          orderCutOffTime: null,
          isActive: true,
          isCatalogueAccessible: true,
          ...document,
          _id: venueSupplierId(data.venueId, data.supplierId),
          ...data,
        };
      }
      case 'VenueSupplierTermsUpdated': {
        if (!document) return null;
        const { accountNumber, minOrderValue, deliveryDays, orderCutOffTime } = event.data;
        return { ...document, accountNumber, minOrderValue, deliveryDays, orderCutOffTime };
      }
      case 'VenueSupplierVisibilityChanged': {
        if (!document) return null;
        const { isActive, isCatalogueAccessible } = event.data;
        return { ...document, isActive, isCatalogueAccessible };
      }
      case 'VenueSupplierCustomerDetailsSet': {
        if (!document) return null;
        const { customerEmail, accountName, deliveryFee, priceFileSupplierId } = event.data;
        return { ...document, customerEmail, accountName, deliveryFee, priceFileSupplierId };
      }
      case 'VenueSupplierAccountingDefaultsSet': {
        if (!document) return null;
        const { organisationId, defaultAccount, defaultContact } = event.data;
        return { ...document, accountingDefaults: { organisationId, defaultAccount, defaultContact } };
      }
      case 'VenueSupplierUnlinked':
        return null;
      default:
        return document;
    }
  },
});
