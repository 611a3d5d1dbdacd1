import {
  type AccountingOrganisation,
  type XeroBill,
  type XeroBillEvent,
  type XeroConnectionEvent,
  xeroBillStreamId,
  xeroConnectionStreamId,
} from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { xeroBillDocumentId, xeroBillsProjection } from './xeroBillsProjection';
import { xeroConnectionsProjection } from './xeroConnectionsProjection';

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

async function connection(events: XeroConnectionEvent[]) {
  const recorded = events.map((event, index) => recordedAt(event, index + 1, xeroConnectionStreamId('v1')));
  const { store } = await projectionSpec(xeroConnectionsProjection).given(...recorded);
  return store.collection('xeroConnections').findOne({ _id: 'v1' });
}

const bill: XeroBill = {
  Type: 'ACCPAY',
  Status: 'AUTHORISED',
  Contact: { ContactID: 'c-1' },
  Date: '2026-11-20',
  DueDate: '2026-12-20',
  Reference: 'CA-0042',
  LineAmountTypes: 'Exclusive',
  LineItems: [{ Description: 'Lemons', Quantity: 4, UnitAmount: 2.5, AccountCode: '310', TaxType: 'ZERORATEDINPUT' }],
};
const billRequested: XeroBillEvent = {
  type: 'XeroBillRequested',
  data: {
    venueId: 'v1',
    poNumber: 'CA-0042',
    orderIds: ['o1'],
    organisationId: 'org-1',
    accountId: 'a-310',
    bill,
    fileId: null,
    requestedAt: at,
  },
};

async function billOf(events: XeroBillEvent[]) {
  const recorded = events.map((event, index) => recordedAt(event, index + 1, xeroBillStreamId('v1', 'CA-0042')));
  const { store } = await projectionSpec(xeroBillsProjection).given(...recorded);
  return store.collection('xeroBills').findOne({ _id: xeroBillDocumentId('v1', 'CA-0042') });
}

describe('Xero connections projection', () => {
  it('keeps the finance e-mail while waiting for consent, then the organisations', async () => {
    expect(await connection([requested])).toMatchObject({ financeEmail: 'finance@crown.test', authorisedAt: null });
    expect(await connection([requested, authorised])).toMatchObject({
      provider: 'sandbox',
      authorisedAt: at,
      organisations,
    });
  });

  it('forgets the connection on disconnect', async () => {
    const disconnected: XeroConnectionEvent = { type: 'XeroDisconnected', data: { venueId: 'v1', disconnectedAt: at } };
    expect(await connection([requested, authorised, disconnected])).toBeNull();
  });
});

describe('Xero bills projection', () => {
  it('shows a requested bill, then the bill id once sent', async () => {
    expect(await billOf([billRequested])).toMatchObject({ status: 'requested', billId: null, bill });
    const sent: XeroBillEvent = {
      type: 'XeroBillSent',
      data: { venueId: 'v1', poNumber: 'CA-0042', billId: 'bill-1', sentAt: '2026-11-22T10:01:00.000Z' },
    };
    expect(await billOf([billRequested, sent])).toMatchObject({
      status: 'sent',
      billId: 'bill-1',
      settledAt: '2026-11-22T10:01:00.000Z',
    });
  });

  it('keeps the attached invoice the send will carry', async () => {
    const withFile: XeroBillEvent = {
      ...billRequested,
      data: { ...billRequested.data, fileId: 'inv-7' },
    } as XeroBillEvent;
    expect(await billOf([withFile])).toMatchObject({ fileId: 'inv-7', storedFile: null, status: 'requested' });
  });

  it('keeps a file uploaded for the bill instead of the invoice', async () => {
    const storedFile = {
      key: 'xero-bills/v1/abc-bill.png',
      fileName: 'bill.png',
      contentType: 'image/png',
      size: 90,
      sha256: 'a'.repeat(64),
    };
    const withUpload = { ...billRequested, data: { ...billRequested.data, storedFile } } as XeroBillEvent;
    expect(await billOf([withUpload])).toMatchObject({ fileId: null, storedFile, status: 'requested' });
  });

  it('keeps the accounting service’s words on a failure', async () => {
    const failed: XeroBillEvent = {
      type: 'XeroBillFailed',
      data: { venueId: 'v1', poNumber: 'CA-0042', message: 'Contact archived', failedAt: at },
    };
    expect(await billOf([billRequested, failed])).toMatchObject({ status: 'failed', failure: 'Contact archived' });
  });
});
