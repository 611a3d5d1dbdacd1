import {
  formatOrderDate,
  formatPence,
  formatQuantity,
  type StockReport,
  stockReportCsvFileName,
  stockReportTitles,
} from '@oms/contracts';
import type { Content } from 'pdfmake/interfaces';
import { brand, pagedTable, renderPdf } from '../platform/documents/pdfDocument';
import { storedDocumentPath, venueDocumentsFolder } from '../platform/documents/storedDocument';
import type { Platform } from '../platform/platform';

/** The print view as a document: venue, period, the product table and the net, VAT and gross totals. */
export function renderStockReportPdf(report: StockReport, generatedAt: Date) {
  const title = stockReportTitles[report.kind];
  const period = `${formatOrderDate(report.stockTake.fromPeriod)} – ${formatOrderDate(report.stockTake.toPeriod)}`;
  const rows = report.lines.map((line) => [
    line.supplierTitle,
    line.sku,
    `${line.title}${line.size ? `, ${line.size}` : ''}`,
    formatQuantity(line.quantity),
    formatPence(line.price),
    formatPence(line.value.net),
    formatPence(line.value.vat),
    formatPence(line.value.gross),
  ]);
  const total = (label: string, value: number, bold = false) => [
    { text: label, bold },
    { text: formatPence(value), alignment: 'right' as const, bold },
  ];
  const content: Content[] = [
    {
      columns: [
        [
          { text: title, fontSize: 20, bold: true },
          { text: `Period ${period}`, color: brand.muted, margin: [0, 4, 0, 0] },
        ],
        {
          width: 200,
          alignment: 'right',
          stack: [{ text: report.venue.title, bold: true }, ...report.venue.address.map((line) => ({ text: line }))],
        },
      ],
      margin: [0, 0, 0, 12],
    },
    pagedTable(['Supplier', 'SKU', 'Product', 'Qty', 'Price', 'Net', 'VAT', 'Gross'], rows, {
      widths: [70, 52, '*', 30, 48, 52, 44, 52],
      rightAligned: [3, 4, 5, 6, 7],
    }),
    {
      unbreakable: true,
      margin: [0, 8, 0, 0],
      columns: [
        { width: '*', text: '' },
        {
          width: 200,
          table: {
            widths: ['*', 80],
            body: [
              total('Total net', report.totals.net),
              total('Total VAT', report.totals.vat),
              total('Total gross', report.totals.gross, true),
            ],
          },
          layout: 'noBorders',
        },
      ],
    },
  ];
  return renderPdf({ title: `${title} ${period}`, generatedAt }, content);
}

/** Kept under a hash of the report: the same locked figures are rendered once. */
export function stockReportPdfPath(platform: Platform, secret: string, report: StockReport) {
  const { venueId, stockTakeId } = report.stockTake;
  return storedDocumentPath(
    platform,
    secret,
    {
      venueId,
      folder: venueDocumentsFolder(venueId),
      name: `stock-${report.kind}-${stockTakeId}`,
      fileName: `${stockReportCsvFileName(report.kind, report.stockTake).replace(/\.csv$/, '')}.pdf`,
      purpose: `stock${report.kind === 'valuation' ? 'Valuation' : 'Wastage'}Pdf`,
    },
    report,
    () => renderStockReportPdf(report, platform.clock()),
  );
}
