import {
  invoiceUploadErrors,
  subscriptionErrors,
  type UploadedInvoiceView,
  venueInvoicesStreamId,
} from '@oms/contracts';
import { readModels, type UploadedInvoiceDocument } from '@oms/projections';
import type { CommandContext } from '../../platform/commands/commandContext';
import { domainErrorOf } from '../../platform/commands/domainError';
import { handleCommand } from '../../platform/commands/handleCommand';
import { newFileKey } from '../../platform/files/fileKeys';
import type { CheckedUpload } from '../../platform/files/uploads';
import type { Platform } from '../../platform/platform';
import { invoiceTotalOfFile } from './invoiceTotal';
import {
  newInvoiceIds,
  type parseUploadItems,
  remainingUploadsOf,
  suppliersOfItems,
  type uploaderOf,
} from './uploadInvoicesCommand';
import { type InvoiceFileToRecord, type VenueInvoicesCommand, venueInvoicesDecider } from './venueInvoices';

export const runVenueInvoicesCommand = (
  platform: Platform,
  venueId: string,
  command: VenueInvoicesCommand,
  context: CommandContext,
) => handleCommand(platform.eventStore, venueInvoicesStreamId(venueId), venueInvoicesDecider, command, context);

export function toInvoiceView(document: UploadedInvoiceDocument): UploadedInvoiceView {
  return {
    invoiceId: document.invoiceId,
    venueId: document.venueId,
    supplierId: document.supplierId,
    supplierTitle: document.supplierTitle,
    purchaseOrderNumber: document.purchaseOrderNumber,
    comment: document.comment,
    fileName: document.fileName,
    contentType: document.contentType,
    size: document.size,
    uploadedAt: document.uploadedAt,
    uploaderName: document.uploaderName,
    userType: document.userType,
    totalPence: document.totalPence,
    checked: document.checked === true,
  };
}

/** The venue's invoices still on the dashboard, newest first. */
export function listVenueInvoices(platform: Platform, venueId: string, filter: Record<string, unknown> = {}) {
  return readModels.uploadedInvoices
    .in(platform.readStore)
    .find({ venueId, deletedAt: null, ...filter }, { sort: { uploadedAt: -1 }, limit: 5000 });
}

/** An invoice of this venue; another venue's, or a deleted one, is not found. */
export async function findVenueInvoice(platform: Platform, venueId: string, invoiceId: string) {
  const invoice = await readModels.uploadedInvoices.in(platform.readStore).findOne({ _id: invoiceId });
  if (!invoice || invoice.venueId !== venueId || invoice.deletedAt !== null) {
    throw domainErrorOf(invoiceUploadErrors.notFound);
  }
  return invoice;
}

export interface UploadRequest {
  venueId: string;
  files: Omit<CheckedUpload, 'fields'>[];
  items: ReturnType<typeof parseUploadItems>;
  uploader: ReturnType<typeof uploaderOf>;
}

/**
 * Stores the files, then records them in one append. The files go first: an invoice event never
 * names a key the store lacks (a refused command leaves unreferenced files, never dangling events).
 */
export async function uploadInvoices(platform: Platform, request: UploadRequest, context: CommandContext) {
  const { venueId, files, items, uploader } = request;
  const [suppliers, remainingThisMonth] = await Promise.all([
    suppliersOfItems(platform, venueId, items),
    remainingUploadsOf(platform, venueId),
  ]);
  const ids = newInvoiceIds(venueId, files.length, context);
  // A retried upload (its ids already recorded) answers as the first did, whatever is left of the month.
  const retried = await readModels.uploadedInvoices.in(platform.readStore).countDocuments({ _id: { $in: ids } });
  // Refused before any file is stored; the decider keeps the same rule for the files it records.
  if (retried === 0 && remainingThisMonth !== null && remainingThisMonth < files.length) {
    throw domainErrorOf(subscriptionErrors.planLimitReached);
  }
  const toRecord: InvoiceFileToRecord[] = [];
  for (const [index, upload] of files.entries()) {
    const item = items[index];
    const supplier = suppliers[index];
    const invoiceId = ids[index];
    if (!item || !supplier || !invoiceId) throw domainErrorOf(invoiceUploadErrors.itemsMismatch);
    const stored = await platform.files.put(newFileKey(`invoices/${venueId}`, upload.fileName), upload.content, {
      fileName: upload.fileName,
      contentType: upload.contentType,
      // An invoice may name a person: it is its uploader's, sealed under their key.
      owners: [{ accountId: uploader.accountId }],
    });
    // A typed total wins; a PDF with text gives its own (the three-way match needs one).
    const readTotal = item.totalPence === null ? await invoiceTotalOfFile(upload.content, upload.contentType) : null;
    toRecord.push({
      invoiceId,
      ...supplier,
      purchaseOrderNumber: item.purchaseOrderNumber,
      comment: item.comment,
      totalPence: item.totalPence ?? readTotal,
      totalSource: item.totalPence !== null ? 'typed' : readTotal !== null ? 'read' : null,
      file: stored,
    });
  }
  const outcome = await runVenueInvoicesCommand(
    platform,
    venueId,
    {
      type: 'UploadInvoices',
      venueId,
      files: toRecord,
      uploader,
      remainingThisMonth,
      now: context.now.toISOString(),
    },
    context,
  );
  await platform.runner.waitFor(outcome.position);
  const recordedIds = outcome.events.flatMap((event) =>
    event.type === 'InvoiceUploaded' ? [event.data.invoiceId] : [],
  );
  const uploaded = await readModels.uploadedInvoices.in(platform.readStore).find({ _id: { $in: recordedIds } });
  return uploaded.map(toInvoiceView);
}
