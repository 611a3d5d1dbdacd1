import type { SignInAttemptKind, SignInGuardEvent } from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';

/**
 * Throttling by account and source together. A source is a browser that signed in to the account
 * before (its device cookie) or else an address. Five failures from one source lock that source for
 * fifteen minutes; twenty from unknown sources lock every unknown source, so many addresses cannot
 * share the work of guessing. A browser the owner signed in with before is judged only by its own
 * failures: an attacker elsewhere cannot lock the owner out. Passwords and reset codes count apart,
 * so guessing passwords never blocks the owner's password reset.
 */
export const signInGuardLimits = {
  windowMs: 15 * 60 * 1000,
  perSource: 5,
  unknownSources: 20,
  /** A browser stays known this long after its last good sign-in. */
  trustedForMs: 180 * 24 * 60 * 60 * 1000,
};

interface Failure {
  source: string;
  kind: SignInAttemptKind;
  at: number;
}

export interface SignInGuardState {
  /** Failures still inside the window of the newest recorded attempt. */
  failures: Failure[];
  /** Source → time of its last good sign-in. */
  trusted: Map<string, number>;
}

export type SignInGuardCommand =
  | { type: 'RecordSignInFailure'; accountId: string; source: string; kind: SignInAttemptKind; now: Date }
  | {
      type: 'RecordSignInSuccess';
      accountId: string;
      source: string;
      address: string;
      via: 'password' | 'reset' | 'register';
      now: Date;
    };

export interface Attempt {
  source: string;
  kind: SignInAttemptKind;
  now: Date;
}

export const isDeviceSource = (source: string) => source.startsWith('device:');

export function isTrustedSource(state: SignInGuardState, source: string, now: Date): boolean {
  const lastGood = state.trusted.get(source);
  return lastGood !== undefined && now.getTime() - lastGood < signInGuardLimits.trustedForMs;
}

function recentFailures(state: SignInGuardState, kind: SignInAttemptKind, now: Date): Failure[] {
  return state.failures.filter(
    (failure) => failure.kind === kind && now.getTime() - failure.at < signInGuardLimits.windowMs,
  );
}

/** When `limit` failures fall inside the window, the lock lasts until the oldest of them leaves it. */
function lockedUntil(failures: Failure[], limit: number): Date | null {
  if (failures.length < limit) return null;
  const oldestCounted = failures[failures.length - limit] as Failure;
  return new Date(oldestCounted.at + signInGuardLimits.windowMs);
}

/** The lock this attempt meets, with who it covers; null when the attempt may go ahead. */
export function lockFor(state: SignInGuardState, attempt: Attempt): { until: Date; source: string | null } | null {
  const recent = recentFailures(state, attempt.kind, attempt.now);
  const fromSource = lockedUntil(
    recent.filter((failure) => failure.source === attempt.source),
    signInGuardLimits.perSource,
  );
  if (fromSource) return { until: fromSource, source: attempt.source };
  if (isTrustedSource(state, attempt.source, attempt.now)) return null;
  const fromUnknown = lockedUntil(
    recent.filter((failure) => !isTrustedSource(state, failure.source, attempt.now)),
    signInGuardLimits.unknownSources,
  );
  return fromUnknown ? { until: fromUnknown, source: null } : null;
}

export function evolveSignInGuard(state: SignInGuardState, event: SignInGuardEvent): SignInGuardState {
  switch (event.type) {
    case 'SignInFailed': {
      const at = Date.parse(event.data.at);
      const failure = { source: event.data.source, kind: event.data.kind, at };
      // Older failures can never count again: the state stays small however long the stream grows.
      const kept = state.failures.filter((earlier) => at - earlier.at < signInGuardLimits.windowMs);
      return { ...state, failures: [...kept, failure] };
    }
    case 'SignInSucceeded': {
      const trusted = new Map(state.trusted);
      trusted.set(event.data.source, Date.parse(event.data.at));
      const forgiven = [event.data.source, event.data.address];
      return { ...state, failures: state.failures.filter((failure) => !forgiven.includes(failure.source)), trusted };
    }
    case 'SignInLockedOut':
      return state;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export function decideSignInGuard(command: SignInGuardCommand, state: SignInGuardState): SignInGuardEvent[] {
  switch (command.type) {
    case 'RecordSignInFailure': {
      const { accountId, source, kind, now } = command;
      const failed: SignInGuardEvent = {
        type: 'SignInFailed',
        data: { accountId, source, kind, at: now.toISOString() },
      };
      const after = evolveSignInGuard(state, failed);
      const lock = lockFor(after, { source, kind, now });
      // The lock is recorded once, by the failure that starts it, for the operator's trail.
      if (!lock || lockFor(state, { source, kind, now })) return [failed];
      return [
        failed,
        { type: 'SignInLockedOut', data: { accountId, source: lock.source, kind, until: lock.until.toISOString() } },
      ];
    }
    case 'RecordSignInSuccess': {
      const { accountId, source, address, via, now } = command;
      return [{ type: 'SignInSucceeded', data: { accountId, source, address, via, at: now.toISOString() } }];
    }
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const signInGuardDecider: Decider<SignInGuardState, SignInGuardCommand, SignInGuardEvent> = {
  initialState: () => ({ failures: [], trusted: new Map() }),
  evolve: evolveSignInGuard,
  decide: decideSignInGuard,
};
