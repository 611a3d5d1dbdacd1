import {
  type VenueAdminSettingsSet,
  type VenueCatalogueOptionsSet,
  type VenueEvent,
  type VenueMatchToleranceSet,
  type VenueRegistered,
  type VenueSettingsUpdated,
  type VenueSupplierAccountingDefaultsSet,
  type VenueSupplierCustomerDetailsSet,
  type VenueSupplierLinked,
  type VenueSupplierTermsUpdated,
  type VenueSupplierUnlinked,
  type VenueSupplierVisibilityChanged,
  venueErrors,
} from '@oms/contracts';
import type { DeepReadonly } from '@oms/projections';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

type SupplierTerms = Omit<VenueSupplierTermsUpdated, 'venueId' | 'supplierId'>;
type SupplierVisibility = Omit<VenueSupplierVisibilityChanged, 'venueId' | 'supplierId'>;
export type CustomerDetails = Omit<VenueSupplierCustomerDetailsSet, 'venueId' | 'supplierId'>;
export type AccountingDefaults = Omit<VenueSupplierAccountingDefaultsSet, 'venueId' | 'supplierId'>;

/** What the venue knows of each linked supplier, to tell a real change from a repeated one. */
export interface VenueSupplierSettings {
  terms: SupplierTerms;
  visibility: SupplierVisibility;
  /** The supplier's own customer fields, once it set them. */
  details?: CustomerDetails;
  /** Where Send to Xero books this supplier's bills, once a bill named them. */
  accountingDefaults?: AccountingDefaults;
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
      adminSettings?: AdminSettings;
    }
  /** Deleted by an admin: every command but a new registration finds no venue. */
  | { status: 'deleted'; venueId: string };

type AdminSettings = Omit<VenueAdminSettingsSet, 'venueId'>;
type CatalogueOptions = Omit<VenueCatalogueOptionsSet, 'venueId'>;

/** What a venue's admin settings read as before any admin set them. */
export function adminSettingsOf(
  venue: VenueRegistered,
  recorded: DeepReadonly<AdminSettings> | undefined,
): DeepReadonly<AdminSettings> {
  return (
    recorded ?? {
      tfrVenue: venue.tfrVenue ?? false,
      orderReminder: null,
      isInvoices: false,
      isAddSupplierButtonHidden: false,
      isAccountNumberEditable: false,
      statsReciveEmails: [],
      activityEmailFrequency: 'off',
      additionalChatSupport: null,
    }
  );
}

export const defaultCatalogueOptions: CatalogueOptions = { dataplusIntegration: false, isPriceChangesVisible: true };

