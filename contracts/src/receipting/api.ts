import { z } from 'zod';
import { businessDateSchema } from '../platform/dates';
import { receiptingErrorTypeSchema, receiptingStatusSchema } from './errorTypes';
import { lineValuesSchema } from './events';

const pence = z.number().int().nonnegative();

export const receiptingRangeSchema = z.object({
  start: businessDateSchema.optional(),
  end: businessDateSchema.optional(),
});

export const purchaseOrderParamsSchema = z.object({
  venueId: z.string().min(1).max(200),
  supplierId: z.string().min(1).max(200),
  poNumber: z.string().min(1).max(200),
});
export type PurchaseOrderParams = z.infer<typeof purchaseOrderParamsSchema>;

export const lineReportSchema = z.object({
  reportId: z.string(),
  error: receiptingErrorTypeSchema,
  notes: z.string(),
  updated: lineValuesSchema,
  weight: z.number().nullable(),
  lineStatus: z.enum(['Sent to supplier', 'Accepted']),
  /** The supplier's answer: null while waiting. */
  supplierApproved: z.boolean().nullable(),
  orderResolved: z.boolean(),
});
export type LineReport = z.infer<typeof lineReportSchema>;

export const receiptingLineSchema = z.object({
  orderId: z.string(),
  productId: z.string(),
  title: z.string(),
  sku: z.string(),
  size: z.string(),
  UoM: z.string(),
  hasVat: z.boolean(),
  orderedQuantity: z.number(),
  orderedPrice: pence,
  /** The price the line stands at now (the catalogue price again after a rejected change). */
  price: pence,
  /** The agreed quantity; null while nothing changed it. */
  updatedQuantity: z.number().nullable(),
  /** Spec 01 supplier decision on the order: null until the supplier answered. */
  supplierConfirmed: z.boolean().nullable(),
  /** Added at receipting, not ordered. */
  added: z.boolean(),
  receipting: lineReportSchema.nullable(),
  /** Spec 02 §4 per-line status words, or null for a line nothing happened to. */
  status: z.string().nullable(),
  /** Spec 02 §4: the quantity (kg for a weighed line) the spend charges; spend = receivedQuantity × price. */
  receivedQuantity: z.number(),
  spend: pence,
});
export type ReceiptingLine = z.infer<typeof receiptingLineSchema>;

export const purchaseOrderStatusSchema = z.enum(['Received', 'Confirmed', 'Changes']);
export type PurchaseOrderStatus = z.infer<typeof purchaseOrderStatusSchema>;

export const threeWayMatchViewSchema = z.object({
  status: z.enum(['matched', 'mismatch']),
  orderedPence: pence,
  receivedPence: pence,
  invoicedPence: pence,
  differencePence: z.number().int(),
  creditRequested: z.boolean(),
});

export const purchaseOrderSchema = z.object({
  supplierId: z.string(),
  supplierTitle: z.string(),
  /** Its PO number, or the order's short reference for an order placed without one. */
  poNumber: z.string(),
  orderIds: z.array(z.string()),
  placedVia: z.string(),
  placedManually: z.boolean(),
  orderedDate: businessDateSchema,
  status: purchaseOrderStatusSchema,
  receiptingStatus: receiptingStatusSchema.nullable(),
  totalSpendOrdered: pence,
  totalSpendReceived: pence,
  /** Reports waiting for the supplier's answer. */
  pendingChanges: z.number().int(),
  /** The PO's invoice; `checked` is its 'Invoice checked' flag (spec 02 Invoice info 'checked'). */
  invoice: z.object({ invoiceId: z.string(), fileName: z.string(), checked: z.boolean() }).nullable(),
  match: threeWayMatchViewSchema.nullable(),
  lines: z.array(receiptingLineSchema),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

export const matchToleranceSchema = z.object({
  percent: z.number().min(0).max(50),
  minimumPence: z.number().int().min(0).max(100_000),
});

export const purchaseOrdersSchema = z.object({
  start: businessDateSchema,
  end: businessDateSchema,
  purchaseOrders: z.array(purchaseOrderSchema),
  /** The venue's three-way match tolerance the matches were judged with. */
  tolerance: matchToleranceSchema,
});
export type PurchaseOrders = z.infer<typeof purchaseOrdersSchema>;

/** One line's report as the form sends it; prices in pence. */
export const reportBodySchema = z.object({
  orderId: z.string().min(1).max(200),
  productId: z.string().min(1).max(200),
  error: receiptingErrorTypeSchema,
  notes: z.string().max(2000).default(''),
  quantity: z.number().min(0).max(10_000),
  price: z.number().int().min(0).max(100_000_000),
  sku: z.string().max(200),
  size: z.string().max(200),
  title: z.string().max(500),
  weight: z.number().positive().max(100_000).nullable().default(null),
});
export type ReportBody = z.input<typeof reportBodySchema>;

/** Accept & Save (send false) or Save & Send (send true) with the reports made on the PO. */
export const saveReceiptBodySchema = z.object({
  reports: z.array(reportBodySchema).max(500),
  send: z.boolean(),
});
export type SaveReceiptBody = z.input<typeof saveReceiptBodySchema>;

export const addProductBodySchema = z.object({
  productId: z.string().min(1).max(200),
  quantity: z.number().int().min(1).max(10_000),
});
export type AddProductBody = z.infer<typeof addProductBodySchema>;

export const receiptingHistoryRowSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  poNumber: z.string(),
  supplierTitle: z.string(),
  productTitle: z.string(),
  channel: z.string(),
  createdAt: z.string(),
  /** The history lines of spec 02 §4 for this change. */
  texts: z.array(z.string()),
});
export type ReceiptingHistoryRow = z.infer<typeof receiptingHistoryRowSchema>;

