import type { LegacyUserEvent } from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';

export type LegacyUserState = { status: 'none' } | { status: 'imported' } | { status: 'migrated'; accountId: string };

export type LegacyUserCommand =
  | { type: 'ImportLegacyUser'; legacyUserId: string; name: string; email: string; passwordHash: string }
  | { type: 'MarkMigrated'; legacyUserId: string; accountId: string };

export function evolveLegacyUser(state: LegacyUserState, event: LegacyUserEvent): LegacyUserState {
  switch (event.type) {
    case 'LegacyUserImported':
      return state.status === 'migrated' ? state : { status: 'imported' };
    case 'LegacyUserMigrated':
      return { status: 'migrated', accountId: event.data.accountId };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** Importing the same export again is harmless; a migrated user is never re-imported. */
export function decideLegacyUser(command: LegacyUserCommand, state: LegacyUserState): LegacyUserEvent[] {
  switch (command.type) {
    case 'ImportLegacyUser': {
      if (state.status !== 'none') return [];
      const { type: _type, ...data } = command;
      return [{ type: 'LegacyUserImported', data }];
    }
    case 'MarkMigrated':
      if (state.status !== 'imported') return [];
      return [
        { type: 'LegacyUserMigrated', data: { legacyUserId: command.legacyUserId, accountId: command.accountId } },
      ];
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const legacyUserDecider: Decider<LegacyUserState, LegacyUserCommand, LegacyUserEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveLegacyUser,
  decide: decideLegacyUser,
};
