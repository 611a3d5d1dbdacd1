import {
  type DataplusIntegrationOrder,
  formatOrderDate,
  formatPence,
  formatQuantity,
  type PurchaseOrder,
} from '@oms/contracts';
import type { Content } from 'pdfmake/interfaces';
import { brand, pagedTable, renderPdf } from '../platform/documents/pdfDocument';
import { storedDocumentPath, venueDocumentsFolder } from '../platform/documents/storedDocument';
import type { Platform } from '../platform/platform';

/** What the Dataplus Order PDF shows: the order as the integration sends it, with each product's GLN. */
export interface DataplusOrderDocument {
  venue: { venueId: string; title: string; address: string[] };
  order: Pick<
    DataplusIntegrationOrder,
    | 'supplierTitle'
    | 'poNumber'
    | 'orderedDate'
    | 'requiredDeliveryDay'
    | 'status'
    | 'totalSpendOrdered'
    | 'totalSpendReceived'
    | 'dataplus'
  >;
  lines: (Pick<PurchaseOrder['lines'][number], 'title' | 'sku' | 'size' | 'orderedQuantity' | 'price' | 'spend'> & {
    quantity: number;
    GLN: string;
  })[];
}

export const dataplusOrderPdfFileName = (poNumber: string) =>
  `dataplus-order-${poNumber.replace(/[^A-Za-z0-9._-]/g, '-')}.pdf`;

const sentState = (dataplus: DataplusOrderDocument['order']['dataplus']) => {
  if (!dataplus) return 'Not sent';
  if (dataplus.status === 'sent') return 'Sent';
  return dataplus.status === 'requested' ? 'Sending' : 'Failed';
};

export function renderDataplusOrderPdf(document: DataplusOrderDocument, generatedAt: Date) {
  const { order, venue } = document;
  const detail = (label: string, value: string) => ({
    columns: [
      { width: 110, text: label, color: brand.muted },
      { width: '*', text: value },
    ],
    margin: [0, 0, 0, 2] as [number, number, number, number],
  });
  const content: Content[] = [
    {
      columns: [
        [
          { text: `Purchase order ${order.poNumber}`, fontSize: 18, bold: true },
          { text: order.supplierTitle, color: brand.muted, margin: [0, 4, 0, 0] },
        ],
        { width: 200, alignment: 'right', stack: [{ text: venue.title, bold: true }, ...venue.address] },
      ],
      margin: [0, 0, 0, 12],
    },
    detail('Ordered', formatOrderDate(order.orderedDate)),
    detail('Delivery', formatOrderDate(order.requiredDeliveryDay)),
    detail('Order status', order.status),
    detail('Dataplus', sentState(order.dataplus)),
    ...(order.dataplus
      ? [
          detail('Invoice number', order.dataplus.invoiceNumber),
          detail('Invoice date', formatOrderDate(order.dataplus.invoiceDate)),
        ]
      : []),
    { text: '', margin: [0, 0, 0, 8] },
    pagedTable(
      ['Product', 'SKU', 'GLN', 'Ordered', 'Received', 'Price', 'Total'],
      document.lines.map((line) => [
        `${line.title}${line.size ? `, ${line.size}` : ''}`,
        line.sku,
        line.GLN || '—',
        formatQuantity(line.orderedQuantity),
        formatQuantity(line.quantity),
        formatPence(line.price),
        formatPence(line.spend),
      ]),
      { widths: ['*', 60, 80, 42, 42, 50, 56], rightAligned: [3, 4, 5, 6] },
    ),
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
              ['Ordered', { text: formatPence(order.totalSpendOrdered), alignment: 'right' }],
              [
                { text: 'Received', bold: true },
                { text: formatPence(order.totalSpendReceived), alignment: 'right', bold: true },
              ],
            ],
          },
          layout: 'noBorders',
        },
      ],
    },
  ];
  return renderPdf({ title: `Dataplus order ${order.poNumber}`, generatedAt }, content);
}

/** Kept under a hash of what it shows, like every generated document; opened inline in the modal's frame. */
export function dataplusOrderPdfPath(platform: Platform, secret: string, document: DataplusOrderDocument) {
  const { venueId } = document.venue;
  return storedDocumentPath(
    platform,
    secret,
    {
      venueId,
      folder: venueDocumentsFolder(venueId),
      name: `dataplus-order-${document.order.poNumber.replace(/[^A-Za-z0-9._-]/g, '-')}`,
      fileName: dataplusOrderPdfFileName(document.order.poNumber),
      purpose: 'dataplusOrderPdf',
    },
    document,
    () => renderDataplusOrderPdf(document, platform.clock()),
    { disposition: 'inline' },
  );
}
