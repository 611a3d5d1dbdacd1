import { z } from 'zod';
import { businessDateSchema } from '../../platform/dates';
import { invoiceUploaderTypeSchema } from './events';
import { MAX_INVOICE_FILES } from './messages';

const optionalText = (max: number) => z.string().trim().max(max).default('');

/**
 * Spec 02 §3 "Invoice upload item": one file's details, sent as the multipart field `items` (a
 * JSON array, one entry per file, in the files' order). supplierId null is "Other", named by supplierTitle.
 */
export const invoiceUploadItemSchema = z.object({
  supplierId: z.string().trim().min(1).max(120).nullable().default(null),
  supplierTitle: optionalText(200),
  purchaseOrderNumber: optionalText(60),
  comment: optionalText(1000),
  totalPence: z.number().int().nonnegative().max(100_000_000).nullable().default(null),
});
export type InvoiceUploadItem = z.input<typeof invoiceUploadItemSchema>;
export const invoiceUploadItemsSchema = z.array(invoiceUploadItemSchema).min(1).max(MAX_INVOICE_FILES);

/** Spec 02 §3 "Invoice info", as the dashboard lists it. */
export const uploadedInvoiceViewSchema = z.object({
  invoiceId: z.string(),
  venueId: z.string(),
  supplierId: z.string().nullable(),
  supplierTitle: z.string(),
  purchaseOrderNumber: z.string(),
  comment: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  uploaderName: z.string(),
  userType: invoiceUploaderTypeSchema,
  totalPence: z.number().int().nullable(),
  /** Spec 02 Invoice info 'checked': a venue user checked it against its purchase order. */
  checked: z.boolean(),
});
export type UploadedInvoiceView = z.infer<typeof uploadedInvoiceViewSchema>;

export const uploadedInvoicesViewSchema = z.object({ invoices: z.array(uploadedInvoiceViewSchema) });
export type UploadedInvoicesView = z.infer<typeof uploadedInvoicesViewSchema>;

export const uploadInvoicesResponseSchema = z.object({
  message: z.string(),
  newInvoices: z.array(uploadedInvoiceViewSchema),
});

export const invoiceParamsSchema = z.object({ invoiceId: z.string().min(1).max(120) });

export const checkInvoiceBodySchema = z.object({ checked: z.boolean() });
export type CheckInvoiceBody = z.infer<typeof checkInvoiceBodySchema>;

export const editInvoicePoNumberBodySchema = z.object({ purchaseOrderNumber: z.string().trim().max(60) });
export const editInvoicePoNumberResponseSchema = z.object({
  message: z.string(),
  invoice: uploadedInvoiceViewSchema,
});
export const deleteInvoiceResponseSchema = z.object({ message: z.string(), invoiceId: z.string() });

/** The viewer's answer: a link signed for a few minutes, and the uploaded date. */
export const invoiceFileViewSchema = uploadedInvoiceViewSchema.extend({
  invoiceUrl: z.string(),
  /** Its uploader was erased: the viewer says so instead of showing the file. */
  erased: z.boolean(),
});
export type InvoiceFileView = z.infer<typeof invoiceFileViewSchema>;

/** Download All for one supplier ("other" for typed-in suppliers), or every invoice uploaded in a date range. */
export const invoiceZipQuerySchema = z.object({
  supplierId: z.string().trim().min(1).max(120).optional(),
  start: businessDateSchema.optional(),
  end: businessDateSchema.optional(),
});
export type InvoiceZipQuery = z.infer<typeof invoiceZipQuerySchema>;
