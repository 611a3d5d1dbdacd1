import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { needsReviewOf, type OrderInterpretation } from '@oms/contracts';
import { parseOrderEmail } from '../email/parseOrderEmail';
import type { OrderExtractor } from '../extraction/orderExtractor';
import type { CorpusAnswer } from './corpusScore';

/** A corpus folder's manifest entry: which supplier's inbox received the e-mail. */
export interface ManifestEntry {
  id: string;
  supplier: string;
  tags?: string[];
}

export interface CorpusResult {
  id: string;
  supplier: string;
  answer: CorpusAnswer;
  interpretation: OrderInterpretation;
}

export const readManifest = async (folder: string): Promise<ManifestEntry[]> =>
  JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8')) as ManifestEntry[];

/**
 * The corpus answer format of an interpretation (only lines matched to the price file), plus each
 * line's confidence and whether the order needs review.
 */
export const answerOf = (supplier: string, interpretation: OrderInterpretation): CorpusAnswer => ({
  supplier,
  venue: interpretation.venueId,
  deliveryDate: interpretation.deliveryDate,
  lines: interpretation.lines.flatMap((line) =>
    line.sku ? [{ sku: line.sku, quantity: line.quantity, confidence: line.confidence }] : [],
  ),
  notInPriceFile: interpretation.notInPriceFile,
  needsReview: needsReviewOf(interpretation),
});

/** Runs the extractor over every `.eml` of a folder laid out like the corpus (supplier from manifest.json). */
export const runCorpus = async (folder: string, extractor: OrderExtractor): Promise<CorpusResult[]> => {
  const manifest = await readManifest(folder);
  const suppliers = new Map(manifest.map((entry) => [entry.id, entry.supplier]));
  const files = (await readdir(folder)).filter((name) => name.toLowerCase().endsWith('.eml')).sort();
  const results: CorpusResult[] = [];
  for (const file of files) {
    const id = basename(file, '.eml');
    const supplier = suppliers.get(id);
    if (!supplier) throw new Error(`${file}: manifest.json names no supplier for "${id}"`);
    const email = await parseOrderEmail(await readFile(join(folder, file)));
    const interpretation = await extractor.extract(email, supplier);
    results.push({ id, supplier, answer: answerOf(supplier, interpretation), interpretation });
  }
  return results;
};

/** The expected answers of a corpus folder, by e-mail id. */
export const readExpectedAnswers = async (folder: string): Promise<Map<string, CorpusAnswer>> => {
  const manifest = await readManifest(folder);
  const expected = new Map<string, CorpusAnswer>();
  for (const entry of manifest) {
    expected.set(entry.id, JSON.parse(await readFile(join(folder, `${entry.id}.json`), 'utf8')) as CorpusAnswer);
  }
  return expected;
};
