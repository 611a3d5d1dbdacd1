import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInMemoryApp } from '../engines/inMemoryApp';

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let secure: Awaited<ReturnType<typeof buildInMemoryApp>>;

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-22T10:00:00.000Z'), seed: false });
  secure = await buildInMemoryApp({
    now: new Date('2026-11-22T10:00:00.000Z'),
    seed: false,
    platformOptions: { secureCookies: true, allowedOrigins: ['https://admin.oms.example'] },
  });
});
afterAll(async () => {
  await harness.close();
  await secure.close();
});

const signIn = (app: typeof harness.app, headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: 'oms.example', ...headers },
    payload: { email: 'nobody@oms.test', password: 'Wrong!Pass1' },
  });

describe('security headers', () => {
  it('sends a CSP the dashboard satisfies, and refuses framing and sniffing, on every answer', async () => {
    for (const url of ['/api/session', '/api/no-such-route']) {
      const response = await harness.app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS only behind TLS (OMS_SECURE_COOKIES=1)', async () => {
    const response = await secure.app.inject({ url: '/api/session' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('state-changing requests from another site', () => {
  it('are refused with 403, whatever they carry', async () => {
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const headers of foreign) {
      const response = await signIn(harness.app, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN_ORIGIN');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
  });

  it("pass from the app's own origin, an allowed one, or with no Origin at all (scripts)", async () => {
    expect((await signIn(harness.app, { origin: 'http://oms.example' })).statusCode).not.toBe(403);
    expect(
      (await signIn(harness.app, { 'sec-fetch-site': 'same-origin', origin: 'http://oms.example' })).statusCode,
    ).not.toBe(403);
    expect((await signIn(harness.app, {})).statusCode).not.toBe(403);
    expect((await signIn(secure.app, { origin: 'https://admin.oms.example' })).statusCode).not.toBe(403);
    expect((await signIn(secure.app, { origin: 'https://other.oms.example' })).statusCode).toBe(403);
  });
});
