import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpErrors } from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../engines/inMemoryApp';

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let asVenueUser: ReturnType<typeof injectAs>;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-22T10:00:00.000Z') });
  asVenueUser = injectAs(harness.app, await sessionCookieFor(harness.app, 'venue@oms.test'));
});
afterAll(async () => {
  await harness.close();
});

function errorOf(entry: { code: string; message: string }) {
  return { error: { code: entry.code, message: entry.message } };
}

describe("the router's own answers share the error body", () => {
  it('an unknown API route is a 404', async () => {
    const response = await harness.app.inject({ url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorOf(httpErrors.routeNotFound));
  });

  it('a known path under another method is a 405 naming the allowed methods', async () => {
    const response = await asVenueUser({ method: 'DELETE', url: '/api/venues/ven-crown-anchor/orders' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET');
    expect(response.json()).toEqual(errorOf(httpErrors.methodNotAllowed));
  });

  it('an over-long path parameter is a 414', async () => {
    const response = await asVenueUser({ url: `/api/venues/${'x'.repeat(300)}/orders` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual(errorOf(httpErrors.uriTooLong));
  });

  it('a malformed percent-encoding is a 400', async () => {
    const response = await asVenueUser({ url: '/api/venues/%E0%A4%A/orders' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorOf(httpErrors.badUrl));
  });

  it('a body of the wrong content type is a 415, a body over the limit a 413', async () => {
    const url = '/api/venues/ven-crown-anchor/basket/lines';
    const wrongType = await asVenueUser({
      method: 'POST',
      url,
      headers: { 'content-type': 'text/xml' },
      payload: '<line/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual(errorOf(httpErrors.unsupportedMediaType));
    const tooLarge = await asVenueUser({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ productId: 'x'.repeat(2_000_000), quantity: 1 }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual(errorOf(httpErrors.bodyTooLarge));
  });

  it('oversized request headers are a 431 with the error body', async () => {
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = harness.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: '/api/session', headers: { 'x-filler': 'x'.repeat(20_000) } },
        (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual(errorOf(httpErrors.headersTooLarge));
  });
});
