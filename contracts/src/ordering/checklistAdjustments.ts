import { type ChecklistDecisions, checklistDecisionsSchema } from './checklist';

/** Spec 01 §2 and §4: an admin may Edit Checklist on a locked checklist, then Save with a confirm. */
export const checklistAdjustmentMessages = {
  editChecklist: 'Edit Checklist',
  save: 'Save',
  confirmChanges: 'Are you sure you want to confirm this changes?',
  notLocked: 'Only a locked checklist can be edited: every order must be approved first',
  notApproved: 'This order has not been approved yet',
  unknownLine: 'This product is not on the order',
} as const;

/** Edit Checklist saves the same decisions as Approve Order, over orders already approved. */
export const adjustChecklistBodySchema = checklistDecisionsSchema;
export type AdjustChecklistBody = ChecklistDecisions;
