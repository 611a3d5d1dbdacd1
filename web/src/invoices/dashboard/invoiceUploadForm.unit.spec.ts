import { describe, expect, it } from 'vitest';
import { checkChosenFiles, draftProblem, type InvoiceUploadDraft, itemOf, totalPenceOf } from './invoiceUploadForm';

const file = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const draft = (overrides: Partial<InvoiceUploadDraft> = {}): InvoiceUploadDraft => ({
  id: 'd1',
  file: file('a.pdf'),
  supplierId: 'brakes',
  otherSupplierTitle: '',
  purchaseOrderNumber: ' PO-1 ',
  comment: '',
  total: '',
  ...overrides,
});

describe('the Add Invoices form', () => {
  it('takes at most 5 files, counting those already chosen', () => {
    expect(checkChosenFiles(0, [file('1'), file('2')])).toMatchObject({ ok: true });
    expect(checkChosenFiles(4, [file('5'), file('6')])).toEqual({ ok: false, message: 'You can select only 5 files' });
    expect(
      checkChosenFiles(
        0,
        Array.from({ length: 6 }, (_, index) => file(String(index))),
      ),
    ).toMatchObject({
      ok: false,
    });
    expect(checkChosenFiles(0, [file('big', 10 * 1024 * 1024 + 1)])).toEqual({
      ok: false,
      message: 'File must be smaller than 10MB',
    });
    // A large photo is compressed first, then judged.
    const photo = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'photo.jpg', { type: 'image/jpeg' });
    expect(checkChosenFiles(0, [photo])).toMatchObject({ ok: true });
  });

  it('blocks a file without a supplier, an Other without a name and a total that is not pounds', () => {
    expect(draftProblem(draft())).toBeNull();
    expect(draftProblem(draft({ supplierId: '' }))).toBe('Choose a supplier');
    expect(draftProblem(draft({ supplierId: 'other' }))).toBe("Type the supplier's name");
    expect(draftProblem(draft({ total: '12.345' }))).not.toBeNull();
  });

  it('sends Other as a typed supplier, and the total in pence', () => {
    expect(totalPenceOf('')).toBeNull();
    expect(totalPenceOf('123.4')).toBe(12_340);
    expect(itemOf(draft({ supplierId: 'other', otherSupplierTitle: ' Corner Shop ', total: '£9.99' }))).toEqual({
      supplierId: null,
      supplierTitle: 'Corner Shop',
      purchaseOrderNumber: 'PO-1',
      comment: '',
      totalPence: 999,
    });
  });
});
