import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The corpus's `senders.json`: accounts, their secondary e-mails and venues, to exist before a run. */
export interface SenderFixture {
  accounts: { email: string; name: string; venueIds: string[]; secondaryEmails: string[] }[];
}

const password = 'Demo!Pass1';

const sessionOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies
    .filter((cookie) => cookie.name === 'oms_session')
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');

/**
 * Creates the sender fixture through the product's API, as the corpus's seed-senders.mjs does:
 * registers each missing account, sets its secondary e-mails signed in as it, and grants its
 * venues as the demo admin. Re-runnable: what exists is kept.
 */
export const applySenderFixture = async (app: FastifyInstance, fixture: SenderFixture): Promise<number> => {
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown) => {
    const response = await app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
    if (response.statusCode >= 400)
      throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response;
  };
  const signIn = async (email: string) =>
    sessionOf(await call('POST', '/api/auth/login', undefined, { email, password }));
  const admin = await signIn('admin@oms.test');
  const listed = (await call('GET', '/api/admin/accounts', admin)).json() as {
    accounts: { accountId: string; email: string; venueIds: string[]; secondaryEmails: string[] }[];
  };
  const existing = new Map(listed.accounts.map((account) => [account.email.toLowerCase(), account]));
  let changes = 0;
  for (const wanted of fixture.accounts) {
    let account = existing.get(wanted.email.toLowerCase());
    let own: string | undefined;
    if (!account) {
      const registered = await call('POST', '/api/auth/register', undefined, {
        name: wanted.name,
        email: wanted.email,
        password,
      });
      account = (registered.json() as { account: NonNullable<typeof account> }).account;
      own = sessionOf(registered);
      changes += 1;
    }
    const known = account.secondaryEmails.map((email) => email.toLowerCase());
    if (wanted.secondaryEmails.some((email) => !known.includes(email.toLowerCase()))) {
      await call('PUT', '/api/account/secondary-emails', own || (await signIn(wanted.email)), {
        secondaryEmails: [...new Set([...account.secondaryEmails, ...wanted.secondaryEmails])],
      });
      changes += 1;
    }
    for (const venueId of wanted.venueIds.filter((id) => !account.venueIds.includes(id))) {
      await call('POST', `/api/admin/accounts/${account.accountId}/venues`, admin, { venueId });
      changes += 1;
    }
  }
  return changes;
};

export const readSenderFixture = async (folder: string): Promise<SenderFixture> =>
  JSON.parse(await readFile(join(folder, 'senders.json'), 'utf8')) as SenderFixture;
