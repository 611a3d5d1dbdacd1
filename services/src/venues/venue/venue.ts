import {
  type VenueCatalogueOptionsSet,
  type VenueEvent,
  type VenueMatchToleranceSet,
  type VenueRegistered,
  type VenueSettingsUpdated,
  type VenueSupplierLinked,
  type VenueSupplierTermsUpdated,
  type VenueSupplierVisibilityChanged,
  venueErrors,
} from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

type SupplierTerms = Omit<VenueSupplierTermsUpdated, 'venueId' | 'supplierId'>;
type SupplierVisibility = Omit<VenueSupplierVisibilityChanged, 'venueId' | 'supplierId'>;

/** What the venue knows of each linked supplier, to tell a real change from a repeated one. */
export interface VenueSupplierSettings {
  terms: SupplierTerms;
  visibility: SupplierVisibility;
}

export type VenueState =
  | { status: 'none' }
  | {
      status: 'registered';
      venue: VenueRegistered;
      supplierIds: string[];
      secondaryZones?: string[];
      catalogueOptions?: Omit<VenueCatalogueOptionsSet, 'venueId'>;
      supplierSettings: Record<string, VenueSupplierSettings>;
      matchTolerance?: Omit<VenueMatchToleranceSet, 'venueId'>;
    };

export type VenueCommand =
  | { type: 'RegisterVenue'; venue: VenueRegistered }
  | { type: 'LinkSupplier'; link: VenueSupplierLinked }
  | { type: 'UpdateSettings'; settings: Omit<VenueSettingsUpdated, 'venueId' | 'addressUpdated'> }
  | { type: 'RegenerateCode'; code: string }
  | { type: 'UpdateSupplierTerms'; supplierId: string; terms: SupplierTerms }
  | { type: 'SetSupplierVisibility'; supplierId: string; visibility: SupplierVisibility }
  | { type: 'AddSecondaryZone'; zone: string }
  | { type: 'SetCatalogueOptions'; options: Omit<VenueCatalogueOptionsSet, 'venueId'> }
  | { type: 'SetMatchTolerance'; tolerance: Omit<VenueMatchToleranceSet, 'venueId'> };

const addressFields = ['addressLine1', 'addressLine2', 'addressCity', 'addressPostCode'] as const;

