import { defaultCatalogueSearchFields } from '@oms/contracts';
import { CatalogueSearchIndex, type SearchableProduct } from '@oms/projections';
import MiniSearch from 'minisearch';
import { benchProducts, benchSuppliers, searchVolumes } from '../support/datasets';
import type { Measure } from '../support/measure';
import { percentile } from '../support/stats';

const queries = [
  'chicken',
  'lemons',
  'gin',
  'sourdough',
  'mozzarella',
  'chicken breast',
  'free range eggs',
  'pinot grigio',
  'mozz',
  'sauv',
  'brea',
  'tom',
  'chi',
  'cr',
  'organic veg',
  'british lamb',
  'frozen chips',
];

function timeQueries(search: (term: string) => unknown, passes: number): number[] {
  for (const term of queries) search(term);
  const samples: number[] = [];
  for (let pass = 0; pass < passes; pass += 1) {
    for (const term of queries) {
      const started = performance.now();
      search(term);
      samples.push(performance.now() - started);
    }
  }
  return samples;
}

/**
 * Why the catalogue search is purpose-built: MiniSearch, a well-kept library, on the same products
 * and queries (prefix matching, every word required). It ranks by BM25, not by the spec's
 * exact-100 / partial-10 rule, so it is compared for speed only.
 */
export async function measureSearchLibrary(options: { products: number; passes: number }): Promise<Measure> {
  const volumes = searchVolumes(options.products);
  const products: SearchableProduct[] = [];
  for (const { listed } of benchProducts(benchSuppliers(volumes.suppliers), volumes.productsPerSupplier)) {
    if (products.length === options.products) break;
    products.push(listed);
  }
  let started = performance.now();
  const library = new MiniSearch<SearchableProduct>({
    idField: 'productId',
    fields: [...defaultCatalogueSearchFields],
    searchOptions: { prefix: true, combineWith: 'AND' },
  });
  library.addAll(products);
  const libraryBuild = (performance.now() - started) / 1000;
  started = performance.now();
  const index = new CatalogueSearchIndex();
  for (const product of products) index.upsert(product);
  const indexBuild = (performance.now() - started) / 1000;

  const librarySamples = timeQueries((term) => library.search(term).slice(0, 200), options.passes);
  const indexSamples = timeQueries(
    (term) => index.search({ term, fields: defaultCatalogueSearchFields, supplierIds: null, limit: 200 }),
    options.passes,
  );
  return {
    id: 'P5lib',
    name: `search library considered: MiniSearch on ${products.length.toLocaleString('en-GB')} products, same queries (p95; build ${libraryBuild.toFixed(1)} s vs ${indexBuild.toFixed(1)} s)`,
    unit: 'ms',
    figure: percentile(librarySamples, 0.95),
    baseline: percentile(indexSamples, 0.95),
    baselineName: 'the purpose-built catalogue index',
    goal: 'a library only if it beats the purpose-built index',
    passed: null,
    details: {
      libraryBuild,
      indexBuild,
      libraryP50: percentile(librarySamples, 0.5),
      indexP50: percentile(indexSamples, 0.5),
    },
  };
}
