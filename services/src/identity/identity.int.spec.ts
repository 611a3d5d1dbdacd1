import { identityMessages, type Mailbox, type Session } from '@oms/contracts';
import { type MailDocument, readModels } from '@oms/projections';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiScenario, type GivenStreams, givenStreams, scenarioPassword } from '../platform/engines/apiScenario';
import { injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';
import { account, legacyUser } from '../platform/engines/scenarioStreams';
import { startMailDispatcher } from '../support/mail/mailDispatcher';
import { createMailTransport } from '../support/mail/mailTransport';
import { accountIdForEmail } from './account/accountId';
import { hashLegacyPassword } from './passwords/legacyPasswordHashing';

const now = new Date('2026-11-22T10:00:00.000Z');
const password = scenarioPassword;

/** A venue user of two venues, a supplier admin, a platform admin, a TFR admin and a legacy-pool user. */
async function people(): Promise<GivenStreams> {
  return Object.fromEntries([
    await account('buyer@tavern.test', { name: 'Sam Buyer', venueIds: ['ven-tavern', 'ven-inn'] }),
    await account('supplier@brakes.test', {
      name: 'Priya Shah',
      roles: { supplierAdminOf: 'brakes' },
      orderCaptureEmail: 'orders.brakes@capture.oms.test',
    }),
    await account('admin@platform.test', { name: 'Alex Admin', roles: { isAdmin: true } }),
    await account('tfr@platform.test', { name: 'Jordan Tfr', roles: { isTfrAdmin: true } }),
    await legacyUser('legacy-1', 'legacy@old.test', 'Robin Hale'),
  ]);
}

let scenario: ApiScenario;
let app: FastifyInstance;

beforeEach(async () => {
  scenario = await givenStreams(await people(), { now });
  app = scenario.app;
});
afterEach(async () => {
  await scenario.close();
});

const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

const cookieOf = (response: Awaited<ReturnType<typeof login>>) => {
  const cookie = response.cookies.find((candidate) => candidate.name === 'oms_session');
  return cookie ? `${cookie.name}=${cookie.value}` : '';
};

describe('sign-in', () => {
  it('signs a demo account in with an httpOnly, SameSite, signed session cookie', async () => {
    const response = await login('Buyer@Tavern.test ', password);
    expect(response.statusCode).toBe(200);
    const session = response.json() as Session;
    expect(session.account.email).toBe('buyer@tavern.test');
    expect(session.account.venueIds).toEqual(['ven-tavern', 'ven-inn']);
    expect(session.homePath).toBe('/venues');
    const cookie = response.cookies.find((candidate) => candidate.name === 'oms_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // Signed: the raw token alone is refused.
    const token = decodeURIComponent(cookie?.value ?? '').split('.')[0];
    const forged = await app.inject({ url: '/api/venues', headers: { cookie: `oms_session=${token}` } });
    expect(forged.statusCode).toBe(401);
    const anonymous = await app.inject({ url: '/api/session', headers: { cookie: `oms_session=${token}` } });
    // Signed out, a visitor learns only that mail stays in the app (the demo's sandbox transport).
    expect(anonymous.json()).toEqual({ account: null, sandboxMail: true });
    const me = await app.inject({ url: '/api/session', headers: { cookie: cookieOf(response) } });
    expect((me.json() as Session).account.email).toBe('buyer@tavern.test');
  });

  it('sends supplier admins home to /supplier', async () => {
    const session = (await login('supplier@brakes.test', password)).json() as Session;
    expect(session.homePath).toBe('/supplier');
    expect(session.account.roles.supplierAdminOf).toBe('brakes');
    expect(session.account.orderCaptureEmail).toBeTruthy();
  });

  it("answers the spec's words for an unknown address and a wrong password", async () => {
    const unknown = await login('nobody@oms.test', password);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.message).toBe('The email address you entered is incorrect');
    const wrong = await login('buyer@tavern.test', 'Wrong!Pass1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('The password you entered is incorrect');
  });

  it('validates the form on the server with the spec messages', async () => {
    const empty = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: '', password: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      email: 'Please input your email address',
      password: 'Please input your password',
    });
    const invalid = await login('not-an-email', 'x');
    expect(invalid.json().error.fields.email).toBe('The input is not valid email');
  });

  it('locks an account after five failed attempts, without locking other accounts', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await login('buyer@tavern.test', 'nope')).statusCode).toBe(401);
    const locked = await login('buyer@tavern.test', password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(identityMessages.tooManyAttempts);
    expect((await login('admin@platform.test', password)).statusCode).toBe(200);
  });

  it('limits sign-in calls per address', async () => {
    const limited = await givenStreams(await people(), { now, platformOptions: { signInAttemptsPerAddress: 3 } });
    try {
      const codes: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `person${attempt}@oms.test`, password: 'x' },
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('signing out ends the session: the same cookie is refused afterwards', async () => {
    const cookie = await sessionCookieFor(app, 'buyer@tavern.test', password);
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const after = await app.inject({ url: '/api/venues', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('answers the session probe 200 for anyone signed out (no cookie, a forged one, an ended session); other routes still 401', async () => {
    const ended = await sessionCookieFor(app, 'buyer@tavern.test', password);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: ended } });
    for (const cookie of [undefined, 'oms_session=forged.token', ended]) {
      const probe = await app.inject({ url: '/api/session', headers: cookie ? { cookie } : {} });
      expect(probe.statusCode, cookie).toBe(200);
      expect(probe.json()).toEqual({ account: null, sandboxMail: true });
      const venues = await app.inject({ url: '/api/venues', headers: cookie ? { cookie } : {} });
      expect(venues.statusCode, cookie).toBe(401);
    }
  });
});

describe('legacy user pool', () => {
  it('migrates a legacy user on first sign-in, then signs them in as a normal account', async () => {
    const admin = injectAs(app, await sessionCookieFor(app, 'admin@platform.test', password));
    const imported = await admin({
      method: 'POST',
      url: '/api/admin/legacy-users',
      payload: {
        users: [
          {
            legacyUserId: 'cognito-42',
            name: 'Morgan Lee',
            email: 'Morgan@Old.test',
            passwordHash: await hashLegacyPassword('Legacy!Pass9'),
          },
        ],
      },
    });
    expect(imported.json()).toEqual({ imported: 1, skipped: 0 });

    expect((await login('morgan@old.test', 'Wrong!Pass9')).json().error.message).toBe(
      'The password you entered is incorrect',
    );
    const first = await login('morgan@old.test', 'Legacy!Pass9');
    expect(first.statusCode).toBe(200);
    const accountId = accountIdForEmail('morgan@old.test');
    const stream = await scenario.platform.eventStore.readStream(`account-${accountId}`);
    expect(stream.map((event) => event.type)).toEqual(['AccountMigratedFromLegacyPool']);
    expect(JSON.stringify(stream[0]?.data)).toContain('scrypt$');

    // The second sign-in uses the migrated account: no new migration.
    expect((await login('morgan@old.test', 'Legacy!Pass9')).statusCode).toBe(200);
    expect(await scenario.platform.eventStore.readStream(`account-${accountId}`)).toHaveLength(1);
  });

  it('a legacy-pool user signs in with their old password', async () => {
    expect((await login('legacy@old.test', password)).statusCode).toBe(200);
  });
});

describe('registration', () => {
  it('registers with a lowercased e-mail, signs in, and refuses the address twice', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Casey Jones', email: ' Casey@Pub.TEST', password: 'Str0ng!Pass' },
    });
    expect(response.statusCode).toBe(201);
    const session = response.json() as Session;
    expect(session.account.email).toBe('casey@pub.test');
    expect(session.account.venueIds).toEqual([]);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Casey', email: 'casey@pub.test', password: 'Str0ng!Pass' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(identityMessages.emailTaken);
  });

  it('enforces the password rule on the server', async () => {
    const register = (password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'A', email: 'a@pub.test', password } });
    expect((await register('Sh0rt!')).json().error.fields.password).toBe('Password must be greater than 8 characters');
    expect((await register('nouppercase1!')).json().error.fields.password).toMatch(/uppercase/);
    expect((await register('NoNumber!!')).json().error.fields.password).toMatch(/number/);
    expect((await register('NoSpecial11')).json().error.fields.password).toMatch(/special character/);
    expect((await register('NOLOWER11!')).json().error.fields.password).toMatch(/lowercase/);
    const missing = await app.inject({ method: 'POST', url: '/api/auth/register', payload: {} });
    expect(missing.json().error.fields).toEqual({
      name: 'Please input your name',
      email: 'Please input your email address',
      password: 'Please enter a password',
    });
  });
});

