import {
  type RecordedEvent,
  type VenueEvent,
  type VenueRegistered,
  type VenueSettingsUpdated,
  venueStreamId,
} from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { type VenueDocument, venuesProjection } from './venuesProjection';

const venueId = 'venue-1';

const recorded = (event: VenueEvent, globalPosition: number, at = '2026-11-22T09:00:00.000Z') => {
  const stored = recordedAt(event, globalPosition, venueStreamId(event.data.venueId));
  return { ...stored, metadata: { ...stored.metadata, recordedAt: at } };
};

const venue: VenueRegistered = {
  venueId,
  title: 'The Anchor',
  code: 'ANCHOR1',
  addressLine1: '1 Quay Street',
  addressLine2: 'Harbourside',
  addressCity: 'Bristol',
  addressPostCode: 'BS1 4QA',
  phoneNumber: '0117 000 0000',
  isPricesHidden: false,
};
const registered = (overrides: Partial<VenueRegistered> = {}): VenueEvent => ({
  type: 'VenueRegistered',
  data: { ...venue, ...overrides },
});
const settingsUpdated = (overrides: Partial<VenueSettingsUpdated>): VenueEvent => ({
  type: 'VenueSettingsUpdated',
  data: { ...venue, addressUpdated: false, ...overrides },
});

async function given(...events: RecordedEvent[]) {
  const { store, deliver } = await projectionSpec(venuesProjection).given(...events);
  return {
    deliver,
    documents: () => store.collection<VenueDocument>('venues').find({}, { sort: { _id: 1 } }),
  };
}

