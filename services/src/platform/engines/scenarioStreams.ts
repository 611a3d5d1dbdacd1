import {
  type AccountEvent,
  type AccountRoles,
  accountStreamId,
  type CatalogueEvent,
  type LegacyUserEvent,
  legacyUserStreamId,
  noRoles,
  type ProductListed,
  productStreamId,
  type SubscriptionEvent,
  type SupplierOnboarded,
  subscriptionStreamId,
  supplierStreamId,
  type VenueEvent,
  type VenueRegistered,
  venueStreamId,
} from '@oms/contracts';
import { accountIdForEmail } from '../../identity/account/accountId';
import { hashLegacyPassword } from '../../identity/passwords/legacyPasswordHashing';
import { hashPassword } from '../../identity/passwords/passwordHashing';
import { scenarioPassword } from './apiScenario';

/** Event builders for API scenarios: each returns `[streamId, events]`, ready for `givenStreams`. */

export async function account(
  email: string,
  options: { name?: string; roles?: Partial<AccountRoles>; venueIds?: string[]; orderCaptureEmail?: string } = {},
): Promise<[string, AccountEvent[]]> {
  const accountId = accountIdForEmail(email);
  const passwordHash = await hashPassword(scenarioPassword);
  const events: AccountEvent[] = [
    {
      type: 'AccountRegistered',
      data: { accountId, name: options.name ?? 'Scenario User', email, passwordHash, via: 'admin' },
    },
  ];
  if (options.roles) {
    events.push({ type: 'AccountRolesSet', data: { accountId, roles: { ...noRoles, ...options.roles } } });
  }
  for (const venueId of options.venueIds ?? []) {
    events.push({ type: 'AccountVenueGranted', data: { accountId, venueId } });
  }
  if (options.orderCaptureEmail) {
    events.push({ type: 'AccountOrderCaptureSet', data: { accountId, orderCaptureEmail: options.orderCaptureEmail } });
  }
  return [accountStreamId(accountId), events];
}

/** A user still in the legacy pool (spec 02 §7), whose first sign-in migrates them. */
export async function legacyUser(
  legacyUserId: string,
  email: string,
  name = 'Legacy User',
): Promise<[string, LegacyUserEvent[]]> {
  const passwordHash = await hashLegacyPassword(scenarioPassword);
  return [
    legacyUserStreamId(legacyUserId),
    [{ type: 'LegacyUserImported', data: { legacyUserId, name, email, passwordHash } }],
  ];
}

export function venue(
  venueId: string,
  overrides: Partial<VenueRegistered> = {},
  ...later: VenueEvent[]
): [string, VenueEvent[]] {
  const registered: VenueRegistered = {
    venueId,
    title: 'The Test Tavern',
    code: 'TEST01',
    addressLine1: '1 High Street',
    addressLine2: '',
    addressCity: 'York',
    addressPostCode: 'YO1 7HH',
    phoneNumber: '01904 000000',
    isPricesHidden: false,
    ...overrides,
  };
  return [venueStreamId(venueId), [{ type: 'VenueRegistered', data: registered }, ...later]];
}

export function proPlan(venueId: string, since: string): [string, SubscriptionEvent[]] {
  const start = new Date(since);
  const end = new Date(start.getTime() + 30 * 24 * 60 * 60 * 1000);
  return [
    subscriptionStreamId(venueId),
    [
      {
        type: 'SubscriptionPlanActivated',
        data: {
          venueId,
          subscriptionId: `sub-${venueId}`,
          plan: 'pro',
          amountPence: 4900,
          interval: 'month',
          currentPeriodStart: start.toISOString(),
          currentPeriodEnd: end.toISOString(),
          activatedByAdmin: true,
        },
      },
    ],
  ];
}

/** A venue's link to a supplier, as the venue stream records it; minimum order value in pence. */
export function linked(venueId: string, supplierId: string, minOrderValue = 0): VenueEvent {
  return {
    type: 'VenueSupplierLinked',
    data: { venueId, supplierId, accountNumber: `ACC-${supplierId}`, minOrderValue },
  };
}

export function supplier(supplierId: string, overrides: Partial<SupplierOnboarded> = {}): [string, CatalogueEvent[]] {
  const onboarded: SupplierOnboarded = {
    supplierId,
    title: 'Test Supplies',
    deliveryDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    cutOffTime: '16:00',
    integrationType: null,
    ...overrides,
  };
  return [supplierStreamId(supplierId), [{ type: 'SupplierOnboarded', data: onboarded }]];
}

export function product(
  productId: string,
  supplierId: string,
  overrides: Partial<ProductListed> = {},
): [string, CatalogueEvent[]] {
  const listed: ProductListed = {
    productId,
    supplierId,
    supplierTitle: 'Test Supplies',
    sku: productId.toUpperCase(),
    title: 'Chips 2.5kg',
    size: '2.5kg',
    UoM: 'Each',
    type: 'Frozen',
    OMSPrice: 450,
    price: 500,
    hasVat: false,
    ...overrides,
  };
  return [productStreamId(productId), [{ type: 'ProductListed', data: listed }]];
}
