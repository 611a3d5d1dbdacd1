import { type SupplierOnboarded, supplierStreamId } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { suppliersProjection } from './suppliersProjection';

const onboarded = (supplier: SupplierOnboarded, position: number) =>
  recordedAt({ type: 'SupplierOnboarded', data: supplier }, position, supplierStreamId(supplier.supplierId));

const brakes: SupplierOnboarded = {
  supplierId: 'sup-brakes',
  title: 'Brakes',
  deliveryDays: ['Monday', 'Friday'],
  cutOffTime: '16:00',
  integrationType: 'dataplus',
};
const freshDirect: SupplierOnboarded = {
  ...brakes,
  supplierId: 'sup-fresh',
  title: 'Fresh Direct',
  integrationType: null,
};

describe('suppliersProjection', () => {
  it('keeps one document per onboarded supplier, as it was onboarded', async () => {
    const { documents } = await projectionSpec(suppliersProjection).given(
      onboarded(brakes, 1),
      onboarded(freshDirect, 2),
    );
    expect(await documents()).toEqual([
      { _id: 'sup-brakes', ...brakes, _position: 1 },
      { _id: 'sup-fresh', ...freshDirect, _position: 2 },
    ]);
  });

  it("applies an admin's edit over every field, keeping the document's id", async () => {
    const edited = {
      ...brakes,
      title: 'Brakes Foodservice',
      secondTitle: 'Brakes Ltd',
      emailAddress: 'orders@brakes.test',
      secondEmailAddresses: [],
      phoneNumber: '01632 960000',
      accountNumber: 'BRK-1',
      minOrderValue: 10000,
      logoUrl: 'https://images.test/brakes.png',
      vendorCode: 'V1',
      dc: 'North',
      allowsCreditPurchase: true,
    };
    const { documents } = await projectionSpec(suppliersProjection).given(
      onboarded(brakes, 1),
      recordedAt({ type: 'SupplierDetailsEdited', data: edited }, 2, supplierStreamId('sup-brakes')),
    );
    expect(await documents()).toEqual([{ _id: 'sup-brakes', ...edited, _position: 2 }]);
  });

  it('records the last search index rebuild, reindexed or failed', async () => {
    const rebuilt = (success: boolean, recordsUpserted: number, position: number) =>
      recordedAt(
        {
          type: 'SupplierSearchIndexRebuilt',
          data: { supplierId: 'sup-brakes', success, recordsUpserted, rebuiltAt: `2026-11-2${position}T10:00:00.000Z` },
        },
        position,
        supplierStreamId('sup-brakes'),
      );
    const reindexed = await projectionSpec(suppliersProjection).given(onboarded(brakes, 1), rebuilt(true, 42, 2));
    expect((await reindexed.documents())[0]?.searchIndex).toEqual({
      state: 'reindexed',
      recordsUpserted: 42,
      at: '2026-11-22T10:00:00.000Z',
    });
    const failed = await projectionSpec(suppliersProjection).given(
      onboarded(brakes, 1),
      rebuilt(true, 42, 2),
      rebuilt(false, 0, 3),
    );
    expect((await failed.documents())[0]?.searchIndex).toEqual({ state: 'failed', at: '2026-11-23T10:00:00.000Z' });
  });

  it('forgets a removed supplier', async () => {
    const { documents } = await projectionSpec(suppliersProjection).given(
      onboarded(brakes, 1),
      onboarded(freshDirect, 2),
      recordedAt(
        { type: 'SupplierRemoved', data: { supplierId: 'sup-brakes', removedAt: '2026-11-22T10:00:00.000Z' } },
        3,
        supplierStreamId('sup-brakes'),
      ),
    );
    expect((await documents()).map((document) => document._id)).toEqual(['sup-fresh']);
  });

  it('ignores events of other kinds', async () => {
    const { documents } = await projectionSpec(suppliersProjection).given(
      recordedAt({ type: 'ProductListed', data: { productId: 'p-1', supplierId: 'sup-brakes' } }, 1),
    );
    expect(await documents()).toEqual([]);
  });
});
