import {
  evolveReceipt,
  type OrderEvent,
  type Receipt,
  type ReceiptingEvent,
  receiptingEventTypes,
  receiptTotals,
} from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

/** One document per order as receipting sees it; the API groups them into purchase orders. */
export type ReceiptDocument = Receipt & {
  _id: string;
  totalSpendOrdered: number;
  totalSpendReceived: number;
  /** Reports sent to the supplier and not answered yet. */
  pendingChanges: number;
  [key: string]: unknown;
};

function documentOf(receipt: Receipt): ReceiptDocument {
  return {
    _id: receipt.orderId,
    ...receipt,
    ...receiptTotals(receipt.lines),
    pendingChanges: receipt.lines.filter(
      (line) => line.report?.lineStatus === 'Sent to supplier' && line.report.supplierApproved === null,
    ).length,
  };
}

export const receiptsProjection = defineProjection<ReceiptDocument, OrderEvent | ReceiptingEvent>({
  name: 'receipts',
  collection: 'receipts',
  handles: ['OrderPlaced', 'OrderApprovedBySupplier', 'OrderLinesAdjustedByAdmin', ...receiptingEventTypes],
  indexes: [
    { keys: { venueId: 1, orderedDate: -1 } },
    { keys: { venueId: 1, supplierId: 1, poNumber: 1 } },
    { keys: { supplierId: 1, poNumber: 1 } },
    { keys: { venueId: 1, deliveryDay: 1 } },
  ],
  // evolveReceipt (contracts) decides the document: bump when it changes.
  version: 2,
  documentIds: (event) => [event.data.orderId],
  evolve: (document, event) => {
    const { _id, totalSpendOrdered, totalSpendReceived, pendingChanges, ...receipt } = document ?? {};
    const next = evolveReceipt(document ? (receipt as Receipt) : null, event, event.metadata.recordedAt);
    return next ? documentOf(next) : null;
  },
});
