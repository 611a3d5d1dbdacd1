import type { LegacyUserEvent } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

export interface LegacyUserDocument {
  _id: string;
  legacyUserId: string;
  name: string;
  email: string;
  passwordHash: string;
  migratedTo: string | null;
  [key: string]: unknown;
}

/** The legacy pool, looked up by e-mail when someone unknown signs in (spec 02 §7). */
export const legacyUsersProjection = defineProjection<LegacyUserDocument, LegacyUserEvent>({
  name: 'legacyUsers',
  collection: 'legacyUsers',
  handles: ['LegacyUserImported', 'LegacyUserMigrated'],
  indexes: [{ keys: { email: 1 } }],
  documentIds: (event) => [event.data.legacyUserId],
  evolve: (document, event) => {
    switch (event.type) {
      case 'LegacyUserImported':
        return { _id: event.data.legacyUserId, ...event.data, migratedTo: document?.migratedTo ?? null };
      case 'LegacyUserMigrated':
        return document ? { ...document, migratedTo: event.data.accountId } : null;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
