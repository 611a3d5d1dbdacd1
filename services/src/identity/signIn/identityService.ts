import { createHash, randomInt } from 'node:crypto';
import { accountStreamId, identityErrors, legacyUserStreamId, normaliseEmail, sessionStreamId } from '@oms/contracts';
import { type AccountDocument, readModels } from '@oms/projections';
import type { CommandContext } from '../../platform/commands/commandContext';
import { DomainError, domainErrorOf } from '../../platform/commands/domainError';
import { handleCommand } from '../../platform/commands/handleCommand';
import type { Platform } from '../../platform/platform';
import { queueMail } from '../../support/mail/outbox';
import { accountDecider } from '../account/account';
import { accountIdForEmail } from '../account/accountId';
import { legacyUserDecider } from '../legacyPool/legacyUser';
import { verifyLegacyPassword } from '../passwords/legacyPasswordHashing';
import { hashPassword, verifyPassword } from '../passwords/passwordHashing';
import { sessionDecider } from '../session/session';
import { newSessionToken, sessionLifetimeMs } from '../session/sessionCookie';
import type { LoginThrottle } from './loginThrottle';

const resetCodeLifetimeMs = 60 * 60 * 1000;

const accounts = (platform: Platform) => readModels.accounts.in(platform.readStore);

export function findAccountByEmail(platform: Platform, email: string): Promise<AccountDocument | null> {
  return accounts(platform).findOne({ email: normaliseEmail(email) });
}

async function accountAfter(platform: Platform, accountId: string, position: number): Promise<AccountDocument> {
  await platform.runner.waitFor(position);
  const account = await accounts(platform).findOne({ _id: accountId });
  if (!account) throw domainErrorOf(identityErrors.accountNotFound);
  return account;
}

function tooManyAttempts(): DomainError {
  return domainErrorOf(identityErrors.tooManyAttempts);
}

export interface StartedSession {
  account: AccountDocument;
  token: string;
  expiresAt: Date;
}

export async function startSession(
  platform: Platform,
  context: CommandContext,
  accountId: string,
  address: string,
): Promise<StartedSession> {
  const { token, sessionId } = newSessionToken();
  const expiresAt = new Date(context.now.getTime() + sessionLifetimeMs);
  const outcome = await handleCommand(
    platform.eventStore,
    sessionStreamId(sessionId),
    sessionDecider,
    { type: 'StartSession', sessionId, accountId, expiresAt: expiresAt.toISOString(), address },
    { ...context, actorAccountId: accountId },
  );
  return { account: await accountAfter(platform, accountId, outcome.position), token, expiresAt };
}

export async function endSession(
  platform: Platform,
  context: CommandContext,
  sessionId: string,
  reason: 'signedOut' | 'passwordChanged',
): Promise<void> {
  const outcome = await handleCommand(
    platform.eventStore,
    sessionStreamId(sessionId),
    sessionDecider,
    { type: 'EndSession', sessionId, reason },
    context,
  );
  await platform.runner.waitFor(outcome.position);
}

/** Tries the legacy pool for an address with no account; migrates the user when the password verifies. */
async function migrateFromLegacyPool(
  platform: Platform,
  context: CommandContext,
  email: string,
  password: string,
): Promise<{ accountId: string } | 'unknown' | 'wrongPassword'> {
  const legacy = await readModels.legacyUsers.in(platform.readStore).findOne({ email, migratedTo: null });
  if (!legacy) return 'unknown';
  if (!(await verifyLegacyPassword(password, legacy.passwordHash))) return 'wrongPassword';
  const accountId = accountIdForEmail(email);
  await handleCommand(
    platform.eventStore,
    accountStreamId(accountId),
    accountDecider,
    {
      type: 'MigrateLegacyAccount',
      account: { accountId, name: legacy.name, email, passwordHash: await hashPassword(password) },
      legacyUserId: legacy.legacyUserId,
    },
    { ...context, actorAccountId: accountId },
  );
  await handleCommand(
    platform.eventStore,
    legacyUserStreamId(legacy.legacyUserId),
    legacyUserDecider,
    { type: 'MarkMigrated', legacyUserId: legacy.legacyUserId, accountId },
    { ...context, actorAccountId: accountId },
  );
  return { accountId };
}

