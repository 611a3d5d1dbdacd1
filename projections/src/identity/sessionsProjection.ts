import type { SessionEvent } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

export interface SessionDocument {
  _id: string;
  accountId: string;
  startedAt: string;
  expiresAt: string;
  endedAt: string | null;
  [key: string]: unknown;
}

export const sessionsProjection = defineProjection<SessionDocument, SessionEvent>({
  name: 'sessions',
  collection: 'sessions',
  handles: ['SessionStarted', 'SessionEnded'],
  indexes: [{ keys: { accountId: 1, endedAt: 1 } }],
  documentIds: (event) => [event.data.sessionId],
  evolve: (document, event) => {
    switch (event.type) {
      case 'SessionStarted':
        return {
          _id: event.data.sessionId,
          accountId: event.data.accountId,
          startedAt: event.metadata.recordedAt,
          expiresAt: event.data.expiresAt,
          endedAt: null,
        };
      case 'SessionEnded':
        return document ? { ...document, endedAt: event.metadata.recordedAt } : null;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
