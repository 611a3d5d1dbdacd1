import { type AdminAccount, identityMessages } from '@oms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountId } from '../demo/seedDemoAccounts';
import { buildInMemoryApp, injectAs, sessionCookieFor } from '../platform/engines/inMemoryApp';

let harness: Awaited<ReturnType<typeof buildInMemoryApp>>;
let as: Record<'admin' | 'tfr' | 'venue' | 'supplier', ReturnType<typeof injectAs>>;
interface Page {
  accounts: AdminAccount[];
  total: number;
  totalPages: number;
}

beforeAll(async () => {
  harness = await buildInMemoryApp({ now: new Date('2026-11-22T10:00:00.000Z') });
  const signIn = async (email: string) => injectAs(harness.app, await sessionCookieFor(harness.app, email));
  as = {
    admin: await signIn('admin@oms.test'),
    tfr: await signIn('tfr@oms.test'),
    venue: await signIn('venue@oms.test'),
    supplier: await signIn('supplier@oms.test'),
  };
});
afterAll(async () => {
  await harness.close();
});

describe('admin accounts (spec 03 Admin Accounts)', () => {
  it('pages the accounts on the server, each with the titles of the venues it owns', async () => {
    const all = (await as.admin({ url: '/api/admin/accounts' })).json() as Page;
    const first = (await as.admin({ url: '/api/admin/accounts?page=1&limit=2' })).json() as Page;
    const second = (await as.admin({ url: '/api/admin/accounts?page=2&limit=2' })).json() as Page;
    expect(first.accounts).toHaveLength(2);
    expect(first.total).toBe(all.accounts.length);
    expect(first.totalPages).toBe(Math.ceil(all.total / 2));
    expect(second.accounts.map((account) => account.email)).toEqual(
      all.accounts.slice(2, 4).map((account) => account.email),
    );
    const venueUser = all.accounts.find((account) => account.email === 'venue@oms.test');
    expect(venueUser?.venues.length).toBeGreaterThan(0);
    expect(venueUser?.venues.every((venue) => venue.title !== '' && venue.title !== venue.venueId)).toBe(true);
  });

  it('edits the secondary e-mails, the credit limit in pounds (kept in pence), the credit days and approvals', async () => {
    const accountId = demoAccountId('venue@oms.test');
    const response = await as.admin({
      method: 'PUT',
      url: `/api/admin/accounts/${accountId}`,
      payload: {
        secondaryEmails: ['Chef@Example.com'],
        creditLimitPounds: 1250.5,
        creditDays: 30,
        creditApproved: ['sup-brakes'],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      secondaryEmails: ['chef@example.com'],
      creditLimit: 125_050,
      creditDays: 30,
      creditApproved: ['sup-brakes'],
    });
  });

  it('refuses an invalid secondary e-mail and an unknown supplier approval', async () => {
    const accountId = demoAccountId('venue@oms.test');
    const body = { secondaryEmails: [], creditLimitPounds: 0, creditDays: 0, creditApproved: [] };
    const badEmail = await as.admin({
      method: 'PUT',
      url: `/api/admin/accounts/${accountId}`,
      payload: { ...body, secondaryEmails: ['not an e-mail'] },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(JSON.stringify(badEmail.json())).toContain(identityMessages.emailInvalid);
    const unknown = await as.admin({
      method: 'PUT',
      url: `/api/admin/accounts/${accountId}`,
      payload: { ...body, creditApproved: ['sup-none'] },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await as.admin({ method: 'PUT', url: '/api/admin/accounts/nobody', payload: body })).statusCode).toBe(404);
  });

  it('assigns an e-mail to a venue, the list then showing the venue owned', async () => {
    const accountId = demoAccountId('tfr@oms.test');
    const { accounts } = (await as.admin({ url: '/api/admin/accounts' })).json() as Page;
    const venueId = accounts.find((account) => account.email === 'venue@oms.test')?.venueIds[0] as string;
    const granted = await as.admin({
      method: 'POST',
      url: `/api/admin/accounts/${accountId}/venues`,
      payload: { venueId },
    });
    expect(granted.statusCode).toBe(200);
    expect((granted.json() as AdminAccount).venues.map((venue) => venue.venueId)).toContain(venueId);
  });

  it('is for platform admins only: TFR admins, venue users and supplier admins are refused', async () => {
    const payload = { secondaryEmails: [], creditLimitPounds: 0, creditDays: 0, creditApproved: [] };
    for (const who of [as.tfr, as.venue, as.supplier]) {
      expect((await who({ url: '/api/admin/accounts?page=1' })).statusCode).toBe(403);
      expect(
        (await who({ method: 'PUT', url: `/api/admin/accounts/${demoAccountId('venue@oms.test')}`, payload }))
          .statusCode,
      ).toBe(403);
    }
  });
});
