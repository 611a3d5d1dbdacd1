import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultCatalogueSearchFields, defaultCatalogueSearchLimit } from '@oms/contracts';
import { CatalogueSearchIndex } from '@oms/projections';
import { signedInHeaders } from '../support/benchClient';
import { startChildServer } from '../support/childServer';
import { type CpuProfile, describeProfile, summariseProfile } from '../support/cpuProfile';
import { benchProducts, benchSuppliers, catalogueStore, searchVenue, searchVolumes } from '../support/datasets';
import { allPassed, type Measure } from '../support/measure';
import { withScratchDir } from '../support/scratchDir';
import { percentile } from '../support/stats';

/** What venue staff type: product words, two-word phrases, word starts, SKUs and supplier names. */
function benchQueries(skus: string[], supplierWords: string[]): string[] {
  return [
    'chicken',
    'lemons',
    'gin',
    'sourdough',
    'mozzarella',
    'cheddar',
    'lager',
    'napkins',
    'rice',
    'salmon',
    'chicken breast',
    'free range eggs',
    'pinot grigio',
    'sea bass',
    'double cream',
    'tonic water',
    'beef mince',
    'mozz',
    'sauv',
    'brea',
    'tom',
    'chi',
    'cr',
    'organic veg',
    'british lamb',
    'frozen chips',
    ...skus,
    ...supplierWords,
  ];
}

function catalogueFor(products: number) {
  const volumes = searchVolumes(products);
  const suppliers = benchSuppliers(volumes.suppliers);
  return { suppliers, products: benchProducts(suppliers, volumes.productsPerSupplier) };
}

/**
 * P5: catalogue search through the API (HTTP, the venue's suppliers looked up, JSON out) against
 * the bare index answering the same queries in this process.
 */
export async function measureCatalogueSearch(options: { products: number; passes: number }): Promise<Measure> {
  const file = await catalogueStore(options.products);
  const { suppliers, products } = catalogueFor(options.products);
  const index = new CatalogueSearchIndex();
  const skus: string[] = [];
  const buildStarted = performance.now();
  let count = 0;
  for (const { listed } of products) {
    index.upsert(listed);
    if (count % 49_999 === 7) skus.push(listed.sku);
    count += 1;
  }
  const buildSeconds = (performance.now() - buildStarted) / 1000;
  const supplierWords = suppliers.slice(5, 9).map((supplier) => supplier.title.split(' ')[0] ?? supplier.title);
  const queries = benchQueries(skus.slice(0, 10), supplierWords);
  const supplierIds = new Set(suppliers.map((supplier) => supplier.supplierId));
  const searchBare = (term: string) =>
    index.search({ term, fields: defaultCatalogueSearchFields, supplierIds, limit: defaultCatalogueSearchLimit });

  for (const term of queries) searchBare(term);
  const bare: number[] = [];
  for (let pass = 0; pass < options.passes; pass += 1) {
    for (const term of queries) {
      const started = performance.now();
      searchBare(term);
      bare.push(performance.now() - started);
    }
  }

  return withScratchDir('search', async (dataDir) => {
    copyFileSync(file, join(dataDir, 'events.sqlite'));
    const startStarted = performance.now();
    const server = await startChildServer('tests/bench/servers/searchServer.ts', { env: { DATA_DIR: dataDir } });
    const startSeconds = (performance.now() - startStarted) / 1000;
    const api: number[] = [];
    let profile = '';
    try {
      const headers = await signedInHeaders(server.url);
      const path = (term: string) =>
        `${server.url}/api/venues/${searchVenue.venueId}/catalogue/search?${new URLSearchParams({ term })}`;
      const ask = async (term: string) => {
        const response = await fetch(path(term), { headers });
        if (!response.ok) throw new Error(`Search for ${term} answered ${response.status}: ${await response.text()}`);
        return response.text();
      };
      // Self-check before timing: the API finds what the bare index finds, so a figure is never
      // the time of an empty or wrong answer.
      for (const term of queries) {
        const answered = JSON.parse(await ask(term)) as { total: number };
        const expected = searchBare(term).total;
        if (answered.total !== expected) {
          throw new Error(
            `Search for ${term} found ${answered.total} products through the API, ${expected} in the index`,
          );
        }
      }
      if (queries.every((term) => searchBare(term).total === 0)) throw new Error('No query finds anything');
      for (let pass = 0; pass < options.passes; pass += 1) {
        for (const term of queries) {
          const started = performance.now();
          await ask(term);
          api.push(performance.now() - started);
        }
      }
      await fetch(`${server.url}/bench/profile/start`, { method: 'POST' });
      for (const term of queries) await ask(term);
      const cpu = (await (await fetch(`${server.url}/bench/profile/stop`, { method: 'POST' })).json()) as CpuProfile;
      profile = describeProfile(summariseProfile(cpu));
    } finally {
      await server.stop();
    }
    const apiP95 = percentile(api, 0.95);
    const apiP99 = percentile(api, 0.99);
    const bareP95 = percentile(bare, 0.95);
    const passed = allPassed(apiP95 <= 30, apiP99 <= 100, apiP95 / bareP95 <= 1.3);
    return {
      id: 'P5',
      name: `catalogue search through the API over ${count.toLocaleString('en-GB')} products (${api.length} searches, p95; p99 ${apiP99.toFixed(1)} ms)`,
      unit: 'ms',
      figure: apiP95,
      baseline: bareP95,
      baselineName: `bare index, same queries, p99 ${percentile(bare, 0.99).toFixed(1)} ms`,
      goal: 'p95 ≤ 30 ms, p99 ≤ 100 ms, ≤ 130 % of baseline',
      passed,
      ...(passed ? {} : { note: `API profile over one pass of the queries (self time): ${profile}` }),
      details: {
        apiP50: percentile(api, 0.5),
        apiP95,
        apiP99,
        bareP50: percentile(bare, 0.5),
        bareP95,
        bareP99: percentile(bare, 0.99),
        queries,
        indexBuildSeconds: buildSeconds,
        serverStartSeconds: startSeconds,
      },
    };
  });
}
