import { describe, expect, it } from 'vitest';
import { declaredServerErrorOperations } from './schemathesis';

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
