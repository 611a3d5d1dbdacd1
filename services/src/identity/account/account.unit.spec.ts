import { type AccountEvent, type AccountRoles, identityMessages } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { type AccountCommand, accountDecider } from './account';

const spec = deciderSpecification(accountDecider);
const accountId = 'acc-1';

const identity = {
  accountId,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  passwordHash: 'scrypt$32768$8$1$salt$hash',
};

const registered: AccountEvent = { type: 'AccountRegistered', data: { ...identity, via: 'register' } };
const migrated: AccountEvent = {
  type: 'AccountMigratedFromLegacyPool',
  data: { ...identity, legacyUserId: 'legacy-1' },
};
const venueGranted = (venueId: string): AccountEvent => ({
  type: 'AccountVenueGranted',
  data: { accountId, venueId },
});
const resetRequested = (codeHash: string, expiresAt: string): AccountEvent => ({
  type: 'PasswordResetRequested',
  data: { accountId, codeHash, expiresAt },
});

const admin: AccountRoles = { isAdmin: true, isTfrAdmin: false, supplierAdminOf: null };
const codeExpiresAt = '2026-11-22T10:15:00.000Z';
const beforeExpiry = new Date('2026-11-22T10:05:00.000Z');

describe('account decider', () => {
  describe('registering', () => {
    it('registers a new account', () => {
      spec.given([]).when({ type: 'RegisterAccount', account: identity, via: 'register' }).then([registered]);
    });

    it('records how the account came to be', () => {
      spec
        .given([])
        .when({ type: 'RegisterAccount', account: identity, via: 'admin' })
        .then([{ type: 'AccountRegistered', data: { ...identity, via: 'admin' } }]);
    });

    it('refuses a second registration for the same address', () => {
      spec
        .given([registered])
        .when({ type: 'RegisterAccount', account: identity, via: 'register' })
        .thenThrows('EMAIL_TAKEN', identityMessages.emailTaken);
    });

    it('refuses a registration in the spec words', () => {
      spec
        .given([registered])
        .when({ type: 'RegisterAccount', account: identity, via: 'register' })
        .thenThrows('EMAIL_TAKEN', 'An account with the given email already exists.');
    });

    it('refuses to register over a migrated account', () => {
      spec
        .given([migrated])
        .when({ type: 'RegisterAccount', account: identity, via: 'register' })
        .thenThrows('EMAIL_TAKEN', identityMessages.emailTaken);
    });
  });

  describe('migrating from the legacy pool', () => {
    it('migrates a legacy user into a new account', () => {
      spec
        .given([])
        .when({ type: 'MigrateLegacyAccount', account: identity, legacyUserId: 'legacy-1' })
        .then([migrated]);
    });

    it('refuses to migrate over an existing account', () => {
      spec
        .given([registered])
        .when({ type: 'MigrateLegacyAccount', account: identity, legacyUserId: 'legacy-1' })
        .thenThrows('EMAIL_TAKEN', identityMessages.emailTaken);
    });

    it('refuses to migrate the same legacy user twice', () => {
      spec
        .given([migrated])
        .when({ type: 'MigrateLegacyAccount', account: identity, legacyUserId: 'legacy-1' })
        .thenThrows('EMAIL_TAKEN', identityMessages.emailTaken);
    });

    it('lets a migrated account be managed like any other', () => {
      spec
        .given([migrated])
        .when({ type: 'GrantVenue', venueId: 'venue-1' })
        .then([venueGranted('venue-1')]);
    });
  });

  describe('roles', () => {
    it('sets the roles', () => {
      spec
        .given([registered])
        .when({ type: 'SetRoles', roles: admin })
        .then([{ type: 'AccountRolesSet', data: { accountId, roles: admin } }]);
    });

    it('sets a supplier admin role', () => {
      const roles: AccountRoles = { isAdmin: false, isTfrAdmin: false, supplierAdminOf: 'brakes' };
      spec
        .given([registered, { type: 'AccountRolesSet', data: { accountId, roles: admin } }])
        .when({ type: 'SetRoles', roles })
        .then([{ type: 'AccountRolesSet', data: { accountId, roles } }]);
    });
  });

  describe('venues', () => {
    it('grants a venue', () => {
      spec
        .given([registered])
        .when({ type: 'GrantVenue', venueId: 'venue-1' })
        .then([venueGranted('venue-1')]);
    });

    it('grants a second venue', () => {
      spec
        .given([registered, venueGranted('venue-1')])
        .when({ type: 'GrantVenue', venueId: 'venue-2' })
        .then([venueGranted('venue-2')]);
    });

    it('records nothing when the venue is already granted', () => {
      spec
        .given([registered, venueGranted('venue-1')])
        .when({ type: 'GrantVenue', venueId: 'venue-1' })
        .then([]);
    });

    it('revokes a granted venue', () => {
      spec
        .given([registered, venueGranted('venue-1'), venueGranted('venue-2')])
        .when({ type: 'RevokeVenue', venueId: 'venue-1' })
        .then([{ type: 'AccountVenueRevoked', data: { accountId, venueId: 'venue-1' } }]);
    });

    it('records nothing when revoking a venue that was never granted', () => {
      spec
        .given([registered, venueGranted('venue-1')])
        .when({ type: 'RevokeVenue', venueId: 'venue-2' })
        .then([]);
    });

    it('grants a venue again after it was revoked', () => {
      spec
        .given([
          registered,
          venueGranted('venue-1'),
          { type: 'AccountVenueRevoked', data: { accountId, venueId: 'venue-1' } },
        ])
        .when({ type: 'GrantVenue', venueId: 'venue-1' })
        .then([venueGranted('venue-1')]);
    });
  });

  describe('account settings', () => {
    it('sets the credit terms', () => {
      spec
        .given([registered])
        .when({ type: 'SetCreditTerms', creditLimit: 250_000, creditDays: 30 })
        .then([{ type: 'AccountCreditTermsSet', data: { accountId, creditLimit: 250_000, creditDays: 30 } }]);
    });

    it('sets the secondary e-mails', () => {
      spec
        .given([registered])
        .when({ type: 'SetSecondaryEmails', secondaryEmails: ['chef@example.com', 'manager@example.com'] })
        .then([
          {
            type: 'AccountSecondaryEmailsSet',
            data: { accountId, secondaryEmails: ['chef@example.com', 'manager@example.com'] },
          },
        ]);
    });

    it('drops repeated secondary e-mails, keeping the first order', () => {
      spec
        .given([registered])
        .when({
          type: 'SetSecondaryEmails',
          secondaryEmails: ['chef@example.com', 'manager@example.com', 'chef@example.com'],
        })
        .then([
          {
            type: 'AccountSecondaryEmailsSet',
            data: { accountId, secondaryEmails: ['chef@example.com', 'manager@example.com'] },
          },
        ]);
    });

    it('sets the suppliers that approved the account for credit, once each', () => {
      spec
        .given([registered])
        .when({ type: 'SetCreditApprovals', supplierIds: ['sup-brakes', 'sup-fresh', 'sup-brakes'] })
        .then([{ type: 'AccountCreditApprovalsSet', data: { accountId, supplierIds: ['sup-brakes', 'sup-fresh'] } }]);
    });

    it('clears the secondary e-mails', () => {
      spec
        .given([registered])
        .when({ type: 'SetSecondaryEmails', secondaryEmails: [] })
        .then([{ type: 'AccountSecondaryEmailsSet', data: { accountId, secondaryEmails: [] } }]);
    });

    it('turns order capture on', () => {
      spec
        .given([registered])
        .when({ type: 'SetOrderCapture', orderCaptureEmail: 'orders-acc-1@capture.example.com' })
        .then([
          {
            type: 'AccountOrderCaptureSet',
            data: { accountId, orderCaptureEmail: 'orders-acc-1@capture.example.com' },
          },
        ]);
    });

    it('turns order capture off', () => {
      spec
        .given([registered])
        .when({ type: 'SetOrderCapture', orderCaptureEmail: null })
        .then([{ type: 'AccountOrderCaptureSet', data: { accountId, orderCaptureEmail: null } }]);
    });

    it('changes the password from the settings', () => {
      spec
        .given([registered])
        .when({ type: 'ChangePassword', passwordHash: 'new-hash' })
        .then([{ type: 'AccountPasswordChanged', data: { accountId, passwordHash: 'new-hash', via: 'settings' } }]);
    });
  });

  describe('password reset', () => {
    it('records a reset request', () => {
      spec
        .given([registered])
        .when({ type: 'RequestPasswordReset', codeHash: 'code-hash', expiresAt: codeExpiresAt })
        .then([resetRequested('code-hash', codeExpiresAt)]);
    });

    it('resets the password with the right code', () => {
      spec
        .given([registered, resetRequested('code-hash', codeExpiresAt)])
        .when({ type: 'ResetPassword', codeHash: 'code-hash', passwordHash: 'new-hash', now: beforeExpiry })
        .then([{ type: 'AccountPasswordChanged', data: { accountId, passwordHash: 'new-hash', via: 'reset' } }]);
    });

    it('accepts only the latest code when several were requested', () => {
      spec
        .given([registered, resetRequested('first-hash', codeExpiresAt), resetRequested('second-hash', codeExpiresAt)])
        .when({ type: 'ResetPassword', codeHash: 'first-hash', passwordHash: 'new-hash', now: beforeExpiry })
        .thenThrows('INVALID_RESET_CODE', identityMessages.invalidResetCode);
      spec
        .given([registered, resetRequested('first-hash', codeExpiresAt), resetRequested('second-hash', codeExpiresAt)])
        .when({ type: 'ResetPassword', codeHash: 'second-hash', passwordHash: 'new-hash', now: beforeExpiry })
        .then([{ type: 'AccountPasswordChanged', data: { accountId, passwordHash: 'new-hash', via: 'reset' } }]);
    });

    it('refuses a wrong code', () => {
      spec
        .given([registered, resetRequested('code-hash', codeExpiresAt)])
        .when({ type: 'ResetPassword', codeHash: 'other-hash', passwordHash: 'new-hash', now: beforeExpiry })
        .thenThrows('INVALID_RESET_CODE', identityMessages.invalidResetCode);
    });

    it('refuses a wrong code in the spec words', () => {
      spec
        .given([registered, resetRequested('code-hash', codeExpiresAt)])
        .when({ type: 'ResetPassword', codeHash: 'other-hash', passwordHash: 'new-hash', now: beforeExpiry })
        .thenThrows('INVALID_RESET_CODE', 'Invalid verification code provided, please try again.');
    });

    it('refuses an expired code', () => {
      spec
        .given([registered, resetRequested('code-hash', codeExpiresAt)])
        .when({
          type: 'ResetPassword',
          codeHash: 'code-hash',
          passwordHash: 'new-hash',
          now: new Date('2026-11-22T10:20:00.000Z'),
        })
        .thenThrows('EXPIRED_RESET_CODE', identityMessages.expiredResetCode);
    });

    it('refuses a code at the very moment it expires, in the spec words', () => {
      spec
        .given([registered, resetRequested('code-hash', codeExpiresAt)])
        .when({ type: 'ResetPassword', codeHash: 'code-hash', passwordHash: 'new-hash', now: new Date(codeExpiresAt) })
        .thenThrows('EXPIRED_RESET_CODE', 'Invalid code provided, please request a code again.');
    });

    it('refuses a reset that was never requested', () => {
      spec
        .given([registered])
        .when({ type: 'ResetPassword', codeHash: 'code-hash', passwordHash: 'new-hash', now: beforeExpiry })
        .thenThrows('INVALID_RESET_CODE', identityMessages.invalidResetCode);
    });

    it('refuses to use the same code twice', () => {
      spec
        .given([
          registered,
          resetRequested('code-hash', codeExpiresAt),
          { type: 'AccountPasswordChanged', data: { accountId, passwordHash: 'new-hash', via: 'reset' } },
        ])
        .when({ type: 'ResetPassword', codeHash: 'code-hash', passwordHash: 'newer-hash', now: beforeExpiry })
        .thenThrows('INVALID_RESET_CODE', identityMessages.invalidResetCode);
    });

    it('forgets a pending code once the password is changed from the settings', () => {
      spec
        .given([
          registered,
          resetRequested('code-hash', codeExpiresAt),
          { type: 'AccountPasswordChanged', data: { accountId, passwordHash: 'new-hash', via: 'settings' } },
        ])
        .when({ type: 'ResetPassword', codeHash: 'code-hash', passwordHash: 'newer-hash', now: beforeExpiry })
        .thenThrows('INVALID_RESET_CODE', identityMessages.invalidResetCode);
    });
  });

  describe('an account that does not exist', () => {
    const commands: AccountCommand[] = [
      { type: 'SetRoles', roles: admin },
      { type: 'GrantVenue', venueId: 'venue-1' },
      { type: 'RevokeVenue', venueId: 'venue-1' },
      { type: 'SetCreditTerms', creditLimit: 0, creditDays: 0 },
      { type: 'SetSecondaryEmails', secondaryEmails: [] },
      { type: 'SetOrderCapture', orderCaptureEmail: null },
      { type: 'RequestPasswordReset', codeHash: 'code-hash', expiresAt: codeExpiresAt },
      { type: 'ResetPassword', codeHash: 'code-hash', passwordHash: 'new-hash', now: beforeExpiry },
      { type: 'ChangePassword', passwordHash: 'new-hash' },
    ];

    it.each(commands)('refuses $type as an unknown e-mail', (command) => {
      spec.given([]).when(command).thenThrows('UNKNOWN_EMAIL', identityMessages.unknownEmail);
    });

    it('refuses in the spec words', () => {
      spec
        .given([])
        .when({ type: 'RequestPasswordReset', codeHash: 'code-hash', expiresAt: codeExpiresAt })
        .thenThrows('UNKNOWN_EMAIL', 'The email address you entered is incorrect');
    });
  });
});
