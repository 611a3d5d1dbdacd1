import type { ProductListed } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { productDecider } from './product';

const spec = deciderSpecification(productDecider);

const lemons: ProductListed = {
  productId: 'lemons',
  supplierId: 'fresh',
  supplierTitle: 'Fresh Direct',
  sku: 'FDX1',
  title: 'Lemons',
  size: '80 count',
  UoM: 'Box',
  type: 'Fruit',
  OMSPrice: 1_625,
  price: 1_869,
  hasVat: false,
};
const listed = { type: 'ProductListed', data: lemons } as const;
const changedAt = '2026-11-20T06:00:00.000Z';

describe('product decider', () => {
  it('lists a new product', () => {
    spec.given([]).when({ type: 'ListProduct', product: lemons }).then([listed]);
  });

  it('refuses to list the same product twice', () => {
    spec.given([listed]).when({ type: 'ListProduct', product: lemons }).thenThrows('PRODUCT_EXISTS');
  });

  it('records a new price with the supplier it belongs to', () => {
    spec
      .given([listed])
      .when({ type: 'ChangeProductPrice', change: { productId: 'lemons', OMSPrice: 1_700, price: 1_955, changedAt } })
      .then([
        {
          type: 'ProductPriceChanged',
          data: { productId: 'lemons', supplierId: 'fresh', OMSPrice: 1_700, price: 1_955, changedAt },
        },
      ]);
  });

  it('compares with the latest price, not the listed one', () => {
    const raised = {
      type: 'ProductPriceChanged',
      data: { productId: 'lemons', supplierId: 'fresh', OMSPrice: 1_700, price: 1_955, changedAt },
    } as const;
    spec
      .given([listed, raised])
      .when({ type: 'ChangeProductPrice', change: { productId: 'lemons', OMSPrice: 1_700, price: 1_955, changedAt } })
      .then([]);
  });

  it('records nothing when the price is the same', () => {
    spec
      .given([listed])
      .when({ type: 'ChangeProductPrice', change: { productId: 'lemons', OMSPrice: 1_625, price: 1_869, changedAt } })
      .then([]);
  });

  it('refuses a price change for a product that is not listed', () => {
    spec
      .given([])
      .when({ type: 'ChangeProductPrice', change: { productId: 'lemons', OMSPrice: 1_700, price: 1_955, changedAt } })
      .thenThrows('NOT_FOUND', 'Product was not found');
  });

  it('refuses negative or fractional pence', () => {
    spec
      .given([listed])
      .when({ type: 'ChangeProductPrice', change: { productId: 'lemons', OMSPrice: -1, price: 1_955, changedAt } })
      .thenThrows('INVALID_PRICE', 'Prices are whole pence and cannot be negative');
    spec
      .given([listed])
      .when({ type: 'ChangeProductPrice', change: { productId: 'lemons', OMSPrice: 1_700, price: 19.5, changedAt } })
      .thenThrows('INVALID_PRICE');
  });

  it('records changed allergens, in the law’s order, for the supplier’s own product only', () => {
    const change = {
      type: 'ChangeProductAllergens' as const,
      supplierId: 'fresh',
      allergens: ['Sulphites' as const, 'Celery' as const],
      now: changedAt,
    };
    spec
      .given([listed])
      .when(change)
      .then([
        {
          type: 'ProductAllergensChanged',
          data: { productId: 'lemons', supplierId: 'fresh', allergens: ['Celery', 'Sulphites'], changedAt },
        },
      ]);
    spec
      .given([listed])
      .when({ ...change, allergens: [] })
      .then([]);
    spec
      .given([listed])
      .when({ ...change, supplierId: 'other' })
      .thenThrows('NOT_FOUND');
  });
});