export type VenueCommand =
  | { type: 'RegisterVenue'; venue: VenueRegistered }
  | { type: 'LinkSupplier'; link: VenueSupplierLinked }
  | { type: 'UpdateSettings'; settings: Omit<VenueSettingsUpdated, 'venueId' | 'addressUpdated'> }
  | { type: 'RegenerateCode'; code: string }
  | { type: 'UpdateSupplierTerms'; supplierId: string; terms: SupplierTerms }
  | { type: 'SetSupplierVisibility'; supplierId: string; visibility: SupplierVisibility }
  | { type: 'AddSecondaryZone'; zone: string }
  | { type: 'SetCatalogueOptions'; options: Omit<VenueCatalogueOptionsSet, 'venueId'> }
  | { type: 'SetMatchTolerance'; tolerance: Omit<VenueMatchToleranceSet, 'venueId'> }
  /**
   * A supplier takes the venue on as a customer, or edits it: linked first when it is not yet,
   * then its terms and customer fields, each recorded only when it changes.
   */
  | {
      type: 'SetSupplierCustomer';
      supplierId: string;
      terms: SupplierTerms;
      details: CustomerDetails;
      mustBeNew: boolean;
    }
  /** A supplier's customer new to the platform: registered and taken on in one step. */
  | {
      type: 'RegisterCustomerVenue';
      venue: VenueRegistered;
      supplierId: string;
      terms: SupplierTerms;
      details: CustomerDetails;
    }
  | { type: 'UnlinkSupplier'; supplierId: string; by: VenueSupplierUnlinked['by'] }
  | { type: 'SetAdminSettings'; settings: AdminSettings & CatalogueOptions }
  | { type: 'DeleteVenue' }
  /** Send to Xero keeps the account and contact of the venue's bill as the supplier's defaults. */
  | { type: 'SetSupplierAccountingDefaults'; supplierId: string; defaults: AccountingDefaults };

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
    case 'VenueSupplierCustomerDetailsSet': {
      if (state.status !== 'registered') return state;
      const { venueId: _venue, supplierId, ...details } = event.data;
      const current = state.supplierSettings[supplierId];
      if (!current) return state;
      return { ...state, supplierSettings: { ...state.supplierSettings, [supplierId]: { ...current, details } } };
    }
    case 'VenueSupplierAccountingDefaultsSet': {
      if (state.status !== 'registered') return state;
      const { venueId: _venue, supplierId, ...accountingDefaults } = event.data;
      const current = state.supplierSettings[supplierId];
      if (!current) return state;
      return {
        ...state,
        supplierSettings: { ...state.supplierSettings, [supplierId]: { ...current, accountingDefaults } },
      };
    }
    case 'VenueSupplierUnlinked': {
      if (state.status !== 'registered') return state;
      const { [event.data.supplierId]: _gone, ...rest } = state.supplierSettings;
      return {
        ...state,
        supplierIds: state.supplierIds.filter((id) => id !== event.data.supplierId),
        supplierSettings: rest,
      };
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
    case 'VenueAdminSettingsSet': {
      if (state.status !== 'registered') return state;
      const { venueId: _venueId, ...settings } = event.data;
      return { ...state, adminSettings: settings };
    }
    case 'VenueDeleted':
      return { status: 'deleted', venueId: event.data.venueId };
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
    case 'SetSupplierAccountingDefaults': {
      const current = linkedSupplier(state, command.supplierId);
      if (current.accountingDefaults && sameValues(current.accountingDefaults, command.defaults)) return [];
      return [
        {
          type: 'VenueSupplierAccountingDefaultsSet',
          data: { venueId: registered(state).venue.venueId, supplierId: command.supplierId, ...command.defaults },
        },
      ];
    }
    case 'SetSupplierCustomer':
      return decideSupplierCustomer(command, state);
    case 'RegisterCustomerVenue': {
      if (state.status !== 'none') throw domainErrorOf(venueErrors.venueExists);
      const registeredEvent: VenueEvent = { type: 'VenueRegistered', data: command.venue };
      const { supplierId, terms, details } = command;
      return [
        registeredEvent,
        ...decideSupplierCustomer(
          { type: 'SetSupplierCustomer', supplierId, terms, details, mustBeNew: true },
          evolveVenue(state, registeredEvent),
        ),
      ];
    }
    case 'SetAdminSettings': {
      const { venue, catalogueOptions, adminSettings } = registered(state);
      const { dataplusIntegration, isPriceChangesVisible, ...settings } = command.settings;
      const options = { dataplusIntegration, isPriceChangesVisible };
      const events: VenueEvent[] = [];
      if (!sameValues(catalogueOptions ?? defaultCatalogueOptions, options)) {
        events.push({ type: 'VenueCatalogueOptionsSet', data: { venueId: venue.venueId, ...options } });
      }
      if (!sameValues(adminSettingsOf(venue, adminSettings), settings)) {
        events.push({ type: 'VenueAdminSettingsSet', data: { venueId: venue.venueId, ...settings } });
      }
      return events;
    }
    case 'DeleteVenue':
      return [{ type: 'VenueDeleted', data: { venueId: registered(state).venue.venueId } }];
    case 'UnlinkSupplier': {
      linkedSupplier(state, command.supplierId);
      const venueId = registered(state).venue.venueId;
      return [{ type: 'VenueSupplierUnlinked', data: { venueId, supplierId: command.supplierId, by: command.by } }];
    }
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

function decideSupplierCustomer(
  command: Extract<VenueCommand, { type: 'SetSupplierCustomer' }>,
  state: VenueState,
): VenueEvent[] {
  const venueId = registered(state).venue.venueId;
  const { supplierId, terms, details } = command;
  const current = registered(state).supplierSettings[supplierId];
  if (current && command.mustBeNew) throw domainErrorOf(venueErrors.alreadyCustomer);
  if (!current && !command.mustBeNew) throw domainErrorOf(venueErrors.supplierNotLinked);
  const events: VenueEvent[] = [];
  if (!current) {
    events.push({
      type: 'VenueSupplierLinked',
      data: { venueId, supplierId, accountNumber: terms.accountNumber, minOrderValue: terms.minOrderValue },
    });
  }
  const termsBefore = current?.terms ?? {
    accountNumber: terms.accountNumber,
    minOrderValue: terms.minOrderValue,
    deliveryDays: null,
    orderCutOffTime: null,
  };
  if (!sameValues(termsBefore, terms)) {
    events.push({ type: 'VenueSupplierTermsUpdated', data: { venueId, supplierId, ...terms } });
  }
  if (!current?.details || !sameValues(current.details, details)) {
    events.push({ type: 'VenueSupplierCustomerDetailsSet', data: { venueId, supplierId, ...details } });
  }
  return events;
}

export const venueDecider: Decider<VenueState, VenueCommand, VenueEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveVenue,
  decide: decideVenue,
};
