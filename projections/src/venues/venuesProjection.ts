import type { VenueAdminSettingsSet, VenueEvent, VenueRegistered } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

export type VenueDocument = VenueRegistered & {
  _id: string;
  /** Lowercased title, for the venues list search. */
  titleKey: string;
  addressUpdatedAt: string | null;
  /** Absent on venues recorded before these events: read as [], false and true. */
  secondaryZones?: string[];
  dataplusIntegration?: boolean;
  isPriceChangesVisible?: boolean;
  /** The three-way match tolerance; absent: the default (2 %, £1). */
  matchTolerance?: { percent: number; minimumPence: number };
  /** Spec 03 §3 admin switches; absent until an admin sets them. */
  adminSettings?: Omit<VenueAdminSettingsSet, 'venueId'>;
  /** Set when an admin deleted the venue: lists leave it out, its history stays. */
  deletedAt?: string | null;
  [key: string]: unknown;
};

export const venuesProjection = defineProjection<VenueDocument, VenueEvent>({
  name: 'venues',
  collection: 'venues',
  handles: [
    'VenueRegistered',
    'VenueSettingsUpdated',
    'VenueCodeRegenerated',
    'VenueSecondaryZoneAdded',
    'VenueCatalogueOptionsSet',
    'VenueMatchToleranceSet',
    'VenueAdminSettingsSet',
    'VenueDeleted',
  ],
  indexes: [{ keys: { titleKey: 1 } }, { keys: { code: 1 } }],
  documentIds: (event) => [event.data.venueId],
  evolve: (document, event) => {
    switch (event.type) {
      case 'VenueRegistered':
        return {
          _id: event.data.venueId,
          ...event.data,
          titleKey: event.data.title.toLowerCase(),
          addressUpdatedAt: null,
        };
      case 'VenueSettingsUpdated': {
        if (!document) return null;
        const { addressUpdated, ...settings } = event.data;
        return {
          ...document,
          ...settings,
          titleKey: settings.title.toLowerCase(),
          addressUpdatedAt: addressUpdated ? event.metadata.recordedAt : document.addressUpdatedAt,
        };
      }
      case 'VenueCodeRegenerated':
        return document ? { ...document, code: event.data.code } : null;
      case 'VenueSecondaryZoneAdded':
        return document ? { ...document, secondaryZones: [...(document.secondaryZones ?? []), event.data.zone] } : null;
      case 'VenueCatalogueOptionsSet':
        return document
          ? {
              ...document,
              dataplusIntegration: event.data.dataplusIntegration,
              isPriceChangesVisible: event.data.isPriceChangesVisible,
            }
          : null;
      case 'VenueMatchToleranceSet':
        return document
          ? { ...document, matchTolerance: { percent: event.data.percent, minimumPence: event.data.minimumPence } }
          : null;
      case 'VenueAdminSettingsSet': {
        if (!document) return null;
        const { venueId: _venueId, ...settings } = event.data;
        return { ...document, adminSettings: settings };
      }
      case 'VenueDeleted':
        return document ? { ...document, deletedAt: document.deletedAt ?? event.metadata.recordedAt } : null;
      case 'VenueSupplierLinked':
      case 'VenueSupplierTermsUpdated':
      case 'VenueSupplierVisibilityChanged':
      case 'VenueSupplierCustomerDetailsSet':
      case 'VenueSupplierUnlinked':
      case 'VenueSupplierAccountingDefaultsSet':
        return document;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
