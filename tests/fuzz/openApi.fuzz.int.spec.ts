import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readModels } from '@oms/projections';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistToken } from '../../services/src/ordering/checklist/checklistToken';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../../services/src/platform/engines/inMemoryApp';
import { changeRequestToken } from '../../services/src/receipting/changeRequests/changeRequestToken';
import { approvalToken } from '../../services/src/specialPurchases/approvalToken';
import {
  declaredServerErrorOperations,
  ensureSchemathesis,
  type FuzzRole,
  failureHeadline,
  type OpenApiPaths,
  operationName,
  operationsStoppedAtAccess,
  roleRuns,
  runSchemathesis,
} from './schemathesis';

const repositoryRoot = join(import.meta.dirname, '..', '..');
const artifacts = join(repositoryRoot, 'tests/artifacts');
/** The runs' whole budget, shared by the roles: fuzzing repeats until it is spent, so the suite's time stays bounded. */
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
  // Dataplus on for the venue every request names, so its routes get past the integration's check
  // (the demo turns it on for Harbour Kitchen only).
  const asAdmin = injectAs(app, await sessionCookieFor(app, 'admin@oms.test'));
  const options = await asAdmin({
    method: 'PUT',
    url: '/api/venues/ven-crown-anchor/catalogue/options',
    payload: { dataplusIntegration: true, isPriceChangesVisible: true },
  });
  expect(options.statusCode).toBe(200);
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
}, 600_000);

afterAll(async () => {
  await harness?.close();
});

/**
 * Each operation is fuzzed as the role its access is for, so its inputs reach the handler: an admin
 * alone was refused on the venue's and the supplier's routes once a generated request had changed
 * its own roles, and a venue user or a supplier admin is who calls most routes.
 */
const roles: FuzzRole[] = [
  { name: 'venue user', email: 'venue@oms.test', fuzzes: ['venue', 'signedIn', 'public'] },
  { name: 'supplier admin', email: 'supplier@oms.test', fuzzes: ['supplier'] },
  { name: 'admin', email: 'admin@oms.test', fuzzes: ['adminArea', 'admin'] },
];

// Signing out would end the session every later request carries.
const skip = ['POST /api/auth/logout'];
// Fuzzed after every other run: they can take the signed-in admin's roles away, or delete the venue
// and the supplier every other run's requests name.
const last = [
  'PUT /api/admin/accounts/:accountId',
  'PUT /api/admin/accounts/:accountId/roles',
  'DELETE /api/venues/:venueId',
  'DELETE /api/admin/suppliers/:supplierId',
  'POST /api/admin/data-deletion-requests/:requestId/action',
];

/**
 * Three kinds of page open only through a signed link: the supplier's order checklist and receipting
 * chat (e-mailed to the supplier) and a manager's special purchase approval. The run gets one of
 * each, for an order of the venue and supplier every request names and for a special purchase, so
 * generated requests get past the signature to the handler.
 */
async function signedLinkParameters(): Promise<string> {
  const params = { venueId: 'ven-crown-anchor', supplierId: 'sup-brakes', poNumber: 'PO-FUZZ' };
  const secret = app.platformOptions.sessionSecret;
  const now = harness.platform.clock();
  // The unit suite's demo has no special purchase: a signed link to none reaches the handler's 404.
  const purchaseId = 'sp-fuzz';
  const order = await readModels.orders
    .in(harness.platform.readStore)
    .findOne({ venueId: params.venueId, supplierId: params.supplierId }, { sort: { orderedDate: -1 } });
  if (!order) throw new Error('The demo has no order to sign a checklist link for');
  const checklist = {
    venueId: params.venueId,
    supplierId: params.supplierId,
    date: order.orderedDate,
    orderNumber: order.poNumber ?? 'all',
  };
  return [
    '[[operations]]',
    'include-path-regex = "^/api/checklist/"',
    `parameters = { "path.date" = "${checklist.date}", "path.orderNumber" = "${checklist.orderNumber}", "query.token" = "${checklistToken(secret, checklist, now)}" }`,
    '',
    '[[operations]]',
    'include-path-regex = "^/api/receipting/checklist/"',
    `parameters = { "path.poNumber" = "${params.poNumber}", "query.token" = "${changeRequestToken(secret, params, now)}" }`,
    '',
    '[[operations]]',
    'include-path-regex = "^/api/special-purchases/"',
    `parameters = { "path.requestId" = "${purchaseId}", "query.token" = "${approvalToken(secret, purchaseId, now)}" }`,
  ].join('\n');
}

describe('the OpenAPI document against the running API (Schemathesis)', () => {
  it(
    'finds no server error, no undocumented status, no answer outside its schema, each operation as the role it is for',
    async () => {
      const documentAnswer = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(documentAnswer.statusCode).toBe(200);
      const document = documentAnswer.json<OpenApiPaths>();
      // Without Temporal, the workflow routes answer the 503 they declare; the run must reach them.
      const allowances = declaredServerErrorOperations(document);
      expect(allowances).toContain('include-name = "GET /api/admin/workflows/executions"');
      mkdirSync(artifacts, { recursive: true });
      const configFile = join(artifacts, 'schemathesis.toml');
      const settings = readFileSync(join(import.meta.dirname, 'schemathesis.toml'), 'utf8');
      writeFileSync(configFile, `${settings}\n${allowances}\n\n${await signedLinkParameters()}\n`);

      const documented = new Map(
        [...app.declaredAccess].filter(([route]) => {
          const [method = '', path = ''] = operationName(route).split(' ');
          return document.paths[path]?.[method.toLowerCase()] !== undefined;
        }),
      );
      const runs = roleRuns(documented, roles, { budgetSeconds, minimumSeconds: 5, skip, last });
      const outputs: string[] = [];
      const stoppedAtAccess: string[] = [];
      const failures: string[] = [];
      for (const { role, operations, budgetSeconds: seconds } of runs) {
        const cookie = await sessionCookieFor(app, role.email);
        const run = await runSchemathesis(cli, configFile, [
          `${baseUrl}/api/docs/json`,
          '--url',
          baseUrl,
          '--header',
          `Cookie: ${cookie}`,
          ...operations.flatMap((operation) => ['--include-name', operation]),
          '--phases',
          'examples,coverage,fuzzing',
          '--max-time',
          String(seconds),
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
        outputs.push(`### ${role.name}: ${operations.length} operations, ${seconds} s\n${run.output}`);
        writeFileSync(join(artifacts, 'schemathesis.txt'), outputs.join('\n\n'));
        const summary = run.output.split('\n').filter((line) => /test cases|passed|failed|errors?\b/i.test(line));
        console.log(
          `Schemathesis as ${role.name} (${operations.length} operations, ${seconds} s):\n${summary.slice(-8).join('\n')}`,
        );
        // CI keeps a failure's first line: it names the operations and what went wrong there.
        if (run.exitCode !== 0) failures.push(`${role.name}: ${failureHeadline(run.output)}`);
        stoppedAtAccess.push(...operationsStoppedAtAccess(run.output).map((operation) => `${role.name}: ${operation}`));
      }
      expect(failures, 'the whole output is in tests/artifacts/schemathesis.txt').toEqual([]);
      expect(stoppedAtAccess).toEqual([]);
      // Every documented operation but sign-out is fuzzed, once.
      const fuzzed = runs.flatMap((run) => run.operations);
      expect(new Set(fuzzed).size).toBe(fuzzed.length);
      expect(fuzzed).toHaveLength(documented.size - skip.length);
    },
    (budgetSeconds + 240) * 1000,
  );
});
