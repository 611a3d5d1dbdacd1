import type { VenueEvent } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { venueDecider } from './venue';

const spec = deciderSpecification(venueDecider);
const venueId = 'venue-1';
const registered: VenueEvent = {
  type: 'VenueRegistered',
  data: {
    venueId,
    title: 'The Anchor',
    code: 'ANCHOR1',
    addressLine1: '1 Quay Street',
    addressLine2: '',
    addressCity: 'Bristol',
    addressPostCode: 'BS1 4QA',
    phoneNumber: '',
    isPricesHidden: false,
  },
};
const linked: VenueEvent = {
  type: 'VenueSupplierLinked',
  data: { venueId, supplierId: 'brakes', accountNumber: '4001', minOrderValue: 0 },
};
const defaults = { organisationId: 'org-1', defaultAccount: 'acc-food', defaultContact: 'contact-brakes' };
const set = (change: Partial<typeof defaults> = {}) =>
  ({ type: 'SetSupplierAccountingDefaults', supplierId: 'brakes', defaults: { ...defaults, ...change } }) as const;
const defaultsSet = (change: Partial<typeof defaults> = {}): VenueEvent => ({
  type: 'VenueSupplierAccountingDefaultsSet',
  data: { venueId, supplierId: 'brakes', ...defaults, ...change },
});

describe("venue decider: a supplier's Send to Xero defaults (spec 02 §3 venueSupplier)", () => {
  it('keeps the account and contact of the first bill as the defaults', () => {
    spec.given([registered, linked]).when(set()).then([defaultsSet()]);
  });

  it('records a changed account or contact, and nothing when they are the same', () => {
    spec
      .given([registered, linked, defaultsSet()])
      .when(set({ defaultAccount: 'acc-drink' }))
      .then([defaultsSet({ defaultAccount: 'acc-drink' })]);
    spec.given([registered, linked, defaultsSet()]).when(set()).then([]);
  });

  it('refuses a supplier the venue is not linked to', () => {
    spec.given([registered]).when(set()).thenThrows('NOT_FOUND', 'This supplier does not supply this venue');
  });

  it('forgets the defaults when the supplier is unlinked and linked again', () => {
    const unlinked: VenueEvent = {
      type: 'VenueSupplierUnlinked',
      data: { venueId, supplierId: 'brakes', by: 'admin' },
    };
    spec.given([registered, linked, defaultsSet(), unlinked, linked]).when(set()).then([defaultsSet()]);
  });
});
