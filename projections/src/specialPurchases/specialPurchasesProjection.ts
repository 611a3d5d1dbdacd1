import type { SpecialPurchaseEvent, SpecialPurchaseView, StoredFile } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

export type SpecialPurchaseDocument = Omit<SpecialPurchaseView, 'attachment'> & {
  _id: string;
  /** The stored file; the API signs a link to it for each reader. */
  file: StoredFile | null;
  [key: string]: unknown;
};

/** One document per request: the venue's list, the CSV and the manager page read it. */
export const specialPurchasesProjection = defineProjection<SpecialPurchaseDocument, SpecialPurchaseEvent>({
  name: 'specialPurchases',
  collection: 'specialPurchases',
  handles: [
    'SpecialPurchaseRequested',
    'SpecialPurchaseDecided',
    'SpecialPurchaseReminderSent',
    'SpecialPurchaseFileAttached',
  ],
  indexes: [{ keys: { venueId: 1, requestedAt: -1 } }],
  documentIds: (event) => [event.data.requestId],
  evolve: (document, event) => {
    switch (event.type) {
      case 'SpecialPurchaseRequested': {
        const { data } = event;
        return {
          _id: data.requestId,
          requestId: data.requestId,
          venueId: data.venueId,
          staffName: data.staffName,
          staffEmail: data.staffEmail,
          sku: data.sku,
          itemName: data.itemName,
          itemCostPence: data.itemCostPence,
          justification: data.justification,
          managerName: data.managerName,
          managerEmail: data.managerEmail,
          supplier: data.supplier,
          requestedAt: data.requestedAt,
          inPriceFile: data.inPriceFile,
          status: 'pending',
          decidedAt: null,
          decisions: [],
          remindersSent: 0,
          file: null,
        };
      }
      case 'SpecialPurchaseDecided':
        if (!document) return null;
        return {
          ...document,
          status: event.data.decision,
          decidedAt: event.data.decidedAt,
          decisions: [...document.decisions, { decision: event.data.decision, at: event.data.decidedAt }],
        };
      case 'SpecialPurchaseReminderSent':
        return document && { ...document, remindersSent: document.remindersSent + 1 };
      case 'SpecialPurchaseFileAttached':
        return document && { ...document, file: event.data.file };
      default:
        return document;
    }
  },
});
