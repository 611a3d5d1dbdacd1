import { z } from 'zod';
import type { InterpretedLine, OrderEmail, OrderEmailAttachment, OrderInterpretation } from './orderEmail';

/** The zod shapes of `orderEmail.ts`, so Co-Pilot's events can carry an e-mail and its reading. */
export const orderEmailAttachmentSchema: z.ZodType<OrderEmailAttachment> = z.object({
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  text: z.string().nullable(),
});

export const orderEmailSchema: z.ZodType<OrderEmail> = z.object({
  messageId: z.string().nullable(),
  from: z.string(),
  fromName: z.string().nullable(),
  to: z.array(z.string()),
  subject: z.string(),
  sentAt: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  attachments: z.array(orderEmailAttachmentSchema),
});

export const interpretedLineSchema: z.ZodType<InterpretedLine> = z.object({
  source: z.string(),
  quantity: z.number(),
  productId: z.string().nullable(),
  sku: z.string().nullable(),
  title: z.string().nullable(),
  confidence: z.number().min(0).max(1),
  explanation: z.string(),
});

export const orderInterpretationSchema: z.ZodType<OrderInterpretation> = z.object({
  venueId: z.string().nullable(),
  venueExplanation: z.string(),
  deliveryDate: z.string().nullable(),
  deliveryDateExplanation: z.string(),
  lines: z.array(interpretedLineSchema),
  notInPriceFile: z.array(z.string()),
  confidence: z.number().min(0).max(1),
  needsReview: z.boolean().optional(),
  reviewReasons: z.array(z.string()).optional(),
  extractor: z.string(),
});
