import { type AccountEvent, type AccountRoles, accountStreamId, noRoles, type RecordedEvent } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { type AccountDocument, accountsProjection } from './accountsProjection';

const accountId = 'acc-1';
const identity = { accountId, name: 'Ada Lovelace', email: 'ada@example.com', passwordHash: 'first-hash' };

const recorded = (event: AccountEvent, globalPosition: number, at = '2026-11-22T09:00:00.000Z') => {
  const stored = recordedAt(event, globalPosition, accountStreamId(event.data.accountId));
  return { ...stored, metadata: { ...stored.metadata, recordedAt: at } };
};

const registered: AccountEvent = { type: 'AccountRegistered', data: { ...identity, via: 'register' } };
const granted = (venueId: string): AccountEvent => ({ type: 'AccountVenueGranted', data: { accountId, venueId } });
const revoked = (venueId: string): AccountEvent => ({ type: 'AccountVenueRevoked', data: { accountId, venueId } });
const resetRequested: AccountEvent = {
  type: 'PasswordResetRequested',
  data: { accountId, codeHash: 'code-hash', expiresAt: '2026-11-22T10:15:00.000Z' },
};

async function given(...events: RecordedEvent[]) {
  const { store, deliver } = await projectionSpec(accountsProjection).given(...events);
  const documents = () => store.collection<AccountDocument>('accounts').find({}, { sort: { _id: 1 } });
  return {
    deliver,
    documents,
    account: async () => {
      const [document, ...others] = await documents();
      expect(others).toEqual([]);
      return document;
    },
  };
}