export async function signIn(
  platform: Platform,
  throttle: LoginThrottle,
  context: CommandContext,
  credentials: { email: string; password: string; address: string },
): Promise<StartedSession> {
  const email = normaliseEmail(credentials.email);
  const now = context.now.getTime();
  if (throttle.isBlocked(email, now)) throw tooManyAttempts();

  const account = await findAccountByEmail(platform, email);
  let accountId: string;
  if (account) {
    if (!(await verifyPassword(credentials.password, account.passwordHash))) {
      throttle.recordFailure(email, now);
      throw domainErrorOf(identityErrors.wrongPassword);
    }
    accountId = account.accountId;
  } else {
    const migrated = await migrateFromLegacyPool(platform, context, email, credentials.password);
    if (migrated === 'unknown') {
      throttle.recordFailure(email, now);
      throw domainErrorOf(identityErrors.unknownEmailAtSignIn);
    }
    if (migrated === 'wrongPassword') {
      throttle.recordFailure(email, now);
      throw domainErrorOf(identityErrors.wrongPassword);
    }
    accountId = migrated.accountId;
  }
  throttle.clear(email);
  return startSession(platform, context, accountId, credentials.address);
}

export async function registerAccount(
  platform: Platform,
  context: CommandContext,
  registration: { name: string; email: string; password: string },
  via: 'register' | 'demo' | 'configuration' | 'admin',
): Promise<AccountDocument> {
  const email = normaliseEmail(registration.email);
  const accountId = accountIdForEmail(email);
  const outcome = await handleCommand(
    platform.eventStore,
    accountStreamId(accountId),
    accountDecider,
    {
      type: 'RegisterAccount',
      account: { accountId, name: registration.name, email, passwordHash: await hashPassword(registration.password) },
      via,
    },
    context,
  );
  return accountAfter(platform, accountId, outcome.position);
}

const resetCodeHash = (accountId: string, code: string) =>
  createHash('sha256').update(`${accountId}:${code.trim()}`).digest('hex');

export async function requestPasswordReset(platform: Platform, context: CommandContext, email: string): Promise<void> {
  const account = await findAccountByEmail(platform, email);
  if (!account) throw domainErrorOf(identityErrors.unknownEmail);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await handleCommand(
    platform.eventStore,
    accountStreamId(account.accountId),
    accountDecider,
    {
      type: 'RequestPasswordReset',
      codeHash: resetCodeHash(account.accountId, code),
      expiresAt: new Date(context.now.getTime() + resetCodeLifetimeMs).toISOString(),
    },
    context,
  );
  await queueMail(platform, context, {
    to: account.email,
    subject: 'Your OMS password reset code',
    text: `Hello ${account.name},\n\nYour password reset code is ${code}. It is valid for one hour.\n\nIf you did not ask to reset your password, you can ignore this e-mail.\n\nOMS`,
    purpose: 'passwordReset',
  });
}

/** A new password ends every open session of the account: whoever knew the old one is signed out. */
export async function confirmPasswordReset(
  platform: Platform,
  throttle: LoginThrottle,
  context: CommandContext,
  reset: { email: string; code: string; newPassword: string },
): Promise<void> {
  const email = normaliseEmail(reset.email);
  const now = context.now.getTime();
  if (throttle.isBlocked(email, now)) throw tooManyAttempts();
  const account = await findAccountByEmail(platform, email);
  if (!account) throw domainErrorOf(identityErrors.unknownEmail);
  try {
    await handleCommand(
      platform.eventStore,
      accountStreamId(account.accountId),
      accountDecider,
      {
        type: 'ResetPassword',
        codeHash: resetCodeHash(account.accountId, reset.code),
        passwordHash: await hashPassword(reset.newPassword),
        now: context.now,
      },
      context,
    );
  } catch (error) {
    if (error instanceof DomainError) throttle.recordFailure(email, now);
    throw error;
  }
  throttle.clear(email);
  const open = await readModels.sessions.in(platform.readStore).find({ accountId: account.accountId, endedAt: null });
  for (const session of open) await endSession(platform, context, session._id, 'passwordChanged');
}
