import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredServerErrorOperations, ensureSchemathesis, type OpenApiPaths, runSchemathesis } from './schemathesis';

const repositoryRoot = join(import.meta.dirname, '..', '..');
const answer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { type: 'object' } } },
});

/** Three operations: one declares its 503, one answers 503 undeclared, one declares 503 but answers 500. */
const document = {
  openapi: '3.0.3',
  info: { title: 'allowances', version: '1' },
  paths: {
    '/declared': { post: { responses: { 200: answer('ok'), 503: answer('engine away') } } },
    '/undeclared': { post: { responses: { 200: answer('ok') } } },
    '/broken': { post: { responses: { 200: answer('ok'), 503: answer('engine away') } } },
  },
} satisfies OpenApiPaths & Record<string, unknown>;
const statusOf: Record<string, number> = { '/declared': 503, '/undeclared': 503, '/broken': 500 };

let server: Server;
let baseUrl: string;
let cli: string;
let configFile: string;

beforeAll(async () => {
  cli = ensureSchemathesis(repositoryRoot);
  server = createServer((request, response) => {
    if (request.url === '/openapi.json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(document));
      return;
    }
    request.resume();
    response.writeHead(statusOf[request.url ?? ''] ?? 404, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configFile = join(mkdtempSync(join(tmpdir(), 'schemathesis-allowances-')), 'schemathesis.toml');
  const onlyServerErrors = '[checks]\nenabled = false\nnot_a_server_error.enabled = true\n';
  writeFileSync(configFile, `${onlyServerErrors}\n${declaredServerErrorOperations(document)}\n`);
}, 600_000);

afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));

const fuzz = (operation: string) =>
  runSchemathesis(cli, configFile, [
    `${baseUrl}/openapi.json`,
    '--include-name',
    operation,
    '--phases',
    'fuzzing',
    '--max-examples',
    '3',
    '--workers',
    '1',
    '--no-color',
  ]);

describe('the server errors the Schemathesis run lets through', () => {
  it('lets a 503 through where the document declares it', async () => {
    const run = await fuzz('POST /declared');
    expect(run.exitCode, run.output).toBe(0);
  }, 60_000);

  it('fails on a 503 the document does not declare', async () => {
    const run = await fuzz('POST /undeclared');
    expect(run.exitCode, run.output).not.toBe(0);
    expect(run.output).toContain('Server error');
  }, 60_000);

  it('fails on a 500 where only 503 is declared', async () => {
    const run = await fuzz('POST /broken');
    expect(run.exitCode, run.output).not.toBe(0);
    expect(run.output).toContain('Server error');
  }, 60_000);
});
