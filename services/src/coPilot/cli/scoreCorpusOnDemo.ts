import { buildInMemoryApp } from '../../platform/engines/inMemoryApp';
import { createOrderExtractor } from '../extraction/orderExtractor';
import { type CorpusResult, readExpectedAnswers, readManifest, runCorpus } from './corpusRun';
import { type CorpusScore, scoreCorpus } from './corpusScore';
import { applySenderFixture, readSenderFixture } from './senderFixture';

export interface TagScore {
  tag: string;
  emails: number;
  exact: number;
  venue: number;
  date: number;
  linesCorrect: number;
  linesExpected: number;
  linesAnswered: number;
}

export interface CalibrationBand {
  band: string;
  lines: number;
  right: number;
}

export interface DemoCorpusRun {
  score: CorpusScore;
  results: CorpusResult[];
  byTag: TagScore[];
  calibration: CalibrationBand[];
  /** Milliseconds the extraction of the whole corpus took (parsing and reading, not the seed). */
  extractionMs: number;
}

const bands: [string, number, number][] = [
  ['>= 0.9', 0.9, 1.01],
  ['0.8-0.9', 0.8, 0.9],
  ['0.7-0.8', 0.7, 0.8],
  ['0.5-0.7', 0.5, 0.7],
  ['< 0.5', 0, 0.5],
];

/** How often lines in each confidence band were right (sku and quantity as expected). */
export const calibrationOf = (
  results: readonly CorpusResult[],
  expected: ReadonlyMap<string, { lines: { sku: string; quantity: number }[] }>,
): CalibrationBand[] =>
  bands.map(([band, low, high]) => {
    let lines = 0;
    let right = 0;
    for (const result of results) {
      const wanted = new Map(
        (expected.get(result.id)?.lines ?? []).map((line) => [line.sku.trim().toLowerCase(), line.quantity]),
      );
      for (const line of result.interpretation.lines) {
        if (!line.sku || line.confidence < low || line.confidence >= high) continue;
        lines += 1;
        if (wanted.get(line.sku.trim().toLowerCase()) === line.quantity) right += 1;
      }
    }
    return { band, lines, right };
  });

/**
 * Seeds the demo data in memory (the same fixed seed `npm start` uses), creates the corpus's
 * sender fixture through the API, runs the product's extraction over the corpus and scores it.
 */
export const scoreCorpusOnDemo = async (folder: string): Promise<DemoCorpusRun> => {
  const harness = await buildInMemoryApp({ now: new Date() });
  try {
    await applySenderFixture(harness.app, await readSenderFixture(folder));
    const extractor = createOrderExtractor(harness.platform, {});
    const started = performance.now();
    const results = await runCorpus(folder, extractor);
    const extractionMs = performance.now() - started;
    const expected = await readExpectedAnswers(folder);
    const score = scoreCorpus(expected, new Map(results.map((result) => [result.id, result.answer])));
    const tags = new Map<string, TagScore>();
    for (const entry of await readManifest(folder)) {
      const email = score.emails.find((candidate) => candidate.id === entry.id);
      if (!email) continue;
      for (const tag of entry.tags ?? []) {
        const total = tags.get(tag) ?? {
          tag,
          emails: 0,
          exact: 0,
          venue: 0,
          date: 0,
          linesCorrect: 0,
          linesExpected: 0,
          linesAnswered: 0,
        };
        total.emails += 1;
        total.exact += email.exact ? 1 : 0;
        total.venue += email.venueCorrect ? 1 : 0;
        total.date += email.dateCorrect ? 1 : 0;
        total.linesCorrect += email.linesCorrect;
        total.linesExpected += email.linesExpected;
        total.linesAnswered += email.linesAnswered;
        tags.set(tag, total);
      }
    }
    return { score, results, byTag: [...tags.values()], calibration: calibrationOf(results, expected), extractionMs };
  } finally {
    await harness.close();
  }
};
