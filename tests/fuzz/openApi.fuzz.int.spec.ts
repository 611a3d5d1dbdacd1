import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, sessionCookieFor } from '../../services/src/platform/engines/inMemoryApp';
import {
  declaredServerErrorOperations,
  ensureSchemathesis,
  failureHeadline,
  type OpenApiPaths,
  runSchemathesis,
} from './schemathesis';

const repositoryRoot = join(import.meta.dirname, '..', '..');
const artifacts = join(repositoryRoot, 'tests/artifacts');
/** The run's whole budget: fuzzing repeats until it is spent, so the suite's time stays bounded. */
const budgetSeconds = 90;

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let app: FastifyInstance;
let baseUrl: string;
let cli: string;

beforeAll(async () => {
  cli = ensureSchemathesis(repositoryRoot);
  // A fixed clock, as the other API suites have: the same demo and the same answers on every day the
  // fuzzer runs, so a failure it finds replays from its seed.
  harness = await buildInMemoryApp({ now: new Date('2026-11-22T10:00:00.000Z') });
  app = harness.app;
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
}, 600_000);

afterAll(async () => {
  await harness?.close();
});

describe('the OpenAPI document against the running API (Schemathesis)', () => {
  it(
    'finds no server error, no undocumented status, no answer outside its schema, signed in as an admin',
    async () => {
      const cookie = await sessionCookieFor(app, 'admin@oms.test');
      const documentAnswer = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(documentAnswer.statusCode).toBe(200);
      // Without Temporal, the workflow routes answer the 503 they declare; the run must reach them.
      const allowances = declaredServerErrorOperations(documentAnswer.json<OpenApiPaths>());
      expect(allowances).toContain('include-name = "GET /api/admin/workflows/executions"');
      mkdirSync(artifacts, { recursive: true });
      const configFile = join(artifacts, 'schemathesis.toml');
      const settings = readFileSync(join(import.meta.dirname, 'schemathesis.toml'), 'utf8');
      writeFileSync(configFile, `${settings}\n${allowances}\n`);
      const run = await runSchemathesis(cli, configFile, [
        `${baseUrl}/api/docs/json`,
        '--url',
        baseUrl,
        '--header',
        `Cookie: ${cookie}`,
        // Signing out would end the session every later request carries.
        '--exclude-path',
        '/api/auth/logout',
        '--phases',
        'examples,coverage,fuzzing',
        '--max-time',
        String(budgetSeconds),
        // Hypothesis parses lambdas' source in worker threads, which crashes CPython 3.11's parser.
        '--workers',
        '1',
        '--seed',
        '20261124',
        // Hypothesis's "too slow" check measures this shared machine's load, not the API: on a busy
        // CI runner it failed an operation whose every answer was right.
        '--suppress-health-check',
        'too_slow',
        '--no-color',
      ]);
      writeFileSync(join(artifacts, 'schemathesis.txt'), run.output);
      const summary = run.output.split('\n').filter((line) => /test cases|passed|failed|errors?\b/i.test(line));
      console.log(`Schemathesis (${budgetSeconds} s budget):\n${summary.slice(-8).join('\n')}`);
      // CI keeps a failure's first line: it names the operations and what went wrong there.
      expect(run.exitCode, `${failureHeadline(run.output)}\n${run.output.slice(-6000)}`).toBe(0);
    },
    (budgetSeconds + 180) * 1000,
  );
});
