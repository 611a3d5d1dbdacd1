import type { VenueEvent, VenueRegistered } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { venueDecider } from './venue';

const spec = deciderSpecification(venueDecider);
const venueId = 'venue-1';

const venue: VenueRegistered = {
  venueId,
  title: 'The Anchor',
  code: 'ANCHOR1',
  addressLine1: '',
  addressLine2: '',
  addressCity: '',
  addressPostCode: '',
  phoneNumber: '',
  isPricesHidden: false,
  tfrVenue: true,
};
const registered: VenueEvent = { type: 'VenueRegistered', data: venue };

const defaults = {
  tfrVenue: true,
  orderReminder: null,
  isInvoices: false,
  isAddSupplierButtonHidden: false,
  isAccountNumberEditable: false,
  statsReciveEmails: [] as string[],
  activityEmailFrequency: 'off' as const,
  additionalChatSupport: null,
};
const catalogueDefaults = { dataplusIntegration: false, isPriceChangesVisible: true };

describe('venue decider: admin settings and deletion (spec 03 §3, §6)', () => {
  it('records nothing when an admin saves the settings a new venue already has', () => {
    spec
      .given([registered])
      .when({ type: 'SetAdminSettings', settings: { ...defaults, ...catalogueDefaults } })
      .then([]);
  });

  it('records the admin switches, and the catalogue options only when they change', () => {
    const settings = {
      ...defaults,
      orderReminder: '10:15',
      statsReciveEmails: ['gm@anchor.test'],
      activityEmailFrequency: 'weekly' as const,
    };
    spec
      .given([registered])
      .when({ type: 'SetAdminSettings', settings: { ...settings, ...catalogueDefaults } })
      .then([{ type: 'VenueAdminSettingsSet', data: { venueId, ...settings } }]);
  });

  it('records the dataplus and price-change switches as catalogue options', () => {
    spec
      .given([registered])
      .when({
        type: 'SetAdminSettings',
        settings: { ...defaults, dataplusIntegration: true, isPriceChangesVisible: false },
      })
      .then([
        {
          type: 'VenueCatalogueOptionsSet',
          data: { venueId, dataplusIntegration: true, isPriceChangesVisible: false },
        },
      ]);
  });

  it('records nothing when the settings repeat the last ones recorded', () => {
    const settings = { ...defaults, isInvoices: true };
    spec
      .given([registered, { type: 'VenueAdminSettingsSet', data: { venueId, ...settings } }])
      .when({ type: 'SetAdminSettings', settings: { ...settings, ...catalogueDefaults } })
      .then([]);
  });

  it('deletes a venue', () => {
    spec
      .given([registered])
      .when({ type: 'DeleteVenue' })
      .then([{ type: 'VenueDeleted', data: { venueId } }]);
  });

  it('finds no venue to delete twice, nor to change after deletion', () => {
    const deleted: VenueEvent = { type: 'VenueDeleted', data: { venueId } };
    spec.given([registered, deleted]).when({ type: 'DeleteVenue' }).thenThrows('NOT_FOUND', 'Venue was not found');
    spec
      .given([registered, deleted])
      .when({ type: 'SetAdminSettings', settings: { ...defaults, ...catalogueDefaults } })
      .thenThrows('NOT_FOUND', 'Venue was not found');
  });

  it('refuses to delete a venue that was never registered', () => {
    spec.given([]).when({ type: 'DeleteVenue' }).thenThrows('NOT_FOUND', 'Venue was not found');
  });
});
