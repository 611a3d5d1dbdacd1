import { type XeroConnectionEvent, type XeroConnectionView, xeroConnectionStreamId } from '@oms/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiScenario, givenStreams } from '../platform/engines/apiScenario';
import { account, proPlan, venue } from '../platform/engines/scenarioStreams';

const now = new Date('2026-11-24T10:00:00.000Z');
const venueId = 'ven-tavern';
const url = `/api/venues/${venueId}/integrations/xero`;
const organisations = [
  {
    organisationId: 'sandbox-org-trading',
    name: 'Sandbox Trading Ltd',
    accounts: [
      { accountId: 'trd-310', code: '310', name: 'Cost of Goods Sold', taxType: 'INPUT2' },
      { accountId: 'trd-200', code: '200', name: 'Sales', taxType: 'OUTPUT2' },
    ],
    contacts: [{ contactId: 'trd-contact-1', name: 'Brakes' }],
  },
];

function connection(authorisedAt: string | null): [string, XeroConnectionEvent[]] {
  const requested: XeroConnectionEvent = {
    type: 'XeroConnectionRequested',
    data: {
      venueId,
      financeEmail: 'finance@tavern.test',
      provider: 'sandbox',
      requestedAt: '2026-08-01T09:00:00.000Z',
    },
  };
  const authorised: XeroConnectionEvent[] = authorisedAt
    ? [{ type: 'XeroConnectionAuthorised', data: { venueId, provider: 'sandbox', organisations, authorisedAt } }]
    : [];
  return [xeroConnectionStreamId(venueId), [requested, ...authorised]];
}

let scenario: ApiScenario;

async function given(...streams: [string, readonly XeroConnectionEvent[]][]) {
  scenario = await givenStreams(
    Object.fromEntries([
      venue(venueId, { title: 'The Tavern' }),
      venue('ven-free', { title: 'Free Venue' }),
      proPlan(venueId, '2026-11-01T00:00:00.000Z'),
      await account('buyer@tavern.test', { name: 'Sam Buyer', venueIds: [venueId] }),
      await account('free@free.test', { name: 'Free Buyer', venueIds: ['ven-free'] }),
      ...streams,
    ]),
    { now },
  );
}
afterEach(async () => {
  await scenario.close();
});

describe('GET /api/venues/:venueId/integrations/xero', () => {
  it('given no connection, when the venue asks, then not connected and nothing to bill into', async () => {
    await given();
    const response = await (await scenario.signedInAs('buyer@tavern.test'))({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: 'not connected',
      provider: null,
      financeEmail: null,
      authorisedAt: null,
      expiresAt: null,
      organisations: [],
    });
  });

  it('given a consent 30 days ago, then connected with the organisations and the expiry, and no token', async () => {
    await given(connection('2026-10-25T10:00:00.000Z'));
    const response = await (await scenario.signedInAs('buyer@tavern.test'))({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: 'connected',
      provider: 'sandbox',
      financeEmail: 'finance@tavern.test',
      authorisedAt: '2026-10-25T10:00:00.000Z',
      expiresAt: '2027-01-23T10:00:00.000Z',
      organisations,
    } satisfies XeroConnectionView);
    expect(response.body).not.toMatch(/token/i);
  });

  it('given a consent more than 90 days ago, then expired', async () => {
    await given(connection('2026-08-25T10:00:00.000Z'));
    const response = await (await scenario.signedInAs('buyer@tavern.test'))({ method: 'GET', url });
    expect(response.json()).toMatchObject({ status: 'expired', expiresAt: '2026-11-23T10:00:00.000Z' });
  });

  it('given a connection still waiting for consent, then not connected with the finance e-mail kept', async () => {
    await given(connection(null));
    const response = await (await scenario.signedInAs('buyer@tavern.test'))({ method: 'GET', url });
    expect(response.json()).toMatchObject({ status: 'not connected', financeEmail: 'finance@tavern.test' });
  });

  it('refuses a Free venue with the Growth plan words, another venue’s user, and anyone signed out', async () => {
    await given();
    const asFree = await scenario.signedInAs('free@free.test');
    const free = await asFree({ method: 'GET', url: '/api/venues/ven-free/integrations/xero' });
    expect(free.statusCode).toBe(403);
    expect(free.json().error).toMatchObject({ code: 'PLAN_FEATURE', message: 'This is a Growth feature.' });
    expect((await asFree({ method: 'GET', url })).statusCode).toBe(403);
    expect((await scenario.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
