import { type OrderEvent, orderStreamId, type VenueEvent, venueStreamId } from '@oms/contracts';
import { orderLine, orderPlaced } from '@oms/tests/fixtures/orderingEvents';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { venueSuppliersProjection } from '../venues/venueSuppliersProjection';
import { hasDroppedByHalf } from './supplierAnalytics';
import { supplierCustomerDaysProjection } from './supplierCustomerDaysProjection';
import { supplierFeedbackProjection } from './supplierFeedbackProjection';

const order = (orderId: string, date: string, time: string, pence: number): OrderEvent =>
  orderPlaced({
    orderId,
    supplierId: 'brakes',
    supplierTitle: 'Brakes',
    venueId: 'anchor',
    requiredDeliveryDay: date,
    orderedDate: date,
    orderedAt: `${date}T${time}:00.000Z`,
    poNumber: null,
    lines: [orderLine({ productId: 'p', quantity: 2, unitPrice: pence / 2, hasVat: true })],
  });

describe('supplier customer days projection (each event delivered twice)', () => {
  it("adds a day's orders and ex-VAT revenue, keeping the latest order time", async () => {
    const events = [
      order('o1', '2026-11-20', '15:00', 1000),
      order('o2', '2026-11-20', '09:00', 500),
      order('o3', '2026-11-21', '08:00', 300),
    ];
    const { documents } = await projectionSpec(supplierCustomerDaysProjection).given(
      ...events.map((event, index) => recordedAt(event, index + 1, orderStreamId(event.data.orderId))),
    );
    expect(await documents()).toEqual([
      expect.objectContaining({
        _id: 'brakes:anchor:2026-11-20',
        orders: 2,
        revenue: 1500,
        lastOrderedAt: '2026-11-20T15:00:00.000Z',
      }),
      expect.objectContaining({ _id: 'brakes:anchor:2026-11-21', orders: 1, revenue: 300 }),
    ]);
  });
});

describe('supplier feedback projection (each event delivered twice)', () => {
  it('keeps each feedback once', async () => {
    const data = {
      feedbackId: 'f1',
      supplierId: 'brakes',
      rating: 7,
      comment: 'Good',
      givenBy: 'a@b.test',
      givenAt: '2026-11-22T10:00:00.000Z',
    };
    const { documents } = await projectionSpec(supplierFeedbackProjection).given(
      recordedAt({ type: 'SupplierFeedbackGiven', data }, 1, 'supplierFeedback-f1'),
    );
    expect(await documents()).toEqual([expect.objectContaining({ _id: 'f1', ...data })]);
  });
});

describe('venue suppliers projection: the supplier side (each event delivered twice)', () => {
  const venueId = 'anchor';
  const at = (events: VenueEvent[]) =>
    events.map((event, index) => recordedAt(event, index + 1, venueStreamId(venueId)));
  const linked: VenueEvent = {
    type: 'VenueSupplierLinked',
    data: { venueId, supplierId: 'brakes', accountNumber: '1', minOrderValue: 0 },
  };
  const details: VenueEvent = {
    type: 'VenueSupplierCustomerDetailsSet',
    data: {
      venueId,
      supplierId: 'brakes',
      customerEmail: 'o@a.test',
      accountName: 'Anchor',
      deliveryFee: 500,
      priceFileSupplierId: 'brakes',
    },
  };

  it("keeps the supplier's customer fields and forgets the link when unlinked", async () => {
    const { documents } = await projectionSpec(venueSuppliersProjection).given(...at([linked, details]));
    expect(await documents()).toEqual([
      expect.objectContaining({
        customerEmail: 'o@a.test',
        accountName: 'Anchor',
        deliveryFee: 500,
        priceFileSupplierId: 'brakes',
      }),
    ]);
    const unlinked: VenueEvent = {
      type: 'VenueSupplierUnlinked',
      data: { venueId, supplierId: 'brakes', by: 'supplier' },
    };
    const gone = await projectionSpec(venueSuppliersProjection).given(...at([linked, details, unlinked]));
    expect(await gone.documents()).toEqual([]);
    const again = await projectionSpec(venueSuppliersProjection).given(...at([linked, details, unlinked, linked]));
    expect(await again.documents()).toEqual([expect.not.objectContaining({ deliveryFee: 500 })]);
  });
});

describe('the drop flag', () => {
  it('flags a last week under half the average of the four before it', () => {
    expect(hasDroppedByHalf([0, 100, 100, 100, 100, 49])).toBe(true);
    expect(hasDroppedByHalf([100, 100, 100, 100, 50])).toBe(false);
    expect(hasDroppedByHalf([0, 0, 0, 0, 0])).toBe(false);
    expect(hasDroppedByHalf([100, 0])).toBe(false);
  });
});
