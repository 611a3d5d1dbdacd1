import type { VenueEvent, VenueRegistered } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { type CustomerDetails, venueDecider } from './venue';

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
  phoneNumber: '',
  isPricesHidden: false,
};
const registered: VenueEvent = { type: 'VenueRegistered', data: venue };
const terms = {
  accountNumber: '4001',
  minOrderValue: 15_000,
  deliveryDays: ['Monday' as const],
  orderCutOffTime: '15:00',
};
const details: CustomerDetails = {
  customerEmail: 'orders@anchor.test',
  accountName: 'Anchor Ltd',
  deliveryFee: 750,
  priceFileSupplierId: 'brakes',
};
const linked: VenueEvent = {
  type: 'VenueSupplierLinked',
  data: { venueId, supplierId: 'brakes', accountNumber: '4001', minOrderValue: 15_000 },
};
const termsSet: VenueEvent = { type: 'VenueSupplierTermsUpdated', data: { venueId, supplierId: 'brakes', ...terms } };
const detailsSet: VenueEvent = {
  type: 'VenueSupplierCustomerDetailsSet',
  data: { venueId, supplierId: 'brakes', ...details },
};
const take = (
  mustBeNew: boolean,
  overrides: Partial<typeof terms> = {},
  detailOverrides: Partial<CustomerDetails> = {},
) =>
  ({
    type: 'SetSupplierCustomer',
    supplierId: 'brakes',
    terms: { ...terms, ...overrides },
    details: { ...details, ...detailOverrides },
    mustBeNew,
  }) as const;

describe('venue decider: the supplier side of the link (spec 03 Customers)', () => {
  it('takes a venue on: linked, its terms and the customer fields', () => {
    spec.given([registered]).when(take(true)).then([linked, termsSet, detailsSet]);
  });

  it('refuses to take on a venue that already is a customer', () => {
    spec
      .given([registered, linked])
      .when(take(true))
      .thenThrows('ALREADY_CUSTOMER', 'This venue is already your customer');
  });

  it('an edit records only what changed; an unchanged edit records nothing', () => {
    spec
      .given([registered, linked, termsSet, detailsSet])
      .when(take(false, {}, { deliveryFee: 0 }))
      .then([
        {
          type: 'VenueSupplierCustomerDetailsSet',
          data: { venueId, supplierId: 'brakes', ...details, deliveryFee: 0 },
        },
      ]);
    spec.given([registered, linked, termsSet, detailsSet]).when(take(false)).then([]);
    spec
      .given([registered, linked, termsSet, detailsSet])
      .when(take(false, { minOrderValue: 0 }))
      .then([
        { type: 'VenueSupplierTermsUpdated', data: { venueId, supplierId: 'brakes', ...terms, minOrderValue: 0 } },
      ]);
  });

  it('refuses an edit of a venue the supplier does not supply', () => {
    spec.given([registered]).when(take(false)).thenThrows('NOT_FOUND', 'This supplier does not supply this venue');
  });

  it('registers a venue new to the platform and takes it on in one step, once', () => {
    const command = { type: 'RegisterCustomerVenue', venue, supplierId: 'brakes', terms, details } as const;
    spec.given([]).when(command).then([registered, linked, termsSet, detailsSet]);
    spec.given([registered]).when(command).thenThrows('VENUE_EXISTS', 'This venue is already registered');
  });

  it('unlinks: the venue loses the supplier and may be taken on again afresh', () => {
    const unlinked: VenueEvent = {
      type: 'VenueSupplierUnlinked',
      data: { venueId, supplierId: 'brakes', by: 'supplier' },
    };
    spec
      .given([registered, linked, termsSet, detailsSet])
      .when({ type: 'UnlinkSupplier', supplierId: 'brakes', by: 'supplier' })
      .then([unlinked]);
    spec
      .given([registered, linked, unlinked])
      .when({ type: 'UnlinkSupplier', supplierId: 'brakes', by: 'supplier' })
      .thenThrows('NOT_FOUND', 'This supplier does not supply this venue');
    spec
      .given([registered, linked, termsSet, detailsSet, unlinked])
      .when(take(true))
      .then([linked, termsSet, detailsSet]);
  });
});
