import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { accountStreamId, noRoles } from '@oms/contracts';
import { systemContext } from '../platform/commands/commandContext';
import { handleCommand } from '../platform/commands/handleCommand';
import type { Platform, PlatformOptions } from '../platform/platform';
import { accountDecider } from './account/account';
import { findAccountByEmail, registerAccount } from './signIn/identityService';

/** SESSION_SECRET, or a secret generated once and kept (owner-only) in the data folder. */
export function sessionSecretFor(dataDir: string | null, env: NodeJS.ProcessEnv): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (!dataDir) return randomBytes(32).toString('base64url');
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function identityOptionsFromEnv(
  env: NodeJS.ProcessEnv,
  options: { dataDir: string | null; demo: boolean },
): PlatformOptions {
  return {
    sessionSecret: sessionSecretFor(options.dataDir, env),
    secureCookies: env.OMS_SECURE_COOKIES === '1',
    allowedOrigins: (env.OMS_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    mailTransport: env.SMTP_URL ? 'smtp' : 'mailbox',
    signInAttemptsPerAddress: Number(env.OMS_SIGN_IN_LIMIT_PER_ADDRESS ?? 60),
    publicUrl: env.OMS_PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`,
    trustProxy: trustProxyOf(env.OMS_TRUST_PROXY),
  };
}

/** OMS_TRUST_PROXY: unset or 0 trusts nobody; a number trusts that many hops; 'true' any; else addresses/CIDRs. */
export function trustProxyOf(value: string | undefined): boolean | number | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

/** Production starts empty: the first admin comes from OMS_ADMIN_EMAIL / OMS_ADMIN_PASSWORD. */
export async function ensureConfiguredAdmin(platform: Platform, env: NodeJS.ProcessEnv): Promise<boolean> {
  const email = env.OMS_ADMIN_EMAIL;
  const password = env.OMS_ADMIN_PASSWORD;
  if (!email || !password) return false;
  if (await findAccountByEmail(platform, email)) return false;
  const context = systemContext(platform.clock());
  const account = await registerAccount(
    platform,
    context,
    { name: env.OMS_ADMIN_NAME ?? 'Platform admin', email, password },
    'configuration',
  );
  const outcome = await handleCommand(
    platform.eventStore,
    accountStreamId(account.accountId),
    accountDecider,
    { type: 'SetRoles', roles: { ...noRoles, isAdmin: true } },
    context,
  );
  await platform.runner.waitFor(outcome.position);
  return true;
}
