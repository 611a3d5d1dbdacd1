import { formatOrderDate, formatPence, type InvoiceSupplierView, type InvoiceView } from '@oms/contracts';
import type { Content } from 'pdfmake/interfaces';
import { brand, pagedTable, renderPdf } from '../platform/documents/pdfDocument';

function totals(amounts: Pick<InvoiceView, 'net' | 'vat' | 'total'>, emphasis = false): Content {
  const row = (label: string, value: number, bold = false) => [
    { text: label, bold },
    { text: formatPence(value), alignment: 'right' as const, bold },
  ];
  return {
    // A total is never split from its own lines' subtotal across a page.
    unbreakable: true,
    margin: [0, 6, 0, 14],
    columns: [
      { width: '*', text: '' },
      {
        width: 200,
        table: {
          widths: ['*', 80],
          body: [
            row('Subtotal (ex VAT)', amounts.net),
            row('VAT (20%)', amounts.vat),
            row('Total', amounts.total, true),
          ],
        },
        layout: 'noBorders',
        fontSize: emphasis ? 11 : 9.5,
      },
    ],
  };
}

function supplierSection(supplier: InvoiceSupplierView, isRange: boolean): Content[] {
  const headings = [...(isRange ? ['Date'] : []), 'SKU', 'Product', 'Qty', 'Unit price', 'Net', 'VAT', 'Total'];
  const rows = supplier.lines.map((line) => [
    ...(isRange ? [formatOrderDate(line.orderedDate)] : []),
    line.sku,
    `${line.title}, ${line.size}`,
    line.quantity,
    formatPence(line.unitPrice),
    formatPence(line.net),
    formatPence(line.vat),
    formatPence(line.total),
  ]);
  const first = isRange ? 3 : 2;
  const numbers = [first, first + 1, first + 2, first + 3, first + 4];
  return [
    { text: supplier.supplierTitle, bold: true, fontSize: 12, margin: [0, 8, 0, 4] },
    pagedTable(headings, rows, {
      widths: [...(isRange ? [52] : []), 62, '*', 26, 52, 50, 44, 52],
      rightAligned: numbers,
    }),
    totals(supplier),
  ];
}

/** Spec 01's invoice page as a PDF: the same invoice view, so the same lines, VAT and totals. */
export function renderOrderInvoicePdf(invoice: InvoiceView, generatedAt: Date, filterNote: string | null) {
  const isRange = invoice.startDate !== invoice.endDate;
  const dates = isRange
    ? `${formatOrderDate(invoice.startDate)} – ${formatOrderDate(invoice.endDate)}`
    : formatOrderDate(invoice.startDate);
  const venue = invoice.venue;
  const content: Content[] = [
    {
      columns: [
        [
          { text: 'Invoice', fontSize: 20, bold: true },
          { text: ['Invoice number ', { text: invoice.invoiceNumber, bold: true }], margin: [0, 4, 0, 0] },
          { text: `Orders of ${dates}`, color: brand.muted },
          ...(filterNote ? [{ text: filterNote, color: brand.muted, italics: true }] : []),
        ],
        {
          width: 200,
          alignment: 'right',
          stack: [
            { text: venue.title, bold: true },
            ...venue.addressLines.map((line) => ({ text: line })),
            ...(venue.phoneNumber ? [{ text: venue.phoneNumber }] : []),
          ],
        },
      ],
      margin: [0, 0, 0, 12],
    },
    ...invoice.suppliers.flatMap((supplier) => supplierSection(supplier, isRange)),
    { text: 'Invoice total', bold: true, fontSize: 12, margin: [0, 8, 0, 0] },
    totals(invoice, true),
  ];
  return renderPdf({ title: `Invoice ${invoice.invoiceNumber}`, generatedAt }, content);
}
