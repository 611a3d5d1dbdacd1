import { z } from 'zod';

const instant = z.iso.datetime();

export const invoiceUploaderTypes = ['Admin', 'Customer'] as const;
export const invoiceUploaderTypeSchema = z.enum(invoiceUploaderTypes);
export type InvoiceUploaderType = z.infer<typeof invoiceUploaderTypeSchema>;

/** Spec 02 §3 "Invoice info": one file a venue uploaded on the Invoices dashboard. */
export const invoiceUploadedSchema = z.object({
  invoiceId: z.string(),
  venueId: z.string(),
  /** One of the venue's suppliers, or null for "Other" (then supplierTitle is the typed name). */
  supplierId: z.string().nullable(),
  supplierTitle: z.string(),
  /** May be empty. */
  purchaseOrderNumber: z.string(),
  comment: z.string(),
  fileKey: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string(),
  uploadedAt: instant,
  uploadedBy: z.string(),
  uploaderName: z.string(),
  userType: invoiceUploaderTypeSchema,
  /** The invoice's total in pence: as the uploader typed it, or else read from a PDF's text; null when neither. */
  totalPence: z.number().int().nonnegative().nullable(),
  /** Where the total came from; absent on invoices recorded before totals were read. */
  totalSource: z.enum(['typed', 'read']).nullable().optional(),
});
export type InvoiceUploaded = z.infer<typeof invoiceUploadedSchema>;

export const invoicePoNumberChangedSchema = z.object({
  invoiceId: z.string(),
  venueId: z.string(),
  purchaseOrderNumber: z.string(),
  changedAt: instant,
});
export type InvoicePoNumberChanged = z.infer<typeof invoicePoNumberChangedSchema>;

/** Soft: the file stays in the store and the event in the history; the dashboard no longer lists it. */
export const invoiceDeletedSchema = z.object({
  invoiceId: z.string(),
  venueId: z.string(),
  deletedAt: instant,
});
export type InvoiceDeleted = z.infer<typeof invoiceDeletedSchema>;

/**
 * Spec 02 Invoice info 'checked': a venue user checked the invoice against its purchase order (the
 * PO's 'Invoice checked' flag); unticked again, it is unchecked.
 */
export const invoiceCheckedSchema = z.object({
  invoiceId: z.string(),
  venueId: z.string(),
  checked: z.boolean(),
  checkedAt: instant,
});
export type InvoiceChecked = z.infer<typeof invoiceCheckedSchema>;

export const invoiceUploadEventSchemas = {
  InvoiceUploaded: { schemaVersion: 1, schema: invoiceUploadedSchema },
  InvoicePoNumberChanged: { schemaVersion: 1, schema: invoicePoNumberChangedSchema },
  InvoiceDeleted: { schemaVersion: 1, schema: invoiceDeletedSchema },
  InvoiceChecked: { schemaVersion: 1, schema: invoiceCheckedSchema },
} as const;

export type InvoiceUploadEvent =
  | { type: 'InvoiceUploaded'; data: InvoiceUploaded }
  | { type: 'InvoicePoNumberChanged'; data: InvoicePoNumberChanged }
  | { type: 'InvoiceDeleted'; data: InvoiceDeleted }
  | { type: 'InvoiceChecked'; data: InvoiceChecked };

/** Every invoice a venue uploaded, on one stream: one upload of five files is one atomic append. */
export const venueInvoicesStreamId = (venueId: string) => `venueInvoices-${venueId}`;
