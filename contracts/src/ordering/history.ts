import { z } from 'zod';
import { channelSchema, roleSchema } from '../platform/events';

/** One change to one order line, or to the whole order when `productId` is null (the admins' audit trail). */
export const orderHistoryEntrySchema = z.object({
  position: z.number().int(),
  eventType: z.string(),
  /** What happened, in words; events without a description of their own get their type's words. */
  action: z.string(),
  productId: z.string().nullable(),
  lineTitle: z.string().nullable(),
  change: z.string(),
  at: z.string(),
  who: z.string(),
  role: roleSchema,
  channel: channelSchema,
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const orderHistorySchema = z.object({
  orderId: z.string(),
  supplierTitle: z.string(),
  entries: z.array(orderHistoryEntrySchema),
});
export type OrderHistory = z.infer<typeof orderHistorySchema>;

export const orderHistoryParamsSchema = z.object({ venueId: z.string().min(1), orderId: z.string().min(1) });
