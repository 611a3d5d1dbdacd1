import { defineErrors } from '../../platform/errors';
import { invoiceUploadMessages, MAX_INVOICE_FILES } from './messages';

/** Every way the Invoices dashboard refuses a request. */
export const invoiceUploadErrors = defineErrors({
  tooManyFiles: {
    code: 'TOO_MANY_INVOICE_FILES',
    status: 400,
    message: invoiceUploadMessages.tooManyFiles,
  },
  supplierRequired: {
    code: 'INVOICE_SUPPLIER_REQUIRED',
    status: 400,
    field: 'supplierId',
    message: 'Please choose a supplier for every file',
  },
  unknownSupplier: {
    code: 'UNKNOWN_SUPPLIER',
    status: 400,
    field: 'supplierId',
    message: 'This supplier is not one of the venue’s suppliers',
  },
  itemsMismatch: {
    code: 'INVOICE_ITEMS_MISMATCH',
    status: 400,
    message: `Send one set of details (supplier, PO number, comment) per file, at most ${MAX_INVOICE_FILES}`,
  },
  notFound: { code: 'INVOICE_NOT_FOUND', status: 404, message: 'This invoice could not be found' },
  nothingToDownload: { code: 'NO_INVOICES_TO_DOWNLOAD', status: 404, message: 'There are no invoices to download' },
  downloadFilterRequired: {
    code: 'INVOICE_DOWNLOAD_FILTER',
    status: 400,
    message: 'Choose a supplier, or a start and an end date',
  },
  rangeReversed: {
    code: 'INVOICE_RANGE_REVERSED',
    status: 400,
    field: 'end',
    message: 'The end date must not be before the start date',
  },
});
