import { type AccountingOrganisation, integrationErrors, type XeroConnectionEvent } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { connectionStatusOf, xeroConnectionDecider } from './xeroConnection';

const spec = deciderSpecification(xeroConnectionDecider);
const at = '2026-11-22T10:00:00.000Z';
const organisations: AccountingOrganisation[] = [
  {
    organisationId: 'org-1',
    name: 'Crown & Anchor Ltd',
    accounts: [{ accountId: 'a-310', code: '310', name: 'Cost of Goods Sold', taxType: 'INPUT2' }],
    contacts: [{ contactId: 'c-1', name: 'Fresh Direct' }],
  },
];
const requested: XeroConnectionEvent = {
  type: 'XeroConnectionRequested',
  data: { venueId: 'v1', financeEmail: 'finance@crown.test', provider: 'sandbox', requestedAt: at },
};
const authorised: XeroConnectionEvent = {
  type: 'XeroConnectionAuthorised',
  data: { venueId: 'v1', provider: 'sandbox', organisations, authorisedAt: at },
};
const connect = (financeEmail = 'finance@crown.test') => ({
  type: 'ConnectXero' as const,
  venueId: 'v1',
  financeEmail,
  provider: 'sandbox' as const,
  now: at,
});

describe('Xero connection decider (spec 02 §2.13)', () => {
  it('keeps the finance contact e-mail first, once however often it is asked', () => {
    spec.given([]).when(connect(' finance@crown.test ')).then([requested]);
    spec.given([requested]).when(connect()).then([]);
  });

  it("refuses a connect without a finance e-mail, and one that is not an e-mail with 'The input is not valid email'", () => {
    spec.given([]).when(connect('')).thenThrows('XERO_FINANCE_EMAIL_REQUIRED');
    spec.given([]).when(connect('not an e-mail')).thenThrows('XERO_FINANCE_EMAIL_INVALID');
    expect(integrationErrors.financeEmailInvalid.message).toBe('The input is not valid email');
  });

  it('records the consent with the organisations, and only for a connection asked for', () => {
    const authorise = {
      type: 'AuthoriseXero' as const,
      venueId: 'v1',
      provider: 'sandbox' as const,
      organisations,
      now: at,
    };
    spec.given([requested]).when(authorise).then([authorised]);
    spec.given([]).when(authorise).thenThrows('XERO_NOT_CONNECTED');
  });

  it('asks consent again to reconnect, and disconnects once', () => {
    spec.given([requested, authorised]).when(connect()).then([requested]);
    const disconnect = { type: 'DisconnectXero' as const, venueId: 'v1', now: at };
    spec
      .given([requested, authorised])
      .when(disconnect)
      .then([{ type: 'XeroDisconnected', data: { venueId: 'v1', disconnectedAt: at } }]);
    spec.given([]).when(disconnect).then([]);
  });

  it('is connected for 90 days after consent, then expired', () => {
    const state = [requested, authorised].reduce(xeroConnectionDecider.evolve, xeroConnectionDecider.initialState());
    expect(connectionStatusOf(state, '2027-02-19T09:00:00.000Z')).toBe('connected');
    expect(connectionStatusOf(state, '2027-02-20T10:00:00.000Z')).toBe('expired');
    expect(connectionStatusOf(xeroConnectionDecider.initialState(), at)).toBe('not connected');
  });
});
