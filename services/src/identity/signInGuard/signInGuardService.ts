import { createHash } from 'node:crypto';
import { identityErrors, type SignInAttemptKind, signInGuardStreamId } from '@oms/contracts';
import type { CommandContext } from '../../platform/commands/commandContext';
import { domainErrorOf } from '../../platform/commands/domainError';
import { handleCommand } from '../../platform/commands/handleCommand';
import { loadFoldedStream } from '../../platform/commands/streamStateCache';
import type { Platform } from '../../platform/platform';
import { isTrustedSource, lockFor, signInGuardDecider } from './signInGuard';

/** Where a request comes from: the browser's device cookie, when it has one, and its address. */
export interface RequestOrigin {
  deviceId: string | null;
  address: string;
}

export interface SignInLockLog {
  warn(object: unknown, message?: string): void;
}

const addressSourceOf = (address: string) => `address:${address}`;

export const deviceSourceOf = (deviceId: string) => `device:${createHash('sha256').update(deviceId).digest('hex')}`;

/**
 * Guard commands never take the request's idempotency key: a replayed key would otherwise return
 * the first failure and record none, a free pass for guessing.
 */
const guardContext = (context: CommandContext): CommandContext => {
  const { idempotencyKey: _key, requestDigest: _digest, ...rest } = context;
  return rest;
};

/**
 * Refuses the attempt with 429 while its source is locked; otherwise returns the source that a
 * failure will be counted against. Read from the event store, so every instance sees the same counts.
 */
export async function admitAttempt(
  platform: Platform,
  accountId: string,
  origin: RequestOrigin,
  kind: SignInAttemptKind,
  now: Date,
): Promise<string> {
  const { state } = await loadFoldedStream(platform.eventStore, signInGuardStreamId(accountId), signInGuardDecider);
  const device = origin.deviceId ? deviceSourceOf(origin.deviceId) : null;
  const source = device && isTrustedSource(state, device, now) ? device : addressSourceOf(origin.address);
  if (lockFor(state, { source, kind, now })) throw domainErrorOf(identityErrors.tooManyAttempts);
  return source;
}

export async function recordFailedAttempt(
  platform: Platform,
  context: CommandContext,
  log: SignInLockLog,
  attempt: { accountId: string; source: string; kind: SignInAttemptKind },
): Promise<void> {
  const outcome = await handleCommand(
    platform.eventStore,
    signInGuardStreamId(attempt.accountId),
    signInGuardDecider,
    { type: 'RecordSignInFailure', ...attempt, now: context.now },
    guardContext(context),
  );
  for (const event of outcome.events) {
    if (event.type === 'SignInLockedOut') log.warn(event.data, 'sign-in locked for too many failed attempts');
  }
}

/** A good sign-in or reset makes the browser known to the account, whatever address it uses next. */
export async function recordGoodAttempt(
  platform: Platform,
  context: CommandContext,
  attempt: { accountId: string; origin: RequestOrigin & { deviceId: string }; via: 'password' | 'reset' | 'register' },
): Promise<void> {
  await handleCommand(
    platform.eventStore,
    signInGuardStreamId(attempt.accountId),
    signInGuardDecider,
    {
      type: 'RecordSignInSuccess',
      accountId: attempt.accountId,
      source: deviceSourceOf(attempt.origin.deviceId),
      address: addressSourceOf(attempt.origin.address),
      via: attempt.via,
      now: context.now,
    },
    guardContext(context),
  );
}
