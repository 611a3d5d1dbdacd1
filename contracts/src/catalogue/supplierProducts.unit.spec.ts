import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  imageIdOf,
  keptGln,
  priceChangePercent,
  type SupplierProductRow,
  supplierProductCsvHeadings,
  supplierProductsCsv,
  supplierProductsFileName,
} from './supplierProducts';

describe('supplier product rules (spec 03 §3, §5)', () => {
  it('keeps a GLN only when it is all digits', () => {
    expect(keptGln(' 5012345678900 ')).toBe('5012345678900');
    expect(keptGln('50-123')).toBeUndefined();
    expect(keptGln('')).toBeUndefined();
    expect(keptGln(undefined)).toBeUndefined();
  });

  it('reduces a pasted image URL to its id, past transformations and the version', () => {
    expect(imageIdOf('https://res.cloudinary.com/oms/image/upload/v1699999999/products/chips.jpg')).toBe(
      'products/chips',
    );
    expect(imageIdOf('https://res.cloudinary.com/oms/image/upload/w_200,c_fill/v17/chips.png')).toBe('chips');
    expect(imageIdOf('https://res.cloudinary.com/oms/image/upload/chips.webp')).toBe('chips');
    expect(imageIdOf('products/chips')).toBe('products/chips');
    expect(imageIdOf('  ')).toBeUndefined();
  });

  it('measures a price change in percent, one decimal, positive for a rise', () => {
    expect(priceChangePercent(595, 655)).toBe(10.1);
    expect(priceChangePercent(1000, 900)).toBe(-10);
    expect(priceChangePercent(0, 100)).toBe(100);
    expect(priceChangePercent(0, 0)).toBe(0);
  });

  it('writes the export in the spec’s fields, formula-safe, and names it by supplier and date', () => {
    const product: SupplierProductRow = {
      productId: 'p-1',
      sku: 'BRK1',
      title: '=HYPERLINK("x")',
      type: 'Frozen',
      size: '2.5kg',
      UoM: 'Box',
      pricedBy: 'Box',
      price: 1_899,
      OMSPrice: 1_650,
      hasVat: true,
      GLN: null,
      cloudinaryImageId: 'products/chips',
      previousOMSPrice: null,
      priceChangedAt: null,
    };
    const [headings, row] = Papa.parse<string[]>(supplierProductsCsv('Brakes', [product])).data;
    expect(headings).toEqual([...supplierProductCsvHeadings]);
    expect(row).toEqual([
      'p-1',
      'BRK1',
      `'=HYPERLINK("x")`,
      'Frozen',
      '2.5kg',
      '18.99',
      '',
      '16.50',
      'Box',
      'Box',
      'true',
      'Brakes',
      'products/chips',
      'false',
    ]);
    expect(supplierProductsFileName('Brakes & Co.', '2026-11-26')).toBe('products-Brakes-Co-2026-11-26.csv');
  });
});
