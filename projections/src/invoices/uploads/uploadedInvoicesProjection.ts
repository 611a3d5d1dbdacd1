import { businessDateOf, businessMonthOf, type InvoiceUploadEvent, type InvoiceUploaderType } from '@oms/contracts';
import { defineProjection } from '../../platform/runner/projection';

/** One document per uploaded invoice; a deleted one stays, marked, for the plan's monthly count. */
export interface UploadedInvoiceDocument {
  _id: string;
  invoiceId: string;
  venueId: string;
  supplierId: string | null;
  supplierTitle: string;
  purchaseOrderNumber: string;
  comment: string;
  fileKey: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
  /** Europe/London YYYY-MM-DD of uploadedAt: the date-range download and the plan's monthly count use it. */
  uploadedDate: string;
  /** YYYY-MM of uploadedDate. */
  uploadedMonth: string;
  uploadedBy: string;
  uploaderName: string;
  userType: InvoiceUploaderType;
  totalPence: number | null;
  deletedAt: string | null;
  /** Spec 02 Invoice info 'checked'; absent (false) on documents built before it existed. */
  checked?: boolean;
  [key: string]: unknown;
}

/** The Invoices dashboard, Download All and the three-way match read it: by venue, supplier and PO number. */
export const uploadedInvoicesProjection = defineProjection<UploadedInvoiceDocument, InvoiceUploadEvent>({
  name: 'uploadedInvoices',
  collection: 'uploadedInvoices',
  handles: ['InvoiceUploaded', 'InvoicePoNumberChanged', 'InvoiceDeleted', 'InvoiceChecked'],
  indexes: [
    { keys: { venueId: 1, uploadedAt: -1 } },
    { keys: { venueId: 1, uploadedMonth: 1 } },
    { keys: { supplierId: 1 } },
    { keys: { venueId: 1, supplierId: 1, purchaseOrderNumber: 1 } },
  ],
  documentIds: (event) => [event.data.invoiceId],
  evolve: (document, event) => {
    switch (event.type) {
      case 'InvoiceUploaded': {
        const { sha256: _sha256, ...data } = event.data;
        const uploadedDate = businessDateOf(data.uploadedAt);
        return {
          _id: data.invoiceId,
          ...data,
          uploadedDate,
          uploadedMonth: businessMonthOf(uploadedDate),
          deletedAt: null,
          checked: false,
        };
      }
      case 'InvoicePoNumberChanged':
        return document && { ...document, purchaseOrderNumber: event.data.purchaseOrderNumber };
      case 'InvoiceDeleted':
        return document && { ...document, deletedAt: event.data.deletedAt };
      case 'InvoiceChecked':
        return document && { ...document, checked: event.data.checked };
      default:
        return document;
    }
  },
});
