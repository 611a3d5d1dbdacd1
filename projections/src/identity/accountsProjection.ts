import { type AccountEvent, type AccountRoles, noRoles } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

export interface AccountDocument {
  _id: string;
  accountId: string;
  name: string;
  email: string;
  /** Kept for sign-in; the API never returns it. */
  passwordHash: string;
  roles: AccountRoles;
  venueIds: string[];
  secondaryEmails: string[];
  creditLimit: number;
  creditDays: number;
  /** Spec 03 §3 creditApproved; absent until an admin first sets it. */
  creditApproved?: string[];
  orderCaptureEmail: string | null;
  pendingReset: { codeHash: string; expiresAt: string } | null;
  registeredAt: string;
  registeredVia: string;
  [key: string]: unknown;
}

export const accountsProjection = defineProjection<AccountDocument, AccountEvent>({
  name: 'accounts',
  collection: 'accounts',
  handles: [
    'AccountRegistered',
    'AccountMigratedFromLegacyPool',
    'AccountPasswordChanged',
    'AccountRolesSet',
    'AccountVenueGranted',
    'AccountVenueRevoked',
    'AccountCreditTermsSet',
    'AccountSecondaryEmailsSet',
    'AccountCreditApprovalsSet',
    'AccountOrderCaptureSet',
    'PasswordResetRequested',
  ],
  indexes: [{ keys: { email: 1 }, unique: true }, { keys: { venueIds: 1 } }],
  documentIds: (event) => [event.data.accountId],
  evolve: (document, event) => {
    if (event.type === 'AccountRegistered' || event.type === 'AccountMigratedFromLegacyPool') {
      const { accountId, name, email, passwordHash } = event.data;
      return {
        _id: accountId,
        accountId,
        name,
        email,
        passwordHash,
        roles: noRoles,
        venueIds: [],
        secondaryEmails: [],
        creditLimit: 0,
        creditDays: 0,
        orderCaptureEmail: null,
        pendingReset: null,
        registeredAt: event.metadata.recordedAt,
        registeredVia: event.type === 'AccountRegistered' ? event.data.via : 'legacyMigration',
      };
    }
    if (!document) return null;
    switch (event.type) {
      case 'AccountPasswordChanged':
        return { ...document, passwordHash: event.data.passwordHash, pendingReset: null };
      case 'AccountRolesSet':
        return { ...document, roles: event.data.roles };
      case 'AccountVenueGranted':
        return { ...document, venueIds: [...new Set([...document.venueIds, event.data.venueId])] };
      case 'AccountVenueRevoked':
        return { ...document, venueIds: document.venueIds.filter((venueId) => venueId !== event.data.venueId) };
      case 'AccountCreditTermsSet':
        return { ...document, creditLimit: event.data.creditLimit, creditDays: event.data.creditDays };
      case 'AccountSecondaryEmailsSet':
        return { ...document, secondaryEmails: event.data.secondaryEmails };
      case 'AccountCreditApprovalsSet':
        return { ...document, creditApproved: event.data.supplierIds };
      case 'AccountOrderCaptureSet':
        return { ...document, orderCaptureEmail: event.data.orderCaptureEmail };
      case 'PasswordResetRequested':
        return { ...document, pendingReset: { codeHash: event.data.codeHash, expiresAt: event.data.expiresAt } };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
