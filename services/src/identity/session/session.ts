import type { SessionEvent } from '@oms/contracts';
import { identityErrors } from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

export type SessionState = { status: 'none' } | { status: 'active'; accountId: string } | { status: 'ended' };

export type SessionCommand =
  | { type: 'StartSession'; sessionId: string; accountId: string; expiresAt: string; address: string }
  | { type: 'EndSession'; sessionId: string; reason: 'signedOut' | 'passwordChanged' | 'erased' };

export function evolveSession(_state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'SessionStarted':
      return { status: 'active', accountId: event.data.accountId };
    case 'SessionEnded':
      return { status: 'ended' };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export function decideSession(command: SessionCommand, state: SessionState): SessionEvent[] {
  switch (command.type) {
    case 'StartSession': {
      if (state.status !== 'none') throw domainErrorOf(identityErrors.sessionExists);
      const { type: _type, ...data } = command;
      return [{ type: 'SessionStarted', data }];
    }
    case 'EndSession':
      // Signing out twice, or out of a session that never was, changes nothing.
      if (state.status !== 'active') return [];
      return [{ type: 'SessionEnded', data: { sessionId: command.sessionId, reason: command.reason } }];
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const sessionDecider: Decider<SessionState, SessionCommand, SessionEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveSession,
  decide: decideSession,
};
