import { z } from 'zod';
import { orderLineSchema } from '../ordering/events';
import { businessDateSchema } from '../platform/dates';
import { storedFileSchema } from '../platform/files';
import { orderEmailSchema, orderInterpretationSchema } from './orderEmailSchemas';

const instant = z.iso.datetime();

/** How an e-mail reached a supplier's Co-Pilot inbox. */
export const receivedViaSchema = z.enum(['smtp', 'upload']);
export type ReceivedVia = z.infer<typeof receivedViaSchema>;

/** One line of an AI order as the supplier leaves it: a product of its list and how many. */
export const aiOrderLineSchema = z.object({
  productId: z.string().min(1),
  quantity: z.number().int().min(1).max(100_000),
  /** The extractor's confidence 0..1 for a line it read; null for a line a person added. */
  confidence: z.number().min(0).max(1).nullable(),
});
export type AiOrderLine = z.infer<typeof aiOrderLineSchema>;

export const orderEmailReceivedSchema = z.object({
  aiOrderId: z.string(),
  supplierId: z.string(),
  captureAddress: z.string(),
  /** The parsed message without its HTML (the raw message is in the file store). */
  email: orderEmailSchema,
  rawFile: storedFileSchema,
  attachmentFiles: z.array(storedFileSchema),
  receivedVia: receivedViaSchema,
  receivedAt: instant,
});
export type OrderEmailReceived = z.infer<typeof orderEmailReceivedSchema>;

export const orderEmailInterpretedSchema = z.object({
  aiOrderId: z.string(),
  supplierId: z.string(),
  /** The e-mail's sender, whose words the reading quotes (sealed under them); absent before issue 48. */
  senderEmail: z.string().optional(),
  interpretation: orderInterpretationSchema,
  interpretedAt: instant,
});
export type OrderEmailInterpreted = z.infer<typeof orderEmailInterpretedSchema>;

/** The extractor failed; the e-mail stays unread until someone opens it again (spec 03 §4). */
export const orderEmailInterpretationFailedSchema = z.object({
  aiOrderId: z.string(),
  supplierId: z.string(),
  reason: z.string(),
  failedAt: instant,
});
export type OrderEmailInterpretationFailed = z.infer<typeof orderEmailInterpretationFailedSchema>;

/** "Save Changes for later": the order as the supplier corrected it, still unapproved. */
export const aiOrderEditedSchema = z.object({
  aiOrderId: z.string(),
  supplierId: z.string(),
  venueId: z.string(),
  deliveryDate: businessDateSchema.nullable(),
  lines: z.array(aiOrderLineSchema),
  notes: z.string(),
  editedAt: instant,
});
export type AiOrderEdited = z.infer<typeof aiOrderEditedSchema>;

export const aiOrderApprovedSchema = z.object({
  aiOrderId: z.string(),
  supplierId: z.string(),
  venueId: z.string(),
  deliveryDate: businessDateSchema,
  /** The real orders approval placed: one per supplier, venue and delivery date. */
  orderIds: z.array(z.string()).min(1),
  lines: z.array(orderLineSchema).min(1),
  notes: z.string(),
  feedback: z.string(),
  /** False when the order was approved as the extractor read it: what the Correct Order Rate counts. */
  edited: z.boolean(),
  approvedAt: instant,
});
export type AiOrderApproved = z.infer<typeof aiOrderApprovedSchema>;

export const aiOrderRejectedSchema = z.object({
  aiOrderId: z.string(),
  supplierId: z.string(),
  feedback: z.string(),
  rejectedAt: instant,
});
export type AiOrderRejected = z.infer<typeof aiOrderRejectedSchema>;

export const aiOrderDeletedSchema = z.object({
  aiOrderId: z.string(),
  supplierId: z.string(),
  deletedAt: instant,
});
export type AiOrderDeleted = z.infer<typeof aiOrderDeletedSchema>;

export const coPilotEventSchemas = {
  OrderEmailReceived: { schemaVersion: 1, schema: orderEmailReceivedSchema },
  OrderEmailInterpreted: { schemaVersion: 1, schema: orderEmailInterpretedSchema },
  OrderEmailInterpretationFailed: { schemaVersion: 1, schema: orderEmailInterpretationFailedSchema },
  AiOrderEdited: { schemaVersion: 1, schema: aiOrderEditedSchema },
  AiOrderApproved: { schemaVersion: 1, schema: aiOrderApprovedSchema },
  AiOrderRejected: { schemaVersion: 1, schema: aiOrderRejectedSchema },
  AiOrderDeleted: { schemaVersion: 1, schema: aiOrderDeletedSchema },
} as const;

export type CoPilotEvent =
  | { type: 'OrderEmailReceived'; data: OrderEmailReceived }
  | { type: 'OrderEmailInterpreted'; data: OrderEmailInterpreted }
  | { type: 'OrderEmailInterpretationFailed'; data: OrderEmailInterpretationFailed }
  | { type: 'AiOrderEdited'; data: AiOrderEdited }
  | { type: 'AiOrderApproved'; data: AiOrderApproved }
  | { type: 'AiOrderRejected'; data: AiOrderRejected }
  | { type: 'AiOrderDeleted'; data: AiOrderDeleted };

export const aiOrderStreamId = (aiOrderId: string) => `aiOrder-${aiOrderId}`;
