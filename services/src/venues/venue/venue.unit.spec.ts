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
  addressLine1: '1 Quay Street',
  addressLine2: 'Harbourside',
  addressCity: 'Bristol',
  addressPostCode: 'BS1 4QA',
  phoneNumber: '0117 000 0000',
  isPricesHidden: false,
};
const registered: VenueEvent = { type: 'VenueRegistered', data: venue };

type Settings = Omit<VenueRegistered, 'venueId'>;
const { venueId: _venueId, ...currentSettings } = venue;
const settings = (overrides: Partial<Settings> = {}): Settings => ({ ...currentSettings, ...overrides });

const updated = (changes: Partial<Settings>, addressUpdated: boolean): VenueEvent => ({
  type: 'VenueSettingsUpdated',
  data: { ...settings(changes), venueId, addressUpdated },
});

describe('venue decider', () => {
  describe('registering', () => {
    it('registers a venue', () => {
      spec.given([]).when({ type: 'RegisterVenue', venue }).then([registered]);
    });

    it('refuses to register a venue twice', () => {
      spec
        .given([registered])
        .when({ type: 'RegisterVenue', venue })
        .thenThrows('VENUE_EXISTS', 'This venue is already registered');
    });
  });

  describe('linking suppliers', () => {
    const link = { venueId, supplierId: 'brakes', accountNumber: 'ACC-9', minOrderValue: 5000 };

    it('links a supplier', () => {
      spec
        .given([registered])
        .when({ type: 'LinkSupplier', link })
        .then([{ type: 'VenueSupplierLinked', data: link }]);
    });

    it('refuses to link a supplier to an unregistered venue', () => {
      spec.given([]).when({ type: 'LinkSupplier', link }).thenThrows('NOT_FOUND', 'Venue was not found');
    });
  });

  describe("editing a venue's supplier (spec 03 §6)", () => {
    const link = { venueId, supplierId: 'brakes', accountNumber: 'ACC-9', minOrderValue: 5000 };
    const linked: VenueEvent = { type: 'VenueSupplierLinked', data: link };
    const terms = {
      accountNumber: 'ACC-10',
      minOrderValue: 7500,
      deliveryDays: ['Monday', 'Thursday'] as ('Monday' | 'Thursday')[],
      orderCutOffTime: '15:30',
    };
    const termsUpdated: VenueEvent = {
      type: 'VenueSupplierTermsUpdated',
      data: { venueId, supplierId: 'brakes', ...terms },
    };

    it('records new terms: account number, minimum order in pence, delivery days and cut-off', () => {
      spec
        .given([registered, linked])
        .when({ type: 'UpdateSupplierTerms', supplierId: 'brakes', terms })
        .then([termsUpdated]);
    });

    it('records nothing when the terms are unchanged', () => {
      spec
        .given([registered, linked, termsUpdated])
        .when({
          type: 'UpdateSupplierTerms',
          supplierId: 'brakes',
          terms: { ...terms, deliveryDays: ['Monday', 'Thursday'] },
        })
        .then([]);
    });

    it('hides a supplier and closes its catalogue', () => {
      spec
        .given([registered, linked])
        .when({
          type: 'SetSupplierVisibility',
          supplierId: 'brakes',
          visibility: { isActive: false, isCatalogueAccessible: false },
        })
        .then([
          {
            type: 'VenueSupplierVisibilityChanged',
            data: { venueId, supplierId: 'brakes', isActive: false, isCatalogueAccessible: false },
          },
        ]);
    });

    it('records nothing when a linked supplier is already active and accessible', () => {
      spec
        .given([registered, linked])
        .when({
          type: 'SetSupplierVisibility',
          supplierId: 'brakes',
          visibility: { isActive: true, isCatalogueAccessible: true },
        })
        .then([]);
    });

    it('refuses to edit a supplier the venue does not buy from', () => {
      spec
        .given([registered])
        .when({ type: 'UpdateSupplierTerms', supplierId: 'brakes', terms })
        .thenThrows('NOT_FOUND', 'This supplier does not supply this venue');
    });
  });

  describe('updating the settings', () => {
    it('records nothing when nothing changed', () => {
      spec.given([registered]).when({ type: 'UpdateSettings', settings: settings() }).then([]);
    });

    it('records nothing when the settings repeat the last update', () => {
      const changes = { title: 'The Anchor Inn', addressLine1: '2 Quay Street' };
      spec
        .given([registered, updated(changes, true)])
        .when({ type: 'UpdateSettings', settings: settings(changes) })
        .then([]);
    });

    it('flags no address update when only the title changed', () => {
      spec
        .given([registered])
        .when({ type: 'UpdateSettings', settings: settings({ title: 'The Anchor Inn' }) })
        .then([updated({ title: 'The Anchor Inn' }, false)]);
    });

    it('flags no address update when only the phone number changed', () => {
      spec
        .given([registered])
        .when({ type: 'UpdateSettings', settings: settings({ phoneNumber: '0117 111 1111' }) })
        .then([updated({ phoneNumber: '0117 111 1111' }, false)]);
    });

    it('flags no address update when the title and phone number changed', () => {
      const changes = { title: 'The Anchor Inn', phoneNumber: '0117 111 1111' };
      spec
        .given([registered])
        .when({ type: 'UpdateSettings', settings: settings(changes) })
        .then([updated(changes, false)]);
    });

    it('flags no address update when only the code or the price visibility changed', () => {
      const changes = { code: 'ANCHOR2', isPricesHidden: true };
      spec
        .given([registered])
        .when({ type: 'UpdateSettings', settings: settings(changes) })
        .then([updated(changes, false)]);
    });

    it.each([
      ['addressLine1', '2 Quay Street'],
      ['addressLine2', 'Old Harbour'],
      ['addressCity', 'Bath'],
      ['addressPostCode', 'BS1 5AA'],
    ] as const)('flags an address update when %s changed', (field, value) => {
      spec
        .given([registered])
        .when({ type: 'UpdateSettings', settings: settings({ [field]: value }) })
        .then([updated({ [field]: value }, true)]);
    });

    it('compares with the settings as they were last updated', () => {
      spec
        .given([registered, updated({ addressCity: 'Bath' }, true)])
        .when({ type: 'UpdateSettings', settings: settings({ addressCity: 'Bath', title: 'The Anchor Inn' }) })
        .then([updated({ addressCity: 'Bath', title: 'The Anchor Inn' }, false)]);
    });

    it('compares with a regenerated code', () => {
      spec
        .given([registered, { type: 'VenueCodeRegenerated', data: { venueId, code: 'NEWCODE' } }])
        .when({ type: 'UpdateSettings', settings: settings({ code: 'NEWCODE' }) })
        .then([]);
    });

    it('refuses to update an unregistered venue', () => {
      spec
        .given([])
        .when({ type: 'UpdateSettings', settings: settings() })
        .thenThrows('NOT_FOUND', 'Venue was not found');
    });
  });

  describe('the three-way match tolerance', () => {
    it('records a new tolerance, and nothing when it is set again unchanged', () => {
      const tolerance = { percent: 5, minimumPence: 250 };
      const set: VenueEvent = { type: 'VenueMatchToleranceSet', data: { venueId: venue.venueId, ...tolerance } };
      spec.given([registered]).when({ type: 'SetMatchTolerance', tolerance }).then([set]);
      spec.given([registered, set]).when({ type: 'SetMatchTolerance', tolerance }).then([]);
    });
  });

  describe('regenerating the code', () => {
    it('records the new code', () => {
      spec
        .given([registered])
        .when({ type: 'RegenerateCode', code: 'NEWCODE' })
        .then([{ type: 'VenueCodeRegenerated', data: { venueId, code: 'NEWCODE' } }]);
    });

    it('refuses to regenerate the code of an unregistered venue', () => {
      spec.given([]).when({ type: 'RegenerateCode', code: 'NEWCODE' }).thenThrows('NOT_FOUND', 'Venue was not found');
    });
  });

  describe('secondary zones (spec 01 §5: a new one is saved to the venue)', () => {
    const zoneAdded = (zone: string): VenueEvent => ({ type: 'VenueSecondaryZoneAdded', data: { venueId, zone } });

    it('saves a zone the venue has not used before, trimmed', () => {
      spec
        .given([registered])
        .when({ type: 'AddSecondaryZone', zone: '  Back Bar ' })
        .then([zoneAdded('Back Bar')]);
    });

    it('records nothing for a zone it already has, whatever the case', () => {
      spec
        .given([registered, zoneAdded('Back Bar')])
        .when({ type: 'AddSecondaryZone', zone: 'back bar' })
        .then([]);
    });

    it('records nothing for an empty zone', () => {
      spec.given([registered]).when({ type: 'AddSecondaryZone', zone: '   ' }).then([]);
    });
  });

  describe('catalogue options', () => {
    it('records a change of the dataplus and price-change switches', () => {
      spec
        .given([registered])
        .when({ type: 'SetCatalogueOptions', options: { dataplusIntegration: true, isPriceChangesVisible: true } })
        .then([
          {
            type: 'VenueCatalogueOptionsSet',
            data: { venueId, dataplusIntegration: true, isPriceChangesVisible: true },
          },
        ]);
    });

    it('records nothing when the switches are as they were (no dataplus, markers shown by default)', () => {
      spec
        .given([registered])
        .when({ type: 'SetCatalogueOptions', options: { dataplusIntegration: false, isPriceChangesVisible: true } })
        .then([]);
    });
  });
});
