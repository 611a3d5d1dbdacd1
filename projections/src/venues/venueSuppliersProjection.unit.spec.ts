import { type VenueEvent, venueStreamId } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { venueSuppliersProjection } from './venueSuppliersProjection';

const venueId = 'venue-1';
const linked: VenueEvent = {
  type: 'VenueSupplierLinked',
  data: { venueId, supplierId: 'brakes', accountNumber: 'BRK-1', minOrderValue: 5000 },
};
const termsUpdated: VenueEvent = {
  type: 'VenueSupplierTermsUpdated',
  data: {
    venueId,
    supplierId: 'brakes',
    accountNumber: 'BRK-2',
    minOrderValue: 7500,
    deliveryDays: ['Tuesday', 'Friday'],
    orderCutOffTime: '14:00',
  },
};
const hidden: VenueEvent = {
  type: 'VenueSupplierVisibilityChanged',
  data: { venueId, supplierId: 'brakes', isActive: false, isCatalogueAccessible: true },
};

async function given(events: VenueEvent[], deliverTwice = false) {
  const recorded = events.map((event, index) => recordedAt(event, index + 1, venueStreamId(venueId)));
  const { store, deliver } = await projectionSpec(venueSuppliersProjection).given(...recorded);
  if (deliverTwice) for (const event of recorded) await deliver(event);
  return store.collection('venueSuppliers').findOne({ _id: 'venue-1:brakes' });
}

describe('venue suppliers projection', () => {
  it("starts a linked supplier active, catalogue accessible and on the supplier's own days and cut-off", async () => {
    expect(await given([linked])).toEqual({
      _id: 'venue-1:brakes',
      venueId,
      supplierId: 'brakes',
      accountNumber: 'BRK-1',
      minOrderValue: 5000,
      deliveryDays: null,
      orderCutOffTime: null,
      isActive: true,
      isCatalogueAccessible: true,
      _position: 1,
    });
  });

  it('takes the terms an admin set', async () => {
    expect(await given([linked, termsUpdated])).toMatchObject({
      accountNumber: 'BRK-2',
      minOrderValue: 7500,
      deliveryDays: ['Tuesday', 'Friday'],
      orderCutOffTime: '14:00',
    });
  });

  it('keeps toggles and terms when the supplier is linked again', async () => {
    expect(await given([linked, termsUpdated, hidden, linked])).toMatchObject({
      accountNumber: 'BRK-1',
      minOrderValue: 5000,
      deliveryDays: ['Tuesday', 'Friday'],
      isActive: false,
      isCatalogueAccessible: true,
    });
  });

  it("keeps Send to Xero's defaults for the supplier, the latest winning", async () => {
    const defaultsSet = (defaultAccount: string): VenueEvent => ({
      type: 'VenueSupplierAccountingDefaultsSet',
      data: { venueId, supplierId: 'brakes', organisationId: 'org-1', defaultAccount, defaultContact: 'contact-1' },
    });
    expect(await given([linked, defaultsSet('acc-food'), hidden, defaultsSet('acc-drink')], true)).toMatchObject({
      isActive: false,
      accountingDefaults: { organisationId: 'org-1', defaultAccount: 'acc-drink', defaultContact: 'contact-1' },
      _position: 4,
    });
  });

  it('changes nothing when an event is delivered twice', async () => {
    expect(await given([linked, hidden], true)).toMatchObject({ isActive: false, _position: 2 });
  });
});
