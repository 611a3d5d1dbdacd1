// `npm run test:engines`: provision (cached) and start every engine this machine can run, run the
// engine suites against them, print one line per engine, and stop the engines whatever happens.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { dockerAvailable, startDockerEngines } from './dockerEngines.mjs';
import {
  startFerretdb,
  startKafka,
  startPostgres,
  startS3Proxy,
  startStripeMock,
  startTemporalDevServer,
  writeTemporalTestServerLauncher,
} from './localEngines.mjs';
import { cacheDir, provision, repositoryRoot } from './provision.mjs';

const startedAt = Date.now();
const workDir = join(cacheDir, 'run');
const artifacts = join(repositoryRoot, 'tests/artifacts');
const report = join(artifacts, 'engines-vitest-report.json');
const summaryFile = join(artifacts, 'engines-summary.json');

/** Which suites exercise which engine: vitest file filters, matched against paths. */
const engines = [
  { name: 'postgres', suites: ['eventStore.postgres.', '.postgres.engine.'] },
  { name: 'kafka', suites: ['platform/kafka/', 'support/realtime/kafka'] },
  { name: 'ferretdb', suites: ['readStore.mongo.'] },
  { name: 'temporal', suites: ['workflows/src/', '.temporal.engine.'] },
  { name: 's3', suites: ['fileStore.s3.'] },
  { name: 'kurrentdb', suites: ['eventStore.kurrent.'] },
  { name: 'stripe', suites: ['.stripe.engine.'] },
  // The app process itself, three starts from empty engines of its own (Kafka, FerretDB, Temporal).
  { name: 'fullstack', suites: ['fullstackStart.engine.'] },
];

const running = [];
const outcome = new Map();
const env = {};

async function stopAll() {
  await Promise.allSettled(running.splice(0).map((engine) => engine.stop()));
}
process.on('exit', () => {
  for (const engine of running) engine.killNow?.();
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll().finally(() => process.exit(130));
  });
}

async function bring(name, start) {
  try {
    const engine = await start();
    running.push(engine);
    Object.assign(env, engine.env);
    return engine;
  } catch (error) {
    outcome.set(name, { status: 'FAIL', reason: `could not start: ${error.message}` });
    return null;
  }
}

function provisioned(name, engineNames = [name]) {
  try {
    const { built, seconds } = provision(name);
    console.log(`provision ${name}: ${built ? 'built' : 'cached'} in ${seconds} s`);
    return true;
  } catch (error) {
    for (const engine of engineNames) {
      outcome.set(engine, { status: 'FAIL', reason: `could not provision ${name}: ${error.message}` });
    }
    return false;
  }
}

function runVitest(files) {
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      [
        'vitest',
        'run',
        '--config',
        'tests/engines/vitest.engines.config.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
        ...files,
      ],
      { cwd: repositoryRoot, stdio: 'inherit', env: { ...process.env, ...env, KAFKAJS_NO_PARTITIONER_WARNING: '1' } },
    );
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function engineOf(file) {
  const path = relative(repositoryRoot, file);
  return engines.find((engine) => engine.suites.some((suite) => path.includes(suite)))?.name;
}

