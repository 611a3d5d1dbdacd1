import {
  type AiOrderDraft,
  type AiOrderStatus,
  type CoPilotEvent,
  draftOfInterpretation,
  type OrderInterpretation,
  type StoredFile,
} from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

const PREVIEW_LENGTH = 160;

export interface AiOrderDocument {
  _id: string;
  aiOrderId: string;
  supplierId: string;
  captureAddress: string;
  subject: string;
  from: string;
  fromName: string | null;
  to: string[];
  sentAt: string;
  receivedAt: string;
  text: string;
  preview: string;
  rawFile: StoredFile;
  attachmentFiles: StoredFile[];
  interpretation: OrderInterpretation | null;
  interpretationFailed: string | null;
  /** The order as it stands: the supplier's saved edit, else the extractor's reading. */
  draft: AiOrderDraft | null;
  status: AiOrderStatus;
  /** The venue the order is for now, for the venue's own look-ups. */
  venueId: string | null;
  orderIds: string[];
  feedback: string | null;
  edited: boolean;
  decidedAt: string | null;
  [key: string]: unknown;
}

const previewOf = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat;
};

/** One document per e-mail in a supplier's Co-Pilot inbox; a deleted one leaves the inbox. */
export const aiOrdersProjection = defineProjection<AiOrderDocument, CoPilotEvent>({
  name: 'aiOrders',
  collection: 'aiOrders',
  handles: [
    'OrderEmailReceived',
    'OrderEmailInterpreted',
    'OrderEmailInterpretationFailed',
    'AiOrderEdited',
    'AiOrderApproved',
    'AiOrderRejected',
    'AiOrderDeleted',
  ],
  indexes: [{ keys: { supplierId: 1, receivedAt: -1 } }, { keys: { venueId: 1 } }],
  documentIds: (event) => [event.data.aiOrderId],
  evolve: (document, event) => {
    if (event.type === 'OrderEmailReceived') {
      const { data } = event;
      return {
        _id: data.aiOrderId,
        aiOrderId: data.aiOrderId,
        supplierId: data.supplierId,
        captureAddress: data.captureAddress,
        subject: data.email.subject,
        from: data.email.from,
        fromName: data.email.fromName,
        to: data.email.to,
        sentAt: data.email.sentAt,
        receivedAt: data.receivedAt,
        text: data.email.text,
        preview: previewOf(data.email.text),
        rawFile: data.rawFile,
        attachmentFiles: data.attachmentFiles,
        interpretation: null,
        interpretationFailed: null,
        draft: null,
        status: 'unprocessed',
        venueId: null,
        orderIds: [],
        feedback: null,
        edited: false,
        decidedAt: null,
      };
    }
    if (!document) return null;
    switch (event.type) {
      case 'OrderEmailInterpreted': {
        const draft =
          document.edited && document.draft ? document.draft : draftOfInterpretation(event.data.interpretation);
        return {
          ...document,
          interpretation: event.data.interpretation,
          interpretationFailed: null,
          draft,
          venueId: draft.venueId,
        };
      }
      case 'OrderEmailInterpretationFailed':
        return document.interpretation ? document : { ...document, interpretationFailed: event.data.reason };
      case 'AiOrderEdited': {
        const { venueId, deliveryDate, lines, notes } = event.data;
        return { ...document, draft: { venueId, deliveryDate, lines, notes }, venueId, edited: true };
      }
      case 'AiOrderApproved': {
        const { data } = event;
        const lines = data.lines.map((line) => ({
          productId: line.productId,
          quantity: line.quantity,
          confidence: line.aiConfidenceScore === undefined ? null : line.aiConfidenceScore / 100,
        }));
        return {
          ...document,
          status: 'approved',
          draft: { venueId: data.venueId, deliveryDate: data.deliveryDate, lines, notes: data.notes },
          venueId: data.venueId,
          orderIds: data.orderIds,
          feedback: data.feedback,
          edited: data.edited,
          decidedAt: data.approvedAt,
        };
      }
      case 'AiOrderRejected':
        return { ...document, status: 'rejected', feedback: event.data.feedback, decidedAt: event.data.rejectedAt };
      case 'AiOrderDeleted':
        return null;
      default:
        return document;
    }
  },
});