describe('password reset through the outbox', () => {
  it('e-mails a code, resets the password, signs every session out', async () => {
    const mail = await startMailDispatcher(scenario.platform, createMailTransport({}));
    try {
      const oldCookie = await sessionCookieFor(app, 'buyer@tavern.test', password);
      const requested = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password/request',
        payload: { email: 'buyer@tavern.test' },
      });
      expect(requested.statusCode).toBe(202);

      let delivered: MailDocument | undefined;
      for (let tries = 0; tries < 100 && !delivered; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        [delivered] = await readModels.mailbox
          .in(scenario.platform.readStore)
          .find({ to: 'buyer@tavern.test', status: 'delivered' });
      }
      const code = /code is (\d{6})/.exec(delivered?.text ?? '')?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);

      const wrong = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password/confirm',
        payload: {
          email: 'buyer@tavern.test',
          code: '000000' === code ? '111111' : '000000',
          newPassword: 'N3w!Password',
        },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.message).toBe(identityMessages.invalidResetCode);

      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password/confirm',
        payload: { email: 'buyer@tavern.test', code, newPassword: 'N3w!Password' },
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ message: 'Your password has been reset' });

      expect((await app.inject({ url: '/api/session', headers: { cookie: oldCookie } })).json()).toEqual({
        account: null,
        sandboxMail: true,
      });
      expect((await login('buyer@tavern.test', password)).statusCode).toBe(401);
      expect((await login('buyer@tavern.test', 'N3w!Password')).statusCode).toBe(200);
    } finally {
      await mail.stop();
    }
  });

  it('names the missing fields and an unknown address', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/auth/reset-password/confirm', payload: {} });
    expect(missing.json().error.fields).toMatchObject({
      code: 'Please enter your reset code',
      newPassword: 'Please input your new password',
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/request',
      payload: { email: 'nobody@oms.test' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('The email address you entered is incorrect');
  });
});

