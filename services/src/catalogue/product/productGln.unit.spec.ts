import type { ProductListed } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { productDecider } from './product';

const spec = deciderSpecification(productDecider);
const setAt = '2026-11-26T10:00:00.000Z';
const chips: ProductListed = {
  productId: 'chips',
  supplierId: 'brakes',
  supplierTitle: 'Brakes',
  sku: 'CH1',
  title: 'Chips',
  size: '2.5kg',
  UoM: 'Each',
  type: 'Frozen',
  OMSPrice: 2_349,
  price: 2_500,
  hasVat: true,
  GLN: '5012345000017',
};
const listed = { type: 'ProductListed', data: chips } as const;
const setGln = (GLN: string, venueSupplierIds = ['brakes']) =>
  ({ type: 'SetProductGln', GLN, venueId: 'ven-harbour', venueSupplierIds, now: setAt }) as const;
const glnSet = (GLN: string) =>
  ({
    type: 'ProductGlnSet',
    data: { productId: 'chips', supplierId: 'brakes', GLN, venueId: 'ven-harbour', setAt },
  }) as const;

describe('product decider: Edit GLN from a venue with dataplus (spec 02 §2.6)', () => {
  it('sets the GLN of a product the venue buys, trimmed', () => {
    spec
      .given([listed])
      .when(setGln(' 5099999000012 '))
      .then([glnSet('5099999000012')]);
  });

  it('records nothing when the GLN is already the one given, after a listing or an earlier edit', () => {
    spec.given([listed]).when(setGln('5012345000017')).then([]);
    spec
      .given([listed, glnSet('5099999000012')])
      .when(setGln('5099999000012'))
      .then([]);
  });

  it('refuses anything but numbers', () => {
    for (const GLN of ['', '50-12', '5012a', '50 12']) {
      spec.given([listed]).when(setGln(GLN)).thenThrows('DATAPLUS_GLN_NOT_NUMERIC', 'The GLN must be numbers only');
    }
  });

  it('treats a product of a supplier the venue does not buy from, or a deleted one, as no product', () => {
    spec
      .given([listed])
      .when(setGln('5099999000012', ['fresh']))
      .thenThrows('NOT_FOUND', 'Product was not found');
    const deleted = {
      type: 'ProductDeleted',
      data: { productId: 'chips', supplierId: 'brakes', deletedAt: setAt },
    } as const;
    spec.given([listed, deleted]).when(setGln('5099999000012')).thenThrows('NOT_FOUND', 'Product was not found');
  });
});
