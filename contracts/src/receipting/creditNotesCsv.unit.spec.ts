import { describe, expect, it } from 'vitest';
import { creditNotesCsv } from './creditNotesCsv';

describe('Credit_Notes.csv', () => {
  it('writes the headings, pounds, DD/MM/YYYY, and keeps a cell a spreadsheet would run as a formula inert', () => {
    const csv = creditNotesCsv([
      {
        id: 'o:p:r',
        orderId: 'o',
        productId: 'p',
        reportId: 'r',
        poNumber: '=HYPERLINK("x")',
        supplierId: 's',
        supplierTitle: 'Brakes',
        sku: 'CH',
        title: 'Chips',
        error: 'Damaged',
        price: 2349,
        quantity: 4,
        updatedQuantity: 2.5,
        orderedDate: '2026-11-20',
        creditPence: 3524,
        resolved: false,
      },
    ]);
    const [headings, row] = csv.split('\r\n');
    expect(headings).toBe(
      'PO Number,Supplier,SKU,Product,Error,Ordered Date,Price,Quantity,Updated Quantity,Credit Due,Resolved',
    );
    expect(row).toBe(`"'=HYPERLINK(""x"")",Brakes,CH,Chips,Damaged,20/11/2026,£23.49,4,2.50,£35.24,No`);
  });
});
