import type { FeedbackEvent, SupplierFeedbackGiven } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

export type SupplierFeedbackDocument = SupplierFeedbackGiven & { _id: string; [key: string]: unknown };

export const supplierFeedbackProjection = defineProjection<SupplierFeedbackDocument, FeedbackEvent>({
  name: 'supplierFeedback',
  collection: 'supplierFeedback',
  handles: ['SupplierFeedbackGiven'],
  indexes: [{ keys: { givenAt: -1 } }, { keys: { supplierId: 1, givenAt: -1 } }],
  documentIds: ({ data }) => [data.feedbackId],
  evolve: (_document, { data }) => ({ _id: data.feedbackId, ...data }),
});
