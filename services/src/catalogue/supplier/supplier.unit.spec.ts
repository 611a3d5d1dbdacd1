import { catalogueErrors, type SupplierOnboarded } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { supplierDecider } from './supplier';

const brakes: SupplierOnboarded = {
  supplierId: 'sup-brakes',
  title: 'Brakes',
  deliveryDays: ['Monday', 'Wednesday', 'Friday'],
  cutOffTime: '16:00',
  integrationType: null,
};

const spec = deciderSpecification(supplierDecider);

describe('supplier decider', () => {
  it('onboards a supplier new to the platform', () => {
    spec
      .given([])
      .when({ type: 'OnboardSupplier', supplier: brakes })
      .then([{ type: 'SupplierOnboarded', data: brakes }]);
  });

  it('refuses to onboard the same supplier twice', () => {
    spec
      .given([{ type: 'SupplierOnboarded', data: brakes }])
      .when({ type: 'OnboardSupplier', supplier: { ...brakes, title: 'Brakes Ltd' } })
      .thenThrows(catalogueErrors.supplierExists.code, catalogueErrors.supplierExists.message);
  });
});
