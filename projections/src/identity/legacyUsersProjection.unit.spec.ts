import { type LegacyUserEvent, legacyUserStreamId, type RecordedEvent } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { type LegacyUserDocument, legacyUsersProjection } from './legacyUsersProjection';

const recorded = (event: LegacyUserEvent, globalPosition: number) =>
  recordedAt(event, globalPosition, legacyUserStreamId(event.data.legacyUserId));

const imported = (legacyUserId: string, name = 'Grace Hopper'): LegacyUserEvent => ({
  type: 'LegacyUserImported',
  data: { legacyUserId, name, email: `${legacyUserId}@example.com`, passwordHash: '$2b$10$legacy' },
});
const migrated = (legacyUserId: string, accountId: string): LegacyUserEvent => ({
  type: 'LegacyUserMigrated',
  data: { legacyUserId, accountId },
});

async function given(...events: RecordedEvent[]) {
  const { store, deliver } = await projectionSpec(legacyUsersProjection).given(...events);
  return {
    deliver,
    documents: () => store.collection<LegacyUserDocument>('legacyUsers').find({}, { sort: { _id: 1 } }),
  };
}

describe('legacyUsersProjection', () => {
  it('creates a legacy user that has not migrated yet', async () => {
    const projected = await given(recorded(imported('legacy-1'), 2));

    expect(await projected.documents()).toEqual([
      {
        _id: 'legacy-1',
        legacyUserId: 'legacy-1',
        name: 'Grace Hopper',
        email: 'legacy-1@example.com',
        passwordHash: '$2b$10$legacy',
        migratedTo: null,
        _position: 2,
      },
    ]);
  });

  it('records the account a legacy user migrated to', async () => {
    const projected = await given(recorded(imported('legacy-1'), 1), recorded(migrated('legacy-1', 'acc-1'), 2));

    expect(await projected.documents()).toMatchObject([{ _id: 'legacy-1', migratedTo: 'acc-1', _position: 2 }]);
  });

  it('keeps one document per legacy user', async () => {
    const projected = await given(
      recorded(imported('legacy-1'), 1),
      recorded(imported('legacy-2', 'Alan Turing'), 2),
      recorded(migrated('legacy-2', 'acc-2'), 3),
    );

    expect((await projected.documents()).map(({ _id, name, migratedTo }) => ({ _id, name, migratedTo }))).toEqual([
      { _id: 'legacy-1', name: 'Grace Hopper', migratedTo: null },
      { _id: 'legacy-2', name: 'Alan Turing', migratedTo: 'acc-2' },
    ]);
  });

  it('keeps the migration when a later import arrives', async () => {
    const projected = await given(
      recorded(imported('legacy-1'), 1),
      recorded(migrated('legacy-1', 'acc-1'), 2),
      recorded(imported('legacy-1', 'Grace B. Hopper'), 3),
    );

    expect(await projected.documents()).toMatchObject([
      { _id: 'legacy-1', name: 'Grace B. Hopper', migratedTo: 'acc-1', _position: 3 },
    ]);
  });

  it('creates no document for the migration of a user it has not seen', async () => {
    const projected = await given(recorded(migrated('legacy-1', 'acc-1'), 1));

    expect(await projected.documents()).toEqual([]);
  });

  describe('delivered twice', () => {
    it('changes nothing when the same event arrives again', async () => {
      const event = recorded(migrated('legacy-1', 'acc-1'), 2);
      const projected = await given(recorded(imported('legacy-1'), 1), event);
      const before = await projected.documents();

      await projected.deliver(event);

      expect(await projected.documents()).toEqual(before);
    });

    it('does not undo the migration when the import arrives again', async () => {
      const importEvent = recorded(imported('legacy-1'), 1);
      const projected = await given(importEvent, recorded(migrated('legacy-1', 'acc-1'), 2));

      await projected.deliver(importEvent);

      expect(await projected.documents()).toMatchObject([{ migratedTo: 'acc-1', _position: 2 }]);
    });
  });
});
