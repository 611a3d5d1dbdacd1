import { z } from 'zod';
import { businessDateSchema } from '../platform/dates';
import { receiptingLineSchema } from '../receipting/api';

/** Spec 02 §2.6 and §8: the supplier-ordering integration's words. */
export const dataplusMessages = {
  sendFailed: 'Something went wrong',
  tryAgain: 'Please, try again!',
  searchTermRequired: 'Please enter a search term',
  noData: 'No data',
  /** After Send file lands: spec 02 §8 names no words, so the Xero bill's are followed. */
  sent: 'Order sent to Dataplus successfully',
  glnSaved: 'GLN updated successfully',
  notEnabled: (email: string) => `This feature is not enabled for your venue. Please contact the provider at ${email}.`,
} as const;

/** Spec 02 §9: what a dataplus send carries for one purchase order. */
export const dataplusOrderSchema = z.object({
  PONumber: z.string().min(1),
  requiredDeliveryDay: businessDateSchema,
  orderIds: z.array(z.string()),
  dataplusInfo: z.object({
    attachedInvoices: z.array(z.string()),
    invoiceDate: businessDateSchema,
    invoiceNumber: z.string().min(1),
  }),
});
export type DataplusOrder = z.infer<typeof dataplusOrderSchema>;

/** One workflow per purchase order, as the Xero bill's: Temporal itself refuses a second. */
export const dataplusSendWorkflowId = (venueId: string, poNumber: string) => `dataplus-send-${venueId}-${poNumber}`;

const instant = z.iso.datetime();

/** Send file (spec 02 §2.6): recorded by the command, sent by the `dataplus-send-<venueId>-<PO>` workflow. */
export const dataplusSendRequestedSchema = z.object({
  venueId: z.string(),
  poNumber: z.string(),
  supplierId: z.string(),
  order: dataplusOrderSchema,
  requestedAt: instant,
});
export const dataplusSentSchema = z.object({
  venueId: z.string(),
  poNumber: z.string(),
  /** The receiver's own id for what it stored. */
  receiptId: z.string(),
  sentAt: instant,
});
export const dataplusSendFailedSchema = z.object({
  venueId: z.string(),
  poNumber: z.string(),
  message: z.string(),
  failedAt: instant,
});

export const dataplusEventSchemas = {
  DataplusSendRequested: { schemaVersion: 1, schema: dataplusSendRequestedSchema },
  DataplusSent: { schemaVersion: 1, schema: dataplusSentSchema },
  DataplusSendFailed: { schemaVersion: 1, schema: dataplusSendFailedSchema },
} as const;

export type DataplusSendEvent =
  | { type: 'DataplusSendRequested'; data: z.infer<typeof dataplusSendRequestedSchema> }
  | { type: 'DataplusSent'; data: z.infer<typeof dataplusSentSchema> }
  | { type: 'DataplusSendFailed'; data: z.infer<typeof dataplusSendFailedSchema> };

export const dataplusSendStreamId = (venueId: string, poNumber: string) => `dataplusSend-${venueId}:${poNumber}`;

export const dataplusSendStatusSchema = z.enum(['requested', 'sent', 'failed']);

/** Spec 02 §3 "Integration order": a purchase order as the dataplus tab lists it. */
export const dataplusIntegrationOrderSchema = z.object({
  supplierId: z.string(),
  supplierTitle: z.string(),
  poNumber: z.string(),
  orderIds: z.array(z.string()),
  totalSpendOrdered: z.number().int(),
  totalSpendReceived: z.number().int(),
  placedVia: z.string(),
  orderedDate: z.string(),
  requiredDeliveryDay: z.string(),
  status: z.enum(['Received', 'Confirmed', 'Changes']),
  invoices: z.array(z.object({ invoiceId: z.string(), fileName: z.string() })),
  /** Read with the order: the tab must not depend on goods receipting's screen, which has its own plan limit. */
  lines: z.array(receiptingLineSchema),
  dataplus: z
    .object({
      status: dataplusSendStatusSchema,
      invoiceNumber: z.string(),
      invoiceDate: z.string(),
      failure: z.string().nullable(),
    })
    .nullable(),
});
export type DataplusIntegrationOrder = z.infer<typeof dataplusIntegrationOrderSchema>;
export const dataplusIntegrationOrdersSchema = z.object({
  enabled: z.boolean(),
  orders: z.array(dataplusIntegrationOrderSchema),
  /** The catalogue GLN of each product on the listed orders that has one, by product id. */
  glns: z.record(z.string(), z.string()),
});
export type DataplusIntegrationOrders = z.infer<typeof dataplusIntegrationOrdersSchema>;

/** Send file: the invoice number (required) and date (not in the future), and the invoices chosen. */
export const sendToDataplusBodySchema = z.object({
  supplierId: z.string().min(1).max(200),
  poNumber: z.string().min(1).max(200),
  invoiceNumber: z.string().max(100),
  invoiceDate: businessDateSchema,
  attachedInvoices: z.array(z.string().max(200)).max(20),
});
export type SendToDataplusBody = z.infer<typeof sendToDataplusBodySchema>;

/** Edit GLN (spec 02 §2.6): numbers only, checked by the server with its own words. */
export const setProductGlnBodySchema = z.object({ GLN: z.string().max(20) });
export const productGlnParamsSchema = z.object({
  venueId: z.string().min(1).max(200),
  productId: z.string().min(1).max(200),
});
export const productGlnSchema = z.object({ productId: z.string(), GLN: z.string() });

/** The Dataplus Order PDF of one purchase order. */
export const dataplusOrderPdfQuerySchema = z.object({
  supplierId: z.string().min(1).max(200),
  poNumber: z.string().min(1).max(200),
});
export const dataplusOrderPdfSchema = z.object({ url: z.string(), fileName: z.string() });

export const dataplusSendAnswerSchema = z.object({ poNumber: z.string(), status: dataplusSendStatusSchema });

/** What the sandbox receiver stored, for its admin page. */
export const sandboxDataplusReceiptsSchema = z.object({
  receipts: z.array(
    z.object({
      receiptId: z.string(),
      venueId: z.string(),
      order: dataplusOrderSchema,
      fileNames: z.array(z.string()),
      receivedAt: z.iso.datetime(),
    }),
  ),
});
export type SandboxDataplusReceipts = z.infer<typeof sandboxDataplusReceiptsSchema>;
