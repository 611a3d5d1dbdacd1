// `npm run bench [-- --quick] [-- --only P1,P5]`: measures the product against baselines from the same run.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureAppendBatches } from './measures/appendBatches';
import { measureAppendBatchesOnPostgres } from './measures/appendBatchesOnPostgres';
import { measureAsOfReport } from './measures/asOfReport';
import { measureCatalogueIndexScale } from './measures/catalogueIndexScale';
import { measureCatalogueSearch } from './measures/catalogueSearch';
import { measureCoPilotExtraction } from './measures/coPilotExtraction';
import { measureCsvImport } from './measures/csvImport';
import { measureDemoOnPostgres } from './measures/demoOnPostgres';
import { measureEmbeddedScale } from './measures/embeddedScale';
import { measureGridSort } from './measures/gridSort';
import { measureHttpCommands } from './measures/httpCommands';
import { measureInvoiceUploads } from './measures/invoiceUploads';
import { measureOrderLagOnPostgres } from './measures/orderLagOnPostgres';
import { measureProductionEngines } from './measures/productionEngines';
import { measureProjectionLag } from './measures/projectionLag';
import { measureReceiptingList } from './measures/receiptingList';
import { measureRecipeRecost } from './measures/recipeRecost';
import { measureReplay } from './measures/replay';
import { measureSearchLibrary } from './measures/searchLibrary';
import { measureStockTakeSheet } from './measures/stockTakeSheet';
import { measureWeb } from './measures/webPerformance';
import { measureWorkflowStart } from './measures/workflowStart';
import { canPin, describeEnvironment, pinToCore } from './support/environment';
import type { Measure } from './support/measure';
import { markdownTable, writeReport } from './support/report';
import { pause } from './support/stats';

const resultsDir = resolve(fileURLToPath(new URL('.', import.meta.url)), 'results');
// `npm run bench --quick` hands the flag to npm, which passes it on as npm_config_quick.
const quick = process.argv.includes('--quick') || process.env.npm_config_quick === 'true';
const onlyArgument = process.argv.find((argument) => argument.startsWith('--only='))?.slice('--only='.length);
const only = onlyArgument ? new Set(onlyArgument.split(',')) : null;

const volumes = quick
  ? {
      httpSeconds: 8,
      orders: 2_000,
      appendBatches: 300,
      appendRounds: 3,
      lagSamples: 500,
      orderLagSeconds: 10,
      replayEvents: 250_000,
      scaleEvents: 250_000,
      engineEvents: 20_000,
      searchProducts: 250_000,
      searchPasses: 3,
      webOrders: 10_000,
      gridRows: 100_000,
      webRepeats: 3,
      libraryProducts: 100_000,
      workflowSeconds: 10,
      csvRows: 20_000,
      receiptingRequests: 50,
      invoiceUploads: 20,
      stockTakeLines: 2_000,
      stockTakeRequests: 10,
      recipes: 500,
      recipeRounds: 3,
    }
  : {
      httpSeconds: 20,
      orders: 6_000,
      appendBatches: 1_000,
      appendRounds: 5,
      lagSamples: 2_000,
      orderLagSeconds: 30,
      replayEvents: 1_000_000,
      scaleEvents: 1_000_000,
      engineEvents: 100_000,
      searchProducts: 1_000_000,
      searchPasses: 10,
      webOrders: 10_000,
      gridRows: 100_000,
      webRepeats: 5,
      libraryProducts: 250_000,
      workflowSeconds: 30,
      csvRows: 20_000,
      receiptingRequests: 200,
      invoiceUploads: 60,
      stockTakeLines: 2_000,
      stockTakeRequests: 30,
      recipes: 500,
      recipeRounds: 5,
    };

const steps: { ids: string[]; run: () => Promise<Measure | Measure[]> }[] = [
  { ids: ['P1'], run: () => measureHttpCommands({ seconds: volumes.httpSeconds, orders: volumes.orders }) },
  { ids: ['P2'], run: () => measureAppendBatches({ batches: volumes.appendBatches, rounds: volumes.appendRounds }) },
  {
    ids: ['P2pg'],
    run: () => measureAppendBatchesOnPostgres({ batches: volumes.appendBatches, rounds: volumes.appendRounds }),
  },
  { ids: ['P3'], run: () => measureProjectionLag({ samples: volumes.lagSamples }) },
  { ids: ['P3pg'], run: () => measureOrderLagOnPostgres({ seconds: volumes.orderLagSeconds }) },
  { ids: ['P4'], run: () => measureReplay({ events: volumes.replayEvents }) },
  { ids: ['P8'], run: () => measureEmbeddedScale({ events: volumes.scaleEvents }) },
  { ids: ['P8f'], run: () => measureProductionEngines({ events: volumes.engineEvents }) },
  { ids: ['P8pg'], run: () => measureDemoOnPostgres() },
  {
    ids: ['P5'],
    run: () => measureCatalogueSearch({ products: volumes.searchProducts, passes: volumes.searchPasses }),
  },
  {
    ids: ['P5idx'],
    run: () => measureCatalogueIndexScale({ products: volumes.searchProducts, passes: volumes.searchPasses }),
  },
  { ids: ['P5lib'], run: () => measureSearchLibrary({ products: volumes.libraryProducts, passes: 3 }) },
  { ids: ['P7', 'P7b'], run: () => measureWorkflowStart({ seconds: volumes.workflowSeconds }) },
  { ids: ['P9'], run: () => measureCsvImport({ rows: volumes.csvRows }) },
  { ids: ['P11'], run: () => measureReceiptingList({ requests: volumes.receiptingRequests }) },
  { ids: ['P10'], run: () => measureInvoiceUploads({ uploads: volumes.invoiceUploads }) },
  {
    ids: ['P12'],
    run: () => measureStockTakeSheet({ lines: volumes.stockTakeLines, requests: volumes.stockTakeRequests }),
  },
  { ids: ['P13'], run: () => measureRecipeRecost({ recipes: volumes.recipes, rounds: volumes.recipeRounds }) },
  { ids: ['P14'], run: () => measureCoPilotExtraction() },
  { ids: ['P15'], run: () => measureAsOfReport({ events: volumes.replayEvents }) },
  {
    ids: ['P6'],
    run: () => measureWeb({ orders: volumes.webOrders, repeats: volumes.webRepeats }),
  },
  { ids: ['P6b'], run: () => measureGridSort({ gridRows: volumes.gridRows, repeats: volumes.webRepeats }) },
];

// The measuring process keeps core 1; servers it starts are pinned to core 0.
if (canPin) pinToCore(process.pid, 1);

const startedAt = new Date().toISOString();
const measures: Measure[] = [];
for (const step of steps) {
  if (only && !step.ids.some((id) => only.has(id))) continue;
  const started = performance.now();
  process.stdout.write(`${step.ids.join(', ')} ... `);
  try {
    const result = await step.run();
    measures.push(...(Array.isArray(result) ? result : [result]));
    console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    console.log('failed');
    console.error(error);
    for (const id of step.ids) {
      measures.push({
        id,
        name: 'failed to run',
        unit: '',
        figure: null,
        baseline: null,
        baselineName: '',
        goal: '',
        passed: false,
        note: `the measure failed: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  await pause(200);
}

const report = {
  startedAt,
  finishedAt: new Date().toISOString(),
  mode: quick ? ('quick' as const) : ('full' as const),
  environment: { ...describeEnvironment(), volumes },
  measures,
};
const written = writeReport(resultsDir, report);
console.log(`\n${markdownTable(measures)}\n\nWritten: ${written.json} and ${written.markdown}`);
process.exit(0);
