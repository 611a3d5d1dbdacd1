// `npm test`: install, build, provide Chromium, run every suite, print one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, ensureWebBuilt, repositoryRoot } from '../../services/bin/ensureInstalled.mjs';
import { ensureChromium } from './ensureChromium.mjs';

ensureInstalled();
ensureWebBuilt();
ensureChromium();

const artifacts = join(repositoryRoot, 'tests/artifacts');
mkdirSync(artifacts, { recursive: true });
const report = join(artifacts, 'vitest-report.json');
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--config',
    'tests/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { cwd: repositoryRoot, stdio: 'inherit' },
);

if (existsSync(report)) {
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = summary.numPendingTests + summary.numTodoTests;
  console.log(`\n${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${skipped} skipped`);
  if (summary.numTotalTests === 0) process.exit(1);
}
process.exit(result.status ?? 1);
