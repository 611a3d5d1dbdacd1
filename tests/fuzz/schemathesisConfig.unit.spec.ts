import { describe, expect, it } from 'vitest';
import { declaredServerErrorOperations, failureHeadline } from './schemathesis';

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
