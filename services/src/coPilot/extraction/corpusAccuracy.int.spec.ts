import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { corpusSummary } from '../cli/corpusScore';
import { type DemoCorpusRun, scoreCorpusOnDemo } from '../cli/scoreCorpusOnDemo';

const corpus = resolve(
  process.env.COPILOT_CORPUS ?? fileURLToPath(new URL('../../../../../shared/corpus/order-emails', import.meta.url)),
);

// The corpus sits beside the repository in the workplace, not in it; a checkout without it says so and skips.
const hasCorpus = existsSync(corpus);
if (!hasCorpus) console.warn(`No order-e-mail corpus at ${corpus} (set COPILOT_CORPUS): the accuracy check is skipped`);

describe.skipIf(!hasCorpus)(
  'Co-Pilot extraction on the order-e-mail corpus (demo seed, sender fixture through the API)',
  () => {
    let run: DemoCorpusRun;

    beforeAll(async () => {
      run = await scoreCorpusOnDemo(corpus);
      console.log(corpusSummary(run.score));
    }, 300_000);

    it('reads every e-mail of the manifest', () => {
      expect(run.results.length).toBe(run.score.emails.length);
    });

    it('meets the issue goal: line F1, venue and date at 95 % or more', () => {
      expect(run.score.f1).toBeGreaterThanOrEqual(0.95);
      expect(run.score.venue).toBeGreaterThanOrEqual(0.95);
      expect(run.score.date).toBeGreaterThanOrEqual(0.95);
    });

    it('is calibrated: lines at confidence 0.9 or more are right at least 90 % of the time', () => {
      const [sure] = run.calibration;
      expect(sure?.lines).toBeGreaterThan(0);
      expect((sure?.right ?? 0) / (sure?.lines ?? 1)).toBeGreaterThanOrEqual(0.9);
    });
  },
);
