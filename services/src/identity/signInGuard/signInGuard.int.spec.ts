import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { identityMessages, signInGuardStreamId } from '@oms/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/commands/commandContext';
import { toNewEvents } from '../../platform/commands/handleCommand';
import { type ApiScenario, givenStreams, scenarioPassword } from '../../platform/engines/apiScenario';
import { openEmbeddedPlatform } from '../../platform/engines/embeddedPlatform';
import { testPlatformOptions } from '../../platform/engines/inMemoryApp';
import { account } from '../../platform/engines/scenarioStreams';
import { buildApp } from '../../platform/http/buildApp';
import { accountIdForEmail } from '../account/accountId';
import { trustProxyOf } from '../startup';

const now = new Date('2026-11-24T09:00:00.000Z');
const owner = 'owner@tavern.test';
const attackerAddress = '198.51.100.9';
const ownerAddress = '203.0.113.7';

function signInFrom(app: FastifyInstance, address: string, password: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: address,
    headers,
    payload: { email: owner, password },
  });
}

const deviceCookieOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((candidate) => candidate.name === 'oms_device');
  if (!cookie) throw new Error('No device cookie');
  return `${cookie.name}=${cookie.value}`;
};

async function failFrom(app: FastifyInstance, address: string, times: number) {
  const codes: number[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) codes.push((await signInFrom(app, address, 'wrong')).statusCode);
  return codes;
}

describe('the address of a request behind a proxy (OMS_TRUST_PROXY)', () => {
  it('reads OMS_TRUST_PROXY as nobody, a number of hops, everyone, or addresses', () => {
    expect([undefined, '', '0', 'false'].map(trustProxyOf)).toEqual([false, false, false, false]);
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
  });

  it('locks the guessing client behind the load balancer, not everyone who comes through it', async () => {
    const proxy = '10.0.0.5';
    const behind = await givenStreams(Object.fromEntries([await account(owner)]), {
      now,
      platformOptions: { trustProxy: 1 },
    });
    try {
      const through = (client: string, password: string) =>
        behind.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: proxy,
          headers: { 'x-forwarded-for': client },
          payload: { email: owner, password },
        });
      for (let attempt = 0; attempt < 5; attempt += 1) await through(attackerAddress, 'wrong');
      expect((await through(attackerAddress, scenarioPassword)).statusCode).toBe(429);
      expect((await through(ownerAddress, scenarioPassword)).statusCode).toBe(200);
    } finally {
      await behind.close();
    }
  });
});

