import {
  type FeatureUsageEvent,
  featureUsageStreamId,
  type OrderEvent,
  type OrderPlaced,
  orderStreamId,
} from '@oms/contracts';
import { orderPlaced } from '@oms/tests/fixtures/orderingEvents';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { planUsageProjection } from './planUsageProjection';

const venueId = 'venue-1';

const placed = (orderId: string, overrides: Partial<OrderPlaced> = {}): OrderEvent =>
  orderPlaced({ orderId, venueId, orderedDate: '2026-11-22', ...overrides });

async function given(events: OrderEvent[], deliverTwice = false) {
  const recorded = events.map((event, index) => recordedAt(event, index + 1, orderStreamId(event.data.orderId)));
  const { store, deliver } = await projectionSpec(planUsageProjection).given(...recorded);
  // Interleaved redelivery: each event again right after itself, not only the whole feed again.
  if (deliverTwice) for (const event of recorded) await deliver(event);
  return store.collection('planUsage');
}

describe('plan usage projection', () => {
  it('counts one PO number once however many suppliers its basket order went to', async () => {
    const usage = await given([placed('a'), placed('b', { supplierId: 'fresh', supplierTitle: 'Fresh' })]);
    expect(await usage.findOne({ _id: 'venue-1:2026-11' })).toMatchObject({
      venueId,
      month: '2026-11',
      poNumbers: ['PO-1'],
    });
  });

  it('counts manual orders the same way as basket orders', async () => {
    const usage = await given([placed('a'), placed('m', { poNumber: 'PO-MANUAL', placedManually: true })]);
    expect((await usage.findOne({ _id: 'venue-1:2026-11' }))?.poNumbers).toEqual(['PO-1', 'PO-MANUAL']);
  });

  it('ignores orders without a PO number', async () => {
    const usage = await given([placed('a', { poNumber: null })]);
    expect(await usage.countDocuments({})).toBe(0);
  });

  it("files an order under the London month it was placed in, not the order's UTC day", async () => {
    // 23:30 UTC on 31 October 2026 is still October in London (GMT), but 00:30 BST on 1 June is June.
    const usage = await given([
      placed('oct', { orderedAt: '2026-10-31T23:30:00.000Z', poNumber: 'PO-OCT' }),
      placed('jun', { orderedAt: '2026-05-31T23:30:00.000Z', poNumber: 'PO-JUN' }),
    ]);
    expect((await usage.findOne({ _id: 'venue-1:2026-10' }))?.poNumbers).toEqual(['PO-OCT']);
    expect((await usage.findOne({ _id: 'venue-1:2026-06' }))?.poNumbers).toEqual(['PO-JUN']);
  });

  it('changes nothing when an event is delivered twice', async () => {
    const usage = await given([placed('a'), placed('b', { poNumber: 'PO-2' })], true);
    expect(await usage.findOne({ _id: 'venue-1:2026-11' })).toMatchObject({
      poNumbers: ['PO-1', 'PO-2'],
      _position: 2,
    });
  });

  it('counts a PO receipted once a month however often it is receipted (Goods_Receipting subjects)', async () => {
    const used = (subject: string): FeatureUsageEvent => ({
      type: 'FeatureUsed',
      data: { venueId, feature: 'Goods_Receipting', month: '2026-11', subject },
    });
    const events = [used('brakes/PO-1'), used('brakes/PO-1'), used('fresh/PO-2')];
    const recorded = events.map((event, index) => recordedAt(event, index + 1, featureUsageStreamId(venueId)));
    const { store } = await projectionSpec(planUsageProjection).given(...recorded);
    expect(await store.collection('planUsage').findOne({ _id: 'venue-1:2026-11' })).toMatchObject({
      featureUses: { Goods_Receipting: 2 },
      featureSubjects: { Goods_Receipting: ['brakes/PO-1', 'fresh/PO-2'] },
    });
  });
});