export function evolveVenue(state: VenueState, event: VenueEvent): VenueState {
  switch (event.type) {
    case 'VenueRegistered':
      return { status: 'registered', venue: event.data, supplierIds: [], supplierSettings: {} };
    case 'VenueSupplierLinked': {
      if (state.status !== 'registered') return state;
      const { supplierId, accountNumber, minOrderValue } = event.data;
      const current = state.supplierSettings[supplierId];
      const settings: VenueSupplierSettings = {
        terms: { deliveryDays: null, orderCutOffTime: null, ...current?.terms, accountNumber, minOrderValue },
        visibility: current?.visibility ?? { isActive: true, isCatalogueAccessible: true },
      };
      return {
        ...state,
        supplierIds: [...new Set([...state.supplierIds, supplierId])],
        supplierSettings: { ...state.supplierSettings, [supplierId]: settings },
      };
    }
    case 'VenueSupplierTermsUpdated':
    case 'VenueSupplierVisibilityChanged': {
      if (state.status !== 'registered') return state;
      const { venueId: _venue, supplierId, ...change } = event.data;
      const current = state.supplierSettings[supplierId];
      if (!current) return state;
      const settings =
        event.type === 'VenueSupplierTermsUpdated'
          ? { ...current, terms: change as SupplierTerms }
          : { ...current, visibility: change as SupplierVisibility };
      return { ...state, supplierSettings: { ...state.supplierSettings, [supplierId]: settings } };
    }
    case 'VenueSettingsUpdated': {
      if (state.status !== 'registered') return state;
      const { addressUpdated: _flag, ...settings } = event.data;
      return { ...state, venue: { ...state.venue, ...settings } };
    }
    case 'VenueCodeRegenerated':
      if (state.status !== 'registered') return state;
      return { ...state, venue: { ...state.venue, code: event.data.code } };
    case 'VenueSecondaryZoneAdded':
      if (state.status !== 'registered') return state;
      return { ...state, secondaryZones: [...(state.secondaryZones ?? []), event.data.zone] };
    case 'VenueCatalogueOptionsSet': {
      if (state.status !== 'registered') return state;
      const { venueId: _venueId, ...options } = event.data;
      return { ...state, catalogueOptions: options };
    }
    case 'VenueMatchToleranceSet': {
      if (state.status !== 'registered') return state;
      const { venueId: _venueId, ...tolerance } = event.data;
      return { ...state, matchTolerance: tolerance };
    }
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

function registered(state: VenueState) {
  if (state.status !== 'registered') throw domainErrorOf(venueErrors.venueNotFound);
  return state;
}

function linkedSupplier(state: VenueState, supplierId: string): VenueSupplierSettings {
  const settings = registered(state).supplierSettings[supplierId];
  if (!settings) throw domainErrorOf(venueErrors.supplierNotLinked);
  return settings;
}

function sameValues<T extends object>(before: T, after: T): boolean {
  return (Object.keys(after) as (keyof T)[]).every(
    (field) => JSON.stringify(before[field]) === JSON.stringify(after[field]),
  );
}

export function decideVenue(command: VenueCommand, state: VenueState): VenueEvent[] {
  switch (command.type) {
    case 'RegisterVenue':
      if (state.status !== 'none') {
        throw domainErrorOf(venueErrors.venueExists);
      }
      return [{ type: 'VenueRegistered', data: command.venue }];
    case 'LinkSupplier':
      if (state.status !== 'registered') throw domainErrorOf(venueErrors.venueNotFound);
      return [{ type: 'VenueSupplierLinked', data: command.link }];
    case 'UpdateSettings': {
      if (state.status !== 'registered') throw domainErrorOf(venueErrors.venueNotFound);
      const before = state.venue;
      const after = command.settings;
      const changed = (Object.keys(after) as (keyof typeof after)[]).some((field) => after[field] !== before[field]);
      if (!changed) return [];
      const addressUpdated = addressFields.some((field) => after[field] !== before[field]);
      return [{ type: 'VenueSettingsUpdated', data: { ...after, venueId: before.venueId, addressUpdated } }];
    }
    case 'RegenerateCode':
      if (state.status !== 'registered') throw domainErrorOf(venueErrors.venueNotFound);
      return [{ type: 'VenueCodeRegenerated', data: { venueId: state.venue.venueId, code: command.code } }];
    case 'AddSecondaryZone': {
      if (state.status !== 'registered') throw domainErrorOf(venueErrors.venueNotFound);
      const zone = command.zone.trim();
      // Zones compare without case: 'Cellar' and 'cellar' are one place.
      const known = (state.secondaryZones ?? []).some((existing) => existing.toLowerCase() === zone.toLowerCase());
      if (zone === '' || known) return [];
      return [{ type: 'VenueSecondaryZoneAdded', data: { venueId: state.venue.venueId, zone } }];
    }
    case 'SetCatalogueOptions': {
      if (state.status !== 'registered') throw domainErrorOf(venueErrors.venueNotFound);
      const before = state.catalogueOptions ?? { dataplusIntegration: false, isPriceChangesVisible: true };
      const after = command.options;
      if (
        before.dataplusIntegration === after.dataplusIntegration &&
        before.isPriceChangesVisible === after.isPriceChangesVisible
      ) {
        return [];
      }
      return [{ type: 'VenueCatalogueOptionsSet', data: { venueId: state.venue.venueId, ...after } }];
    }
    case 'SetMatchTolerance': {
      const venue = registered(state).venue;
      if (
        state.status === 'registered' &&
        state.matchTolerance &&
        sameValues(state.matchTolerance, command.tolerance)
      ) {
        return [];
      }
      return [{ type: 'VenueMatchToleranceSet', data: { venueId: venue.venueId, ...command.tolerance } }];
    }
    case 'UpdateSupplierTerms': {
      const current = linkedSupplier(state, command.supplierId);
      if (sameValues(current.terms, command.terms)) return [];
      return [
        {
          type: 'VenueSupplierTermsUpdated',
          data: { venueId: registered(state).venue.venueId, supplierId: command.supplierId, ...command.terms },
        },
      ];
    }
    case 'SetSupplierVisibility': {
      const current = linkedSupplier(state, command.supplierId);
      if (sameValues(current.visibility, command.visibility)) return [];
      return [
        {
          type: 'VenueSupplierVisibilityChanged',
          data: { venueId: registered(state).venue.venueId, supplierId: command.supplierId, ...command.visibility },
        },
      ];
    }
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const venueDecider: Decider<VenueState, VenueCommand, VenueEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveVenue,
  decide: decideVenue,
};
