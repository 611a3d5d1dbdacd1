import { readModels } from '@oms/projections';
import { describe, expect, it } from 'vitest';
import { buildInMemoryApp } from '../platform/engines/inMemoryApp';
import { seedDemoRetention } from './seedDemoRetention';

describe('demo retention', () => {
  it('deletes one Co-Pilot e-mail decided past the keep time before the demo’s now, through the real run', async () => {
    const now = new Date('2026-11-23T09:00:00.000Z');
    const harness = await buildInMemoryApp({ now });
    try {
      await seedDemoRetention(harness.platform, now);
      const deletions = await readModels.retentionDeletions.in(harness.platform.readStore).find({});
      expect(deletions).toEqual([
        expect.objectContaining({ kind: 'coPilotEmail', supplierId: 'sup-brakes', deletedAt: now.toISOString() }),
      ]);
      const order = await readModels.aiOrders.in(harness.platform.readStore).findOne({ _id: deletions[0]?.recordId });
      expect(order?.status).toBe('rejected');
      expect(await harness.platform.files.head(order?.rawFile.key ?? '')).toBeNull();
      // Seeding again (a restart of the demo) adds nothing.
      await seedDemoRetention(harness.platform, now);
      expect(await readModels.retentionDeletions.in(harness.platform.readStore).countDocuments({})).toBe(1);
    } finally {
      await harness.close();
    }
  });
});
