import { type AccountEvent, type AccountRoles, identityErrors, noRoles } from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { type DomainError, domainErrorOf } from '../../platform/commands/domainError';

export type AccountState =
  | { status: 'none' }
  | {
      status: 'active';
      accountId: string;
      email: string;
      roles: AccountRoles;
      venueIds: string[];
      pendingReset: { codeHash: string; expiresAt: string } | null;
    };

type Identity = { accountId: string; name: string; email: string; passwordHash: string };

export type AccountCommand =
  | { type: 'RegisterAccount'; account: Identity; via: 'register' | 'demo' | 'configuration' | 'admin' }
  | { type: 'MigrateLegacyAccount'; account: Identity; legacyUserId: string }
  | { type: 'SetRoles'; roles: AccountRoles }
  | { type: 'GrantVenue'; venueId: string }
  | { type: 'RevokeVenue'; venueId: string }
  | { type: 'SetCreditTerms'; creditLimit: number; creditDays: number }
  | { type: 'SetSecondaryEmails'; secondaryEmails: string[] }
  | { type: 'SetCreditApprovals'; supplierIds: string[] }
  | { type: 'SetOrderCapture'; orderCaptureEmail: string | null }
  | { type: 'RequestPasswordReset'; codeHash: string; expiresAt: string }
  | { type: 'ResetPassword'; codeHash: string; passwordHash: string; now: Date }
  | { type: 'ChangePassword'; passwordHash: string };

export function evolveAccount(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'AccountRegistered':
    case 'AccountMigratedFromLegacyPool':
      return {
        status: 'active',
        accountId: event.data.accountId,
        email: event.data.email,
        roles: noRoles,
        venueIds: [],
        pendingReset: null,
      };
    default:
      if (state.status !== 'active') return state;
  }
  switch (event.type) {
    case 'AccountRolesSet':
      return { ...state, roles: event.data.roles };
    case 'AccountVenueGranted':
      return { ...state, venueIds: [...new Set([...state.venueIds, event.data.venueId])] };
    case 'AccountVenueRevoked':
      return { ...state, venueIds: state.venueIds.filter((venueId) => venueId !== event.data.venueId) };
    case 'PasswordResetRequested':
      return { ...state, pendingReset: { codeHash: event.data.codeHash, expiresAt: event.data.expiresAt } };
    case 'AccountPasswordChanged':
      return { ...state, pendingReset: null };
    default:
      return state;
  }
}

function notFound(): DomainError {
  return domainErrorOf(identityErrors.unknownEmail);
}

export function decideAccount(command: AccountCommand, state: AccountState): AccountEvent[] {
  if (command.type === 'RegisterAccount') {
    if (state.status !== 'none') throw domainErrorOf(identityErrors.emailTaken);
    return [{ type: 'AccountRegistered', data: { ...command.account, via: command.via } }];
  }
  if (command.type === 'MigrateLegacyAccount') {
    if (state.status !== 'none') throw domainErrorOf(identityErrors.emailTaken);
    return [
      { type: 'AccountMigratedFromLegacyPool', data: { ...command.account, legacyUserId: command.legacyUserId } },
    ];
  }
  if (state.status !== 'active') throw notFound();
  const { accountId } = state;
  switch (command.type) {
    case 'SetRoles':
      return [{ type: 'AccountRolesSet', data: { accountId, roles: command.roles } }];
    case 'GrantVenue':
      if (state.venueIds.includes(command.venueId)) return [];
      return [{ type: 'AccountVenueGranted', data: { accountId, venueId: command.venueId } }];
    case 'RevokeVenue':
      if (!state.venueIds.includes(command.venueId)) return [];
      return [{ type: 'AccountVenueRevoked', data: { accountId, venueId: command.venueId } }];
    case 'SetCreditTerms':
      return [
        {
          type: 'AccountCreditTermsSet',
          data: { accountId, creditLimit: command.creditLimit, creditDays: command.creditDays },
        },
      ];
    case 'SetSecondaryEmails':
      return [
        {
          type: 'AccountSecondaryEmailsSet',
          data: { accountId, secondaryEmails: [...new Set(command.secondaryEmails)] },
        },
      ];
    case 'SetCreditApprovals':
      return [
        { type: 'AccountCreditApprovalsSet', data: { accountId, supplierIds: [...new Set(command.supplierIds)] } },
      ];
    case 'SetOrderCapture':
      return [{ type: 'AccountOrderCaptureSet', data: { accountId, orderCaptureEmail: command.orderCaptureEmail } }];
    case 'RequestPasswordReset':
      return [
        {
          type: 'PasswordResetRequested',
          data: { accountId, codeHash: command.codeHash, expiresAt: command.expiresAt },
        },
      ];
    case 'ResetPassword': {
      const pending = state.pendingReset;
      if (!pending || pending.codeHash !== command.codeHash) {
        throw domainErrorOf(identityErrors.invalidResetCode);
      }
      if (Date.parse(pending.expiresAt) <= command.now.getTime()) {
        throw domainErrorOf(identityErrors.expiredResetCode);
      }
      return [
        { type: 'AccountPasswordChanged', data: { accountId, passwordHash: command.passwordHash, via: 'reset' } },
      ];
    }
    case 'ChangePassword':
      return [
        { type: 'AccountPasswordChanged', data: { accountId, passwordHash: command.passwordHash, via: 'settings' } },
      ];
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const accountDecider: Decider<AccountState, AccountCommand, AccountEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveAccount,
  decide: decideAccount,
};
