import { supplierProductCsvHeadings, supplierStreamId } from '@oms/contracts';
import { CatalogueSearchFeed } from '@oms/projections';
import Papa from 'papaparse';
import { productsCsv } from '../../../services/src/catalogue/product/productsCsv';
import { supplierDecider } from '../../../services/src/catalogue/supplier/supplier';
import { systemContext } from '../../../services/src/platform/commands/commandContext';
import { handleCommand } from '../../../services/src/platform/commands/handleCommand';
import { importCsv } from '../../../services/src/platform/csvImport/csvImport';
import { openEmbeddedPlatform } from '../../../services/src/platform/engines/embeddedPlatform';
import type { Measure } from '../support/measure';
import { withScratchDir } from '../support/scratchDir';

const RSS_BOUND_MB = 400;

/** The supplier products export's columns (spec 03 §3), which the upload takes back. */
function priceFile(rows: number): string {
  const lines = [supplierProductCsvHeadings.join(',')];
  for (let index = 0; index < rows; index += 1) {
    const pence = 100 + ((index * 37) % 5000);
    lines.push(
      `,BENCH-${index},"Product ${index}, bench pack",Dry goods,${(index % 9) + 1}kg,${((pence * 1.2) / 100).toFixed(2)},,${(pence / 100).toFixed(2)},Each,,${index % 2 === 0},Bench Foods,,false`,
    );
  }
  // The last row is the one the bench then searches for.
  lines.push(',BENCH-LAST,Zanzibar saffron threads,Dry goods,1g,9.99,,8.50,Each,,false,Bench Foods,,false');
  return lines.join('\n');
}

/**
 * P9: a supplier price file of `rows` products through the one CSV import path (stored copy,
 * streamed parse, batches through the product decider, read models caught up) against a bare
 * papaparse parse of the same text in the same run; peak resident memory while it runs.
 */
export async function measureCsvImport(options: { rows: number }): Promise<Measure> {
  return withScratchDir('csv-import', async (dir) => {
    const text = priceFile(options.rows);
    const rawStarted = performance.now();
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
    const rawSeconds = (performance.now() - rawStarted) / 1000;
    const rawRowsPerSecond = (parsed.data.length - 1) / rawSeconds;

    const embedded = await openEmbeddedPlatform({ dataDir: dir });
    try {
      const { platform } = embedded;
      await handleCommand(
        platform.eventStore,
        supplierStreamId('sup-bench'),
        supplierDecider,
        {
          type: 'OnboardSupplier',
          supplier: {
            supplierId: 'sup-bench',
            title: 'Bench Foods',
            deliveryDays: ['Monday'],
            cutOffTime: '16:00',
            integrationType: null,
          },
        },
        systemContext(),
      );
      await platform.runner.waitFor(await platform.eventStore.headPosition());
      const search = await CatalogueSearchFeed.start(platform.eventStore);
      const rssBefore = process.memoryUsage().rss;
      let peakRss = rssBefore;
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
      }, 25);
      const started = performance.now();
      const result = await importCsv(
        platform,
        await productsCsv(platform, 'sup-bench'),
        { fileName: 'bench.csv', kind: 'csv', contentType: 'text/csv', content: Buffer.from(text), fields: {} },
        systemContext(),
      );
      const seconds = (performance.now() - started) / 1000;
      // From the upload's answer until a venue's search finds the file's last new product.
      const answered = performance.now();
      const findsLast = () =>
        search.index.search({ term: 'Zanzibar saffron', fields: ['title'], supplierIds: null, limit: 5 }).total > 0;
      while (!findsLast() && performance.now() - answered < 30_000) await new Promise((done) => setTimeout(done, 5));
      const searchLagMs = performance.now() - answered;
      await search.stop();
      clearInterval(sampler);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);

      const listed = await platform.readStore
        .collection('catalogueProducts')
        .countDocuments({ supplierId: 'sup-bench' });
      const expected = options.rows + 1;
      if (result.created !== expected || listed !== expected || !findsLast()) {
        throw new Error(`the import created ${result.created} and lists ${listed} of ${expected} rows`);
      }
      const rowsPerSecond = expected / seconds;
      const peakGrowthMb = (peakRss - rssBefore) / 1024 / 1024;
      return {
        id: 'P9',
        name: `CSV import: ${options.rows.toLocaleString('en-GB')} product rows through the import path`,
        unit: 'rows/s',
        figure: Math.round(rowsPerSecond),
        baseline: Math.round(rawRowsPerSecond),
        baselineName: 'papaparse parse of the same text',
        goal: `every row listed; peak RSS growth ≤ ${RSS_BOUND_MB} MB`,
        passed: peakGrowthMb <= RSS_BOUND_MB,
        details: {
          seconds: Math.round(seconds * 10) / 10,
          peakRssMb: Math.round(peakRss / 1024 / 1024),
          peakGrowthMb: Math.round(peakGrowthMb),
          fileKb: Math.round(text.length / 1024),
          searchFindsNewProductMs: Math.round(searchLagMs),
        },
      };
    } finally {
      await embedded.close();
    }
  });
}
