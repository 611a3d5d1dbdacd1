import { z } from 'zod';

export const feedbackMessages = {
  required: 'Please provide a rating and a feedback!',
  sent: 'Feedback sent successfully!',
} as const;

export const FEEDBACK_MAX_RATING = 10;

export const supplierFeedbackGivenSchema = z.object({
  feedbackId: z.string(),
  supplierId: z.string(),
  rating: z.number().int().min(0).max(FEEDBACK_MAX_RATING),
  comment: z.string(),
  givenBy: z.string(),
  givenAt: z.string(),
});
export type SupplierFeedbackGiven = z.infer<typeof supplierFeedbackGivenSchema>;

export const feedbackEventSchemas = {
  SupplierFeedbackGiven: { schemaVersion: 1, schema: supplierFeedbackGivenSchema },
} as const;
export type FeedbackEvent = { type: 'SupplierFeedbackGiven'; data: SupplierFeedbackGiven };
export const supplierFeedbackStreamId = (feedbackId: string) => `supplierFeedback-${feedbackId}`;

/** Spec 03 §3 Feedback: a rating 0 to 10 and a comment, both needed (§5). */
export const feedbackBodySchema = z.object({
  rating: z
    .number({ error: feedbackMessages.required })
    .int({ message: feedbackMessages.required })
    .min(0, { message: feedbackMessages.required })
    .max(FEEDBACK_MAX_RATING, { message: feedbackMessages.required }),
  comment: z
    .string({ error: feedbackMessages.required })
    .trim()
    .min(1, { message: feedbackMessages.required })
    .max(5000),
});
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

export const feedbackSentSchema = z.object({ feedbackId: z.string(), message: z.string() });

export const feedbackViewSchema = z.object({
  feedbackId: z.string(),
  supplierId: z.string(),
  supplierTitle: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  givenBy: z.string(),
  givenAt: z.string(),
});
export type FeedbackView = z.infer<typeof feedbackViewSchema>;
export const feedbackListSchema = z.object({ feedback: z.array(feedbackViewSchema) });
