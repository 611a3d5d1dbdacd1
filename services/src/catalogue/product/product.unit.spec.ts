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

  describe('edits and deletion (spec 03 Supplier Products)', () => {
    const edit = {
      productId: 'lemons',
      supplierId: 'fresh',
      sku: 'FDX1',
      title: 'Unwaxed lemons',
      size: '80 count',
      UoM: 'Box',
      pricedBy: 'Box',
      type: 'Fruit',
      hasVat: false,
      GLN: '5012345678900',
      changedAt,
    } as const;
    const deleted = {
      type: 'ProductDeleted',
      data: { productId: 'lemons', supplierId: 'fresh', deletedAt: changedAt },
    } as const;

    it('records an edit of its details', () => {
      spec
        .given([listed])
        .when({ type: 'EditProduct', edit })
        .then([{ type: 'ProductEdited', data: edit }]);
    });

    it('records nothing when an edit changes nothing', () => {
      spec
        .given([listed, { type: 'ProductEdited', data: edit }])
        .when({ type: 'EditProduct', edit: { ...edit, changedAt: '2026-11-21T06:00:00.000Z' } })
        .then([]);
    });

    it("refuses an edit of another supplier's product as not found", () => {
      spec
        .given([listed])
        .when({ type: 'EditProduct', edit: { ...edit, supplierId: 'brakes' } })
        .thenThrows('NOT_FOUND');
    });

    it('deletes a listed product, once', () => {
      spec.given([listed]).when({ type: 'DeleteProduct', supplierId: 'fresh', now: changedAt }).then([deleted]);
      spec
        .given([listed, deleted])
        .when({ type: 'DeleteProduct', supplierId: 'fresh', now: changedAt })
        .thenThrows('NOT_FOUND');
    });

    it('refuses price changes and edits of a deleted product', () => {
      spec
        .given([listed, deleted])
        .when({ type: 'ChangeProductPrice', change: { productId: 'lemons', OMSPrice: 1, price: 1, changedAt } })
        .thenThrows('NOT_FOUND');
      spec.given([listed, deleted]).when({ type: 'EditProduct', edit }).thenThrows('NOT_FOUND');
    });

    it('lists a deleted product again when its SKU comes back', () => {
      spec.given([listed, deleted]).when({ type: 'ListProduct', product: lemons }).then([listed]);
    });
  });
});
