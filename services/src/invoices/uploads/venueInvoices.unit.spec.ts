import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { type InvoiceFileToRecord, type VenueInvoicesEvent, venueInvoicesDecider } from './venueInvoices';

const spec = deciderSpecification(venueInvoicesDecider);
const at = '2026-11-22T10:00:00.000Z';
const later = '2026-11-23T09:00:00.000Z';
const uploader = { accountId: 'acc-sam', name: 'Sam Carter', userType: 'Customer' as const };

const fileOf = (invoiceId: string): InvoiceFileToRecord => ({
  invoiceId,
  supplierId: 'brakes',
  supplierTitle: 'Brakes',
  purchaseOrderNumber: 'PO-1',
  comment: 'Weekly delivery',
  totalPence: 12_345,
  totalSource: 'typed',
  file: {
    key: `invoices/v1/${invoiceId}-invoice.pdf`,
    fileName: 'invoice.pdf',
    contentType: 'application/pdf',
    size: 2048,
    sha256: `sha-${invoiceId}`,
  },
});

const recorded = (entry: InvoiceFileToRecord): VenueInvoicesEvent[] => [
  { type: 'FileStored', data: { file: entry.file, purpose: 'invoiceUpload' } },
  {
    type: 'InvoiceUploaded',
    data: {
      invoiceId: entry.invoiceId,
      venueId: 'v1',
      supplierId: entry.supplierId,
      supplierTitle: entry.supplierTitle,
      purchaseOrderNumber: entry.purchaseOrderNumber,
      comment: entry.comment,
      fileKey: entry.file.key,
      fileName: entry.file.fileName,
      contentType: entry.file.contentType,
      size: entry.file.size,
      sha256: entry.file.sha256,
      uploadedAt: at,
      uploadedBy: 'acc-sam',
      uploaderName: 'Sam Carter',
      userType: 'Customer',
      totalPence: entry.totalPence,
      totalSource: entry.totalSource,
    },
  },
];

const upload = (files: InvoiceFileToRecord[], remainingThisMonth: number | null = null) => ({
  type: 'UploadInvoices' as const,
  venueId: 'v1',
  files,
  uploader,
  remainingThisMonth,
  now: at,
});
const first = recorded(fileOf('inv-1'));
const deleted: VenueInvoicesEvent = {
  type: 'InvoiceDeleted',
  data: { invoiceId: 'inv-1', venueId: 'v1', deletedAt: later },
};

describe('venue invoices decider', () => {
  it('records each file as a stored file and an uploaded invoice, in one decision', () => {
    spec
      .given([])
      .when(upload([fileOf('inv-1'), fileOf('inv-2')]))
      .then([...recorded(fileOf('inv-1')), ...recorded(fileOf('inv-2'))]);
  });

  it('records a retried upload once', () => {
    spec
      .given(first)
      .when(upload([fileOf('inv-1')]))
      .then([]);
    spec
      .given(first)
      .when(upload([fileOf('inv-1'), fileOf('inv-2')]))
      .then(recorded(fileOf('inv-2')));
  });

  it('refuses more than five files, and none at all', () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map(fileOf);
    spec.given([]).when(upload(six)).thenThrows('TOO_MANY_INVOICE_FILES', 'You can select only 5 files');
    spec.given([]).when(upload([])).thenThrows('TOO_MANY_INVOICE_FILES');
  });

  it("refuses an upload the plan's monthly limit no longer allows", () => {
    spec
      .given([])
      .when(upload([fileOf('inv-1')], 0))
      .thenThrows('PLAN_LIMIT_REACHED', 'You have reached the limit of your current plan for this month.');
    spec
      .given([])
      .when(upload([fileOf('inv-1'), fileOf('inv-2')], 1))
      .thenThrows('PLAN_LIMIT_REACHED');
    spec
      .given([])
      .when(upload([fileOf('inv-1')], 1))
      .then(first);
  });

  it('changes a PO number, and records nothing for the same number again', () => {
    const change = { type: 'ChangeInvoicePoNumber' as const, venueId: 'v1', invoiceId: 'inv-1', now: later };
    spec
      .given(first)
      .when({ ...change, purchaseOrderNumber: 'PO-77' })
      .then([
        {
          type: 'InvoicePoNumberChanged',
          data: { invoiceId: 'inv-1', venueId: 'v1', purchaseOrderNumber: 'PO-77', changedAt: later },
        },
      ]);
    spec
      .given(first)
      .when({ ...change, purchaseOrderNumber: 'PO-1' })
      .then([]);
  });

  it('deletes an invoice once; a deleted or unknown invoice is not found', () => {
    const remove = { type: 'DeleteInvoice' as const, venueId: 'v1', invoiceId: 'inv-1', now: later };
    spec.given(first).when(remove).then([deleted]);
    spec
      .given([...first, deleted])
      .when(remove)
      .thenThrows('INVOICE_NOT_FOUND');
    spec.given([]).when(remove).thenThrows('INVOICE_NOT_FOUND');
    spec
      .given([...first, deleted])
      .when({ type: 'ChangeInvoicePoNumber', venueId: 'v1', invoiceId: 'inv-1', purchaseOrderNumber: 'X', now: later })
      .thenThrows('INVOICE_NOT_FOUND');
  });

  it("ticks the 'Invoice checked' flag once, unticks it, and refuses a deleted invoice", () => {
    const check = (checked: boolean) => ({
      type: 'CheckInvoice' as const,
      venueId: 'v1',
      invoiceId: 'inv-1',
      checked,
      now: later,
    });
    const ticked = {
      type: 'InvoiceChecked' as const,
      data: { invoiceId: 'inv-1', venueId: 'v1', checked: true, checkedAt: later },
    };
    spec.given(first).when(check(true)).then([ticked]);
    spec
      .given([...first, ticked])
      .when(check(true))
      .then([]);
    spec.given(first).when(check(false)).then([]);
    spec
      .given([...first, ticked])
      .when(check(false))
      .then([{ ...ticked, data: { ...ticked.data, checked: false } }]);
    spec
      .given([...first, deleted])
      .when(check(true))
      .thenThrows('INVOICE_NOT_FOUND');
  });
});