describe('venuesProjection', () => {
  it('creates a venue document from VenueRegistered, with a lowercased title key', async () => {
    const projected = await given(recorded(registered(), 3));

    expect(await projected.documents()).toEqual([
      { _id: venueId, ...venue, titleKey: 'the anchor', addressUpdatedAt: null, _position: 3 },
    ]);
  });

  it('applies the new settings and lowercases the new title key', async () => {
    const projected = await given(
      recorded(registered(), 1),
      recorded(settingsUpdated({ title: 'The ANCHOR Inn', phoneNumber: '0117 111 1111', isPricesHidden: true }), 2),
    );

    expect(await projected.documents()).toEqual([
      {
        _id: venueId,
        ...venue,
        title: 'The ANCHOR Inn',
        phoneNumber: '0117 111 1111',
        isPricesHidden: true,
        titleKey: 'the anchor inn',
        addressUpdatedAt: null,
        _position: 2,
      },
    ]);
  });

  it('does not store the address-updated flag itself', async () => {
    const projected = await given(
      recorded(registered(), 1),
      recorded(settingsUpdated({ addressCity: 'Bath', addressUpdated: true }), 2),
    );

    expect((await projected.documents())[0]).not.toHaveProperty('addressUpdated');
  });

  it('records when the address was updated', async () => {
    const projected = await given(
      recorded(registered(), 1, '2026-11-22T09:00:00.000Z'),
      recorded(settingsUpdated({ addressCity: 'Bath', addressUpdated: true }), 2, '2026-11-22T10:00:00.000Z'),
    );

    expect(await projected.documents()).toMatchObject([
      { addressCity: 'Bath', addressUpdatedAt: '2026-11-22T10:00:00.000Z' },
    ]);
  });

  it('keeps the last address update when later settings leave the address alone', async () => {
    const projected = await given(
      recorded(registered(), 1, '2026-11-22T09:00:00.000Z'),
      recorded(settingsUpdated({ addressCity: 'Bath', addressUpdated: true }), 2, '2026-11-22T10:00:00.000Z'),
      recorded(
        settingsUpdated({ addressCity: 'Bath', title: 'The Anchor Inn', addressUpdated: false }),
        3,
        '2026-11-22T11:00:00.000Z',
      ),
    );

    expect(await projected.documents()).toMatchObject([
      { title: 'The Anchor Inn', titleKey: 'the anchor inn', addressUpdatedAt: '2026-11-22T10:00:00.000Z' },
    ]);
  });

  it('moves the address update time on with the next address change', async () => {
    const projected = await given(
      recorded(registered(), 1, '2026-11-22T09:00:00.000Z'),
      recorded(settingsUpdated({ addressCity: 'Bath', addressUpdated: true }), 2, '2026-11-22T10:00:00.000Z'),
      recorded(
        settingsUpdated({ addressCity: 'Bath', addressPostCode: 'BA1 1AA', addressUpdated: true }),
        3,
        '2026-11-22T11:00:00.000Z',
      ),
    );

    expect(await projected.documents()).toMatchObject([
      { addressPostCode: 'BA1 1AA', addressUpdatedAt: '2026-11-22T11:00:00.000Z' },
    ]);
  });

  it('records a regenerated code', async () => {
    const projected = await given(
      recorded(registered(), 1),
      recorded({ type: 'VenueCodeRegenerated', data: { venueId, code: 'NEWCODE' } }, 2),
    );

    expect(await projected.documents()).toMatchObject([{ code: 'NEWCODE', title: 'The Anchor', _position: 2 }]);
  });

  it('ignores a supplier link', async () => {
    const projected = await given(
      recorded(registered(), 1),
      recorded(
        { type: 'VenueSupplierLinked', data: { venueId, supplierId: 'brakes', accountNumber: 'A1', minOrderValue: 0 } },
        2,
      ),
    );

    expect(await projected.documents()).toMatchObject([{ _id: venueId, _position: 1 }]);
  });

  it('keeps one document per venue', async () => {
    const projected = await given(
      recorded(registered(), 1),
      recorded(registered({ venueId: 'venue-2', title: 'Fox & Hounds' }), 2),
    );

    expect((await projected.documents()).map(({ _id, titleKey }) => ({ _id, titleKey }))).toEqual([
      { _id: 'venue-1', titleKey: 'the anchor' },
      { _id: 'venue-2', titleKey: 'fox & hounds' },
    ]);
  });

  it('creates no document for settings or a code of a venue it has not seen', async () => {
    const projected = await given(
      recorded(settingsUpdated({ addressUpdated: true }), 1),
      recorded({ type: 'VenueCodeRegenerated', data: { venueId, code: 'NEWCODE' } }, 2),
    );

    expect(await projected.documents()).toEqual([]);
  });

  describe('delivered twice', () => {
    it('changes nothing when the same event arrives again', async () => {
      const event = recorded(
        settingsUpdated({ addressCity: 'Bath', addressUpdated: true }),
        2,
        '2026-11-22T10:00:00.000Z',
      );
      const projected = await given(recorded(registered(), 1), event);
      const before = await projected.documents();

      await projected.deliver({ ...event, metadata: { ...event.metadata, recordedAt: '2026-11-22T12:00:00.000Z' } });

      expect(await projected.documents()).toEqual(before);
      expect(before[0]?.addressUpdatedAt).toBe('2026-11-22T10:00:00.000Z');
    });

    it('does not bring back the old title when the registration arrives again', async () => {
      const registration = recorded(registered(), 1);
      const projected = await given(registration, recorded(settingsUpdated({ title: 'The Anchor Inn' }), 2));

      await projected.deliver(registration);

      expect(await projected.documents()).toMatchObject([{ title: 'The Anchor Inn', titleKey: 'the anchor inn' }]);
    });
  });

  it('keeps new secondary zones and the catalogue switches', async () => {
    const projected = await given(
      recorded(registered(), 1),
      recorded({ type: 'VenueSecondaryZoneAdded', data: { venueId, zone: 'Back Bar' } }, 2),
      recorded({ type: 'VenueSecondaryZoneAdded', data: { venueId, zone: 'Cellar' } }, 3),
      recorded(
        {
          type: 'VenueCatalogueOptionsSet',
          data: { venueId, dataplusIntegration: true, isPriceChangesVisible: false },
        },
        4,
      ),
    );
    expect(await projected.documents()).toMatchObject([
      { secondaryZones: ['Back Bar', 'Cellar'], dataplusIntegration: true, isPriceChangesVisible: false },
    ]);
  });

  it('keeps the admin settings of spec 03 §3, the last one recorded', async () => {
    const settings = {
      tfrVenue: true,
      orderReminder: '09:30',
      isInvoices: true,
      isAddSupplierButtonHidden: false,
      isAccountNumberEditable: true,
      statsReciveEmails: ['owner@anchor.test'],
      activityEmailFrequency: 'weekly' as const,
      additionalChatSupport: { title: 'Head office', emailAddress: 'office@anchor.test' },
    };
    const projected = await given(
      recorded(registered(), 1),
      recorded({ type: 'VenueAdminSettingsSet', data: { venueId, ...settings, activityEmailFrequency: 'daily' } }, 2),
      recorded({ type: 'VenueAdminSettingsSet', data: { venueId, ...settings } }, 3),
    );
    expect(await projected.documents()).toMatchObject([{ adminSettings: settings, _position: 3 }]);
  });

  it('marks a deleted venue with the moment it was deleted and keeps the rest', async () => {
    const projected = await given(
      recorded(registered(), 1),
      recorded({ type: 'VenueDeleted', data: { venueId } }, 2, '2026-11-23T10:00:00.000Z'),
    );
    expect(await projected.documents()).toEqual([
      {
        _id: venueId,
        ...venue,
        titleKey: 'the anchor',
        addressUpdatedAt: null,
        deletedAt: '2026-11-23T10:00:00.000Z',
        _position: 2,
      },
    ]);
  });
});
