import type { StoredFile, XeroBill, XeroBillEvent } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

export type XeroBillStatus = 'requested' | 'sent' | 'failed';

/** One purchase order's bill: the receipting card disables Send to Xero from it, the send page shows its outcome. */
export type XeroBillDocument = {
  _id: string;
  venueId: string;
  poNumber: string;
  orderIds: string[];
  organisationId: string;
  accountId: string;
  bill: XeroBill;
  /** The uploaded invoice sent with the bill, when one was attached. */
  fileId: string | null;
  /** A file the venue uploaded for this bill instead of the invoice. */
  storedFile: StoredFile | null;
  status: XeroBillStatus;
  billId: string | null;
  /** The accounting service's words on the last failure. */
  failure: string | null;
  requestedAt: string;
  settledAt: string | null;
  [key: string]: unknown;
};

export const xeroBillDocumentId = (venueId: string, poNumber: string) => `${venueId}:${poNumber}`;

export const xeroBillsProjection = defineProjection<XeroBillDocument, XeroBillEvent>({
  name: 'xeroBills',
  collection: 'xeroBills',
  handles: ['XeroBillRequested', 'XeroBillSent', 'XeroBillFailed'],
  indexes: [{ keys: { venueId: 1, requestedAt: -1 } }],
  documentIds: (event) => [xeroBillDocumentId(event.data.venueId, event.data.poNumber)],
  evolve: (document, event) => {
    switch (event.type) {
      case 'XeroBillRequested': {
        const { data } = event;
        return {
          _id: xeroBillDocumentId(data.venueId, data.poNumber),
          venueId: data.venueId,
          poNumber: data.poNumber,
          orderIds: data.orderIds,
          organisationId: data.organisationId,
          accountId: data.accountId,
          bill: data.bill,
          fileId: data.fileId,
          storedFile: data.storedFile ?? null,
          status: 'requested',
          billId: null,
          failure: null,
          requestedAt: data.requestedAt,
          settledAt: null,
        };
      }
      case 'XeroBillSent':
        return document && { ...document, status: 'sent', billId: event.data.billId, settledAt: event.data.sentAt };
      case 'XeroBillFailed':
        return (
          document && { ...document, status: 'failed', failure: event.data.message, settledAt: event.data.failedAt }
        );
      default:
        return document;
    }
  },
});
