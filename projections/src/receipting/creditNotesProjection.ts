import { type CreditNote, creditNoteIdOf, type ReceiptingEvent } from '@oms/contracts';
import { defineProjection, type EventsOf } from '../platform/runner/projection';

export type CreditNoteDocument = CreditNote & {
  _id: string;
  venueId: string;
  decidedAt: string;
  [key: string]: unknown;
};

/** Every change a supplier approved with money owed back is a credit note line until the venue resolves it. */
export const creditNotesProjection = defineProjection<
  CreditNoteDocument,
  EventsOf<ReceiptingEvent, 'ReceiptingChangeDecided' | 'CreditNoteResolved'>
>({
  name: 'creditNotes',
  collection: 'creditNotes',
  handles: ['ReceiptingChangeDecided', 'CreditNoteResolved'],
  indexes: [{ keys: { venueId: 1, resolved: 1, orderedDate: -1 } }],
  documentIds: (event) => [creditNoteIdOf(event.data)],
  evolve: (document, event) => {
    if (event.type === 'CreditNoteResolved') return document ? { ...document, resolved: true } : null;
    const answer = event.data;
    if (!answer.approved || answer.creditPence <= 0) return null;
    return {
      _id: creditNoteIdOf(answer),
      id: creditNoteIdOf(answer),
      venueId: answer.venueId,
      orderId: answer.orderId,
      productId: answer.productId,
      reportId: answer.reportId,
      poNumber: answer.poNumber,
      supplierId: answer.supplierId,
      supplierTitle: answer.supplierTitle,
      sku: answer.sku,
      title: answer.title,
      error: answer.error,
      price: answer.agreed.price,
      quantity: answer.ordered.quantity,
      updatedQuantity: answer.agreed.quantity,
      orderedDate: answer.orderedDate,
      creditPence: answer.creditPence,
      resolved: document?.resolved ?? false,
      decidedAt: event.metadata.recordedAt,
    };
  },
});
