import {
  type DomainEvent,
  type FileStored,
  type InvoiceUploadEvent,
  type InvoiceUploaded,
  type InvoiceUploaderType,
  invoiceUploadErrors,
  MAX_INVOICE_FILES,
  type StoredFile,
  subscriptionErrors,
} from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

export type VenueInvoicesEvent = InvoiceUploadEvent | DomainEvent<'FileStored', FileStored>;

export interface VenueInvoicesState {
  /** Every invoice ever uploaded, deleted ones included: an id is never reused. */
  invoices: ReadonlyMap<string, { purchaseOrderNumber: string; deleted: boolean; checked: boolean }>;
}

export interface InvoiceFileToRecord {
  invoiceId: string;
  supplierId: string | null;
  supplierTitle: string;
  purchaseOrderNumber: string;
  comment: string;
  totalPence: number | null;
  totalSource: 'typed' | 'read' | null;
  file: StoredFile;
}

export type VenueInvoicesCommand =
  | {
      type: 'UploadInvoices';
      venueId: string;
      files: readonly InvoiceFileToRecord[];
      uploader: { accountId: string; name: string; userType: InvoiceUploaderType };
      /** Uploads the plan still allows this month; null is unlimited. */
      remainingThisMonth: number | null;
      now: string;
    }
  | { type: 'ChangeInvoicePoNumber'; venueId: string; invoiceId: string; purchaseOrderNumber: string; now: string }
  | { type: 'DeleteInvoice'; venueId: string; invoiceId: string; now: string }
  | { type: 'CheckInvoice'; venueId: string; invoiceId: string; checked: boolean; now: string };

/** The purpose every dashboard invoice's FileStored names. */
export const INVOICE_UPLOAD_PURPOSE = 'invoiceUpload';

function evolveVenueInvoices(state: VenueInvoicesState, event: VenueInvoicesEvent): VenueInvoicesState {
  const invoices = new Map(state.invoices);
  switch (event.type) {
    case 'FileStored':
      return state;
    case 'InvoiceUploaded':
      invoices.set(event.data.invoiceId, {
        purchaseOrderNumber: event.data.purchaseOrderNumber,
        deleted: false,
        checked: false,
      });
      return { invoices };
    case 'InvoicePoNumberChanged': {
      const invoice = invoices.get(event.data.invoiceId);
      if (invoice)
        invoices.set(event.data.invoiceId, { ...invoice, purchaseOrderNumber: event.data.purchaseOrderNumber });
      return { invoices };
    }
    case 'InvoiceDeleted': {
      const invoice = invoices.get(event.data.invoiceId);
      if (invoice) invoices.set(event.data.invoiceId, { ...invoice, deleted: true });
      return { invoices };
    }
    case 'InvoiceChecked': {
      const invoice = invoices.get(event.data.invoiceId);
      if (invoice) invoices.set(event.data.invoiceId, { ...invoice, checked: event.data.checked });
      return { invoices };
    }
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

function liveInvoice(state: VenueInvoicesState, invoiceId: string) {
  const invoice = state.invoices.get(invoiceId);
  if (!invoice || invoice.deleted) throw domainErrorOf(invoiceUploadErrors.notFound);
  return invoice;
}

function decideVenueInvoices(command: VenueInvoicesCommand, state: VenueInvoicesState): VenueInvoicesEvent[] {
  switch (command.type) {
    case 'UploadInvoices': {
      if (command.files.length === 0 || command.files.length > MAX_INVOICE_FILES) {
        throw domainErrorOf(invoiceUploadErrors.tooManyFiles);
      }
      // Ids already recorded are a retried upload: it records nothing twice.
      const fresh = command.files.filter((file) => !state.invoices.has(file.invoiceId));
      if (fresh.length === 0) return [];
      if (command.remainingThisMonth !== null && fresh.length > command.remainingThisMonth) {
        throw domainErrorOf(subscriptionErrors.planLimitReached);
      }
      return fresh.flatMap((entry): VenueInvoicesEvent[] => {
        const uploaded: InvoiceUploaded = {
          invoiceId: entry.invoiceId,
          venueId: command.venueId,
          supplierId: entry.supplierId,
          supplierTitle: entry.supplierTitle,
          purchaseOrderNumber: entry.purchaseOrderNumber,
          comment: entry.comment,
          fileKey: entry.file.key,
          fileName: entry.file.fileName,
          contentType: entry.file.contentType,
          size: entry.file.size,
          sha256: entry.file.sha256,
          uploadedAt: command.now,
          uploadedBy: command.uploader.accountId,
          uploaderName: command.uploader.name,
          userType: command.uploader.userType,
          totalPence: entry.totalPence,
          totalSource: entry.totalSource,
        };
        return [
          { type: 'FileStored', data: { file: entry.file, purpose: INVOICE_UPLOAD_PURPOSE } },
          { type: 'InvoiceUploaded', data: uploaded },
        ];
      });
    }
    case 'ChangeInvoicePoNumber': {
      const invoice = liveInvoice(state, command.invoiceId);
      if (invoice.purchaseOrderNumber === command.purchaseOrderNumber) return [];
      return [
        {
          type: 'InvoicePoNumberChanged',
          data: {
            invoiceId: command.invoiceId,
            venueId: command.venueId,
            purchaseOrderNumber: command.purchaseOrderNumber,
            changedAt: command.now,
          },
        },
      ];
    }
    case 'DeleteInvoice':
      liveInvoice(state, command.invoiceId);
      return [
        {
          type: 'InvoiceDeleted',
          data: { invoiceId: command.invoiceId, venueId: command.venueId, deletedAt: command.now },
        },
      ];
    case 'CheckInvoice': {
      const invoice = liveInvoice(state, command.invoiceId);
      if (invoice.checked === command.checked) return [];
      return [
        {
          type: 'InvoiceChecked',
          data: {
            invoiceId: command.invoiceId,
            venueId: command.venueId,
            checked: command.checked,
            checkedAt: command.now,
          },
        },
      ];
    }
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

/** One venue's uploaded invoices (stream `venueInvoices-<venueId>`). */
export const venueInvoicesDecider: Decider<VenueInvoicesState, VenueInvoicesCommand, VenueInvoicesEvent> = {
  initialState: () => ({ invoices: new Map() }),
  evolve: evolveVenueInvoices,
  decide: decideVenueInvoices,
};
