import { z } from 'zod';
import { storedFileSchema } from '../platform/files';

const instant = z.iso.datetime();

export const specialPurchaseDecisions = ['approved', 'declined'] as const;
export const specialPurchaseDecisionSchema = z.enum(specialPurchaseDecisions);
export type SpecialPurchaseDecision = z.infer<typeof specialPurchaseDecisionSchema>;

export const specialPurchaseStatuses = ['pending', 'approved', 'declined'] as const;
export const specialPurchaseStatusSchema = z.enum(specialPurchaseStatuses);
export type SpecialPurchaseStatus = z.infer<typeof specialPurchaseStatusSchema>;

/** Spec 02 §3 "Special purchase": what staff ask a manager to approve. */
export const specialPurchaseDetailsSchema = z.object({
  staffName: z.string(),
  staffEmail: z.string(),
  sku: z.string(),
  itemName: z.string(),
  itemCostPence: z.number().int().nonnegative(),
  justification: z.string(),
  managerName: z.string(),
  managerEmail: z.string(),
  /** One of the venue's suppliers (with its id), or a name typed ad hoc (id null). */
  supplier: z.object({ supplierId: z.string().nullable(), title: z.string() }),
});
export type SpecialPurchaseDetails = z.infer<typeof specialPurchaseDetailsSchema>;

export const specialPurchaseRequestedSchema = specialPurchaseDetailsSchema.extend({
  requestId: z.string(),
  venueId: z.string(),
  requestedAt: instant,
  /** False when the supplier's price file has no such sku: the manager sees the warning too. */
  inPriceFile: z.boolean().nullable(),
});
export type SpecialPurchaseRequested = z.infer<typeof specialPurchaseRequestedSchema>;

/** The manager's answer from the e-mailed link; a later answer replaces it (spec 02 §4). */
export const specialPurchaseDecidedSchema = z.object({
  requestId: z.string(),
  venueId: z.string(),
  decision: specialPurchaseDecisionSchema,
  decidedAt: instant,
});
export type SpecialPurchaseDecided = z.infer<typeof specialPurchaseDecidedSchema>;

/** The approval workflow's reminder to a manager who has not answered (24 h, then 72 h). */
export const specialPurchaseReminderSentSchema = z.object({
  requestId: z.string(),
  venueId: z.string(),
  reminder: z.enum(['first', 'last']),
  sentAt: instant,
});
export type SpecialPurchaseReminderSent = z.infer<typeof specialPurchaseReminderSentSchema>;

/** The request's one file (spec 02 §5: one file, at most 10MB); a second replaces it. */
export const specialPurchaseFileAttachedSchema = z.object({
  requestId: z.string(),
  venueId: z.string(),
  file: storedFileSchema,
});
export type SpecialPurchaseFileAttached = z.infer<typeof specialPurchaseFileAttachedSchema>;

export const specialPurchaseEventSchemas = {
  SpecialPurchaseRequested: { schemaVersion: 1, schema: specialPurchaseRequestedSchema },
  SpecialPurchaseDecided: { schemaVersion: 1, schema: specialPurchaseDecidedSchema },
  SpecialPurchaseReminderSent: { schemaVersion: 1, schema: specialPurchaseReminderSentSchema },
  SpecialPurchaseFileAttached: { schemaVersion: 1, schema: specialPurchaseFileAttachedSchema },
} as const;

export type SpecialPurchaseEvent =
  | { type: 'SpecialPurchaseRequested'; data: SpecialPurchaseRequested }
  | { type: 'SpecialPurchaseDecided'; data: SpecialPurchaseDecided }
  | { type: 'SpecialPurchaseReminderSent'; data: SpecialPurchaseReminderSent }
  | { type: 'SpecialPurchaseFileAttached'; data: SpecialPurchaseFileAttached };

export const specialPurchaseStreamId = (requestId: string) => `specialPurchase-${requestId}`;
