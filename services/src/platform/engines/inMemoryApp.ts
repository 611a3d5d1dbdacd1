import type { FastifyInstance, InjectOptions } from 'fastify';
import { seedDemoAccounts } from '../demo/seedDemoAccounts';
import { seedDemoData } from '../demo/seedDemoData';
import { buildApp } from '../http/buildApp';
import type { Platform, PlatformOptions } from '../platform';
import { openEmbeddedPlatform } from './embeddedPlatform';

export const testPlatformOptions: PlatformOptions = {
  sessionSecret: 'in-memory-test-secret-in-memory-test-secret',
  secureCookies: false,
  mailboxOpen: false,
  mailTransport: 'mailbox',
  signInAttemptsPerAddress: 1_000,
};

/** A whole API on throwaway engines with a settable clock: for API tests and benchmarks. */
export async function buildInMemoryApp(options: {
  now: Date;
  seed?: boolean;
  platformOptions?: Partial<PlatformOptions>;
}): Promise<{
  app: FastifyInstance;
  platform: Platform;
  setNow(now: Date): void;
  close(): Promise<void>;
}> {
  let now = options.now;
  const embedded = await openEmbeddedPlatform({ clock: () => now });
  if (options.seed ?? true) {
    await seedDemoData(embedded.platform, now);
    await seedDemoAccounts(embedded.platform, now);
  }
  const app = await buildApp(embedded.platform, { ...testPlatformOptions, ...options.platformOptions });
  return {
    app,
    platform: embedded.platform,
    setNow(next) {
      now = next;
    },
    async close() {
      await app.close();
      await embedded.close();
    },
  };
}

/** Signs in through the API and returns the Cookie header later requests carry. */
export async function sessionCookieFor(app: FastifyInstance, email: string, password = 'Demo!Pass1'): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`Sign-in as ${email} failed: ${response.body}`);
  const cookie = response.cookies.find((candidate) => candidate.name === 'oms_session');
  if (!cookie) throw new Error('No session cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** `app.inject` that always carries the given session cookie. */
export function injectAs(app: FastifyInstance, cookie: string) {
  return (options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, cookie } });
}
