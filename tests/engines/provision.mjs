// Provisions the engines this machine can run without Docker, cached under `.engines/`:
// Kafka, S3Proxy and Temporal's time-skipping test server from Maven Central, the Temporal dev server,
// FerretDB and stripe-mock built from their Go modules, PostgreSQL from Debian's package. `node tests/engines/provision.mjs [engine...]` runs it alone.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { provisionPostgres } from './postgresEngine.mjs';

export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
export const cacheDir = process.env.OMS_ENGINES_CACHE ?? join(repositoryRoot, '.engines');

const goBuilds = {
  // v1.5.1 is the last CLI tag without a `replace` directive, so `go install` accepts it.
  temporal: { module: 'github.com/temporalio/cli', version: 'v1.5.1', main: 'github.com/temporalio/cli/cmd/temporal' },
  ferretdb: { module: 'github.com/FerretDB/FerretDB', version: 'v1.24.2' },
  // Stripe's own mock of its API, validating every request against Stripe's OpenAPI spec.
  'stripe-mock': {
    module: 'github.com/stripe/stripe-mock',
    version: 'v0.203.0',
    main: 'github.com/stripe/stripe-mock',
  },
};

export const paths = {
  kafkaJars: join(cacheDir, 'kafka/jars'),
  temporalTestServerJars: join(cacheDir, 'temporal-test-server/jars'),
  s3proxyJars: join(cacheDir, 's3proxy/jars'),
  goBin: join(cacheDir, 'go/bin'),
  temporalBinary: join(cacheDir, 'go/bin/temporal'),
  ferretdbBinary: join(cacheDir, 'go/bin/ferretdb'),
  stripeMockBinary: join(cacheDir, 'go/bin/stripe-mock'),
};

function spawnOrThrow(command, args, { cwd = repositoryRoot, env = {} } = {}) {
  // Build output goes to stderr so that callers can keep stdout for their results.
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 2, 2], env: { ...process.env, ...env } });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

function hasJars(folder) {
  return existsSync(folder) && readdirSync(folder).some((name) => name.endsWith('.jar'));
}

function mavenClasspath(pom, outputDirectory) {
  if (hasJars(outputDirectory)) return false;
  spawnOrThrow('mvn', [
    '-q',
    '-B',
    `-Dmaven.repo.local=${join(cacheDir, 'm2')}`,
    '-f',
    join(repositoryRoot, pom),
    'dependency:copy-dependencies',
    '-DincludeScope=runtime',
    `-DoutputDirectory=${outputDirectory}`,
  ]);
  return true;
}

function goEnv() {
  return {
    GOMODCACHE: join(cacheDir, 'go/mod'),
    GOCACHE: join(cacheDir, 'go/cache'),
    GOBIN: paths.goBin,
    CGO_ENABLED: '0',
    GOFLAGS: '-buildvcs=false -modcacherw',
  };
}

function goInstall(name) {
  if (existsSync(join(paths.goBin, name))) return false;
  const { main, version } = goBuilds[name];
  mkdirSync(paths.goBin, { recursive: true });
  spawnOrThrow('go', ['install', `${main}@${version}`], { env: goEnv() });
  return true;
}

/**
 * FerretDB needs its own source tree as the main module: `go install` cannot be used (the module
 * proxy refuses FerretDB's version list), and its binary refuses to start without the version
 * file its release tooling writes, which the module archive leaves empty.
 */
function buildFerretdb() {
  if (existsSync(paths.ferretdbBinary)) return false;
  const { module, version } = goBuilds.ferretdb;
  const env = goEnv();
  const download = spawnSync('go', ['mod', 'download', '-json', `${module}@${version}`], {
    cwd: repositoryRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (download.status !== 0) throw new Error(`go mod download ${module}@${version} failed: ${download.stderr}`);
  const sourceDir = join(cacheDir, 'go/build/ferretdb');
  rmSync(sourceDir, { recursive: true, force: true });
  cpSync(JSON.parse(download.stdout).Dir, sourceDir, { recursive: true });
  spawnOrThrow('chmod', ['-R', 'u+w', sourceDir]);
  writeFileSync(join(sourceDir, 'build/version/version.txt'), `${version}\n`);
  spawnOrThrow('go', ['build', '-o', paths.ferretdbBinary, './cmd/ferretdb'], { cwd: sourceDir, env });
  return true;
}

export const provisioners = {
  kafka: () => mavenClasspath('tests/engines/kafka/pom.xml', paths.kafkaJars),
  temporal: () => goInstall('temporal'),
  'temporal-test-server': () => mavenClasspath('tests/engines/temporal/pom.xml', paths.temporalTestServerJars),
  ferretdb: buildFerretdb,
  s3proxy: () => mavenClasspath('tests/engines/s3/pom.xml', paths.s3proxyJars),
  'stripe-mock': () => goInstall('stripe-mock'),
  // Debian's package (apt), the one engine not built here: its server binaries are what operators run.
  postgres: provisionPostgres,
};

/** Provisions one engine; reports whether it had to be built and how long that took. */
export function provision(name) {
  const startedAt = Date.now();
  const built = provisioners[name]();
  return { name, built, seconds: Math.round((Date.now() - startedAt) / 100) / 10 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  for (const name of names.length > 0 ? names : Object.keys(provisioners)) {
    if (!provisioners[name]) throw new Error(`Unknown engine ${name}; known: ${Object.keys(provisioners).join(', ')}`);
    const { built, seconds } = provision(name);
    console.log(`provision ${name}: ${built ? 'built' : 'cached'} in ${seconds} s`);
  }
}
