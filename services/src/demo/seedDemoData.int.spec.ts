import { describe, expect, it } from 'vitest';
import { openEmbeddedPlatform } from '../platform/engines/embeddedPlatform';
import { demoVolumes, seedDemoData } from './seedDemoData';

describe('demo seed', () => {
  it('records the demo through the deciders and every read model catches up', async () => {
    const embedded = await openEmbeddedPlatform();
    try {
      const now = new Date('2026-11-22T10:00:00.000Z');
      const summary = await seedDemoData(embedded.platform, now);
      const { readStore } = embedded.platform;
      expect(summary.suppliers).toBe(demoVolumes.suppliers);
      expect(summary.products).toBeGreaterThan(1_900);
      expect(await readStore.collection('catalogueProducts').countDocuments()).toBe(summary.products);
      expect(
        await readStore.collection('catalogueProducts').countDocuments({ priceChangedAt: { $ne: null } }),
      ).toBeGreaterThan(500);
      const crown = await readStore.collection('venues').findOne({ _id: 'ven-crown-anchor' });
      const harbour = await readStore.collection('venues').findOne({ _id: 'ven-harbour-kitchen' });
      expect(crown).toMatchObject({ phoneNumber: '0117 496 0123' });
      expect(harbour).toMatchObject({ phoneNumber: '' });
      const orders = await readStore.collection('orders').find({ venueId: 'ven-crown-anchor' });
      const dates = orders.map((order) => order.orderedDate as string).sort();
      expect(dates[0] && dates[0] <= '2026-08-26').toBe(true);
      expect(dates.at(-1) && (dates.at(-1) as string) < '2026-11-22').toBe(true);
      expect(await readStore.collection('baskets').countDocuments({ 'lines.0': { $exists: true } })).toBe(0);
    } finally {
      await embedded.close();
    }
  });
});