describe('mailbox', () => {
  it("shows nobody another person's mail: signed out nothing, a user their own, admins all", async () => {
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/reset-password/request',
          payload: { email: 'tfr@platform.test' },
        })
      ).statusCode,
    ).toBeLessThan(300);
    await scenario.platform.runner.waitFor(await scenario.platform.eventStore.headPosition());

    const anonymous = await app.inject({ url: '/api/mailbox' });
    expect(anonymous.statusCode).toBe(401);

    const venueUser = await sessionCookieFor(app, 'buyer@tavern.test', password);
    const own = await app.inject({ url: '/api/mailbox', headers: { cookie: venueUser } });
    expect(own.statusCode).toBe(200);
    const ownBox = own.json() as Mailbox;
    expect(ownBox.scope).toBe('own');
    expect(ownBox.mails.every((mail) => mail.to === 'buyer@tavern.test')).toBe(true);
    expect(JSON.stringify(ownBox)).not.toContain('tfr@platform.test');

    const admin = await sessionCookieFor(app, 'admin@platform.test', password);
    const box = await app.inject({ url: '/api/mailbox', headers: { cookie: admin } });
    expect(box.statusCode).toBe(200);
    expect((box.json() as Mailbox).transport).toBe('mailbox');
    expect((box.json() as Mailbox).scope).toBe('all');
    expect((box.json() as Mailbox).mails.some((mail) => mail.to === 'tfr@platform.test')).toBe(true);
  });
});

describe('account settings', () => {
  it('stores valid secondary e-mails and refuses invalid ones', async () => {
    const asVenueUser = injectAs(app, await sessionCookieFor(app, 'buyer@tavern.test', password));
    const saved = await asVenueUser({
      method: 'PUT',
      url: '/api/account/secondary-emails',
      payload: { secondaryEmails: ['Orders@Crown.test', 'orders@crown.test', 'chef@crown.test'] },
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as Session).account.secondaryEmails).toEqual(['orders@crown.test', 'chef@crown.test']);
    const bad = await asVenueUser({
      method: 'PUT',
      url: '/api/account/secondary-emails',
      payload: { secondaryEmails: ['chef@crown.test', 'not an email'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields['secondaryEmails.1']).toBe('The input is not valid email');
  });
});
