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

  it('ignores events of other kinds', async () => {
    const { documents } = await projectionSpec(suppliersProjection).given(
      recordedAt({ type: 'ProductListed', data: { productId: 'p-1', supplierId: 'sup-brakes' } }, 1),
    );
    expect(await documents()).toEqual([]);
  });
});
