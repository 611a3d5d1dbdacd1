import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusSummary } from '../../../services/src/coPilot/cli/corpusScore';
import { scoreCorpusOnDemo } from '../../../services/src/coPilot/cli/scoreCorpusOnDemo';
import { allPassed, type Measure } from '../support/measure';

/** The order-e-mail corpus beside the repository (`../shared/corpus/order-emails`), or COPILOT_CORPUS. */
export const orderEmailCorpus = (): string =>
  resolve(
    process.env.COPILOT_CORPUS ?? fileURLToPath(new URL('../../../../shared/corpus/order-emails', import.meta.url)),
  );

/**
 * P14: Co-Pilot's built-in extractor on the order-e-mail corpus, scored by the corpus README's rule,
 * on a fresh demo seed with the corpus's sender fixture created through the API.
 */
export async function measureCoPilotExtraction(): Promise<Measure> {
  const folder = orderEmailCorpus();
  if (!existsSync(folder)) throw new Error(`No order-e-mail corpus at ${folder} (set COPILOT_CORPUS)`);
  const run = await scoreCorpusOnDemo(folder);
  const { score } = run;
  console.log(`\n${corpusSummary(score)} (${run.results.length} e-mails in ${(run.extractionMs / 1000).toFixed(1)} s)`);
  for (const band of run.calibration) {
    if (band.lines > 0) console.log(`  confidence ${band.band}: ${band.right}/${band.lines} lines right`);
  }
  return {
    id: 'P14',
    name: `Co-Pilot order extraction, ${run.results.length} corpus e-mails: line F1 (venue ${(score.venue * 100).toFixed(1)} %, date ${(score.date * 100).toFixed(1)} %, exact ${(score.exact * 100).toFixed(1)} %)`,
    unit: '%',
    figure: Math.round(score.f1 * 1000) / 10,
    baseline: null,
    baselineName: '',
    goal: 'line F1 ≥ 95 %, venue ≥ 95 %, date ≥ 95 %',
    passed: allPassed(score.f1 >= 0.95, score.venue >= 0.95, score.date >= 0.95),
    note: corpusSummary(score),
    details: {
      precision: score.precision,
      recall: score.recall,
      venue: score.venue,
      date: score.date,
      exact: score.exact,
      extractionMs: Math.round(run.extractionMs),
      calibration: run.calibration,
      byTag: run.byTag,
      wrong: score.emails.filter((email) => !email.exact).map((email) => email.id),
    },
  };
}
