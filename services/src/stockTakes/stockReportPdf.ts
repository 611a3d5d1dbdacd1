import { createHash } from 'node:crypto';
import { formatOrderDate, formatPence, type StockReport, stockReportTitles } from '@oms/contracts';
import type { Content } from 'pdfmake/interfaces';
import { systemContext } from '../platform/commands/commandContext';
import { handleCommand } from '../platform/commands/handleCommand';
import { brand, pagedTable, renderPdf } from '../platform/documents/pdfDocument';
import { fileRecordsDecider } from '../platform/files/fileRecords';
import { signedDownloadPath } from '../platform/files/signedDownloads';
import type { Platform } from '../platform/platform';

const quantityText = (quantity: number) => (Number.isInteger(quantity) ? String(quantity) : quantity.toFixed(2));

/** The print view as a document: venue, period, the product table and the net, VAT and gross totals. */
export function renderStockReportPdf(report: StockReport, generatedAt: Date) {
  const title = stockReportTitles[report.kind];
  const period = `${formatOrderDate(report.stockTake.fromPeriod)} – ${formatOrderDate(report.stockTake.toPeriod)}`;
  const rows = report.lines.map((line) => [
    line.supplierTitle,
    line.sku,
    `${line.title}${line.size ? `, ${line.size}` : ''}`,
    quantityText(line.quantity),
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
export async function stockReportPdfPath(platform: Platform, secret: string, report: StockReport) {
  const hash = createHash('sha256').update(JSON.stringify(report)).digest('hex').slice(0, 16);
  const folder = report.stockTake.venueId.replace(/[^A-Za-z0-9._-]/g, '-').replace(/^[^A-Za-z0-9]+/, 'v');
  const key = `documents/${folder}/stock-${report.kind}-${report.stockTake.stockTakeId}-${hash}.pdf`;
  if (!(await platform.files.head(key))) {
    const content = await renderStockReportPdf(report, platform.clock());
    const file = await platform.files.put(key, content, {
      fileName: `oms-${report.kind}-stock-take${report.stockTake.fromPeriod}_${report.stockTake.toPeriod}.pdf`,
      contentType: 'application/pdf',
    });
    await handleCommand(
      platform.eventStore,
      `venueDocuments-${report.stockTake.venueId}`,
      fileRecordsDecider,
      { type: 'RecordFile', file, purpose: `stock${report.kind === 'valuation' ? 'Valuation' : 'Wastage'}Pdf` },
      systemContext(platform.clock()),
    );
  }
  return signedDownloadPath(secret, key, platform.clock());
}
