import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp } from '../engines/inMemoryApp';

type Operation = {
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, { schema: { properties?: object } }> }>;
};
let operations: [string, Operation][];
let close: () => Promise<void>;

beforeAll(async () => {
  const harness = await buildInMemoryApp({ now: new Date('2026-11-24T09:00:00.000Z'), seed: false });
  close = harness.close;
  const document = (await harness.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
});
afterAll(() => close());

describe('the OpenAPI document declares the error answers', () => {
  it('gives every operation 400 with the error body', () => {
    expect(operations.length).toBeGreaterThan(50);
    for (const [name, operation] of operations) {
      const bad = operation.responses['400'];
      expect(bad, name).toBeDefined();
      expect(bad?.content?.['application/json']?.schema.properties, name).toHaveProperty('error');
    }
  });

  it('gives signed-in routes 401 and 403, writes 409, 413, 415 and 422, limited routes 429', () => {
    const statuses = (name: string) => Object.keys(operations.find(([key]) => key === name)?.[1].responses ?? {});
    expect(statuses('GET /api/mailbox')).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    expect(statuses('POST /api/venues/{venueId}/orders/manual')).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409', '413', '414', '415', '422']),
    );
    expect(statuses('POST /api/auth/login')).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    expect(statuses('GET /api/session')).not.toContain('401');
    expect(statuses('POST /api/venues/{venueId}/subscription/downgrade')).toContain('503');
    expect(statuses('GET /api/files/download')).toEqual(expect.arrayContaining(['404', '410']));
  });

  it('gives 422 to every read that refuses a date range too broad to fetch', () => {
    // The fuzzer met it: GET /api/suppliers/{supplierId}/spending?start=1581-03-06 answered an undeclared 422.
    const statuses = (name: string) => Object.keys(operations.find(([key]) => key === name)?.[1].responses ?? {});
    const rangeChecked = [
      'GET /api/admin/orders',
      'GET /api/admin/spending',
      'GET /api/overview/past-orders',
      'GET /api/overview/spending',
      'GET /api/suppliers/{supplierId}/orders',
      'GET /api/suppliers/{supplierId}/spending',
      'GET /api/venues/{venueId}/orders/days',
      'GET /api/venues/{venueId}/orders',
      'GET /api/venues/{venueId}/ordered-products',
      'GET /api/venues/{venueId}/spend',
      'GET /api/venues/{venueId}/statements',
      'GET /api/venues/{venueId}/order-invoices/{date}',
      'GET /api/venues/{venueId}/order-invoices/{startDate}/{endDate}',
      'GET /api/venues/{venueId}/order-invoice-pdfs/{date}',
      'GET /api/venues/{venueId}/order-invoice-pdfs/{startDate}/{endDate}',
    ];
    expect(rangeChecked.filter((name) => !statuses(name).includes('422'))).toEqual([]);
  });
});