export const receiptingHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(250).default(50),
});

export const receiptingHistorySchema = z.object({
  rows: z.array(receiptingHistoryRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ReceiptingHistory = z.infer<typeof receiptingHistorySchema>;

/** The supplier's order change request (spec 02 §2.4 supplier-facing checklist). */
export const changeRequestLineSchema = z.object({
  orderId: z.string(),
  productId: z.string(),
  reportId: z.string(),
  title: z.string(),
  sku: z.string(),
  size: z.string(),
  error: receiptingErrorTypeSchema,
  notes: z.string(),
  ordered: lineValuesSchema,
  updated: lineValuesSchema,
  weight: z.number().nullable(),
  /** Adjusted: quantity differs from ordered; Changed: an adjustment due to the invoice received. */
  label: z.enum(['Adjusted', 'Changed']).nullable(),
  approved: z.boolean().nullable(),
});
export type ChangeRequestLine = z.infer<typeof changeRequestLineSchema>;

export const changeRequestSchema = z.object({
  venueTitle: z.string(),
  supplierTitle: z.string(),
  accountNumber: z.string(),
  poNumber: z.string(),
  /** The business date the supplier approved the order (or placed, for an order it never answered). */
  approvedOn: businessDateSchema,
  lines: z.array(changeRequestLineSchema),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

export const changeRequestQuerySchema = z.object({ token: z.string().min(1).max(500) });

export const decideChangesBodySchema = z.object({
  lines: z
    .array(
      z.object({
        orderId: z.string().min(1).max(200),
        productId: z.string().min(1).max(200),
        reportId: z.string().min(1).max(200),
        approved: z.boolean(),
        quantity: z.number().min(0).max(10_000),
      }),
    )
    .min(1)
    .max(500),
});
export type DecideChangesBody = z.infer<typeof decideChangesBodySchema>;

export const creditNoteSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  productId: z.string(),
  reportId: z.string(),
  poNumber: z.string(),
  supplierId: z.string(),
  supplierTitle: z.string(),
  sku: z.string(),
  title: z.string(),
  error: z.string(),
  price: pence,
  quantity: z.number(),
  updatedQuantity: z.number(),
  orderedDate: businessDateSchema,
  creditPence: pence,
  resolved: z.boolean(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const creditNotesQuerySchema = z.object({
  resolved: z.enum(['true', 'false']).default('false'),
  po: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(250).default(10),
});

export const creditNotesSchema = z.object({
  creditNotes: z.array(creditNoteSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Unresolved credit owed across every PO of the venue. */
  outstandingPence: pence,
});
export type CreditNotes = z.infer<typeof creditNotesSchema>;

export const creditNoteParamsSchema = z.object({
  venueId: z.string().min(1).max(200),
  creditNoteId: z.string().min(1).max(700),
});
