import { type InvoiceUploaded, venueInvoicesStreamId } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../../platform/runner/projectionSpecification';
import { uploadedInvoicesProjection } from './uploadedInvoicesProjection';

const stream = venueInvoicesStreamId('v1');
const uploaded = (overrides: Partial<InvoiceUploaded>): InvoiceUploaded => ({
  invoiceId: 'inv-1',
  venueId: 'v1',
  supplierId: 'brakes',
  supplierTitle: 'Brakes',
  purchaseOrderNumber: 'PO-1',
  comment: '',
  fileKey: 'invoices/v1/inv-1-invoice.pdf',
  fileName: 'invoice.pdf',
  contentType: 'application/pdf',
  size: 2048,
  sha256: 'abc',
  uploadedAt: '2026-11-20T10:00:00.000Z',
  uploadedBy: 'acc-sam',
  uploaderName: 'Sam Carter',
  userType: 'Customer',
  totalPence: null,
  ...overrides,
});
const upload = (data: InvoiceUploaded, position: number) =>
  recordedAt({ type: 'InvoiceUploaded', data }, position, stream);

describe('uploadedInvoicesProjection', () => {
  it('keeps one document per uploaded invoice, without the file digest', async () => {
    const { documents } = await projectionSpec(uploadedInvoicesProjection).given(
      upload(uploaded({}), 1),
      upload(uploaded({ invoiceId: 'inv-2', supplierId: null, supplierTitle: 'Corner Shop', totalPence: 999 }), 2),
    );
    const { sha256: _sha, ...first } = uploaded({});
    expect(await documents()).toEqual([
      {
        _id: 'inv-1',
        ...first,
        uploadedDate: '2026-11-20',
        uploadedMonth: '2026-11',
        deletedAt: null,
        checked: false,
        _position: 1,
      },
      expect.objectContaining({ _id: 'inv-2', supplierId: null, supplierTitle: 'Corner Shop', totalPence: 999 }),
    ]);
  });

  it('follows a changed PO number and marks a deleted invoice', async () => {
    const { documents } = await projectionSpec(uploadedInvoicesProjection).given(
      upload(uploaded({}), 1),
      recordedAt(
        {
          type: 'InvoicePoNumberChanged',
          data: {
            invoiceId: 'inv-1',
            venueId: 'v1',
            purchaseOrderNumber: 'PO-9',
            changedAt: '2026-11-21T10:00:00.000Z',
          },
        },
        2,
        stream,
      ),
      recordedAt(
        { type: 'InvoiceDeleted', data: { invoiceId: 'inv-1', venueId: 'v1', deletedAt: '2026-11-22T10:00:00.000Z' } },
        3,
        stream,
      ),
    );
    expect(await documents()).toEqual([
      expect.objectContaining({
        _id: 'inv-1',
        purchaseOrderNumber: 'PO-9',
        deletedAt: '2026-11-22T10:00:00.000Z',
        _position: 3,
      }),
    ]);
  });

  it("follows the 'Invoice checked' flag as it is ticked and unticked", async () => {
    const checked = (value: boolean, position: number) =>
      recordedAt(
        {
          type: 'InvoiceChecked',
          data: { invoiceId: 'inv-1', venueId: 'v1', checked: value, checkedAt: '2026-11-21T10:00:00.000Z' },
        },
        position,
        stream,
      );
    const ticked = await projectionSpec(uploadedInvoicesProjection).given(upload(uploaded({}), 1), checked(true, 2));
    expect(await ticked.documents()).toEqual([expect.objectContaining({ checked: true, _position: 2 })]);
    const unticked = await projectionSpec(uploadedInvoicesProjection).given(
      upload(uploaded({}), 1),
      checked(true, 2),
      checked(false, 3),
    );
    expect(await unticked.documents()).toEqual([expect.objectContaining({ checked: false, _position: 3 })]);
  });

  it('answers by venue, by supplier and by venue, supplier and PO number', async () => {
    const { store } = await projectionSpec(uploadedInvoicesProjection).given(
      upload(uploaded({}), 1),
      upload(uploaded({ invoiceId: 'inv-2', purchaseOrderNumber: 'PO-2' }), 2),
      upload(uploaded({ invoiceId: 'inv-3', venueId: 'v2', supplierId: 'fresh' }), 3),
    );
    const invoices = uploadedInvoicesProjection.readModel.in(store);
    const ids = (found: { _id: string }[]) => found.map((invoice) => invoice._id).sort();
    expect(ids(await invoices.find({ venueId: 'v1' }))).toEqual(['inv-1', 'inv-2']);
    expect(ids(await invoices.find({ supplierId: 'brakes' }))).toEqual(['inv-1', 'inv-2']);
    expect(ids(await invoices.find({ venueId: 'v1', supplierId: 'brakes', purchaseOrderNumber: 'PO-2' }))).toEqual([
      'inv-2',
    ]);
  });

  it('ignores a change to an invoice it never saw', async () => {
    const { documents } = await projectionSpec(uploadedInvoicesProjection).given(
      recordedAt(
        { type: 'InvoiceDeleted', data: { invoiceId: 'x', venueId: 'v1', deletedAt: '2026-11-22T10:00:00.000Z' } },
        1,
      ),
    );
    expect(await documents()).toEqual([]);
  });
});
