import { catalogueErrors, type SupplierDetails, type SupplierOnboarded } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { onboardedSupplierOf, supplierDecider } from './supplier';

const brakes: SupplierOnboarded = {
  supplierId: 'sup-brakes',
  title: 'Brakes',
  deliveryDays: ['Monday', 'Wednesday', 'Friday'],
  cutOffTime: '16:00',
  integrationType: null,
};

const details: SupplierDetails = {
  title: 'Fresh Fish Co',
  secondTitle: 'Fresh Fish Co Ltd',
  emailAddress: 'Orders@FreshFish.test',
  secondEmailAddresses: ['Accounts@FreshFish.test'],
  phoneNumber: '01632 960123',
  accountNumber: 'FF-100',
  minOrderValue: 5000,
  cutOffTime: '15:30',
  logoUrl: 'https://images.test/fish.png',
  deliveryDays: ['Tuesday', 'Friday'],
  integrationType: null,
  vendorCode: '',
  dc: '',
  allowsCreditPurchase: true,
};

const spec = deciderSpecification(supplierDecider);
const at = '2026-11-22T10:00:00.000Z';

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

  it('onboards the details an admin entered, the order e-mails lowercased', () => {
    const supplier = onboardedSupplierOf('sup-fish', details);
    spec
      .given([])
      .when({ type: 'OnboardSupplier', supplier })
      .then([
        {
          type: 'SupplierOnboarded',
          data: {
            ...details,
            supplierId: 'sup-fish',
            emailAddress: 'orders@freshfish.test',
            secondEmailAddresses: ['accounts@freshfish.test'],
          },
        },
      ]);
  });

  it('records an edit with every field and the order e-mail lowercased', () => {
    spec
      .given([{ type: 'SupplierOnboarded', data: brakes }])
      .when({
        type: 'EditSupplierDetails',
        supplierId: 'sup-brakes',
        details: { ...details, title: 'Brakes', emailAddress: 'NEW@Brakes.TEST' },
      })
      .then([
        {
          type: 'SupplierDetailsEdited',
          data: {
            ...details,
            supplierId: 'sup-brakes',
            title: 'Brakes',
            emailAddress: 'new@brakes.test',
            secondEmailAddresses: ['accounts@freshfish.test'],
          },
        },
      ]);
  });

  it('removes a supplier once; a removed or unknown supplier cannot be edited, removed or reindexed', () => {
    spec
      .given([{ type: 'SupplierOnboarded', data: brakes }])
      .when({ type: 'RemoveSupplier', supplierId: 'sup-brakes', at })
      .then([{ type: 'SupplierRemoved', data: { supplierId: 'sup-brakes', removedAt: at } }]);
    const removed = [
      { type: 'SupplierOnboarded', data: brakes },
      { type: 'SupplierRemoved', data: { supplierId: 'sup-brakes', removedAt: at } },
    ] as const;
    const { code, message } = catalogueErrors.supplierNotFound;
    spec
      .given([...removed])
      .when({ type: 'RemoveSupplier', supplierId: 'sup-brakes', at })
      .thenThrows(code, message);
    spec
      .given([...removed])
      .when({ type: 'EditSupplierDetails', supplierId: 'sup-brakes', details })
      .thenThrows(code, message);
    spec
      .given([])
      .when({ type: 'RecordSearchIndexRebuild', supplierId: 'sup-x', success: true, recordsUpserted: 1, at })
      .thenThrows(code, message);
  });

  it('records how a search index rebuild went', () => {
    spec
      .given([{ type: 'SupplierOnboarded', data: brakes }])
      .when({ type: 'RecordSearchIndexRebuild', supplierId: 'sup-brakes', success: false, recordsUpserted: 0, at })
      .then([
        {
          type: 'SupplierSearchIndexRebuilt',
          data: { supplierId: 'sup-brakes', success: false, recordsUpserted: 0, rebuiltAt: at },
        },
      ]);
  });
});
