import { z } from 'zod';
import { orderLineSchema } from '../ordering/events';
import { businessDateSchema } from '../platform/dates';
import { receiptingErrorTypeSchema, receiptingStatusSchema } from './errorTypes';

const pence = z.number().int().nonnegative();

/** Every receipting event names its order and the purchase order it belongs to (venue, supplier, PO). */
const onPurchaseOrder = z.object({
  orderId: z.string(),
  venueId: z.string(),
  supplierId: z.string(),
  /** The PO number, or the order's short reference for an order placed without one (purchaseOrderKeyOf). */
  poNumber: z.string(),
});

/** What a line holds before and after a report: quantity, price (pence ex VAT), sku, size and title. */
export const lineValuesSchema = z.object({
  quantity: z.number().nonnegative(),
  price: pence,
  sku: z.string(),
  size: z.string(),
  title: z.string(),
});
export type LineValues = z.infer<typeof lineValuesSchema>;

/** Spec 02 §3 "Receipting change": one line reported as wrong on delivery (the design card's "report receipting error"). */
export const receiptingErrorReportedSchema = onPurchaseOrder.extend({
  productId: z.string(),
  reportId: z.string(),
  error: receiptingErrorTypeSchema,
  notes: z.string(),
  /** The line's values before this report: the prior report's updated values, else what was ordered. */
  previous: lineValuesSchema,
  updated: lineValuesSchema,
  /** Kg, for weighed lines. */
  weight: z.number().positive().nullable(),
  lineStatus: z.enum(['Sent to supplier', 'Accepted']),
});
export type ReceiptingErrorReported = z.infer<typeof receiptingErrorReportedSchema>;

/** The venue saved its receipt of the order: as delivered ('Full accept'), with accepted changes ('Saved'), or with changes for the supplier. */
export const goodsReceiptedSchema = onPurchaseOrder.extend({
  receiptingStatus: receiptingStatusSchema.extract(['Saved', 'Full accept', 'Sent to supplier']),
});
export type GoodsReceipted = z.infer<typeof goodsReceiptedSchema>;

/** The supplier's answer to one reported change, from the signed checklist link. */
export const receiptingChangeDecidedSchema = onPurchaseOrder.extend({
  productId: z.string(),
  reportId: z.string(),
  approved: z.boolean(),
  error: receiptingErrorTypeSchema,
  supplierTitle: z.string(),
  orderedDate: businessDateSchema,
  sku: z.string(),
  title: z.string(),
  ordered: lineValuesSchema,
  /** What the line stands at after the answer: the approved values, or back to what was ordered. */
  agreed: lineValuesSchema,
  /** What the supplier owes the venue for this line (0 when rejected or nothing is owed). */
  creditPence: pence,
});
export type ReceiptingChangeDecided = z.infer<typeof receiptingChangeDecidedSchema>;

/** The venue marked a credit note line as settled (the design card's "resolve credit note"); one way. */
export const creditNoteResolvedSchema = onPurchaseOrder.extend({
  productId: z.string(),
  reportId: z.string(),
});
export type CreditNoteResolved = z.infer<typeof creditNoteResolvedSchema>;

/** A product delivered with the order but not on it, added at receipting ("Add product to order"). */
export const receiptingProductAddedSchema = onPurchaseOrder.extend({ line: orderLineSchema });
export type ReceiptingProductAdded = z.infer<typeof receiptingProductAddedSchema>;

/** A manually placed order taken off the receipting list ("Delete order"). */
export const receiptingOrderDeletedSchema = onPurchaseOrder;
export type ReceiptingOrderDeleted = z.infer<typeof receiptingOrderDeletedSchema>;

/**
 * The three-way match found the invoice off what was ordered and received by more than the
 * tolerance: a credit request to the supplier for the difference, answered like any other change.
 */
export const invoiceMismatchRaisedSchema = onPurchaseOrder.extend({
  reportId: z.string(),
  invoiceId: z.string(),
  orderedPence: pence,
  receivedPence: pence,
  invoicedPence: pence,
  tolerancePence: pence,
  /** What the supplier is asked to credit: the invoice above what was received. */
  creditPence: pence,
});
export type InvoiceMismatchRaised = z.infer<typeof invoiceMismatchRaisedSchema>;

export const receiptingEventSchemas = {
  ReceiptingErrorReported: { schemaVersion: 1, schema: receiptingErrorReportedSchema },
  GoodsReceipted: { schemaVersion: 1, schema: goodsReceiptedSchema },
  ReceiptingChangeDecided: { schemaVersion: 1, schema: receiptingChangeDecidedSchema },
  CreditNoteResolved: { schemaVersion: 1, schema: creditNoteResolvedSchema },
  ReceiptingProductAdded: { schemaVersion: 1, schema: receiptingProductAddedSchema },
  ReceiptingOrderDeleted: { schemaVersion: 1, schema: receiptingOrderDeletedSchema },
  InvoiceMismatchRaised: { schemaVersion: 1, schema: invoiceMismatchRaisedSchema },
} as const;

/** Receipting events live on the order's own stream: one history for the order, the admin's and the venue's. */
export type ReceiptingEvent =
  | { type: 'ReceiptingErrorReported'; data: ReceiptingErrorReported }
  | { type: 'GoodsReceipted'; data: GoodsReceipted }
  | { type: 'ReceiptingChangeDecided'; data: ReceiptingChangeDecided }
  | { type: 'CreditNoteResolved'; data: CreditNoteResolved }
  | { type: 'ReceiptingProductAdded'; data: ReceiptingProductAdded }
  | { type: 'ReceiptingOrderDeleted'; data: ReceiptingOrderDeleted }
  | { type: 'InvoiceMismatchRaised'; data: InvoiceMismatchRaised };

export const receiptingEventTypes = Object.keys(receiptingEventSchemas) as ReceiptingEvent['type'][];

/** An order placed without a PO number is its own purchase order, known by a short reference to it. */
export const purchaseOrderKeyOf = (order: { orderId: string; poNumber: string | null }) =>
  order.poNumber ?? order.orderId.replace(/-/g, '').slice(0, 8).toUpperCase();

/** The line a three-way mismatch adds to its order: the invoice's difference, answered like any change. */
export const invoiceDifferenceProductId = (invoiceId: string) => `invoice-difference-${invoiceId}`;
export const invoiceDifferenceTitle = 'Invoice difference';

export const creditNoteIdOf = (line: { orderId: string; productId: string; reportId: string }) =>
  `${line.orderId}:${line.productId}:${line.reportId}`;
