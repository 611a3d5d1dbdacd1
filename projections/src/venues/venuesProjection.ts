import type { VenueEvent, VenueRegistered } from '@oms/contracts';
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
