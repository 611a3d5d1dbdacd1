// Starts provisioned engines on loopback, each in a fresh data folder on free ports, and stops them.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshCluster } from './postgresEngine.mjs';
import { cacheDir, paths } from './provision.mjs';

const host = '127.0.0.1';

function listensOn(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** The kernel's range for outgoing connections' local ports (Linux), else the usual one. */
function ephemeralPorts() {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low > 0 && high >= low) return { low, high };
  } catch {}
  return { low: 32768, high: 60999 };
}

/**
 * A free port below the kernel's range for outgoing connections: a port from that range (what
 * `listen(0)` hands out) can be taken by any client connecting out before the engine binds it.
 * FerretDB's dozens of connections to PostgreSQL took the Temporal dev server's port that way.
 */
export async function freePort() {
  const { low } = ephemeralPorts();
  const floor = 10_000;
  if (low - floor > 1000) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const port = floor + Math.floor(Math.random() * (low - floor));
      if (await listensOn(port)) return port;
    }
  }
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function portAccepts(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Spawns a server writing straight into its log file: a pipe through this process would fill and
 * stall the server whenever this process blocks (for example while it waits for the test run).
 */
function startProcess({
  name,
  command,
  args,
  logFile,
  isReady,
  timeoutMs = 180_000,
  owner,
  stopSignal = 'SIGTERM',
  env,
}) {
  const log = openSync(logFile, 'a');
  const child = spawn(command, args, {
    stdio: ['ignore', log, log],
    ...(owner ?? {}),
    ...(env ? { env: { ...process.env, ...env } } : {}),
  });
  closeSync(log);
  let exited = null;
  const exit = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    });
  });

  const ready = (async () => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (exited) throw new Error(`${name} exited (${JSON.stringify(exited)}) before it was ready; see ${logFile}`);
      if (await isReady(readFileSync(logFile, 'utf8'))) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${name} was not ready within ${timeoutMs / 1000} s; see ${logFile}`);
  })();

  async function stop() {
    if (exited) return;
    child.kill(stopSignal);
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exit;
    clearTimeout(killer);
  }
  return { child, ready, stop, killNow: () => exited || child.kill('SIGKILL') };
}

async function started(engine, address, env) {
  try {
    await engine.ready;
  } catch (error) {
    await engine.stop();
    throw error;
  }
  return { address, env, stop: engine.stop, killNow: engine.killNow };
}

/** Apache Kafka in KRaft combined mode (broker and controller in one JVM). */
export async function startKafka(workDir) {
  const dir = join(workDir, 'kafka');
  mkdirSync(dir, { recursive: true });
  const [port, controllerPort] = [await freePort(), await freePort()];
  const properties = join(dir, 'server.properties');
  writeFileSync(
    properties,
    [
      'process.roles=broker,controller',
      'node.id=1',
      `controller.quorum.voters=1@${host}:${controllerPort}`,
      `listeners=PLAINTEXT://${host}:${port},CONTROLLER://${host}:${controllerPort}`,
      `advertised.listeners=PLAINTEXT://${host}:${port}`,
      'controller.listener.names=CONTROLLER',
      'listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
      `log.dirs=${join(dir, 'logs')}`,
      'num.partitions=3',
      'offsets.topic.replication.factor=1',
      'offsets.topic.num.partitions=3',
      'transaction.state.log.replication.factor=1',
      'transaction.state.log.min.isr=1',
      'group.initial.rebalance.delay.ms=0',
      // Lets tests use short consumer sessions, so a crashed consumer's partitions move quickly.
      'group.min.session.timeout.ms=1000',
      'auto.create.topics.enable=false',
      // A machine shared with other work can starve the JVM for seconds; do not fence the broker for it.
      'broker.session.timeout.ms=60000',
      '',
    ].join('\n'),
  );
  const classpath = `${paths.kafkaJars}/*`;
  const java = ['-Xms128m', '-Xmx512m', '-XX:+UseSerialGC', `-Dlog4j.configuration=file:${writeLog4j(dir)}`];
  const format = spawn(
    'java',
    [...java, '-cp', classpath, 'kafka.tools.StorageTool', 'format', '-t', clusterId(), '-c', properties],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let formatErrors = '';
  format.stderr.on('data', (chunk) => {
    formatErrors += chunk;
  });
  const formatCode = await new Promise((resolve) => format.on('exit', resolve));
  if (formatCode !== 0) throw new Error(`Kafka storage format exited with ${formatCode}: ${formatErrors.trim()}`);
  const engine = startProcess({
    name: 'kafka',
    command: 'java',
    args: [...java, '-cp', classpath, 'kafka.Kafka', properties],
    logFile: join(dir, 'server.log'),
    isReady: (output) => /Kafka Server started/.test(output),
  });
  const brokers = `${host}:${port}`;
  return started(engine, brokers, { KAFKA_BROKERS: brokers });
}

