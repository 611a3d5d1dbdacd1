import type { DataplusOrder, DataplusSendEvent } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

/** One purchase order's dataplus send: the orders integration table's integration status reads it. */
export type DataplusSendDocument = {
  _id: string;
  venueId: string;
  poNumber: string;
  supplierId: string;
  order: DataplusOrder;
  status: 'requested' | 'sent' | 'failed';
  receiptId: string | null;
  /** The receiver's words on the last failure. */
  failure: string | null;
  requestedAt: string;
  settledAt: string | null;
  [key: string]: unknown;
};

export const dataplusSendDocumentId = (venueId: string, poNumber: string) => `${venueId}:${poNumber}`;

export const dataplusSendsProjection = defineProjection<DataplusSendDocument, DataplusSendEvent>({
  name: 'dataplusSends',
  collection: 'dataplusSends',
  handles: ['DataplusSendRequested', 'DataplusSent', 'DataplusSendFailed'],
  indexes: [{ keys: { venueId: 1, requestedAt: -1 } }],
  documentIds: (event) => [dataplusSendDocumentId(event.data.venueId, event.data.poNumber)],
  evolve: (document, event) => {
    switch (event.type) {
      case 'DataplusSendRequested':
        return {
          _id: dataplusSendDocumentId(event.data.venueId, event.data.poNumber),
          venueId: event.data.venueId,
          poNumber: event.data.poNumber,
          supplierId: event.data.supplierId,
          order: event.data.order,
          status: 'requested',
          receiptId: null,
          failure: null,
          requestedAt: event.data.requestedAt,
          settledAt: null,
        };
      case 'DataplusSent':
        return (
          document && { ...document, status: 'sent', receiptId: event.data.receiptId, settledAt: event.data.sentAt }
        );
      case 'DataplusSendFailed':
        return (
          document && { ...document, status: 'failed', failure: event.data.message, settledAt: event.data.failedAt }
        );
      default:
        return document;
    }
  },
});
