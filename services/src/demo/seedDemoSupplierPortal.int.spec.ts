import { readModels } from '@oms/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp } from '../platform/engines/inMemoryApp';
import { seedDemoSupplierPortal } from './seedDemoSupplierPortal';

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-22T10:00:00.000Z') });
  await seedDemoSupplierPortal(harness.platform, new Date('2026-11-22T10:00:00.000Z'));
  await harness.platform.runner.waitFor(await harness.platform.eventStore.headPosition());
});
afterAll(async () => {
  await harness.close();
});

describe('demo: the supplier portal', () => {
  it("gives every Brakes customer Brakes' own account number, an e-mail and a delivery fee, and records feedback", async () => {
    const store = harness.platform.readStore;
    const customers = await readModels.venueSuppliers.in(store).find({ supplierId: 'sup-brakes' });
    expect(customers.length).toBeGreaterThan(0);
    for (const customer of customers) {
      expect(customer.accountNumber).toMatch(/^\d+$/);
      expect(customer.customerEmail).toMatch(/@/);
      expect(customer.deliveryFee).toBeGreaterThanOrEqual(0);
    }
    const feedback = await readModels.supplierFeedback.in(store).find({ supplierId: 'sup-brakes' });
    expect(feedback.map((each) => each.rating).sort()).toEqual([8, 9]);
  });
});
