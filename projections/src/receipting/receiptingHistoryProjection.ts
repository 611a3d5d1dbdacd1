import { channelLabels, type ReceiptingEvent, receiptingEventTypes, receiptingHistoryTexts } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

/** One document per receipting change: the venue's history page and a PO's history modal read it. */
export interface ReceiptingHistoryDocument {
  _id: string;
  venueId: string;
  orderId: string;
  supplierId: string;
  poNumber: string;
  /** The event's global position: rows recorded by one command share a time, not a position. */
  position: number;
  productTitle: string;
  channel: string;
  createdAt: string;
  texts: string[];
  [key: string]: unknown;
}

function productTitleOf(event: ReceiptingEvent): string {
  switch (event.type) {
    case 'ReceiptingErrorReported':
      return event.data.previous.title;
    case 'ReceiptingChangeDecided':
      return event.data.title;
    case 'ReceiptingProductAdded':
      return event.data.line.title;
    default:
      return 'Whole order';
  }
}

/** Built from the order streams' receipting events: the same events the admin's order history reads. */
export const receiptingHistoryProjection = defineProjection<ReceiptingHistoryDocument, ReceiptingEvent>({
  name: 'receiptingHistory',
  collection: 'receiptingHistory',
  handles: receiptingEventTypes,
  indexes: [{ keys: { venueId: 1, position: -1 } }, { keys: { venueId: 1, supplierId: 1, poNumber: 1 } }],
  documentIds: (event) => [`${event.streamId}:${event.revision}`],
  evolve: (document, event) => {
    if (document) return document;
    const channel = channelLabels[event.metadata.channel] ?? event.metadata.channel;
    return {
      _id: `${event.streamId}:${event.revision}`,
      venueId: event.data.venueId,
      orderId: event.data.orderId,
      supplierId: event.data.supplierId,
      poNumber: event.data.poNumber,
      position: event.globalPosition,
      productTitle: productTitleOf(event),
      channel,
      createdAt: event.metadata.recordedAt,
      texts: receiptingHistoryTexts(event, channel, event.metadata.recordedAt),
    };
  },
});
