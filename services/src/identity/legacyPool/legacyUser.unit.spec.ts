import type { LegacyUserEvent } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { legacyUserDecider } from './legacyUser';

const spec = deciderSpecification(legacyUserDecider);
const legacyUserId = 'legacy-1';

const importUser = {
  type: 'ImportLegacyUser',
  legacyUserId,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  passwordHash: '$2b$10$abcdefghijklmnopqrstuv',
} as const;

const imported: LegacyUserEvent = {
  type: 'LegacyUserImported',
  data: {
    legacyUserId,
    name: 'Grace Hopper',
    email: 'grace@example.com',
    passwordHash: '$2b$10$abcdefghijklmnopqrstuv',
  },
};
const migrated: LegacyUserEvent = { type: 'LegacyUserMigrated', data: { legacyUserId, accountId: 'acc-1' } };
const markMigrated = { type: 'MarkMigrated', legacyUserId, accountId: 'acc-1' } as const;

describe('legacy user decider', () => {
  it('imports a legacy user', () => {
    spec.given([]).when(importUser).then([imported]);
  });

  it('records nothing when the same user is imported again', () => {
    spec.given([imported]).when(importUser).then([]);
  });

  it('records nothing when a re-import carries different details', () => {
    spec
      .given([imported])
      .when({ ...importUser, name: 'Grace B. Hopper', passwordHash: '$2b$10$zyxwvutsrqponmlkjihgfe' })
      .then([]);
  });

  it('marks an imported user as migrated', () => {
    spec.given([imported]).when(markMigrated).then([migrated]);
  });

  it('does not re-import a migrated user', () => {
    spec.given([imported, migrated]).when(importUser).then([]);
  });

  it('does not migrate a migrated user again', () => {
    spec.given([imported, migrated]).when(markMigrated).then([]);
  });

  it('does not migrate a migrated user again to another account', () => {
    spec.given([imported, migrated]).when({ type: 'MarkMigrated', legacyUserId, accountId: 'acc-2' }).then([]);
  });

  it('keeps a user migrated when a stray import follows the migration', () => {
    spec.given([imported, migrated, imported]).when(markMigrated).then([]);
  });

  it('does not migrate a user that was never imported', () => {
    spec.given([]).when(markMigrated).then([]);
  });
});
