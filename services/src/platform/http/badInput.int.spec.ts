import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../engines/inMemoryApp';

const venueId = 'ven-crown-anchor';
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asVenueUser: ReturnType<typeof injectAs>;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-22T10:00:00.000Z') });
  asVenueUser = injectAs(harness.app, await sessionCookieFor(harness.app, 'venue@oms.test'));
});
afterAll(async () => {
  await harness.close();
});

const writeRoutes = [
  { method: 'POST', url: `/api/venues/${venueId}/basket/lines` },
  { method: 'PUT', url: `/api/venues/${venueId}/basket/lines/sup-brakes-p001` },
  { method: 'POST', url: `/api/venues/${venueId}/basket/order` },
] as const;

function expectErrorBody(body: unknown) {
  expect(body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
}

describe('bad input is a 4xx with the error body, never a 500', () => {
  it('for arbitrary JSON bodies on every write route', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writeRoutes), fc.jsonValue(), async (route, body) => {
        const response = await asVenueUser({
          method: route.method,
          url: route.url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) expectErrorBody(response.json());
      }),
      { numRuns: 150 },
    );
  });

  it('for arbitrary query strings on the orders query', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (start, end) => {
        const query = new URLSearchParams({ start, end }).toString();
        const response = await asVenueUser({ url: `/api/venues/${venueId}/orders?${query}` });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });

  it('for a body that is not JSON, the wrong content type, or too large', async () => {
    const [route] = writeRoutes;
    const notJson = await asVenueUser({
      method: route.method,
      url: route.url,
      headers: { 'content-type': 'application/json' },
      payload: 'productId=1',
    });
    expect(notJson.statusCode).toBe(400);
    expectErrorBody(notJson.json());

    const wrongType = await asVenueUser({
      method: route.method,
      url: route.url,
      headers: { 'content-type': 'text/csv' },
      payload: 'productId,quantity',
    });
    expect(wrongType.statusCode).toBe(415);
    expectErrorBody(wrongType.json());

    const tooLarge = await asVenueUser({
      method: route.method,
      url: route.url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ productId: 'x'.repeat(2_000_000), quantity: 1 }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expectErrorBody(tooLarge.json());
  });
});
