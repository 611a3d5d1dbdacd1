import { describe, expect, it } from 'vitest';
import {
  type DeclaredAccess,
  declaredServerErrorOperations,
  type FuzzRole,
  failureHeadline,
  operationsStoppedAtAccess,
  roleRuns,
} from './schemathesis';

const error = { description: 'error' };

describe('the Schemathesis allowances drawn from the OpenAPI document', () => {
  it('accepts a documented 503 on its own operation only, and no other server error', () => {
    const config = declaredServerErrorOperations({
      paths: {
        '/api/venues/{venueId}/subscription/downgrade': {
          post: { responses: { 200: error, 400: error, 503: error } },
          get: { responses: { 200: error, 401: error } },
        },
        '/api/venues': { get: { responses: { 200: error } } },
      },
    });
    expect(config).toBe(
      [
        '[[operations]]',
        'include-name = "POST /api/venues/{venueId}/subscription/downgrade"',
        'checks.not_a_server_error.expected-statuses = ["2xx","3xx","4xx","503"]',
      ].join('\n'),
    );
  });

  it('adds nothing when no operation documents a server error', () => {
    expect(declaredServerErrorOperations({ paths: { '/api/venues': { get: { responses: { 200: error } } } } })).toBe(
      '',
    );
  });
});

describe('the headline of a failed Schemathesis run', () => {
  it('names each operation under FAILURES and ERRORS with the first thing said of it', () => {
    const output = [
      'Test cases:',
      '=================================== FAILURES ===================================',
      '________ POST /api/venues/{venueId}/recipes/{recipeId}/duplicate ________',
      '1. Test Case ID: abc123',
      '',
      '- Server error',
      '',
      '=================================== ERRORS ===================================',
      '________ GET /api/venues ________',
      'Failed Health Check',
    ].join('\n');
    expect(failureHeadline(output)).toBe(
      'Schemathesis found 2 problem(s): POST /api/venues/{venueId}/recipes/{recipeId}/duplicate: - Server error | GET /api/venues: Failed Health Check',
    );
  });

  it('says so when the run printed neither section', () => {
    expect(failureHeadline('Error: could not load the schema\n')).toBe(
      'Schemathesis failed without a FAILURES or ERRORS section; its last line: Error: could not load the schema',
    );
  });
});

describe('the Schemathesis runs per role', () => {
  const declared = new Map<string, DeclaredAccess>([
    ['GET /api/venues/:venueId/orders', 'venue'],
    ['POST /api/auth/logout', 'public'],
    ['GET /api/session', 'public'],
    ['GET /api/suppliers/:supplierId/orders', 'supplier'],
    ['GET /api/admin/accounts', 'admin'],
    ['PUT /api/admin/accounts/:accountId/roles', 'admin'],
    ['GET /api/admin/orders', 'adminArea'],
  ]);
  const roles: FuzzRole[] = [
    { name: 'venue user', email: 'venue@oms.test', fuzzes: ['venue', 'signedIn', 'public'] },
    { name: 'supplier admin', email: 'supplier@oms.test', fuzzes: ['supplier'] },
    { name: 'admin', email: 'admin@oms.test', fuzzes: ['adminArea', 'admin'] },
  ];

  it('fuzzes each operation once, as the role it is for, the ones that change the others last, sharing one budget', () => {
    const runs = roleRuns(declared, roles, {
      budgetSeconds: 60,
      minimumSeconds: 5,
      skip: ['POST /api/auth/logout'],
      last: ['PUT /api/admin/accounts/:accountId/roles'],
    });
    expect(runs.map((run) => [run.role.name, run.operations, run.budgetSeconds])).toEqual([
      ['venue user', ['GET /api/session', 'GET /api/venues/{venueId}/orders'], 20],
      ['supplier admin', ['GET /api/suppliers/{supplierId}/orders'], 10],
      ['admin', ['GET /api/admin/accounts', 'GET /api/admin/orders'], 20],
      ['admin', ['PUT /api/admin/accounts/{accountId}/roles'], 10],
    ]);
  });

  it('reads the operations a run could not get past their access check from its warnings', () => {
    const output = [
      'Authentication failed: 3 operations returned only 401/403 responses',
      '',
      '401 Unauthorized (1 operation):',
      '  - GET /api/session',
      '',
      '403 Forbidden (2 operations):',
      '  - DELETE /api/admin/suppliers/{supplierId}',
      '  - GET /api/venues/{venueId}/orders',
      '',
      '💡 Ensure valid authentication credentials are set via `--auth` or `-H`',
    ].join('\n');
    expect(operationsStoppedAtAccess(output)).toEqual([
      'GET /api/session',
      'DELETE /api/admin/suppliers/{supplierId}',
      'GET /api/venues/{venueId}/orders',
    ]);
    expect(operationsStoppedAtAccess('✅ 12 passed\n')).toEqual([]);
  });
});
