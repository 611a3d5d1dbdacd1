import type { XeroBill, XeroBillEvent } from '@oms/contracts';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { type XeroBillCommand, xeroBillDecider } from './xeroBill';

const spec = deciderSpecification(xeroBillDecider);
const at = '2026-11-22T10:00:00.000Z';
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
const request = (overrides: Partial<Extract<XeroBillCommand, { type: 'RequestXeroBill' }>> = {}): XeroBillCommand => ({
  type: 'RequestXeroBill',
  venueId: 'v1',
  poNumber: 'CA-0042',
  orderIds: ['o1'],
  organisationId: 'org-1',
  accountId: 'a-310',
  bill,
  fileId: null,
  connection: 'connected',
  orderSendable: true,
  now: at,
  ...overrides,
});
const requested: XeroBillEvent = {
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
const sent: XeroBillEvent = {
  type: 'XeroBillSent',
  data: { venueId: 'v1', poNumber: 'CA-0042', billId: 'bill-1', sentAt: at },
};
const failed: XeroBillEvent = {
  type: 'XeroBillFailed',
  data: { venueId: 'v1', poNumber: 'CA-0042', message: 'Contact archived', failedAt: at },
};

describe('Xero bill decider (spec 02 §2.5)', () => {
  it('records the request for a live connection and a Confirmed or Changes order', () => {
    spec.given([]).when(request()).then([requested]);
  });

  it('refuses without a live connection, in the spec words once expired', () => {
    spec
      .given([])
      .when(request({ connection: 'not connected' }))
      .thenThrows('XERO_NOT_CONNECTED');
    spec
      .given([])
      .when(request({ connection: 'expired' }))
      .thenThrows('XERO_CONNECTION_EXPIRED');
  });

  it('refuses an order that is not Confirmed or Changes', () => {
    spec
      .given([])
      .when(request({ orderSendable: false }))
      .thenThrows('XERO_ORDER_NOT_SENDABLE');
  });

  it('refuses a second send of the same purchase order, but lets a failed one be sent again', () => {
    spec.given([requested]).when(request()).thenThrows('XERO_BILL_ALREADY_SENT');
    spec.given([requested, sent]).when(request()).thenThrows('XERO_BILL_ALREADY_SENT');
    spec.given([requested, failed]).when(request()).then([requested]);
  });

  it('carries a file the venue chose instead of the invoice; a request without one keeps the earlier shape', () => {
    const storedFile = {
      key: 'xero-bills/v1/abc-bill.pdf',
      fileName: 'bill.pdf',
      contentType: 'application/pdf',
      size: 120,
      sha256: 'f'.repeat(64),
    };
    spec
      .given([])
      .when(request({ storedFile }))
      .then([{ ...requested, data: { ...requested.data, storedFile } } as XeroBillEvent]);
    spec
      .given([])
      .when(request({ storedFile: undefined }))
      .then([requested]);
  });

  it('records the outcome once, however often the workflow reports it', () => {
    spec.given([requested]).when({ type: 'RecordXeroBillSent', billId: 'bill-1', now: at }).then([sent]);
    spec.given([requested, sent]).when({ type: 'RecordXeroBillSent', billId: 'bill-1', now: at }).then([]);
    spec.given([requested]).when({ type: 'RecordXeroBillFailed', message: 'Contact archived', now: at }).then([failed]);
    spec.given([requested, sent]).when({ type: 'RecordXeroBillFailed', message: 'late', now: at }).then([]);
    spec.given([]).when({ type: 'RecordXeroBillSent', billId: 'bill-1', now: at }).then([]);
  });
});
