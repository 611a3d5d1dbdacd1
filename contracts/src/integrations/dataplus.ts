import { z } from 'zod';
import { businessDateSchema } from '../platform/dates';

/** Spec 02 §2.6 and §8: the supplier-ordering integration's words. */
export const dataplusMessages = {
  sendFailed: 'Something went wrong',
  tryAgain: 'Please, try again!',
  searchTermRequired: 'Please enter a search term',
  noData: 'No data',
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
