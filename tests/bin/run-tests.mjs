// `npm test`: install, build, provide Chromium, run every suite, print one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureInstalled, ensureWebBuilt, repositoryRoot } from '../../services/bin/ensureInstalled.mjs';
import { ensureDebianTools } from './ensureDebianTools.mjs';

ensureInstalled();
ensureWebBuilt();
ensureDebianTools();

const artifacts = join(repositoryRoot, 'tests/artifacts');
mkdirSync(artifacts, { recursive: true });
const report = join(artifacts, 'vitest-report.json');

// The engines are built (Go, Maven, apt) while the main suite runs, which mostly waits on Chromium and
// app servers; niced, so the suite's tests keep the CPU they ask for. test:engines then finds them cached.
const provisionLog = join(artifacts, 'engines-provision.log');
const provisionOutput = openSync(provisionLog, 'w');
const provisioning = spawn('nice', ['-n', '15', process.execPath, 'tests/engines/provision.mjs'], {
  cwd: repositoryRoot,
  stdio: ['ignore', provisionOutput, provisionOutput],
});
const provisioned = new Promise((resolve) => {
  provisioning.on('error', () => resolve());
  provisioning.on('exit', () => resolve());
});

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

await provisioned;
closeSync(provisionOutput);
console.log(readFileSync(provisionLog, 'utf8'));
// The engine suites need servers: test:engines provisions (cached) and starts them, then stops them.
const engines = spawnSync(process.execPath, ['tests/engines/run-engine-tests.mjs'], {
  cwd: repositoryRoot,
  stdio: 'inherit',
});
const enginesReport = join(artifacts, 'engines-vitest-report.json');

if (existsSync(report)) {
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  const counts = [summary, existsSync(enginesReport) ? JSON.parse(readFileSync(enginesReport, 'utf8')) : null];
  const total = (key) => counts.reduce((sum, run) => sum + (run?.[key] ?? 0), 0);
  const skipped = total('numPendingTests') + total('numTodoTests');
  // CI keeps only the tail of the output: name every failure here, next to the count.
  for (const run of counts) {
    for (const file of run?.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const firstLine = String(test.failureMessages?.[0] ?? '').split('\n')[0];
        console.log(`FAILED ${relative(repositoryRoot, file.name)} > ${test.fullName}\n  ${firstLine}`);
      }
      if (file.status === 'failed' && (file.assertionResults ?? []).every((test) => test.status !== 'failed')) {
        console.log(`FAILED ${relative(repositoryRoot, file.name)}\n  ${String(file.message ?? '').split('\n')[0]}`);
      }
    }
  }
  console.log(`\n${total('numPassedTests')} passed, ${total('numFailedTests')} failed, ${skipped} skipped`);
  if (summary.numTotalTests === 0) process.exit(1);
}
process.exit(result.status || engines.status || 0);
