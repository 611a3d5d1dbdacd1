import type { SessionEvent } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { sessionDecider } from './session';

const spec = deciderSpecification(sessionDecider);
const sessionId = 'session-hash-1';

const start = {
  type: 'StartSession',
  sessionId,
  accountId: 'acc-1',
  expiresAt: '2026-12-06T09:00:00.000Z',
  address: '203.0.113.7',
} as const;

const started: SessionEvent = {
  type: 'SessionStarted',
  data: { sessionId, accountId: 'acc-1', expiresAt: '2026-12-06T09:00:00.000Z', address: '203.0.113.7' },
};
const ended: SessionEvent = { type: 'SessionEnded', data: { sessionId, reason: 'signedOut' } };

describe('session decider', () => {
  it('starts a session', () => {
    spec.given([]).when(start).then([started]);
  });

  it('refuses to start the same session twice', () => {
    spec.given([started]).when(start).thenThrows('SESSION_EXISTS', 'This session already exists');
  });

  it('refuses to start a session that has ended', () => {
    spec.given([started, ended]).when(start).thenThrows('SESSION_EXISTS');
  });

  it('ends a session when the user signs out', () => {
    spec.given([started]).when({ type: 'EndSession', sessionId, reason: 'signedOut' }).then([ended]);
  });

  it('ends a session when the password changes', () => {
    spec
      .given([started])
      .when({ type: 'EndSession', sessionId, reason: 'passwordChanged' })
      .then([{ type: 'SessionEnded', data: { sessionId, reason: 'passwordChanged' } }]);
  });

  it('records nothing when a session is ended twice', () => {
    spec.given([started, ended]).when({ type: 'EndSession', sessionId, reason: 'signedOut' }).then([]);
  });

  it('records nothing when ending a session that never started', () => {
    spec.given([]).when({ type: 'EndSession', sessionId, reason: 'signedOut' }).then([]);
  });
});