describe('sign-in lock-out by account and source', () => {
  let scenario: ApiScenario;
  beforeEach(async () => {
    scenario = await givenStreams(Object.fromEntries([await account(owner)]), { now });
  });
  afterEach(async () => {
    await scenario.close();
  });

  it('locks the guessing address, never the browser the owner signed in with before', async () => {
    const first = await signInFrom(scenario.app, ownerAddress, scenarioPassword);
    expect(first.statusCode).toBe(200);
    const ownerBrowser = deviceCookieOf(first);

    expect(await failFrom(scenario.app, attackerAddress, 6)).toEqual([401, 401, 401, 401, 401, 429]);
    const attackerWithPassword = await signInFrom(scenario.app, attackerAddress, scenarioPassword);
    expect(attackerWithPassword.statusCode).toBe(429);
    expect(attackerWithPassword.json().error.message).toBe(identityMessages.tooManyAttempts);

    // The owner's browser, even from the attacker's own address, is judged by its own failures only.
    expect(
      (await signInFrom(scenario.app, attackerAddress, scenarioPassword, { cookie: ownerBrowser })).statusCode,
    ).toBe(200);
    expect((await signInFrom(scenario.app, ownerAddress, scenarioPassword, { cookie: ownerBrowser })).statusCode).toBe(
      200,
    );

    const locks = (await scenario.newEvents(signInGuardStreamId(accountIdForEmail(owner)))).filter(
      (event) => event.type === 'SignInLockedOut',
    );
    expect(locks).toEqual([
      {
        type: 'SignInLockedOut',
        data: expect.objectContaining({ source: `address:${attackerAddress}`, kind: 'password' }),
      },
    ]);
  });

  it('knows the browser that registered the account: it signs in while the guessing address is locked', async () => {
    const registered = await scenario.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: ownerAddress,
      payload: { name: 'New Owner', email: 'new.owner@tavern.test', password: scenarioPassword },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const ownerBrowser = deviceCookieOf(registered);
    const signIn = (address: string, password: string, headers: Record<string, string> = {}) =>
      scenario.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: address,
        headers,
        payload: { email: 'new.owner@tavern.test', password },
      });
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(attackerAddress, 'wrong');
    expect((await signIn(attackerAddress, scenarioPassword)).statusCode).toBe(429);
    expect((await signIn(attackerAddress, scenarioPassword, { cookie: ownerBrowser })).statusCode).toBe(200);
  });

  it('locks every unknown address after twenty failures spread over addresses; the known browser still signs in', async () => {
    const ownerBrowser = deviceCookieOf(await signInFrom(scenario.app, ownerAddress, scenarioPassword));
    for (const host of [1, 2, 3, 4]) expect(await failFrom(scenario.app, `198.51.100.${host}`, 5)).not.toContain(429);
    expect((await signInFrom(scenario.app, '192.0.2.77', scenarioPassword)).statusCode).toBe(429);
    expect((await signInFrom(scenario.app, '192.0.2.77', scenarioPassword, { cookie: ownerBrowser })).statusCode).toBe(
      200,
    );
  });

  it('the owner resets the password while every unknown address is locked, and that browser signs in', async () => {
    for (const host of [1, 2, 3, 4]) await failFrom(scenario.app, `198.51.100.${host}`, 5);
    const requested = await scenario.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/request',
      remoteAddress: ownerAddress,
      payload: { email: owner },
    });
    expect(requested.statusCode).toBe(202);
    const mail = (await scenario.newEvents()).find((event) => event.type === 'MailQueued');
    const code = /code is (\d{6})/.exec(String((mail?.data as { text?: string })?.text))?.[1];
    const reset = await scenario.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/confirm',
      remoteAddress: ownerAddress,
      payload: { email: owner, code, newPassword: 'N3w!Password' },
    });
    expect(reset.statusCode).toBe(200);
    const browser = deviceCookieOf(reset);
    expect((await signInFrom(scenario.app, ownerAddress, 'N3w!Password', { cookie: browser })).statusCode).toBe(200);
    expect((await signInFrom(scenario.app, '192.0.2.77', 'N3w!Password')).statusCode).toBe(429);
  });

  it('a forged or unknown device cookie counts as its address', async () => {
    expect(await failFrom(scenario.app, attackerAddress, 5)).not.toContain(429);
    const forged = await signInFrom(scenario.app, attackerAddress, scenarioPassword, { cookie: 'oms_device=made-up' });
    expect(forged.statusCode).toBe(429);
  });

  it('a repeated idempotency key does not spare a failure from being counted', async () => {
    const codes: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await signInFrom(scenario.app, attackerAddress, 'wrong', { 'idempotency-key': 'same-key-1' });
      codes.push(response.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });
});

describe('lock-out across instances and restarts', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'oms-guard-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function instance() {
    const embedded = await openEmbeddedPlatform({ dataDir, clock: () => now });
    const app = await buildApp(embedded.platform, testPlatformOptions);
    return {
      app,
      platform: embedded.platform,
      async close() {
        await app.close();
        await embedded.close();
      },
    };
  }

  it('two instances on one store share the counts, and a restart keeps them', async () => {
    const first = await instance();
    const second = await instance();
    try {
      const [streamId, events] = await account(owner);
      await first.platform.eventStore.appendToStream(streamId, toNewEvents(events, systemContext(now)));
      const head = await first.platform.eventStore.headPosition();
      await Promise.all([first.platform.runner.waitFor(head), second.platform.runner.waitFor(head)]);

      expect(await failFrom(first.app, attackerAddress, 3)).toEqual([401, 401, 401]);
      expect(await failFrom(second.app, attackerAddress, 2)).toEqual([401, 401]);
      expect((await signInFrom(first.app, attackerAddress, scenarioPassword)).statusCode).toBe(429);
      expect((await signInFrom(second.app, attackerAddress, scenarioPassword)).statusCode).toBe(429);
    } finally {
      await first.close();
      await second.close();
    }

    const restarted = await instance();
    try {
      expect((await signInFrom(restarted.app, attackerAddress, scenarioPassword)).statusCode).toBe(429);
      expect((await signInFrom(restarted.app, ownerAddress, scenarioPassword)).statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});