describe('accountsProjection', () => {
  it('creates an account document from AccountRegistered', async () => {
    const projected = await given(recorded(registered, 3, '2026-11-22T09:30:00.000Z'));

    expect(await projected.documents()).toEqual([
      {
        _id: accountId,
        accountId,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        passwordHash: 'first-hash',
        roles: noRoles,
        venueIds: [],
        secondaryEmails: [],
        creditLimit: 0,
        creditDays: 0,
        orderCaptureEmail: null,
        pendingReset: null,
        registeredAt: '2026-11-22T09:30:00.000Z',
        registeredVia: 'register',
        _position: 3,
      },
    ]);
  });

  it('records an account migrated from the legacy pool as such', async () => {
    const projected = await given(
      recorded({ type: 'AccountMigratedFromLegacyPool', data: { ...identity, legacyUserId: 'legacy-1' } }, 1),
    );

    const account = await projected.account();
    expect(account).toMatchObject({ _id: accountId, email: 'ada@example.com', registeredVia: 'legacyMigration' });
    expect(account).not.toHaveProperty('legacyUserId');
  });

  it('sets the roles', async () => {
    const roles: AccountRoles = { isAdmin: false, isTfrAdmin: true, supplierAdminOf: null };
    const projected = await given(
      recorded(registered, 1),
      recorded({ type: 'AccountRolesSet', data: { accountId, roles } }, 2),
    );

    expect((await projected.account())?.roles).toEqual(roles);
  });

  it('keeps each granted venue once', async () => {
    const projected = await given(
      recorded(registered, 1),
      recorded(granted('venue-1'), 2),
      recorded(granted('venue-2'), 3),
      recorded(granted('venue-1'), 4),
    );

    expect((await projected.account())?.venueIds).toEqual(['venue-1', 'venue-2']);
  });

  it('removes a revoked venue', async () => {
    const projected = await given(
      recorded(registered, 1),
      recorded(granted('venue-1'), 2),
      recorded(granted('venue-2'), 3),
      recorded(revoked('venue-1'), 4),
    );

    expect((await projected.account())?.venueIds).toEqual(['venue-2']);
  });

  it('sets the credit terms, secondary e-mails and order capture address', async () => {
    const projected = await given(
      recorded(registered, 1),
      recorded({ type: 'AccountCreditTermsSet', data: { accountId, creditLimit: 250_000, creditDays: 30 } }, 2),
      recorded({ type: 'AccountSecondaryEmailsSet', data: { accountId, secondaryEmails: ['chef@example.com'] } }, 3),
      recorded({ type: 'AccountOrderCaptureSet', data: { accountId, orderCaptureEmail: 'capture@example.com' } }, 4),
      recorded({ type: 'AccountCreditApprovalsSet', data: { accountId, supplierIds: ['sup-brakes'] } }, 5),
    );

    expect(await projected.account()).toMatchObject({
      creditLimit: 250_000,
      creditDays: 30,
      secondaryEmails: ['chef@example.com'],
      orderCaptureEmail: 'capture@example.com',
      creditApproved: ['sup-brakes'],
      _position: 5,
    });
  });

  it('turns order capture off', async () => {
    const projected = await given(
      recorded(registered, 1),
      recorded({ type: 'AccountOrderCaptureSet', data: { accountId, orderCaptureEmail: 'capture@example.com' } }, 2),
      recorded({ type: 'AccountOrderCaptureSet', data: { accountId, orderCaptureEmail: null } }, 3),
    );

    expect((await projected.account())?.orderCaptureEmail).toBeNull();
  });

  it('keeps a pending reset', async () => {
    const projected = await given(recorded(registered, 1), recorded(resetRequested, 2));

    expect((await projected.account())?.pendingReset).toEqual({
      codeHash: 'code-hash',
      expiresAt: '2026-11-22T10:15:00.000Z',
    });
  });

  it('replaces the password hash and clears the pending reset when the password changes', async () => {
    const projected = await given(
      recorded(registered, 1),
      recorded(resetRequested, 2),
      recorded({ type: 'AccountPasswordChanged', data: { accountId, passwordHash: 'second-hash', via: 'reset' } }, 3),
    );

    expect(await projected.account()).toMatchObject({ passwordHash: 'second-hash', pendingReset: null });
  });

  it('keeps one document per account', async () => {
    const other = { accountId: 'acc-2', name: 'Grace Hopper', email: 'grace@example.com', passwordHash: 'h' };
    const projected = await given(
      recorded(registered, 1),
      recorded({ type: 'AccountRegistered', data: { ...other, via: 'admin' } }, 2),
      recorded(granted('venue-1'), 3),
    );

    const documents = await projected.documents();
    expect(
      documents.map(({ _id, email, venueIds, registeredVia }) => ({ _id, email, venueIds, registeredVia })),
    ).toEqual([
      { _id: 'acc-1', email: 'ada@example.com', venueIds: ['venue-1'], registeredVia: 'register' },
      { _id: 'acc-2', email: 'grace@example.com', venueIds: [], registeredVia: 'admin' },
    ]);
  });

  it('creates no document for an event about an account it has not seen', async () => {
    const projected = await given(recorded(granted('venue-1'), 1), recorded(resetRequested, 2));

    expect(await projected.documents()).toEqual([]);
  });

  describe('delivered twice', () => {
    it('changes nothing when the same event arrives again', async () => {
      const event = recorded(granted('venue-1'), 2);
      const projected = await given(recorded(registered, 1), event);
      const before = await projected.documents();

      await projected.deliver(event);

      expect(await projected.documents()).toEqual(before);
      expect(before[0]?.venueIds).toEqual(['venue-1']);
    });

    it('does not bring back a revoked venue when the grant arrives again', async () => {
      const grant = recorded(granted('venue-1'), 2);
      const projected = await given(recorded(registered, 1), grant, recorded(revoked('venue-1'), 3));

      await projected.deliver(grant);

      expect(await projected.account()).toMatchObject({ venueIds: [], _position: 3 });
    });

    it('does not restore the old password when the registration arrives again', async () => {
      const registration = recorded(registered, 1);
      const projected = await given(
        registration,
        recorded(
          { type: 'AccountPasswordChanged', data: { accountId, passwordHash: 'second-hash', via: 'settings' } },
          2,
        ),
      );

      await projected.deliver(registration);

      expect(await projected.account()).toMatchObject({ passwordHash: 'second-hash', _position: 2 });
    });
  });
});
