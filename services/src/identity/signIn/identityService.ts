import { createHash, randomInt } from 'node:crypto';
import {
  accountStreamId,
  identityErrors,
  isErasedEmail,
  legacyUserStreamId,
  normaliseEmail,
  sessionStreamId,
} from '@oms/contracts';
import { type AccountDocument, type LegacyUserDocument, readModels } from '@oms/projections';
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
import {
  admitAttempt,
  type RequestOrigin,
  recordFailedAttempt,
  recordGoodAttempt,
  type SignInLockLog,
} from '../signInGuard/signInGuardService';

const resetCodeLifetimeMs = 60 * 60 * 1000;

const accounts = (platform: Platform) => readModels.accounts.in(platform.readStore);

export async function findAccountByEmail(platform: Platform, email: string): Promise<AccountDocument | null> {
  const address = normaliseEmail(email);
  // An erased account's stand-in address names nobody: it never signs in or resets a password.
  if (isErasedEmail(address)) return null;
  return accounts(platform).findOne({ email: address });
}

async function accountAfter(platform: Platform, accountId: string, position: number): Promise<AccountDocument> {
  await platform.runner.waitFor(position);
  const account = await accounts(platform).findOne({ _id: accountId });
  if (!account) throw domainErrorOf(identityErrors.accountNotFound);
  return account;
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
  reason: 'signedOut' | 'passwordChanged' | 'erased',
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

const findLegacyUser = (platform: Platform, email: string) =>
  readModels.legacyUsers.in(platform.readStore).findOne({ email, migratedTo: null });

/** The first good sign-in of a legacy-pool user creates the account with the same password. */
async function migrateFromLegacyPool(
  platform: Platform,
  context: CommandContext,
  legacy: LegacyUserDocument,
  password: string,
): Promise<void> {
  const accountId = accountIdForEmail(legacy.email);
  await handleCommand(
    platform.eventStore,
    accountStreamId(accountId),
    accountDecider,
    {
      type: 'MigrateLegacyAccount',
      account: { accountId, name: legacy.name, email: legacy.email, passwordHash: await hashPassword(password) },
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
}

/**
 * Every failure on a known account is counted against its source (see signInGuard); an unknown
 * address has nothing to lock and is left to the per-address rate limit.
 */
export async function signIn(
  platform: Platform,
  context: CommandContext,
  log: SignInLockLog,
  credentials: { email: string; password: string; origin: RequestOrigin & { deviceId: string } },
): Promise<StartedSession> {
  const email = normaliseEmail(credentials.email);
  const account = await findAccountByEmail(platform, email);
  const accountId = account?.accountId ?? accountIdForEmail(email);
  const legacy = account ? null : await findLegacyUser(platform, email);
  if (!account && !legacy) throw domainErrorOf(identityErrors.unknownEmailAtSignIn);

  const source = await admitAttempt(platform, accountId, credentials.origin, 'password', context.now);
  const good = account
    ? await verifyPassword(credentials.password, account.passwordHash)
    : await verifyLegacyPassword(credentials.password, (legacy as LegacyUserDocument).passwordHash);
  if (!good) {
    await recordFailedAttempt(platform, context, log, { accountId, source, kind: 'password' });
    throw domainErrorOf(identityErrors.wrongPassword);
  }
  if (legacy) await migrateFromLegacyPool(platform, context, legacy, credentials.password);
  await recordGoodAttempt(platform, context, { accountId, origin: credentials.origin, via: 'password' });
  return startSession(platform, context, accountId, credentials.origin.address);
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

/**
 * A new password ends every open session of the account: whoever knew the old one is signed out.
 * Wrong codes count against the source like wrong passwords, apart from them.
 */
export async function confirmPasswordReset(
  platform: Platform,
  context: CommandContext,
  log: SignInLockLog,
  reset: { email: string; code: string; newPassword: string; origin: RequestOrigin & { deviceId: string } },
): Promise<void> {
  const account = await findAccountByEmail(platform, normaliseEmail(reset.email));
  if (!account) throw domainErrorOf(identityErrors.unknownEmail);
  const { accountId } = account;
  const source = await admitAttempt(platform, accountId, reset.origin, 'resetCode', context.now);
  try {
    await handleCommand(
      platform.eventStore,
      accountStreamId(accountId),
      accountDecider,
      {
        type: 'ResetPassword',
        codeHash: resetCodeHash(accountId, reset.code),
        passwordHash: await hashPassword(reset.newPassword),
        now: context.now,
      },
      context,
    );
  } catch (error) {
    if (error instanceof DomainError)
      await recordFailedAttempt(platform, context, log, { accountId, source, kind: 'resetCode' });
    throw error;
  }
  await recordGoodAttempt(platform, context, { accountId, origin: reset.origin, via: 'reset' });
  const open = await readModels.sessions.in(platform.readStore).find({ accountId, endedAt: null });
  for (const session of open) await endSession(platform, context, session._id, 'passwordChanged');
}
