import { readModels } from '@oms/projections';
import { describe, expect, it } from 'vitest';
import { trackingOverviewOf } from '../coPilot/aiOrder/aiOrderViews';
import { buildInMemoryApp } from '../platform/engines/inMemoryApp';
import { seedDemoCoPilot } from './seedDemoCoPilot';

describe('demo Co-Pilot inbox', () => {
  it('gives Brakes a dozen e-mails in every state, read by the real extractor', async () => {
    const harness = await buildInMemoryApp({ now: new Date('2026-11-23T09:00:00.000Z') });
    try {
      await seedDemoCoPilot(harness.platform, harness.platform.clock());
      const inbox = await readModels.aiOrders.in(harness.platform.readStore).find({ supplierId: 'sup-brakes' });
      expect(inbox).toHaveLength(12);
      expect(inbox.every((order) => order.interpretation !== null)).toBe(true);
      const tracking = trackingOverviewOf(inbox);
      expect(tracking).toMatchObject({ total: 12, rejected: 1 });
      expect(tracking.approved).toBeGreaterThanOrEqual(3);
      expect(tracking.correctOrderRate).toBeGreaterThan(0);
      expect(tracking.correctOrderRate).toBeLessThan(100);
      expect(inbox.some((order) => order.interpretation?.venueId === null)).toBe(true);
      expect(inbox.some((order) => (order.interpretation?.notInPriceFile.length ?? 0) > 0)).toBe(true);
      expect(inbox.some((order) => order.status === 'unprocessed' && order.edited)).toBe(true);
      const placed = await readModels.orders
        .in(harness.platform.readStore)
        .find({ _id: { $in: inbox.flatMap((order) => order.orderIds) } });
      expect(placed).toHaveLength(tracking.approved);
    } finally {
      await harness.close();
    }
  });
});
