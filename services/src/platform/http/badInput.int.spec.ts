import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountId } from '../../demo/seedDemoAccounts';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../engines/inMemoryApp';

const venueId = 'ven-crown-anchor';
const supplierId = 'sup-brakes';
type Role = 'venueUser' | 'supplierAdmin' | 'admin';
let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let as: Record<Role, ReturnType<typeof injectAs>>;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-22T10:00:00.000Z') });
  const signIn = async (email: string) => injectAs(harness.app, await sessionCookieFor(harness.app, email));
  as = {
    venueUser: await signIn('venue@oms.test'),
    supplierAdmin: await signIn('supplier@oms.test'),
    admin: await signIn('admin@oms.test'),
  };
});
afterAll(async () => {
  await harness.close();
});

const writeRoutes = [
  { method: 'POST', url: `/api/venues/${venueId}/basket/lines` },
  { method: 'PUT', url: `/api/venues/${venueId}/basket/lines/sup-brakes-p001` },
  { method: 'POST', url: `/api/venues/${venueId}/basket/order` },
] as const;

/** Each as the role it is for, so a body reaches the route's own validation instead of a 403. */
const writeRoutesByRole = [
  ...writeRoutes.map((route) => ({ ...route, role: 'venueUser' as const })),
  { role: 'supplierAdmin', method: 'POST', url: `/api/suppliers/${supplierId}/products` },
  { role: 'supplierAdmin', method: 'PUT', url: `/api/suppliers/${supplierId}/customers/${venueId}` },
  { role: 'supplierAdmin', method: 'POST', url: `/api/suppliers/${supplierId}/feedback` },
  { role: 'admin', method: 'POST', url: '/api/admin/suppliers' },
  { role: 'admin', method: 'PUT', url: `/api/admin/accounts/${demoAccountId('venue@oms.test')}/credit-terms` },
  { role: 'admin', method: 'POST', url: '/api/admin/push-notifications' },
] as const;

function expectErrorBody(body: unknown) {
  expect(body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
}

describe('bad input is a 4xx with the error body, never a 500', () => {
  it('for arbitrary JSON bodies on write routes of every role, each past its access check', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writeRoutesByRole), fc.jsonValue(), async (route, body) => {
        const response = await as[route.role]({
          method: route.method,
          url: route.url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode).toBeLessThan(500);
        expect([401, 403]).not.toContain(response.statusCode);
        if (response.statusCode >= 400) expectErrorBody(response.json());
      }),
      { numRuns: 150 },
    );
  });

  it('for arbitrary query strings on the orders query', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (start, end) => {
        const query = new URLSearchParams({ start, end }).toString();
        const response = await as.venueUser({ url: `/api/venues/${venueId}/orders?${query}` });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });

  it('for a body that is not JSON, the wrong content type, or too large', async () => {
    const [route] = writeRoutes;
    const notJson = await as.venueUser({
      method: route.method,
      url: route.url,
      headers: { 'content-type': 'application/json' },
      payload: 'productId=1',
    });
    expect(notJson.statusCode).toBe(400);
    expectErrorBody(notJson.json());

    const wrongType = await as.venueUser({
      method: route.method,
      url: route.url,
      headers: { 'content-type': 'text/csv' },
      payload: 'productId,quantity',
    });
    expect(wrongType.statusCode).toBe(415);
    expectErrorBody(wrongType.json());

    const tooLarge = await as.venueUser({
      method: route.method,
      url: route.url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ productId: 'x'.repeat(2_000_000), quantity: 1 }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expectErrorBody(tooLarge.json());
  });
});
