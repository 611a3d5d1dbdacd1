/** Spec 02 §2.8, §5, §8 and §9: the Invoices dashboard's words. */
export const invoiceUploadMessages = {
  pageTitle: 'Invoices',
  addInvoices: 'Add Invoices',
  downloadAll: 'Download All',
  downloadRange: 'Download',
  upload: 'Upload',
  other: 'Other',
  editPoNumber: 'Edit PO Number',
  deleteConfirm: 'Are you sure to delete the invoice?',
  tooManyFiles: 'You can select only 5 files',
  uploadException: 'An Error Occured,Please try again...',
  failure: 'Something went wrong',
  failureFallback: 'Please, try again!',
  downloadFailed: 'Failed to download invoice.',
  uploaded: (count: number) =>
    count === 1 ? 'Invoice uploaded successfully' : `${count} invoices uploaded successfully`,
  poNumberUpdated: 'PO number updated successfully',
  deleted: 'Invoice deleted successfully',
  supplierZipName: 'OMS_invoices.zip',
  rangeZipName: (start: string, end: string) => `${start}-${end}.zip`,
  empty: 'No invoices uploaded yet',
  noMatches: 'No invoices for this supplier',
  totalLabel: 'Invoice total (£)',
} as const;

/** Spec 02 §9: at most 5 files in one upload. */
export const MAX_INVOICE_FILES = 5;

/** The tree's node for invoices whose supplier was typed in ("Other"). */
export const OTHER_SUPPLIER = 'other';

/** The viewer's address (spec 02 §2.8): outside the venue tabs, so the file fills the page. */
export const invoiceViewerPath = (venueId: string, invoiceId: string) =>
  `/invoice/${encodeURIComponent(venueId)}/${encodeURIComponent(invoiceId)}`;
