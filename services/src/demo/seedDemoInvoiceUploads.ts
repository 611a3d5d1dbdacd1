import { formatPence, type InvoiceUploadItem, invoiceUploadItemSchema } from '@oms/contracts';
import { accountIdForEmail } from '../identity/account/accountId';
import { uploadInvoices } from '../invoices/uploads/venueInvoicesService';
import { systemContext } from '../platform/commands/commandContext';
import { renderPdf } from '../platform/documents/pdfDocument';
import type { Platform } from '../platform/platform';
import { demoReceiptPng } from './demoReceiptImage';

const DAY_MS = 86_400_000;
const venueId = 'ven-crown-anchor';
export const demoInvoiceUploader = {
  accountId: accountIdForEmail('venue@oms.test'),
  name: 'Sam Whitfield',
  userType: 'Customer' as const,
};
const alex = { accountId: accountIdForEmail('admin@oms.test'), name: 'Alex Morgan', userType: 'Admin' as const };

export interface DemoInvoice {
  supplierId: string | null;
  supplierTitle: string;
  number: string;
  purchaseOrderNumber: string;
  comment: string;
  totalPence: number | null;
  /** A photographed receipt (PNG) instead of the supplier's PDF. */
  photo?: boolean;
}

/** A dozen invoices over the last month, uploaded a few at a time, as a busy pub files them. */
const uploads: Array<{ daysAgo: number; by: typeof demoInvoiceUploader | typeof alex; invoices: DemoInvoice[] }> = [
  {
    daysAgo: 27,
    by: demoInvoiceUploader,
    invoices: [
      {
        supplierId: 'sup-brakes',
        supplierTitle: 'Brakes',
        number: 'BR-40211',
        purchaseOrderNumber: 'PO-1041',
        comment: 'Weekly dry goods',
        totalPence: 48_216,
      },
      {
        supplierId: 'sup-fresh-direct',
        supplierTitle: 'Fresh Direct',
        number: 'FD-88120',
        purchaseOrderNumber: '',
        comment: '',
        totalPence: 13_450,
      },
    ],
  },
  {
    daysAgo: 21,
    by: demoInvoiceUploader,
    invoices: [
      {
        supplierId: 'sup-matthew-clark',
        supplierTitle: 'Matthew Clark',
        number: 'MC-7781',
        purchaseOrderNumber: 'PO-1052',
        comment: 'Bar restock before the match',
        totalPence: 96_030,
      },
      {
        supplierId: null,
        supplierTitle: 'Corner Cash & Carry',
        number: 'CC-118',
        purchaseOrderNumber: '',
        comment: 'Emergency lemons and napkins',
        totalPence: 2_875,
        photo: true,
      },
      {
        supplierId: 'sup-smithfield',
        supplierTitle: 'Smithfield Butchers',
        number: 'SM-3301',
        purchaseOrderNumber: 'PO-1053',
        comment: '',
        totalPence: 61_240,
      },
    ],
  },
  {
    daysAgo: 14,
    by: alex,
    invoices: [
      {
        supplierId: 'sup-dairy-fresh',
        supplierTitle: 'Dairy Fresh',
        number: 'DF-5520',
        purchaseOrderNumber: 'PO-1060',
        comment: 'Uploaded for the venue from the e-mailed copy',
        totalPence: 8_640,
      },
      {
        supplierId: 'sup-brakes',
        supplierTitle: 'Brakes',
        number: 'BR-40388',
        purchaseOrderNumber: 'PO-1061',
        comment: '',
        totalPence: 51_102,
      },
    ],
  },
  {
    daysAgo: 8,
    by: demoInvoiceUploader,
    invoices: [
      {
        supplierId: 'sup-fresh-direct',
        supplierTitle: 'Fresh Direct',
        number: 'FD-88391',
        purchaseOrderNumber: '',
        comment: 'Delivery note photo; invoice to follow',
        totalPence: null,
        photo: true,
      },
      {
        supplierId: 'sup-matthew-clark',
        supplierTitle: 'Matthew Clark',
        number: 'MC-7902',
        purchaseOrderNumber: 'PO-1070',
        comment: '',
        totalPence: 88_415,
      },
      {
        supplierId: null,
        supplierTitle: 'Bristol Ice Co',
        number: 'ICE-44',
        purchaseOrderNumber: '',
        comment: 'Ice for the beer garden',
        totalPence: 4_500,
        photo: true,
      },
    ],
  },
  {
    daysAgo: 2,
    by: demoInvoiceUploader,
    invoices: [
      {
        supplierId: 'sup-smithfield',
        supplierTitle: 'Smithfield Butchers',
        number: 'SM-3377',
        purchaseOrderNumber: 'PO-1078',
        comment: 'Sunday roast order',
        totalPence: 72_980,
      },
      {
        supplierId: 'sup-brakes',
        supplierTitle: 'Brakes',
        number: 'BR-40502',
        purchaseOrderNumber: 'PO-1079',
        comment: '',
        totalPence: 39_877,
      },
    ],
  },
];

/** A supplier's invoice as a PDF made by the product's own document module. */
export function invoicePdf(invoice: DemoInvoice, issuedAt: Date): Promise<Buffer> {
  const total = invoice.totalPence ?? 0;
  const net = Math.round(total / 1.2);
  return renderPdf({ title: `Invoice ${invoice.number}`, generatedAt: issuedAt }, [
    { text: invoice.supplierTitle, fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
    { text: `Invoice ${invoice.number}`, fontSize: 12, margin: [0, 0, 0, 12] },
    {
      columns: [
        { text: 'Bill to:\nThe Crown & Anchor\n22 Bridge Street\nBristol BS1 2PQ' },
        {
          text: `PO number: ${invoice.purchaseOrderNumber || '—'}\nAmount net: ${formatPence(net)}\nVAT: ${formatPence(total - net)}\nTotal due: ${formatPence(total)}`,
          alignment: 'right',
        },
      ],
    },
  ]);
}

/** The Crown & Anchor's Invoices dashboard: a dozen uploads over the last month, PDFs and receipt photos. */
export async function seedDemoInvoiceUploads(platform: Platform, now: Date) {
  let seed = 0;
  for (const upload of uploads) {
    const uploadedAt = new Date(now.getTime() - upload.daysAgo * DAY_MS);
    const files = [];
    const items: ReturnType<typeof invoiceUploadItemSchema.parse>[] = [];
    for (const invoice of upload.invoices) {
      seed += 1;
      files.push(
        invoice.photo
          ? {
              fileName: `receipt-${invoice.number}.png`,
              kind: 'png' as const,
              contentType: 'image/png',
              content: demoReceiptPng(seed),
            }
          : {
              fileName: `${invoice.number}.pdf`,
              kind: 'pdf' as const,
              contentType: 'application/pdf',
              content: await invoicePdf(invoice, uploadedAt),
            },
      );
      const item: InvoiceUploadItem = {
        supplierId: invoice.supplierId,
        supplierTitle: invoice.supplierId ? '' : invoice.supplierTitle,
        purchaseOrderNumber: invoice.purchaseOrderNumber,
        comment: invoice.comment,
        totalPence: invoice.totalPence,
      };
      items.push(invoiceUploadItemSchema.parse(item));
    }
    const context = {
      ...systemContext(uploadedAt),
      actorAccountId: upload.by.accountId,
      actorRole: upload.by.userType === 'Admin' ? ('admin' as const) : ('venueUser' as const),
    };
    await uploadInvoices(platform, { venueId, files, items, uploader: upload.by }, context);
  }
}
