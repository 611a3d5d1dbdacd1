import { describe, expect, it } from 'vitest';
import { CatalogueSearchIndex, type SearchableProduct } from './catalogueSearchIndex';

function product(productId: string, title: string, overrides: Partial<SearchableProduct> = {}): SearchableProduct {
  return {
    productId,
    supplierId: 'fresh',
    supplierTitle: 'Fresh Direct',
    sku: `SKU-${productId}`,
    title,
    size: '1kg',
    UoM: 'Kg',
    type: 'Vegetables',
    zone: 'Chilled',
    OMSPrice: 100,
    hasVat: false,
    ...overrides,
  };
}

function indexOf(...products: SearchableProduct[]) {
  const index = new CatalogueSearchIndex();
  for (const entry of products) index.upsert(entry);
  return index;
}

const titleOnly = { fields: ['title'] as const, supplierIds: null, limit: 200 };
const ranked = (
  index: CatalogueSearchIndex,
  term: string,
  options: Partial<Parameters<CatalogueSearchIndex['search']>[0]> = {},
) => index.search({ ...titleOnly, term, ...options }).hits.map((hit) => [hit.product.productId, hit.score]);

describe('catalogue search index', () => {
  it("rebuilds one supplier's products afresh, leaving other suppliers' alone", () => {
    const index = indexOf(
      product('a', 'Lemons'),
      product('b', 'Stale Lemon Curd'),
      product('c', 'Lemon Tart', { supplierId: 'bakery', supplierTitle: 'Bakery' }),
    );
    const reindexed = index.replaceSupplierProducts('fresh', [product('a', 'Lemons'), product('d', 'Lemon Thyme')]);
    expect(reindexed).toBe(2);
    expect(
      ranked(index, 'lemon')
        .map(([productId]) => productId)
        .sort(),
    ).toEqual(['a', 'c', 'd']);
    expect(index.size).toBe(3);
  });

  it('ranks a word equal to the search word (100) above a word starting with it (10)', () => {
    const index = indexOf(product('a', 'Lemon Sole Fillets'), product('b', 'Lemons'), product('c', 'Limes'));
    expect(ranked(index, 'lemon')).toEqual([
      ['a', 100],
      ['b', 10],
    ]);
  });

  it('needs every search word to match, and adds up their scores', () => {
    const index = indexOf(
      product('a', 'Chicken Breast Fillets'),
      product('b', 'Chicken Thighs'),
      product('c', 'Duck Breast'),
    );
    expect(ranked(index, 'chicken breast')).toEqual([['a', 200]]);
    expect(ranked(index, 'chick bre')).toEqual([['a', 20]]);
  });

  it('scores each field that matches, only in the fields asked for', () => {
    const index = indexOf(
      product('a', 'Fresh Mint', { supplierTitle: 'Fresh Direct' }),
      product('b', 'Basil', { supplierTitle: 'Fresh Direct' }),
    );
    expect(ranked(index, 'fresh', { fields: ['title', 'supplierTitle'] })).toEqual([
      ['a', 200],
      ['b', 100],
    ]);
    expect(ranked(index, 'fresh', { fields: ['title'] })).toEqual([['a', 100]]);
    expect(ranked(index, 'chilled', { fields: ['zone'] })).toHaveLength(2);
    expect(ranked(index, 'veg', { fields: ['type'] })).toEqual([
      ['b', 10],
      ['a', 10],
    ]);
  });

  it('finds SKUs whole or by their start, ignoring case and punctuation', () => {
    const index = indexOf(product('a', 'Lemons', { sku: 'FDX10037' }), product('b', 'Limes', { sku: 'FDX10074' }));
    expect(ranked(index, 'fdx10037', { fields: ['sku'] })).toEqual([['a', 100]]);
    expect(ranked(index, 'FDX100', { fields: ['sku'] }).map(([id]) => id)).toEqual(['a', 'b']);
  });

  it("keeps to the venue's suppliers and counts every match while listing only the best", () => {
    const index = indexOf(
      product('a', 'Tonic Water', { supplierId: 'drinks' }),
      product('b', 'Tonic Water Slimline', { supplierId: 'other' }),
      product('c', 'Tonic Syrup', { supplierId: 'drinks' }),
    );
    const result = index.search({ ...titleOnly, term: 'tonic', supplierIds: new Set(['drinks']), limit: 1 });
    expect(result.total).toBe(2);
    expect(result.hits.map((hit) => hit.product.productId)).toEqual(['a']);
  });

  it('answers nothing for a term without letters or digits', () => {
    expect(indexOf(product('a', 'Lemons')).search({ ...titleOnly, term: ' -- ' })).toEqual({ total: 0, hits: [] });
  });

  it('shows a new price without moving the product, and finds words added after a search', () => {
    const index = indexOf(product('a', 'Lemons'));
    expect(ranked(index, 'lem')).toEqual([['a', 10]]);
    index.upsert(product('a', 'Lemons', { OMSPrice: 250 }));
    index.upsert(product('b', 'Lemongrass'));
    expect(index.size).toBe(2);
    expect(
      index.search({ ...titleOnly, term: 'lem' }).hits.map((hit) => [hit.product.productId, hit.product.OMSPrice]),
    ).toEqual([
      ['b', 100],
      ['a', 250],
    ]);
  });

  it('forgets the old words of a product whose title changed', () => {
    const index = indexOf(product('a', 'Lemons'));
    index.upsert(product('a', 'Limes'));
    expect(ranked(index, 'lemons')).toEqual([]);
    expect(ranked(index, 'limes')).toEqual([['a', 100]]);
  });
});

describe("a venue's suppliers beside the index", () => {
  it('remembers which suppliers each venue buys from', () => {
    const index = new CatalogueSearchIndex();
    index.linkVenueSupplier('crown', 'fresh');
    index.linkVenueSupplier('crown', 'drinks');
    index.linkVenueSupplier('crown', 'fresh');
    expect([...index.suppliersOf('crown')]).toEqual(['fresh', 'drinks']);
    expect(index.suppliersOf('nowhere').size).toBe(0);
  });
});

describe("a venue's supplier filter between searches", () => {
  it('follows suppliers linked and products listed after an earlier search', () => {
    const index = new CatalogueSearchIndex();
    index.linkVenueSupplier('crown', 'fresh');
    index.upsert(product('a', 'Lemons'));
    const search = () =>
      index
        .search({ term: 'lemons', fields: ['title'], supplierIds: index.suppliersOf('crown'), limit: 10 })
        .hits.map((hit) => hit.product.productId);
    expect(search()).toEqual(['a']);
    index.upsert(product('b', 'Lemons', { supplierId: 'citrus' }));
    expect(search()).toEqual(['a']);
    index.linkVenueSupplier('crown', 'citrus');
    expect(search()).toEqual(['a', 'b']);
  });

  it("searches only a venue's open suppliers: a closed or inactive one drops out and can come back", () => {
    const index = indexOf(product('a', 'Lemons'), product('b', 'Lemon Curd', { supplierId: 'deli' }));
    index.linkVenueSupplier('ven-1', 'fresh');
    index.linkVenueSupplier('ven-1', 'deli');
    const forVenue = () => ranked(index, 'lemon', { supplierIds: index.suppliersOf('ven-1') }).map(([id]) => id);
    expect(forVenue().sort()).toEqual(['a', 'b']);
    index.setVenueSupplierOpen('ven-1', 'deli', false);
    expect(forVenue()).toEqual(['a']);
    index.setVenueSupplierOpen('ven-1', 'deli', true);
    expect(forVenue().sort()).toEqual(['a', 'b']);
  });
});
