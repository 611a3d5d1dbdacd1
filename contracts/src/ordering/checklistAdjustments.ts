import { z } from 'zod';

/** Spec 01 §2 and §4: an admin may Edit Checklist on a locked checklist, then Save with a confirm. */
export const checklistAdjustmentMessages = {
  editChecklist: 'Edit Checklist',
  save: 'Save',
  confirmChanges: 'Are you sure you want to confirm this changes?',
  notLocked: 'Only a locked checklist can be edited: every order must be approved first',
  notApproved: 'This order has not been approved yet',
  unknownLine: 'This product is not on the order',
} as const;

export const adjustChecklistBodySchema = z.object({
  orders: z
    .array(
      z.object({
        orderId: z.string().min(1),
        lines: z
          .array(
            z.object({
              productId: z.string().min(1),
              confirmed: z.boolean(),
              updatedQuantity: z.number().int().min(0).max(100_000),
            }),
          )
          .min(1),
      }),
    )
    .min(1)
    .max(200),
});
export type AdjustChecklistBody = z.infer<typeof adjustChecklistBodySchema>;
