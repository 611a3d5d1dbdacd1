import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createOrderExtractor } from '../extraction/orderExtractor';
import { runCorpus } from './corpusRun';
import { openProductData } from './openProductData';

/**
 * `npm run copilot:extract -- <folder> <outFolder>`: runs the product's own extraction (the code
 * the Co-Pilot inbox uses, against the data in DATA_DIR) on every `.eml` of a folder laid out like
 * the order-e-mail corpus, and writes one answer `<id>.json` per e-mail in the corpus format.
 */
const [folder, outFolder] = process.argv.slice(2);
if (!folder || !outFolder) {
  console.error('Usage: npm run copilot:extract -- <folder with .eml files and manifest.json> <outFolder>');
  process.exit(2);
}

const dataDir = process.env.DATA_DIR ?? 'data';
const run = async () => {
  const opened = performance.now();
  const data = await openProductData(dataDir);
  try {
    const extractor = createOrderExtractor(data);
    const started = performance.now();
    const results = await runCorpus(resolve(folder), extractor);
    const seconds = (performance.now() - started) / 1000;
    await mkdir(resolve(outFolder), { recursive: true });
    for (const result of results) {
      await writeFile(join(resolve(outFolder), `${result.id}.json`), `${JSON.stringify(result.answer, null, 2)}\n`);
    }
    console.log(
      `copilot:extract: ${results.length} e-mail(s) read with the ${extractor.name} extractor in ${seconds.toFixed(1)} s (data opened in ${((started - opened) / 1000).toFixed(1)} s); answers in ${resolve(outFolder)}`,
    );
  } finally {
    await data.close();
  }
};

try {
  await run();
} catch (error) {
  console.error(`copilot:extract: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