try {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  mkdirSync(artifacts, { recursive: true });
  rmSync(report, { force: true });

  const docker = !process.env.OMS_ENGINES_NO_DOCKER && (await dockerAvailable());
  if (docker) {
    // testcontainers provides the engines where a Docker engine runs; variables already set win.
    const containers = await bring('docker', () => startDockerEngines(env));
    if (containers) Object.assign(env, containers.env);
  }

  // One cluster: the event store suites' database, and FerretDB's documents in a database of their own.
  let postgres = null;
  if (!process.env.POSTGRES_URL && !env.POSTGRES_URL && provisioned('postgres')) {
    postgres = await bring('postgres', () => startPostgres(workDir));
  }
  if (!process.env.KAFKA_BROKERS && !env.KAFKA_BROKERS && provisioned('kafka')) {
    await bring('kafka', () => startKafka(workDir));
  }
  if (!process.env.MONGO_URL && !env.MONGO_URL && provisioned('ferretdb')) {
    const ferretdb = await bring('ferretdb', () =>
      startFerretdb(workDir, { postgresUrl: postgres?.urlOf('ferretdb') }),
    );
    if (ferretdb) env.MONGO_ENGINE = 'ferretdb';
  }
  if (!process.env.S3_ENDPOINT && !env.S3_ENDPOINT && provisioned('s3proxy', ['s3'])) {
    await bring('s3', () => startS3Proxy(workDir));
  }
  if (!process.env.STRIPE_MOCK_URL && provisioned('stripe-mock', ['stripe'])) {
    await bring('stripe', () => startStripeMock(workDir));
  }
  if (provisioned('temporal-test-server', ['temporal'])) {
    env.TEMPORAL_TEST_SERVER = writeTemporalTestServerLauncher(workDir);
  }
  if (!process.env.TEMPORAL_ADDRESS && !env.TEMPORAL_ADDRESS && provisioned('temporal')) {
    await bring('temporal', () => startTemporalDevServer(workDir));
  }

  const available = {
    kafka: process.env.KAFKA_BROKERS ?? env.KAFKA_BROKERS,
    ferretdb: process.env.MONGO_URL ?? env.MONGO_URL,
    temporal: (process.env.TEMPORAL_ADDRESS ?? env.TEMPORAL_ADDRESS) && env.TEMPORAL_TEST_SERVER,
    s3: process.env.S3_ENDPOINT ?? env.S3_ENDPOINT,
    postgres: process.env.POSTGRES_URL ?? env.POSTGRES_URL,
    kurrentdb: process.env.KURRENTDB_URL ?? env.KURRENTDB_URL,
    stripe: process.env.STRIPE_MOCK_URL ?? env.STRIPE_MOCK_URL,
    // Cached by the steps above; provisioned here too where Docker provided the shared engines.
    fullstack: ['postgres', 'kafka', 'ferretdb', 'temporal'].every((name) => provisioned(name, ['fullstack'])),
  };
  if (available.fullstack) env.OMS_FULLSTACK = '1';
  if (!available.kurrentdb && !outcome.has('kurrentdb')) {
    outcome.set('kurrentdb', { status: 'SKIPPED', reason: 'no server here: set KURRENTDB_URL or run Docker' });
  }
  const toRun = engines.filter((engine) => available[engine.name] && !outcome.has(engine.name));
  const exitCode = toRun.length > 0 ? await runVitest(toRun.flatMap((engine) => engine.suites)) : 0;

  const results = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')).testResults : [];
  for (const engine of toRun) {
    const files = results.filter((file) => engineOf(file.name) === engine.name);
    const tests = files.flatMap((file) => file.assertionResults);
    // A file whose set-up failed has its tests skipped, not failed: the file's own status says so.
    const brokenFiles = files.filter(
      (file) => file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed'),
    );
    const passed = tests.filter((test) => test.status === 'passed').length;
    const failed = tests.filter((test) => test.status === 'failed').length;
    const skipped = tests.filter((test) => test.status !== 'passed' && test.status !== 'failed');
    const reasons = [...new Set(skipped.map((test) => /\(skipped: (.*)\)$/.exec(test.title)?.[1] ?? 'skipped'))];
    if (tests.length === 0) {
      outcome.set(engine.name, { status: 'FAIL', reason: `no test ran (vitest exited ${exitCode})`, passed, failed });
    } else if (failed > 0) {
      outcome.set(engine.name, { status: 'FAIL', reason: `${failed} of ${tests.length} tests failed`, passed, failed });
    } else if (brokenFiles.length > 0) {
      const names = brokenFiles.map((file) => relative(repositoryRoot, file.name)).join(', ');
      outcome.set(engine.name, { status: 'FAIL', reason: `set-up failed in ${names}`, passed, failed });
    } else {
      const note = skipped.length > 0 ? `, ${skipped.length} skipped: ${reasons.join('; ')}` : '';
      outcome.set(engine.name, {
        status: 'PASS',
        reason: `${passed} tests${note}`,
        passed,
        failed,
        skipped: skipped.length,
      });
    }
  }
} finally {
  await stopAll();
}

console.log('');
for (const engine of engines) {
  const result = outcome.get(engine.name) ?? { status: 'SKIPPED', reason: 'not started' };
  console.log(`engine ${engine.name}: ${result.status} (${result.reason})`);
}
const seconds = Math.round((Date.now() - startedAt) / 1000);
console.log(`test:engines took ${seconds} s`);
const summary = Object.fromEntries(outcome);
writeFileSync(summaryFile, `${JSON.stringify({ seconds, engines: summary }, null, 2)}\n`);
const failed = engines.some((engine) => outcome.get(engine.name)?.status === 'FAIL');
process.exit(failed ? 1 : 0);
