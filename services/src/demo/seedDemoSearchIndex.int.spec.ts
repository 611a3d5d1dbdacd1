import { readModels } from '@oms/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp } from '../platform/engines/inMemoryApp';
import { seedDemoSearchIndex } from './seedDemoSearchIndex';

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
beforeAll(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-22T10:00:00.000Z') });
}, 120_000);
afterAll(async () => {
  await harness.close();
});

describe('demo search index seed', () => {
  it('records one failed rebuild for Dairy Fresh, once however often it runs', async () => {
    const at = new Date('2026-11-22T10:00:00.000Z');
    await seedDemoSearchIndex(harness.platform, at);
    await harness.platform.runner.waitFor(await harness.platform.eventStore.headPosition());
    await seedDemoSearchIndex(harness.platform, at);
    const rebuilt = (await harness.platform.eventStore.readAll()).filter(
      (event) => event.type === 'SupplierSearchIndexRebuilt',
    );
    expect(rebuilt).toHaveLength(1);
    expect(rebuilt[0]?.data).toMatchObject({ supplierId: 'sup-dairy-fresh', success: false, recordsUpserted: 0 });
    await harness.platform.runner.waitFor(await harness.platform.eventStore.headPosition());
    const supplier = await readModels.suppliers.in(harness.platform.readStore).findOne({ _id: 'sup-dairy-fresh' });
    expect(supplier?.searchIndex).toMatchObject({ state: 'failed' });
  });
});
