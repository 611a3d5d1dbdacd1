import { z } from 'zod';
import { accountingConnectionStatusSchema, connectionExpiresAt } from './connection';
import { accountingOrganisationSchema, accountingProviderSchema } from './events';

/** The venue's accounting connection as the integrations page reads it: never a token. */
export const xeroConnectionViewSchema = z.object({
  status: accountingConnectionStatusSchema,
  provider: accountingProviderSchema.nullable(),
  financeEmail: z.string().nullable(),
  authorisedAt: z.iso.datetime().nullable(),
  /** When it must be re-authorised (90 days after consent). */
  expiresAt: z.iso.datetime().nullable(),
  organisations: z.array(accountingOrganisationSchema),
});
export type XeroConnectionView = z.infer<typeof xeroConnectionViewSchema>;

export const expiresAtOf = (authorisedAt: string | null) => (authorisedAt ? connectionExpiresAt(authorisedAt) : null);

/** Connect: the finance contact e-mail first (spec 02 §2.13), then the browser goes to the consent page. */
export const connectXeroBodySchema = z.object({ financeEmail: z.string().max(254) });
export type ConnectXeroBody = z.infer<typeof connectXeroBodySchema>;
export const connectXeroResponseSchema = z.object({ authorisationUrl: z.string() });

/** What the consent page hands back to the app's callback page. */
export const authoriseXeroBodySchema = z.object({
  code: z.string().min(1).max(200),
  state: z.string().min(1).max(400),
});
export type AuthoriseXeroBody = z.infer<typeof authoriseXeroBodySchema>;

export const xeroBillStatusSchema = z.enum(['requested', 'sent', 'failed']);

/** One purchase order's bill as the receipting card and the send page read it. */
export const xeroBillSummarySchema = z.object({
  poNumber: z.string(),
  status: xeroBillStatusSchema,
  billId: z.string().nullable(),
  /** The accounting service's words on a failed send. */
  failure: z.string().nullable(),
  requestedAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
});
export type XeroBillSummary = z.infer<typeof xeroBillSummarySchema>;
export const xeroBillsSchema = z.object({ bills: z.array(xeroBillSummarySchema) });
export type XeroBills = z.infer<typeof xeroBillsSchema>;

export const xeroBillDraftQuerySchema = z.object({
  supplierId: z.string().min(1).max(200),
  poNumber: z.string().min(1).max(200),
});

/** The send page: the order, what the bill will carry, and the defaults for the form. */
export const xeroBillDraftSchema = z.object({
  supplierId: z.string(),
  supplierTitle: z.string(),
  poNumber: z.string(),
  status: z.enum(['Received', 'Confirmed', 'Changes']),
  totalSpendReceived: z.number().int(),
  lines: z.array(
    z.object({ description: z.string(), quantity: z.number(), unitPence: z.number().int(), hasVat: z.boolean() }),
  ),
  /** The PO's invoice, attached by default. */
  invoice: z.object({ invoiceId: z.string(), fileName: z.string() }).nullable(),
  organisationId: z.string().nullable(),
  accountId: z.string().nullable(),
  contactId: z.string().nullable(),
  bill: xeroBillSummarySchema.nullable(),
});
export type XeroBillDraft = z.infer<typeof xeroBillDraftSchema>;

/** Send to Xero (spec 02 §2.5): account and due date are checked by the route with the spec's words. */
export const sendXeroBillBodySchema = z.object({
  supplierId: z.string().min(1).max(200),
  poNumber: z.string().min(1).max(200),
  organisationId: z.string().min(1).max(200),
  accountId: z.string().max(200).nullish(),
  contactId: z.string().min(1).max(200),
  dueDate: z.string().max(20).nullish(),
  /** Attach the PO's invoice (the default) or send the bill without a file. */
  attachInvoice: z.boolean(),
  /** A file uploaded for this bill (`…/xero/bill-files`), sent instead of the PO's invoice. */
  fileKey: z.string().max(1024).nullish(),
});
export type SendXeroBillBody = z.infer<typeof sendXeroBillBodySchema>;

/** A file chosen on the send page, kept until the bill is sent: its key goes with the bill. */
export const xeroBillFileSchema = z.object({ fileKey: z.string(), fileName: z.string() });
export type XeroBillFile = z.infer<typeof xeroBillFileSchema>;

/** Spec 02 §5: what the send page accepts as the bill's file. */
export const XERO_BILL_FILE_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg'] as const;

/** A bill the sandbox accounting service received, as its ledger page lists it. */
export const sandboxLedgerBillSchema = z.object({
  billId: z.string(),
  organisationName: z.string(),
  contactName: z.string(),
  reference: z.string(),
  date: z.string(),
  dueDate: z.string(),
  totalPence: z.number().int(),
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.number(),
      unitAmount: z.number(),
      accountCode: z.string(),
      taxType: z.string(),
    }),
  ),
  fileName: z.string().nullable(),
  receivedAt: z.iso.datetime(),
});
export const sandboxLedgerSchema = z.object({ bills: z.array(sandboxLedgerBillSchema) });
export type SandboxLedger = z.infer<typeof sandboxLedgerSchema>;

export const xeroConnectionPath = (venueId: string) => `/v/${encodeURIComponent(venueId)}/integrations`;
export const sendToXeroPath = (venueId: string, supplierId: string, poNumber: string) =>
  `/v/${encodeURIComponent(venueId)}/purchasing/receipting/xero?${new URLSearchParams({ supplierId, poNumber })}`;