function writeLog4j(dir) {
  const file = join(dir, 'log4j.properties');
  writeFileSync(
    file,
    [
      'log4j.rootLogger=INFO, stdout',
      'log4j.appender.stdout=org.apache.log4j.ConsoleAppender',
      'log4j.appender.stdout.layout=org.apache.log4j.PatternLayout',
      'log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n',
      '',
    ].join('\n'),
  );
  return file;
}

/** Kafka cluster ids are 16 random bytes in URL-safe base64; a leading '-' would read as an option. */
function clusterId() {
  for (;;) {
    const id = Buffer.from(randomUUID().replaceAll('-', ''), 'hex').toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}

/**
 * PostgreSQL: a throwaway cluster (copied from a cached initdb template) in the foreground, on
 * loopback only. Durability stays on (fsync, synchronous commit): the suites and the bench
 * measure the store as an operator would run it.
 */
const ferretdbLookups = fileURLToPath(new URL('../../deploy/postgres-init/02-ferretdb-lookups.sql', import.meta.url));

export async function startPostgres(workDir, { name = 'postgres', databases = ['oms', 'ferretdb'] } = {}) {
  const dir = join(workDir, name);
  mkdirSync(dir, { recursive: true });
  const dataDir = join(dir, 'data');
  const { bin, owner } = freshCluster(cacheDir, dataDir);
  const port = await freePort();
  const logFile = join(dir, 'server.log');
  // Readiness is read from the log: one left by an earlier start would say "ready" at once.
  rmSync(logFile, { force: true });
  const engine = startProcess({
    name,
    command: join(bin, 'postgres'),
    args: [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      dataDir,
      '-c',
      `listen_addresses=${host}`,
      '-c',
      'max_connections=300',
      '-c',
      'shared_buffers=128MB',
    ],
    logFile,
    owner,
    // Fast shutdown: SIGTERM (smart) would wait for every client to disconnect first.
    stopSignal: 'SIGINT',
    isReady: (output) => /database system is ready to accept connections/.test(output),
    timeoutMs: 60_000,
  });
  const ready = await started(engine, `${host}:${port}`, {});
  const urlOf = (database) => `postgres://oms@${host}:${port}/${database}`;
  for (const database of databases) {
    const createdb = spawnSync(join(bin, 'createdb'), ['-h', host, '-p', String(port), '-U', 'oms', database], {
      encoding: 'utf8',
    });
    if (createdb.status === 0) continue;
    await ready.stop();
    throw new Error(`createdb ${database} failed: ${createdb.stderr}`);
  }
  if (databases.includes('ferretdb')) {
    // The same script an operator's cluster runs at its first start (docker-compose.yml).
    const lookups = spawnSync(
      join(bin, 'psql'),
      [
        '-v',
        'ON_ERROR_STOP=1',
        '-q',
        '-h',
        host,
        '-p',
        String(port),
        '-U',
        'oms',
        '-d',
        databases[0],
        '-f',
        ferretdbLookups,
      ],
      { encoding: 'utf8' },
    );
    if (lookups.status !== 0) {
      await ready.stop();
      throw new Error(`${ferretdbLookups} failed: ${lookups.stderr}`);
    }
  }
  // The first database is the event store's; FerretDB gets its own (`ferretdb`) in the same cluster.
  return { ...ready, env: { POSTGRES_URL: urlOf(databases[0]) }, urlOf, port };
}

/**
 * FerretDB 1.x: a MongoDB wire-protocol server, on PostgreSQL when `postgresUrl` names a database
 * (the production read side: unique indexes enforced by PostgreSQL) and on SQLite files otherwise.
 */
export async function startFerretdb(workDir, { postgresUrl } = {}) {
  const dir = join(workDir, 'ferretdb');
  mkdirSync(join(dir, 'data'), { recursive: true });
  const port = await freePort();
  const backend = postgresUrl
    ? ['--handler=pg', `--postgresql-url=${postgresUrl}`]
    : // The URL path must end with a slash: it names a folder with one SQLite file per database.
      ['--handler=sqlite', `--sqlite-url=file:${join(dir, 'data')}/`];
  const engine = startProcess({
    name: 'ferretdb',
    command: paths.ferretdbBinary,
    args: [
      ...backend,
      `--listen-addr=${host}:${port}`,
      `--state-dir=${dir}`,
      '--debug-addr=-',
      '--telemetry=disable',
      '--log-level=warn',
    ],
    logFile: join(dir, 'server.log'),
    isReady: () => portAccepts(port),
    // FerretDB 1.x spends much of a query collecting garbage: a rarer collection cut its CPU per
    // page by about a third (docs/engines.md); docker-compose.yml runs it the same way.
    env: { GOGC: '400' },
  });
  const url = `mongodb://${host}:${port}/`;
  return started(engine, url, { MONGO_URL: url });
}

/** The Temporal CLI's dev server: a real Temporal server on a SQLite file, with its Web UI. */
export async function startTemporalDevServer(workDir, { binary = paths.temporalBinary } = {}) {
  const dir = join(workDir, 'temporal');
  mkdirSync(dir, { recursive: true });
  const [port, uiPort] = [await freePort(), await freePort()];
  const engine = startProcess({
    name: 'temporal',
    command: binary,
    args: [
      'server',
      'start-dev',
      '--ip',
      host,
      '--port',
      String(port),
      '--ui-port',
      String(uiPort),
      '--db-filename',
      join(dir, 'temporal.sqlite'),
      '--log-level',
      'warn',
    ],
    logFile: join(dir, 'server.log'),
    isReady: () => portAccepts(port),
  });
  const address = `${host}:${port}`;
  return started(engine, address, { TEMPORAL_ADDRESS: address, TEMPORAL_UI_PORT: String(uiPort) });
}

/**
 * The SDK starts a time-skipping server from an executable given the port as first argument;
 * this script turns Temporal's Java test server (from Maven Central) into such an executable.
 */
export function writeTemporalTestServerLauncher(workDir) {
  mkdirSync(workDir, { recursive: true });
  const launcher = join(workDir, 'temporal-test-server.sh');
  writeFileSync(
    launcher,
    [
      '#!/bin/sh',
      `exec java -Xms64m -Xmx512m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -cp '${paths.temporalTestServerJars}/*' io.temporal.testserver.TestServer "$@"`,
      '',
    ].join('\n'),
  );
  chmodSync(launcher, 0o755);
  return launcher;
}

/** S3Proxy (from Maven Central) over a folder: a real S3 API on loopback, path-style, signed requests. */
export async function startS3Proxy(workDir) {
  const dir = join(workDir, 's3proxy');
  mkdirSync(join(dir, 'data'), { recursive: true });
  const port = await freePort();
  const endpoint = `http://${host}:${port}`;
  const credentials = { identity: 'oms-test-access-key', credential: randomUUID() };
  const properties = join(dir, 's3proxy.conf');
  writeFileSync(
    properties,
    [
      `s3proxy.endpoint=${endpoint}`,
      's3proxy.authorization=aws-v2-or-v4',
      `s3proxy.identity=${credentials.identity}`,
      `s3proxy.credential=${credentials.credential}`,
      'jclouds.provider=filesystem-nio2',
      // The backend's own login: a folder needs none, but S3Proxy insists on the keys.
      'jclouds.identity=local',
      'jclouds.credential=local',
      `jclouds.filesystem.basedir=${join(dir, 'data')}`,
      '',
    ].join('\n'),
  );
  const engine = startProcess({
    name: 's3proxy',
    command: 'java',
    args: [
      '-Xms64m',
      '-Xmx384m',
      '-XX:+UseSerialGC',
      '-XX:TieredStopAtLevel=1',
      '-cp',
      `${paths.s3proxyJars}/*`,
      'org.gaul.s3proxy.Main',
      '--properties',
      properties,
    ],
    logFile: join(dir, 'server.log'),
    isReady: () => portAccepts(port),
  });
  return started(engine, endpoint, {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: 'oms-engine-tests',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: credentials.identity,
    S3_SECRET_ACCESS_KEY: credentials.credential,
  });
}

/** stripe-mock: Stripe's API answered from its OpenAPI spec and fixtures, refusing any request the spec refuses. */
export async function startStripeMock(workDir) {
  const dir = join(workDir, 'stripe-mock');
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  // Given only an HTTP address it still opens HTTPS on its fixed default port (12112): give it one too.
  const httpsPort = await freePort();
  const engine = startProcess({
    name: 'stripe-mock',
    command: paths.stripeMockBinary,
    args: ['-http-addr', `${host}:${port}`, '-https-addr', `${host}:${httpsPort}`],
    logFile: join(dir, 'server.log'),
    isReady: () => portAccepts(port),
    timeoutMs: 60_000,
  });
  const address = `http://${host}:${port}`;
  return started(engine, address, { STRIPE_MOCK_URL: address });
}
