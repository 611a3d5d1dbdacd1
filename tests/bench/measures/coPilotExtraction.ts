import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CorpusScore, corpusSummary, reviewSummary } from '../../../services/src/coPilot/cli/corpusScore';
import { scoreCorpusOnDemo } from '../../../services/src/coPilot/cli/scoreCorpusOnDemo';
import { allPassed, type Measure } from '../support/measure';

/** The order-e-mail corpus beside the repository (`../shared/corpus/order-emails`), or COPILOT_CORPUS. */
export const orderEmailCorpus = (): string =>
  resolve(
    process.env.COPILOT_CORPUS ?? fileURLToPath(new URL('../../../../shared/corpus/order-emails', import.meta.url)),
  );

/** Our own order e-mails written for the check (tests/fixtures/coPilot/own-order-emails and -holdout). */
export const ownOrderEmailFixtures = (folder: 'own-order-emails' | 'own-order-emails-holdout'): string =>
  fileURLToPath(new URL(`../../fixtures/coPilot/${folder}`, import.meta.url));

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

const reviewFigures = (score: CorpusScore) => ({
  wrongFlagged: score.wrongFlagged,
  rightFlagged: score.rightFlagged,
  flaggedIds: score.emails.filter((email) => email.needsReview).map((email) => email.id),
});

/**
 * P14: Co-Pilot's built-in extractor on the order-e-mail corpus, scored by the corpus README's rule,
 * on a fresh demo seed with the corpus's sender fixture created through the API.
 */
export async function measureCoPilotExtraction(): Promise<Measure> {
  const folder = orderEmailCorpus();
  if (!existsSync(folder)) throw new Error(`No order-e-mail corpus at ${folder} (set COPILOT_CORPUS)`);
  const run = await scoreCorpusOnDemo(folder);
  const own = await scoreCorpusOnDemo(ownOrderEmailFixtures('own-order-emails'));
  const holdout = await scoreCorpusOnDemo(ownOrderEmailFixtures('own-order-emails-holdout'));
  const { score } = run;
  console.log(
    `\ndevelopment corpus: ${corpusSummary(score)} (${run.results.length} e-mails in ${(run.extractionMs / 1000).toFixed(1)} s)`,
  );
  console.log(`  ${reviewSummary(score)}`);
  console.log(`own fixtures: ${corpusSummary(own.score)} (${own.results.length} e-mails)`);
  console.log(`  ${reviewSummary(own.score)}`);
  console.log(`own held-out fixtures: ${corpusSummary(holdout.score)} (${holdout.results.length} e-mails)`);
  console.log(`  ${reviewSummary(holdout.score)}`);
  for (const band of run.calibration) {
    if (band.lines > 0) console.log(`  confidence ${band.band}: ${band.right}/${band.lines} lines right`);
  }
  return {
    id: 'P14',
    name: `Co-Pilot order extraction, ${run.results.length} corpus e-mails: line F1 (venue ${percent(score.venue)}, date ${percent(score.date)}, exact ${percent(score.exact)}); own ${own.results.length} fixtures: F1 ${percent(own.score.f1)}, venue ${percent(own.score.venue)}, date ${percent(own.score.date)}, exact ${percent(own.score.exact)}, wrong flagged ${percent(own.score.wrongFlagged)}, right flagged ${percent(own.score.rightFlagged)}`,
    unit: '%',
    figure: Math.round(score.f1 * 1000) / 10,
    baseline: null,
    baselineName: '',
    goal: 'corpus: line F1, venue, date ≥ 95 %; own fixtures: line F1 ≥ 98 %, venue ≥ 99 %, date ≥ 99 %, exact ≥ 92 %, needsReview on ≥ 90 % of wrong and ≤ 15 % of right e-mails',
    passed: allPassed(
      score.f1 >= 0.95,
      score.venue >= 0.95,
      score.date >= 0.95,
      own.score.f1 >= 0.98,
      own.score.venue >= 0.99,
      own.score.date >= 0.99,
      own.score.exact >= 0.92,
      own.score.wrongFlagged >= 0.9,
      own.score.rightFlagged <= 0.15,
      holdout.score.f1 >= 0.98,
      holdout.score.exact >= 0.92,
      holdout.score.wrongFlagged >= 0.9,
      holdout.score.rightFlagged <= 0.15,
    ),
    note: `development corpus: ${corpusSummary(score)}; ${reviewSummary(score)} | own fixtures: ${corpusSummary(own.score)}; ${reviewSummary(own.score)} | own held-out fixtures: ${corpusSummary(holdout.score)}; ${reviewSummary(holdout.score)}`,
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
      review: reviewFigures(score),
      ownFixtures: {
        emails: own.results.length,
        f1: own.score.f1,
        venue: own.score.venue,
        date: own.score.date,
        exact: own.score.exact,
        calibration: own.calibration,
        wrong: own.score.emails.filter((email) => !email.exact).map((email) => email.id),
        review: reviewFigures(own.score),
      },
      ownHeldOutFixtures: {
        emails: holdout.results.length,
        f1: holdout.score.f1,
        venue: holdout.score.venue,
        date: holdout.score.date,
        exact: holdout.score.exact,
        wrong: holdout.score.emails.filter((email) => !email.exact).map((email) => email.id),
        review: reviewFigures(holdout.score),
      },
    },
  };
}
