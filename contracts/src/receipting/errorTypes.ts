import { z } from 'zod';

/** Spec 02 §9: the reported error types, in the order the form offers them. */
export const receiptingErrorTypes = [
  'Damaged',
  'Quality Issue',
  'Not Delivered',
  'Something Else',
  'Substitution',
  'Supplier / Invoice adjustment',
  'Weighted item',
] as const;
export const receiptingErrorTypeSchema = z.enum(receiptingErrorTypes);
export type ReceiptingErrorType = z.infer<typeof receiptingErrorTypeSchema>;

/** Spec 02 §4: the per-line status after a report. */
export const lineStatuses = { sent: 'Sent to supplier', accepted: 'Accepted' } as const;
export type LineStatus = (typeof lineStatuses)[keyof typeof lineStatuses];

/** Weighed lines and invoice adjustments need no supplier approval: they are accepted as reported. */
export function lineStatusOf(error: ReceiptingErrorType): LineStatus {
  return error === 'Weighted item' || error === 'Supplier / Invoice adjustment'
    ? lineStatuses.accepted
    : lineStatuses.sent;
}

export const needsSupplierApproval = (error: ReceiptingErrorType) => lineStatusOf(error) === lineStatuses.sent;

/** Spec 02 §5: weighted items are lines with UoM Kg. */
export const isWeighedUoM = (UoM: string) => UoM.trim().toLowerCase() === 'kg';

/** Spec 02 §4 receiptingStatus values. */
export const receiptingStatuses = [
  'Saved',
  'Full accept',
  'Sent to supplier',
  'Credit approved by supplier',
  'Rejected by supplier',
] as const;
export const receiptingStatusSchema = z.enum(receiptingStatuses);
export type ReceiptingStatus = z.infer<typeof receiptingStatusSchema>;
