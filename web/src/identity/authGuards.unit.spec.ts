import type { Session } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { pathAfterSignIn, signInPathFor } from './authGuards';

function sessionOf(roles: Partial<Session['account']['roles']>, homePath: Session['homePath'] = '/venues'): Session {
  return {
    account: {
      accountId: 'acc-1',
      name: 'Sam',
      email: 'sam@example.com',
      roles: { isAdmin: false, isTfrAdmin: false, supplierAdminOf: null, ...roles },
      venueIds: [],
      secondaryEmails: [],
      orderCaptureEmail: null,
    },
    homePath,
    mailboxVisible: false,
  };
}

describe('where sign-in leads', () => {
  const venueUser = sessionOf({});
  const admin = sessionOf({ isAdmin: true });
  const supplierAdmin = sessionOf({ supplierAdminOf: 'sup-1' }, '/supplier');

  it('returns to the remembered page when the account may see it', () => {
    expect(pathAfterSignIn(venueUser, '/v/ven-1/purchasing/orders?x=1')).toBe('/v/ven-1/purchasing/orders?x=1');
    expect(pathAfterSignIn(admin, '/admin/accounts')).toBe('/admin/accounts');
    expect(pathAfterSignIn(supplierAdmin, '/supplier/products')).toBe('/supplier/products');
    // The Overview covers a venue user's own venues.
    expect(pathAfterSignIn(venueUser, '/overview/pastOrders')).toBe('/overview/pastOrders');
    expect(pathAfterSignIn(supplierAdmin, '/overview/pastOrders')).toBe('/supplier');
  });

  it('goes home instead when there is no remembered page, or it belongs to another kind of account', () => {
    expect(pathAfterSignIn(venueUser, null)).toBe('/venues');
    expect(pathAfterSignIn(supplierAdmin, null)).toBe('/supplier');
    expect(pathAfterSignIn(venueUser, '/supplier/orders')).toBe('/venues');
    expect(pathAfterSignIn(venueUser, '/admin')).toBe('/venues');
    expect(pathAfterSignIn(supplierAdmin, '/venues')).toBe('/supplier');
  });

  it('never follows a path out of the app or back to the sign-in page', () => {
    expect(pathAfterSignIn(venueUser, 'https://evil.example/')).toBe('/venues');
    expect(pathAfterSignIn(venueUser, '//evil.example/')).toBe('/venues');
    expect(pathAfterSignIn(venueUser, '/login?next=/venues')).toBe('/venues');
  });

  it('remembers the page in the sign-in address, except the root', () => {
    expect(signInPathFor('/v/ven-1/settings', '?tab=1')).toBe('/login?next=%2Fv%2Fven-1%2Fsettings%3Ftab%3D1');
    expect(signInPathFor('/')).toBe('/login');
  });
});
