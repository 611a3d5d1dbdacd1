import {
  DEFAULT_UPLOAD_LIMIT_BYTES,
  type InvoiceUploadItem,
  invoiceUploadMessages,
  MAX_INVOICE_FILES,
  OTHER_SUPPLIER,
  parsePounds,
  uploadErrors,
} from '@oms/contracts';

/** One chosen file and the details typed for it (spec 02 §2.8: supplier, PO number, comment, and a total). */
export interface InvoiceUploadDraft {
  id: string;
  file: File;
  /** A supplier id, OTHER_SUPPLIER for a typed name, or '' while none is chosen. */
  supplierId: string;
  otherSupplierTitle: string;
  purchaseOrderNumber: string;
  comment: string;
  /** Pounds as typed, e.g. "123.45"; '' when not given. */
  total: string;
}

export type ChosenFiles = { ok: true; files: File[] } | { ok: false; message: string };

export const isCompressibleImage = (file: File) => file.type === 'image/png' || file.type === 'image/jpeg';

/** Spec 02 §5: at most 5 files in one upload, each under 10MB (photos are judged after compression). */
export function checkChosenFiles(already: number, chosen: readonly File[]): ChosenFiles {
  if (already + chosen.length > MAX_INVOICE_FILES) return { ok: false, message: invoiceUploadMessages.tooManyFiles };
  if (chosen.some((file) => !isCompressibleImage(file) && file.size > DEFAULT_UPLOAD_LIMIT_BYTES))
    return { ok: false, message: uploadErrors.tooLarge.message };
  return { ok: true, files: [...chosen] };
}

/** "Invoice total (£)": pounds with at most two decimals, or nothing. */
export function totalPenceOf(total: string): number | null | 'invalid' {
  if (total.trim() === '') return null;
  return parsePounds(total) ?? 'invalid';
}

/** Upload is blocked until every file has a supplier (and Other a typed name) and every total reads. */
export function draftProblem(draft: InvoiceUploadDraft): string | null {
  if (draft.supplierId === '') return 'Choose a supplier';
  if (draft.supplierId === OTHER_SUPPLIER && draft.otherSupplierTitle.trim() === '') return "Type the supplier's name";
  if (totalPenceOf(draft.total) === 'invalid') return 'Enter the total in pounds, e.g. 123.45';
  return null;
}

export function itemOf(draft: InvoiceUploadDraft): InvoiceUploadItem {
  const totalPence = totalPenceOf(draft.total);
  const isOther = draft.supplierId === OTHER_SUPPLIER;
  return {
    supplierId: isOther ? null : draft.supplierId,
    supplierTitle: isOther ? draft.otherSupplierTitle.trim() : '',
    purchaseOrderNumber: draft.purchaseOrderNumber.trim(),
    comment: draft.comment.trim(),
    totalPence: totalPence === 'invalid' ? null : totalPence,
  };
}

/** The multipart form the server reads: `items` first (the details, in file order), then each file. */
export function uploadFormOf(drafts: readonly InvoiceUploadDraft[]): FormData {
  const form = new FormData();
  form.append('items', JSON.stringify(drafts.map(itemOf)));
  for (const draft of drafts) form.append('file', draft.file, draft.file.name);
  return form;
}
