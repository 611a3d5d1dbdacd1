import {
  type CatalogueProduct,
  type CatalogueSort,
  type CatalogueSortColumn,
  catalogueSortColumns,
  withVat,
} from '@oms/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SortedCatalogue } from './sortedCatalogue';

function product(productId: string, overrides: Partial<CatalogueProduct> = {}): CatalogueProduct {
  return {
    productId,
    supplierId: 'fresh',
    supplierTitle: 'Fresh Direct',
    sku: `SKU-${productId}`,
    title: productId,
    size: '1kg',
    UoM: 'Kg',
    type: 'Vegetables',
    OMSPrice: 100,
    hasVat: false,
    ...overrides,
  };
}

const keyOf = (column: CatalogueSortColumn, row: CatalogueProduct): string | number =>
  column === 'price' ? withVat(row.OMSPrice, row.hasVat) : row[column];

/** The order a store's sort gives from scratch: the key, then productId; descending is that reversed. */
function sortedFromScratch(rows: Iterable<CatalogueProduct>, sort: CatalogueSort): string[] {
  const ids = [...rows]
    .sort((a, b) => {
      const left = keyOf(sort.column, a);
      const right = keyOf(sort.column, b);
      if (left !== right) return left < right ? -1 : 1;
      return a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0;
    })
    .map((row) => row.productId);
  return sort.direction === 'asc' ? ids : ids.reverse();
}

const allSuppliers = new Set(['fresh', 'bakery', 'dairy']);
const pageIds = (
  catalogue: SortedCatalogue,
  sort: CatalogueSort,
  offset: number,
  limit: number,
  supplierIds = allSuppliers,
) => catalogue.page({ sort, supplierIds, offset, limit }).products.map((row) => row.productId);

describe('sorted catalogue', () => {
  it('pages a venue’s suppliers’ products in either direction, ties ending on productId', () => {
    const catalogue = new SortedCatalogue();
    catalogue.upsert(product('c', { title: 'Lemons', OMSPrice: 300 }));
    catalogue.upsert(product('a', { title: 'Apples', OMSPrice: 100, hasVat: true }));
    catalogue.upsert(product('b', { title: 'Lemons', supplierId: 'bakery', OMSPrice: 110 }));
    catalogue.upsert(product('d', { title: 'Bread', supplierId: 'bakery', OMSPrice: 200 }));

    expect(pageIds(catalogue, { column: 'title', direction: 'asc' }, 0, 10)).toEqual(['a', 'd', 'b', 'c']);
    expect(pageIds(catalogue, { column: 'title', direction: 'desc' }, 0, 10)).toEqual(['c', 'b', 'd', 'a']);
    expect(pageIds(catalogue, { column: 'title', direction: 'asc' }, 1, 2)).toEqual(['d', 'b']);
    // What the venue pays: 100 with VAT is 120, above the 110 without.
    expect(pageIds(catalogue, { column: 'price', direction: 'asc' }, 0, 10)).toEqual(['b', 'a', 'd', 'c']);
    const bakery = catalogue.page({
      sort: { column: 'title', direction: 'asc' },
      supplierIds: new Set(['bakery']),
      offset: 1,
      limit: 5,
    });
    expect({ total: bakery.total, ids: bakery.products.map((row) => row.productId) }).toEqual({ total: 2, ids: ['b'] });
    expect(
      catalogue.page({ sort: { column: 'title', direction: 'asc' }, supplierIds: allSuppliers, offset: 9, limit: 5 }),
    ).toEqual({ total: 4, products: [] });
  });

  it('keeps every order equal to a sort from scratch through random listings, edits and removals', () => {
    const ids = ['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10', 'p11'];
    const change = fc.oneof(
      fc.record({
        kind: fc.constant('upsert' as const),
        productId: fc.constantFrom(...ids),
        title: fc.constantFrom('Apples', 'apples', 'Bread', 'Lemons', 'Zest', ''),
        sku: fc.constantFrom('A1', 'B2', 'C3'),
        supplierId: fc.constantFrom(...allSuppliers),
        size: fc.constantFrom('1kg', '500g'),
        UoM: fc.constantFrom('Kg', 'Each'),
        OMSPrice: fc.integer({ min: 0, max: 500 }),
        hasVat: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('remove' as const), productId: fc.constantFrom(...ids) }),
      fc.record({
        kind: fc.constant('read' as const),
        sort: fc.record({
          column: fc.constantFrom(...catalogueSortColumns),
          direction: fc.constantFrom('asc' as const, 'desc' as const),
        }),
      }),
    );
    fc.assert(
      fc.property(fc.array(change, { maxLength: 80 }), fc.integer({ min: 0, max: 5 }), (changes, offset) => {
        const catalogue = new SortedCatalogue();
        const truth = new Map<string, CatalogueProduct>();
        for (const step of changes) {
          if (step.kind === 'upsert') {
            const { kind: _kind, ...fields } = step;
            const row = product(step.productId, { ...fields, supplierTitle: fields.supplierId });
            catalogue.upsert(row);
            truth.set(row.productId, row);
          } else if (step.kind === 'remove') {
            catalogue.remove(step.productId);
            truth.delete(step.productId);
          } else {
            // Reading builds the column's order, so later changes are patched into it.
            expect(pageIds(catalogue, step.sort, 0, ids.length)).toEqual(sortedFromScratch(truth.values(), step.sort));
          }
        }
        for (const column of catalogueSortColumns) {
          for (const direction of ['asc', 'desc'] as const) {
            const sort = { column, direction };
            const expected = sortedFromScratch(truth.values(), sort);
            expect(pageIds(catalogue, sort, 0, ids.length)).toEqual(expected);
            expect(pageIds(catalogue, sort, offset, 3)).toEqual(expected.slice(offset, offset + 3));
            const bakery = [...truth.values()].filter((row) => row.supplierId === 'bakery');
            expect(pageIds(catalogue, sort, 0, ids.length, new Set(['bakery']))).toEqual(
              sortedFromScratch(bakery, sort),
            );
          }
        }
        expect(catalogue.size).toBe(truth.size);
        // A fresh catalogue given the surviving rows answers the same as the patched one.
        const rebuilt = new SortedCatalogue();
        for (const row of truth.values()) rebuilt.upsert(row);
        for (const column of catalogueSortColumns) {
          expect(catalogue.ordered(column)).toEqual(rebuilt.ordered(column));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('sorts a column afresh after more changes than patching pays for, with the same answer', () => {
    const catalogue = new SortedCatalogue();
    const sort: CatalogueSort = { column: 'title', direction: 'asc' };
    expect(pageIds(catalogue, sort, 0, 1)).toEqual([]);
    const truth: CatalogueProduct[] = [];
    for (let number = 0; number < 5_000; number += 1) {
      const row = product(`p${number}`, { title: `Title ${(number * 7919) % 5_000}` });
      catalogue.upsert(row);
      truth.push(row);
    }
    expect(pageIds(catalogue, sort, 100, 50)).toEqual(sortedFromScratch(truth, sort).slice(100, 150));
  });
});
