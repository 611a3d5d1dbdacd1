import type { SignInGuardEvent } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { foldEvents } from '../../platform/commands/decider';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { lockFor, signInGuardDecider, signInGuardLimits } from './signInGuard';

const spec = deciderSpecification(signInGuardDecider);
const accountId = 'acc-1';
const start = Date.parse('2026-11-24T09:00:00.000Z');
const minutes = (count: number) => new Date(start + count * 60_000);
const attacker = 'address:198.51.100.9';
const ownerBrowser = 'device:owner';

const failed = (source: string, at: Date, kind: 'password' | 'resetCode' = 'password'): SignInGuardEvent => ({
  type: 'SignInFailed',
  data: { accountId, source, kind, at: at.toISOString() },
});
const succeeded = (source: string, at: Date, address = 'address:203.0.113.7'): SignInGuardEvent => ({
  type: 'SignInSucceeded',
  data: { accountId, source, address, via: 'password', at: at.toISOString() },
});
const failures = (source: string, count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => failed(source, minutes(from + index)));

const stateOf = (events: SignInGuardEvent[]) => foldEvents(signInGuardDecider, events);

describe('sign-in guard decider', () => {
  it('records a failure', () => {
    spec
      .given([])
      .when({ type: 'RecordSignInFailure', accountId, source: attacker, kind: 'password', now: minutes(0) })
      .then([failed(attacker, minutes(0))]);
  });

  it('records the lock once, with the failure that starts it', () => {
    spec
      .given(failures(attacker, 4))
      .when({ type: 'RecordSignInFailure', accountId, source: attacker, kind: 'password', now: minutes(4) })
      .then([
        failed(attacker, minutes(4)),
        {
          type: 'SignInLockedOut',
          data: { accountId, source: attacker, kind: 'password', until: minutes(15).toISOString() },
        },
      ]);
    spec
      .given(failures(attacker, 5))
      .when({ type: 'RecordSignInFailure', accountId, source: attacker, kind: 'password', now: minutes(5) })
      .then([failed(attacker, minutes(5))]);
  });

  it('records a good sign-in with the browser and the address it came from', () => {
    spec
      .given([])
      .when({
        type: 'RecordSignInSuccess',
        accountId,
        source: ownerBrowser,
        address: 'address:203.0.113.7',
        via: 'password',
        now: minutes(0),
      })
      .then([succeeded(ownerBrowser, minutes(0))]);
  });
});

describe('locks', () => {
  it('locks a source after five failures for fifteen minutes from the first of them', () => {
    const state = stateOf(failures(attacker, 5));
    expect(lockFor(state, { source: attacker, kind: 'password', now: minutes(6) })).toEqual({
      source: attacker,
      until: minutes(15),
    });
    expect(lockFor(state, { source: attacker, kind: 'password', now: minutes(15) })).toBeNull();
    expect(lockFor(stateOf(failures(attacker, 4)), { source: attacker, kind: 'password', now: minutes(5) })).toBeNull();
  });

  it('never locks the owner’s known browser for failures elsewhere', () => {
    const attackers = Array.from({ length: 6 }, (_, index) => failures(`address:198.51.100.${index}`, 5)).flat();
    const state = stateOf([succeeded(ownerBrowser, minutes(-60)), ...attackers]);
    expect(lockFor(state, { source: ownerBrowser, kind: 'password', now: minutes(10) })).toBeNull();
    expect(lockFor(state, { source: 'address:192.0.2.1', kind: 'password', now: minutes(10) })).toEqual({
      source: null,
      until: minutes(15),
    });
  });

  it('locks every unknown source once twenty failures came from unknown sources', () => {
    const spread = Array.from({ length: 4 }, (_, index) => failures(`address:198.51.100.${index}`, 4, index)).flat();
    expect(
      lockFor(stateOf(spread.slice(0, 15)), { source: 'address:192.0.2.1', kind: 'password', now: minutes(8) }),
    ).toBeNull();
    expect(spread.length).toBe(16);
    const twenty = [...spread, ...failures('address:192.0.2.50', 4, 5)];
    expect(
      lockFor(stateOf(twenty), { source: 'address:192.0.2.1', kind: 'password', now: minutes(9) })?.source,
    ).toBeNull();
  });

  it('counts passwords and reset codes apart', () => {
    const state = stateOf(failures(attacker, 5));
    expect(lockFor(state, { source: attacker, kind: 'resetCode', now: minutes(6) })).toBeNull();
  });

  it('a good sign-in forgives its browser’s and its address’s failures', () => {
    const address = 'address:203.0.113.7';
    const state = stateOf([
      ...failures(address, 4),
      succeeded(ownerBrowser, minutes(4), address),
      failed(address, minutes(5)),
    ]);
    expect(lockFor(state, { source: address, kind: 'password', now: minutes(6) })).toBeNull();
    expect(state.failures).toHaveLength(1);
  });

  it('forgets a browser half a year after its last good sign-in', () => {
    const longAgo = new Date(start - signInGuardLimits.trustedForMs - 1);
    const attackers = Array.from({ length: 4 }, (_, index) => failures(`address:198.51.100.${index}`, 5)).flat();
    const state = stateOf([succeeded(ownerBrowser, longAgo), ...attackers]);
    expect(lockFor(state, { source: ownerBrowser, kind: 'password', now: minutes(10) })?.source).toBeNull();
  });

  it('keeps only failures inside the window, however long the stream grows', () => {
    const state = stateOf(failures(attacker, 200));
    expect(state.failures.length).toBeLessThanOrEqual(15);
  });
});
