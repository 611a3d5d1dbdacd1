import {
  defaultMatchTolerance,
  lineStatusText,
  type MatchTolerance,
  type PurchaseOrder,
  type PurchaseOrderStatus,
  receiptLineReceivedQuantity,
  receiptLineSpend,
} from '@oms/contracts';
import type { ReceiptDocument, UploadedInvoiceDocument } from '@oms/projections';
import { matchOf } from './threeWayMatch/threeWayMatchCheck';

const statusOf = (receipts: readonly ReceiptDocument[]): PurchaseOrderStatus => {
  if (receipts.some((receipt) => receipt.supplierStatus === 'received')) return 'Received';
  if (receipts.some((receipt) => receipt.supplierStatus === 'adjusted' || receipt.supplierStatus === 'rejected')) {
    return 'Changes';
  }
  return 'Confirmed';
};

/** Changes waiting on the supplier outrank a save; any status outranks none. */
const statusRank = ['Sent to supplier', 'Rejected by supplier', 'Credit approved by supplier', 'Saved', 'Full accept'];
const receiptingStatusOf = (receipts: readonly ReceiptDocument[]) =>
  receipts
    .map((receipt) => receipt.receiptingStatus)
    .filter((status) => status !== null)
    .sort((a, b) => statusRank.indexOf(a) - statusRank.indexOf(b))[0] ?? null;

export const purchaseOrderId = (receipt: Pick<ReceiptDocument, 'supplierId' | 'poNumber'>) =>
  `${receipt.supplierId}\n${receipt.poNumber}`;

function matchViewOf(
  receipts: readonly ReceiptDocument[],
  invoice: UploadedInvoiceDocument | null,
  tolerance: MatchTolerance,
) {
  const match = matchOf(receipts, invoice, tolerance);
  if (!match || !invoice) return null;
  return {
    status: match.status,
    orderedPence: match.orderedPence,
    receivedPence: match.receivedPence,
    invoicedPence: match.invoicedPence,
    differencePence: match.differencePence,
    creditRequested: receipts.some((receipt) => receipt.mismatchInvoiceIds.includes(invoice.invoiceId)),
  };
}

/** A purchase order per supplier and PO number, from the receipts of its orders (one order, usually). */
export function purchaseOrderOf(
  receipts: readonly ReceiptDocument[],
  invoice: UploadedInvoiceDocument | null = null,
  tolerance: MatchTolerance = defaultMatchTolerance,
): PurchaseOrder {
  const first = receipts[0] as ReceiptDocument;
  return {
    supplierId: first.supplierId,
    supplierTitle: first.supplierTitle,
    poNumber: first.poNumber,
    orderIds: receipts.map((receipt) => receipt.orderId),
    placedVia: first.placedVia,
    placedManually: receipts.every((receipt) => receipt.placedManually),
    orderedDate: receipts.map((receipt) => receipt.orderedDate).sort()[0] ?? first.orderedDate,
    status: statusOf(receipts),
    receiptingStatus: receiptingStatusOf(receipts),
    totalSpendOrdered: receipts.reduce((sum, receipt) => sum + receipt.totalSpendOrdered, 0),
    totalSpendReceived: receipts.reduce((sum, receipt) => sum + receipt.totalSpendReceived, 0),
    pendingChanges: receipts.reduce((sum, receipt) => sum + receipt.pendingChanges, 0),
    invoice: invoice && { invoiceId: invoice.invoiceId, fileName: invoice.fileName, checked: invoice.checked === true },
    match: matchViewOf(receipts, invoice, tolerance),
    lines: receipts.flatMap((receipt) =>
      receipt.lines.map((line) => ({
        orderId: receipt.orderId,
        productId: line.productId,
        title: line.title,
        sku: line.sku,
        size: line.size,
        UoM: line.UoM,
        hasVat: line.hasVat,
        orderedQuantity: line.orderedQuantity,
        orderedPrice: line.orderedPrice,
        price: line.agreed.price,
        updatedQuantity: line.quantityAgreed ? line.agreed.quantity : null,
        supplierConfirmed: line.supplierConfirmed,
        added: line.added,
        receipting: line.report
          ? {
              reportId: line.report.reportId,
              error: line.report.error,
              notes: line.report.notes,
              updated: line.report.updated,
              weight: line.report.weight,
              lineStatus: line.report.lineStatus,
              supplierApproved: line.report.supplierApproved,
              orderResolved: line.report.resolved,
            }
          : null,
        status: lineStatusText(line),
        receivedQuantity: receiptLineReceivedQuantity(line),
        spend: receiptLineSpend(line),
      })),
    ),
  };
}

/** Receipts grouped into purchase orders, newest first, each with its newest invoice (same supplier and PO number). */
export function purchaseOrdersOf(
  receipts: readonly ReceiptDocument[],
  invoices: readonly UploadedInvoiceDocument[] = [],
  tolerance: MatchTolerance = defaultMatchTolerance,
): PurchaseOrder[] {
  const invoiceOf = new Map<string, UploadedInvoiceDocument>();
  for (const invoice of [...invoices].sort((a, b) => a.uploadedAt.localeCompare(b.uploadedAt))) {
    if (invoice.supplierId && invoice.deletedAt === null) {
      invoiceOf.set(
        purchaseOrderId({ supplierId: invoice.supplierId, poNumber: invoice.purchaseOrderNumber }),
        invoice,
      );
    }
  }
  const groups = new Map<string, ReceiptDocument[]>();
  for (const receipt of receipts) {
    if (receipt.deleted) continue;
    const id = purchaseOrderId(receipt);
    groups.set(id, [...(groups.get(id) ?? []), receipt]);
  }
  return [...groups.values()]
    .map((group) =>
      purchaseOrderOf(group, invoiceOf.get(purchaseOrderId(group[0] as ReceiptDocument)) ?? null, tolerance),
    )
    .sort((a, b) => b.orderedDate.localeCompare(a.orderedDate) || a.supplierTitle.localeCompare(b.supplierTitle));
}
